#!/usr/bin/env bash
# Rebuilds the committed audio fixtures of test/fixtures/audio from the scripted call in call-script.tsv, using
# Debian's flite (two different voices, so the participants sound different) and sox. `sox -D` disables
# dithering, so a rebuild is byte-identical and `git status` stays clean. Tests only need the committed files.
#
#   call-agent-left.wav   stereo 16 kHz 16-bit PCM: agent on the left channel, customer on the right
#   call-agent-right.flac the same call with the channels swapped (the other order contact centres record in),
#                         FLAC so that the format conversion path is exercised too
#   call-mono.wav         both voices mixed into one channel (role profiling must work from content alone)
#   brand-names.wav       mono 16 kHz: three brand names the recognizer's dictionary lacks (custom vocabulary tests)
#   tone.mp3              one second of tone: a small sample of another accepted format
#   not-audio.txt         plain text: the fetch stage must refuse it as not audio
set -euo pipefail
cd "$(dirname "$0")/../test/fixtures/audio"
for tool in flite sox soxi; do
  command -v "$tool" >/dev/null || { echo "$tool is required (apt-get install flite sox libsox-fmt-mp3)" >&2; exit 1; }
done

RATE=16000
GAP_SECONDS=0.1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

silence() { sox -D -n -r "$RATE" -c 1 -b 16 "$1" trim 0 "$2"; }

left_parts=()
right_parts=()
silence "$work/gap.wav" "$GAP_SECONDS"
turn=0
while IFS=$'\t' read -r speaker text; do
  [ -z "$speaker" ] && continue
  turn=$((turn + 1))
  voice=slt; [ "$speaker" = customer ] && voice=rms
  flite -voice "$voice" -t "$text" -o "$work/raw-$turn.wav"
  # Trim flite's leading and trailing silence so the fixtures stay small (each well under 1 MB).
  sox -D "$work/raw-$turn.wav" -r "$RATE" -c 1 -b 16 "$work/turn-$turn.wav" \
    silence 1 0.02 0.1% reverse silence 1 0.02 0.1% reverse pad 0.1 0.1
  silence "$work/quiet-$turn.wav" "$(soxi -D "$work/turn-$turn.wav")"
  if [ "$speaker" = agent ]; then
    left_parts+=("$work/turn-$turn.wav" "$work/gap.wav"); right_parts+=("$work/quiet-$turn.wav" "$work/gap.wav")
  else
    left_parts+=("$work/quiet-$turn.wav" "$work/gap.wav"); right_parts+=("$work/turn-$turn.wav" "$work/gap.wav")
  fi
done < call-script.tsv

sox -D "${left_parts[@]}" "$work/agent.wav"
sox -D "${right_parts[@]}" "$work/customer.wav"
sox -D -M "$work/agent.wav" "$work/customer.wav" call-agent-left.wav
sox -D -M "$work/customer.wav" "$work/agent.wav" call-agent-right.flac
sox -D -m -v 1 "$work/agent.wav" -v 1 "$work/customer.wav" call-mono.wav
flite -voice slt -t "thank you for calling contoso bank. you are through to fabrikam energy. welcome to litware insurance." -o "$work/brands.wav"
sox -D "$work/brands.wav" -r "$RATE" -c 1 -b 16 brand-names.wav silence 1 0.02 0.1% reverse silence 1 0.02 0.1% reverse pad 0.1 0.1
sox -D -n -r "$RATE" -c 1 tone.mp3 synth 1 sine 440
printf 'This is a text file, not a recording.\n' > not-audio.txt
ls -l
