import type { ComponentChildren, JSX, RefObject } from 'preact';
import { useCallback, useRef, useState } from 'preact/hooks';
import type { TranscriptJob } from '../../client/types';
import { api } from './api';
import { Loaded } from './components';
import { formatTurnTime } from './format';
import { useAsync } from './use-async';

/** Where a turn sits in the recording, in milliseconds from its start. */
export interface TurnTiming {
  readonly startMs: number;
  readonly endMs: number;
}

/** The job's own turns carry their offsets into the recording: the player follows those. */
export const timingsOfJob = (job: TranscriptJob): readonly TurnTiming[] =>
  (job.result?.turns ?? []).map((turn) => ({ startMs: turn.start_ms, endMs: turn.end_ms }));

/** The turn being heard at `timeMs`: the latest-starting one whose span holds it (none in a silence between turns). */
export const turnAt = (timings: readonly TurnTiming[], timeMs: number | undefined): number | undefined => {
  if (timeMs === undefined) return undefined;
  let found: number | undefined;
  timings.forEach((timing, index) => {
    if (timing.startMs <= timeMs && timeMs < timing.endMs && (found === undefined || timing.startMs >= timings[found]!.startMs))
      found = index;
  });
  return found;
};

/** What a redacting job serves of its recording (CustomerInteraction audio.redaction). */
export type RecordingRedaction = 'silenced' | 'withheld';

/** What the reviewer is told about a redacting job's recording. */
export const RECORDING_NOTES: Readonly<Record<RecordingRedaction, string>> = {
  silenced:
    'Personal data is silenced in this recording: every redacted stretch of the transcript is silent, and the original is not kept.',
  withheld:
    'The recording is not served: personal data was redacted from the transcript, and only a PCM WAV recording can be silenced, so this one is withheld (the original is not kept).',
};

export interface Playback {
  /** The player element (or a note saying why there is none), or null when there is no recording to play. */
  readonly player: JSX.Element | null;
  /** Whether turns can be played from their time. */
  readonly canSeek: boolean;
  /** The playing turn's index. */
  readonly currentTurn: number | undefined;
  /** Moves playback to the start of a turn and plays. */
  seekToTurn(index: number): void;
}

/**
 * Plays a transcript job's recording (a short-lived pre-signed link from GET /v1/transcripts/{id}/audio) and
 * reports which of `timings` is being heard, so the page can highlight that turn and seek from any turn's time.
 */
export const usePlayback = (jobId: string | undefined, timings: readonly TurnTiming[], redaction?: RecordingRedaction): Playback => {
  const audio = useRef<HTMLAudioElement>(null);
  const [timeMs, setTimeMs] = useState<number | undefined>();
  const seekToTurn = useCallback(
    (index: number) => {
      const element = audio.current;
      const timing = timings[index];
      if (!element || !timing) return;
      element.currentTime = timing.startMs / 1000;
      setTimeMs(timing.startMs);
      // A browser may refuse to start playback (autoplay policy): the position is set either way.
      void element.play().catch(() => undefined);
    },
    [timings],
  );
  const withheld = redaction === 'withheld';
  return {
    player: !jobId ? null : withheld ? (
      <WithheldRecording />
    ) : (
      <AudioPlayer jobId={jobId} audio={audio} redaction={redaction} onTime={setTimeMs} />
    ),
    canSeek: !!jobId && !withheld,
    currentTurn: turnAt(timings, timeMs),
    seekToTurn,
  };
};

const WithheldRecording = () => (
  <section class="player" aria-labelledby="player-heading">
    <h2 id="player-heading">Recording</h2>
    <p class="muted" role="note">
      {RECORDING_NOTES.withheld}
    </p>
  </section>
);

const AudioPlayer = ({
  jobId,
  audio,
  redaction,
  onTime,
}: {
  jobId: string;
  audio: RefObject<HTMLAudioElement | null>;
  redaction: RecordingRedaction | undefined;
  onTime: (ms: number) => void;
}) => {
  // A link lives a few minutes: when the element fails on an expired one, a fresh link resumes where it stopped.
  const [revision, setRevision] = useState(0);
  const resumeAt = useRef(0);
  const link = useAsync(() => api.getTranscriptAudio(jobId), jobId, revision);
  const report = () => audio.current && onTime(audio.current.currentTime * 1000);
  return (
    <section class="player" aria-labelledby="player-heading">
      <h2 id="player-heading">Recording</h2>
      <Loaded value={link}>
        {(value) => (
          <audio
            ref={audio}
            controls
            preload="metadata"
            src={value.url}
            aria-label={`Recording of transcript job ${jobId}`}
            onTimeUpdate={report}
            onSeeked={report}
            onLoadedMetadata={() => {
              if (audio.current && resumeAt.current > 0) audio.current.currentTime = resumeAt.current;
            }}
            onError={() => {
              if (Date.now() < Date.parse(value.expiresAt)) return;
              resumeAt.current = audio.current?.currentTime ?? 0;
              setRevision((n) => n + 1);
            }}
          />
        )}
      </Loaded>
      {redaction ? (
        <p class="muted" role="note">
          {RECORDING_NOTES[redaction]}
        </p>
      ) : null}
    </section>
  );
};

/** A turn's time: a button that seeks the player there when the turn's place in the recording is known. */
const TurnTime = ({
  timestamp,
  timing,
  onSeek,
}: {
  timestamp: string | number;
  timing?: TurnTiming | undefined;
  onSeek?: (() => void) | undefined;
}) =>
  timing && onSeek ? (
    <button type="button" class="seek" onClick={onSeek} aria-label={`Play from ${formatTurnTime(timing.startMs / 1000)}`}>
      <time>{formatTurnTime(timestamp)}</time>
    </button>
  ) : (
    <time>{formatTurnTime(timestamp)}</time>
  );

/** The line above a turn's text: its role, its time (playing from there when the recording can), and what names the turn. */
export const TurnMeta = ({
  turn,
  index,
  timings,
  playback,
  children,
}: {
  turn: { role: string; timestamp: string | number };
  index: number;
  timings: readonly TurnTiming[];
  playback: Playback;
  children: ComponentChildren;
}) => (
  <div class="turn-meta">
    <span class="role">{turn.role}</span>
    <TurnTime timestamp={turn.timestamp} timing={timings[index]} onSeek={playback.canSeek ? () => playback.seekToTurn(index) : undefined} />
    <span class="muted">{children}</span>
  </div>
);
