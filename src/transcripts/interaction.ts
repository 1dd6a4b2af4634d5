import { matchKeyterms } from './keyterms';
import type { Profile, Role, StoredAudio, Transcript, TranscriptJob } from './model';
import { listRedactions } from './redaction';
import { meanConfidence, wordsText } from './words';

/**
 * The result document (CustomerInteraction@v1.0, see schemas/customer-interaction.ts), built from the stages'
 * outputs in src/'s camelCase; it is stored and served in the contract's snake_case (the finalize handler maps it).
 */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `HH:MM:SS.mmm` offset from the start of the recording. */
export const offsetTimestamp = (ms: number): string => {
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(ms % 1000, 3)}`;
};

const round = (value: number) => Math.round(value * 1000) / 1000;
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

export const buildCustomerInteraction = (input: {
  readonly job: TranscriptJob;
  readonly audio: StoredAudio;
  /** What the job serves of its recording, when it redacts. */
  readonly recording?: 'silenced' | 'withheld' | undefined;
  readonly transcript: Transcript;
  readonly profile: Profile;
  readonly createdAt: string;
}) => {
  const { job, audio, transcript, profile } = input;
  const roleOf = new Map<string, Role>(profile.participants.map((p) => [p.id, p.role]));
  const turns = transcript.segments
    .map((segment, index) => ({ segment, index, participantId: profile.turnParticipants[index] ?? segment.speaker }))
    .filter(({ segment }) => segment.words.length > 0)
    .map(({ segment, index, participantId }) => {
      const startMs = segment.words[0]!.startMs;
      const resolved = profile.turns?.[index];
      return {
        index,
        participantId,
        role: resolved?.role ?? roleOf.get(participantId) ?? 'unknown',
        ...(resolved ? { actorType: resolved.actorType, roleConfidence: resolved.confidence, roleCues: [...resolved.cues] } : {}),
        text: wordsText(segment.words),
        timestamp: offsetTimestamp(startMs),
        startMs,
        endMs: segment.words[segment.words.length - 1]!.endMs,
        // An engine that gives no confidence is reported as 0: nothing vouches for the word.
        confidence: round(clamp01(meanConfidence(segment.words) ?? 0)),
        words: segment.words.map((w) => ({
          text: w.text,
          startMs: w.startMs,
          endMs: w.endMs,
          confidence: round(clamp01(w.confidence ?? 0)),
          ...(w.redaction ? { redaction: w.redaction } : {}),
        })),
      };
    });
  return {
    schemaType: 'CustomerInteraction@v1.0' as const,
    jobId: job.jobId,
    language: job.request.language ?? transcript.language,
    durationMs: audio.durationMs || transcript.durationMs,
    audio: { channels: audio.channels, format: audio.format, ...(input.recording ? { redaction: input.recording } : {}) },
    participants: profile.participants.map((p) => ({
      id: p.id,
      role: p.role,
      actorType: p.actorType,
      ...(p.channel !== undefined ? { channel: p.channel } : {}),
      confidence: p.confidence,
      cues: [...p.cues],
      ...(p.segments
        ? { segments: p.segments.map((g) => ({ fromTurn: g.fromTurn, toTurn: g.toTurn, role: g.role, actorType: g.actorType })) }
        : {}),
    })),
    turns,
    keyterms: {
      requested: [...job.request.keyterms],
      matched: matchKeyterms(transcript.segments, job.request.keyterms),
      ...(transcript.vocabulary ? { vocabulary: { ...transcript.vocabulary } } : {}),
    },
    corrections: transcript.corrections.map((c) => ({
      stage: c.stage,
      source: c.source,
      turnIndex: c.turnIndex,
      before: c.before,
      after: c.after,
      ...(c.startMs !== undefined ? { startMs: c.startMs } : {}),
      ...(c.reason ? { reason: c.reason } : {}),
    })),
    ...(job.request.redactPii
      ? {
          redactions: listRedactions(transcript.segments).map((r) => ({
            type: r.type,
            turnIndex: r.turnIndex,
            start: r.start,
            end: r.end,
            startMs: r.startMs,
            endMs: r.endMs,
          })),
        }
      : {}),
    provider: {
      engine: transcript.engine.name,
      model: transcript.engine.model,
      ...(transcript.contextualizer
        ? { contextualizer: { engine: transcript.contextualizer.name, model: transcript.contextualizer.model } }
        : {}),
    },
    createdAt: input.createdAt,
  };
};

export type CustomerInteractionDocument = ReturnType<typeof buildCustomerInteraction>;
