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
#   calls/<name>.flac     authored calls from calls/<name>.tsv (speakers agent, customer, ivr, bot): an IVR then an
#                         agent on one channel, a bot handing over to an agent, a customer who speaks first, a card,
#                         birth date and account number read out, the call of issue 23 (an account number, a date of birth
#                         and a policy number the recogniser mangles); calls/bot-handover-mono.flac is one of them mixed
set -euo pipefail
cd "$(dirname "$0")/../test/fixtures/audio"
for tool in flite sox soxi; do
  command -v "$tool" >/dev/null || { echo "$tool is required (apt-get install flite sox libsox-fmt-mp3)" >&2; exit 1; }
done

RATE=16000
GAP_SECONDS=0.1
TURN_GAP_SECONDS=0.8
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

silence() { sox -D -n -r "$RATE" -c 1 -b 16 "$1" trim 0 "$2"; }

# One call from a script of `speaker<TAB>text` lines: agent, ivr and bot speak on the left (the agent's side), the
# customer on the right, each in its own flite voice, `gap` seconds apart; a `pause<TAB>seconds` line is silence on
# both sides (hold, a transfer). Writes $work/<name>-left.wav and $work/<name>-right.wav.
build_call() {
  local script=$1 name=$2 gap=$3 turn=0 speaker text voice
  local left_parts=() right_parts=()
  silence "$work/gap-$name.wav" "$gap"
  while IFS=$'\t' read -r speaker text; do
    [ -z "$speaker" ] && continue
    turn=$((turn + 1))
    if [ "$speaker" = pause ]; then
      silence "$work/pause-$name-$turn.wav" "$text"
      left_parts+=("$work/pause-$name-$turn.wav"); right_parts+=("$work/pause-$name-$turn.wav")
      continue
    fi
    case "$speaker" in
      customer) voice=rms ;;
      ivr) voice=awb ;;
      bot) voice=kal16 ;;
      *) voice=slt ;;
    esac
    flite -voice "$voice" -t "$text" -o "$work/raw-$name-$turn.wav"
    # Trim flite's leading and trailing silence so the fixtures stay small (each well under 1 MB).
    sox -D "$work/raw-$name-$turn.wav" -r "$RATE" -c 1 -b 16 "$work/turn-$name-$turn.wav" \
      silence 1 0.02 0.1% reverse silence 1 0.02 0.1% reverse pad 0.1 0.1
    silence "$work/quiet-$name-$turn.wav" "$(soxi -D "$work/turn-$name-$turn.wav")"
    if [ "$speaker" = customer ]; then
      left_parts+=("$work/quiet-$name-$turn.wav" "$work/gap-$name.wav"); right_parts+=("$work/turn-$name-$turn.wav" "$work/gap-$name.wav")
    else
      left_parts+=("$work/turn-$name-$turn.wav" "$work/gap-$name.wav"); right_parts+=("$work/quiet-$name-$turn.wav" "$work/gap-$name.wav")
    fi
  done < "$script"
  sox -D "${left_parts[@]}" "$work/$name-left.wav"
  sox -D "${right_parts[@]}" "$work/$name-right.wav"
}

build_call call-script.tsv call "$GAP_SECONDS"
sox -D -M "$work/call-left.wav" "$work/call-right.wav" call-agent-left.wav
sox -D -M "$work/call-right.wav" "$work/call-left.wav" call-agent-right.flac
sox -D -m -v 1 "$work/call-left.wav" -v 1 "$work/call-right.wav" call-mono.wav
flite -voice slt -t "thank you for calling contoso bank. you are through to fabrikam energy. welcome to litware insurance." -o "$work/brands.wav"
sox -D "$work/brands.wav" -r "$RATE" -c 1 -b 16 brand-names.wav silence 1 0.02 0.1% reverse silence 1 0.02 0.1% reverse pad 0.1 0.1

# Authored calls for roles per turn and PII redaction (stereo FLAC, agent's side left; one mono mix).
for call in ivr-then-agent bot-handover customer-first pii-readout issue-23; do
  # Pauses between turns as long as people leave, so the recognizer hears where one turn ends.
  build_call "calls/$call.tsv" "$call" "$TURN_GAP_SECONDS"
  sox -D -M "$work/$call-left.wav" "$work/$call-right.wav" "calls/$call.flac"
done
sox -D -m -v 1 "$work/bot-handover-left.wav" -v 1 "$work/bot-handover-right.wav" calls/bot-handover-mono.flac
sox -D -n -r "$RATE" -c 1 tone.mp3 synth 1 sine 440
printf 'This is a text file, not a recording.\n' > not-audio.txt
ls -l
