import { NotFoundError } from '../core/errors';
import { StageError } from './errors';
import { buildCustomerInteraction, type CustomerInteractionDocument } from './interaction';
import { correctKeyterms } from './keyterms';
import { objectKeys } from './keys';
import type { Correction, Profile, Segment, StoredAudio, Transcript, TranscriptJob } from './model';
import { profileParticipants } from './profile';
import { silenceWav } from './recording-redaction';
import { listRedactions, redactEdited, redactSegments } from './redaction';
import type {
  AudioIngestor,
  Clock,
  Contextualizer,
  RecordingStore,
  SpeechEngine,
  TaskResponder,
  TranscriptJobRepository,
  TranscriptObjectStore,
} from './ports';
import type { VocabularyStep } from './vocabulary';
import { replaceWords, tokens, wordsText } from './words';

/** The pipeline's stages. Each reads its inputs from storage by key and returns keys, never the data itself. */

export const loadJob = async (jobs: TranscriptJobRepository, jobId: string): Promise<TranscriptJob> => {
  const job = await jobs.get(jobId);
  if (!job) throw new NotFoundError(`No transcript job ${jobId}.`);
  return job;
};

/** fetch: the caller's audio, once, into our storage (the pre-signed URL may expire afterwards). */
export const fetchAudio = async (
  deps: { readonly jobs: TranscriptJobRepository; readonly ingestor: AudioIngestor },
  jobId: string,
): Promise<StoredAudio> => {
  const job = await loadJob(deps.jobs, jobId);
  return deps.ingestor.ingest({ url: job.request.audioUrl, targetKey: objectKeys.audio(jobId) });
};

interface TranscriptionDeps {
  readonly jobs: TranscriptJobRepository;
  readonly objects: TranscriptObjectStore;
  readonly tasks: TaskResponder;
}

export type TranscriptionOutcome = { readonly transcript: Transcript } | { readonly error: StageError };

/**
 * How a transcription's completion answers the waiting task: key terms are corrected, the transcript is stored
 * and the token is answered. The engine's completion event can outrun the start handler's token write, so a
 * missing token is looked up once more after `tokenRetryDelayMs`.
 */
export const completeTranscription = async (
  deps: TranscriptionDeps & { readonly sleep: (ms: number) => Promise<void>; readonly tokenRetryDelayMs: number },
  jobId: string,
  outcome: TranscriptionOutcome,
): Promise<void> => {
  let taskToken = await deps.jobs.getTaskToken(jobId);
  if (!taskToken) {
    await deps.sleep(deps.tokenRetryDelayMs);
    taskToken = await deps.jobs.getTaskToken(jobId);
  }
  if (!taskToken) throw new NotFoundError(`No waiting transcription task for job ${jobId}.`);
  if ('error' in outcome) {
    await deps.tasks.fail(taskToken, { code: outcome.error.code, message: outcome.error.message });
    return;
  }
  await deps.tasks.succeed(taskToken, await storeTranscript(deps, jobId, outcome.transcript));
};

/**
 * PII redacted (when the job asks), key terms corrected, the transcript stored: what the transcribe stage hands
 * on, however its completion was noticed. Redaction comes first, so nothing after it — the stored transcript,
 * the corrections' before and after, the contextualizer's prompt, the result, the callbacks — ever holds PII.
 */
export const storeTranscript = async (
  deps: { readonly jobs: TranscriptJobRepository; readonly objects: TranscriptObjectStore },
  jobId: string,
  transcribed: Transcript,
): Promise<{ transcriptKey: string }> => {
  const job = await loadJob(deps.jobs, jobId);
  const heard = job.request.redactPii ? redactSegments(transcribed.segments) : transcribed.segments;
  const keyterms = correctKeyterms(heard, job.request.keyterms);
  // What the corrections wrote is read again: a corrected word may complete a value.
  const corrections = [...transcribed.corrections, ...keyterms.corrections];
  const corrected = job.request.redactPii ? redactEdited(keyterms.segments, corrections) : { segments: keyterms.segments, corrections };
  const transcript: Transcript = {
    ...transcribed,
    segments: corrected.segments,
    corrections: corrected.corrections,
    ...(job.vocabulary ? { vocabulary: job.vocabulary } : {}),
  };
  const transcriptKey = objectKeys.transcript(jobId);
  await deps.objects.putJson(transcriptKey, transcript);
  // The engine's own output holds what it did not redact: everything when it could not redact (a language it does
  // not redact, or one it had to identify), dates of birth even when it did. Once ours is stored, it goes.
  if (job.request.redactPii) await deleteProviderOutput(deps, jobId);
  return { transcriptKey };
};

const deleteProviderOutput = (deps: { readonly objects: TranscriptObjectStore }, jobId: string) =>
  Promise.all([deps.objects.delete(objectKeys.providerOutput(jobId)), deps.objects.delete(objectKeys.redactedProviderOutput(jobId))]);

/** What a redacting job serves of its recording: a copy with the redacted stretches silenced, or nothing. */
export type RecordingRedaction = 'silenced' | 'withheld';

/**
 * With redaction on, the original recording goes once the transcript is final, and what is served instead is a
 * copy with every redacted stretch (its `[PII]` words' times) silenced: a PCM WAV can be edited so; any other
 * format is withheld. A retried finalize finds the original gone and keeps what the first one made.
 */
export const redactRecording = async (
  deps: { readonly recordings: RecordingStore },
  jobId: string,
  transcript: Transcript,
): Promise<RecordingRedaction> => {
  const original = await deps.recordings.get(objectKeys.audio(jobId));
  if (!original) return (await deps.recordings.exists(objectKeys.redactedAudio(jobId))) ? 'silenced' : 'withheld';
  const silenced = silenceWav(original, listRedactions(transcript.segments));
  if (silenced) await deps.recordings.put(objectKeys.redactedAudio(jobId), silenced, 'audio/wav');
  await deps.recordings.delete(objectKeys.audio(jobId));
  return silenced ? 'silenced' : 'withheld';
};

/**
 * A redacting job that failed keeps nothing unredacted: the fetched original and whatever the engine wrote go (the
 * stored transcript, if any, was redacted before it was stored).
 */
export const discardUnredacted = async (
  deps: { readonly objects: TranscriptObjectStore; readonly recordings: RecordingStore },
  job: TranscriptJob,
): Promise<void> => {
  if (!job.request.redactPii) return;
  await Promise.all([deps.recordings.delete(objectKeys.audio(job.jobId)), deleteProviderOutput(deps, job.jobId)]);
};

/**
 * transcribe: stores the task token first (so a completion can always find it), records what became of the job's
 * vocabulary (settled by the vocabulary states before this one), then starts the engine with it when it is
 * usable. A job the engine refuses answers the task at once, through the same path a completion takes.
 */
export const startTranscription = async (
  deps: TranscriptionDeps & {
    readonly engine: SpeechEngine;
    readonly sleep: (ms: number) => Promise<void>;
    readonly tokenRetryDelayMs: number;
  },
  input: { readonly jobId: string; readonly taskToken: string; readonly audio: StoredAudio; readonly vocabulary?: VocabularyStep },
): Promise<void> => {
  const job = await loadJob(deps.jobs, input.jobId);
  await deps.jobs.saveTaskToken(input.jobId, input.taskToken);
  // An execution started before the vocabulary states existed brings none: the job runs without one.
  const vocabulary = input.vocabulary?.status === 'settled' ? input.vocabulary.outcome : undefined;
  if (vocabulary) await deps.jobs.recordVocabulary(input.jobId, vocabulary);
  try {
    const started = await deps.engine.start({
      jobId: input.jobId,
      audio: input.audio,
      ...(job.request.language ? { language: job.request.language } : {}),
      ...(vocabulary?.used && vocabulary.name ? { vocabularyName: vocabulary.name } : {}),
      redactPii: job.request.redactPii === true,
    });
    if (vocabulary && started.vocabularyRefused) {
      await deps.jobs.recordVocabulary(input.jobId, { ...vocabulary, used: false, fallback: 'refused', reason: started.vocabularyRefused });
    }
  } catch (error) {
    if (!(error instanceof StageError)) throw error;
    await completeTranscription(deps, input.jobId, { error });
  }
};

/** Edits longer than this are rewrites, not corrections, and are refused. */
const MAX_EDIT_WORDS = 8;

const applyEdit = (segment: Segment, before: string, after: string): Segment | undefined => {
  const target = tokens(before);
  const replacement = after.trim().split(/\s+/).filter(Boolean);
  if (target.length === 0 || replacement.length === 0) return undefined;
  if (target.length > MAX_EDIT_WORDS || replacement.length > MAX_EDIT_WORDS) return undefined;
  const heard = segment.words.map((w) => tokens(w.text).join(' '));
  for (let start = 0; start + target.length <= heard.length; start += 1) {
    // A redacted word stays redacted: an edit may not replace it by a guess at what it hid.
    const redacted = segment.words.slice(start, start + target.length).some((w) => w.redaction);
    if (!redacted && target.every((token, i) => heard[start + i] === token)) {
      return { ...segment, words: replaceWords(segment.words, start, target.length, replacement) };
    }
  }
  return undefined;
};

/**
 * contextualize: asks the contextualizer for edits and applies only those that replace a short run of words
 * the transcript actually contains; everything applied is recorded, everything else is dropped.
 */
export const contextualizeTranscript = async (
  deps: { readonly jobs: TranscriptJobRepository; readonly objects: TranscriptObjectStore; readonly contextualizer: Contextualizer },
  input: { readonly jobId: string; readonly transcriptKey: string },
): Promise<{ transcriptKey: string; applied: number; refused: number }> => {
  const job = await loadJob(deps.jobs, input.jobId);
  const transcript = await deps.objects.getJson<Transcript>(input.transcriptKey);
  if (!job.request.context) return { transcriptKey: input.transcriptKey, applied: 0, refused: 0 };
  const proposal = await deps.contextualizer.propose({
    turns: transcript.segments.map((segment, index) => ({ index, text: wordsText(segment.words) })),
    context: job.request.context,
    keyterms: job.request.keyterms,
    tier: job.request.contextModel,
  });
  const segments = [...transcript.segments];
  const corrections: Correction[] = [];
  for (const edit of proposal.edits) {
    const segment = segments[edit.turnIndex];
    const edited = segment ? applyEdit(segment, edit.before, edit.after) : undefined;
    if (!segment || !edited) continue;
    corrections.push({
      stage: 'contextualize',
      source: proposal.source,
      turnIndex: edit.turnIndex,
      before: edit.before,
      after: edit.after,
      startMs: segment.words[0]?.startMs,
      ...(edit.reason ? { reason: edit.reason } : {}),
    });
    segments[edit.turnIndex] = edited;
  }
  // The edits are read again for personal data, as the engine's words were.
  const edited = job.request.redactPii
    ? redactEdited(segments, [...transcript.corrections, ...corrections])
    : { segments, corrections: [...transcript.corrections, ...corrections] };
  const transcriptKey = objectKeys.contextualizedTranscript(input.jobId);
  await deps.objects.putJson(transcriptKey, {
    ...transcript,
    segments: edited.segments,
    corrections: edited.corrections,
    contextualizer: proposal.engine,
  } satisfies Transcript);
  return { transcriptKey, applied: corrections.length, refused: proposal.edits.length - corrections.length };
};

/** profile: roles and actor types of the participants. */
export const profileTranscript = async (
  deps: { readonly objects: TranscriptObjectStore },
  input: { readonly jobId: string; readonly transcriptKey: string },
): Promise<{ profileKey: string }> => {
  const transcript = await deps.objects.getJson<Transcript>(input.transcriptKey);
  const profileKey = objectKeys.profile(input.jobId);
  await deps.objects.putJson(profileKey, profileParticipants(transcript));
  return { profileKey };
};

/** finalize: assembles the CustomerInteraction, validates it and stores it; the Completed state then points the job at it. */
export const finalizeInteraction = async (
  deps: {
    readonly jobs: TranscriptJobRepository;
    readonly objects: TranscriptObjectStore;
    readonly recordings: RecordingStore;
    readonly clock: Clock;
    /** The document as stored and served (the contract's form); throws when it breaks the published schema. */
    readonly published: (document: CustomerInteractionDocument) => unknown;
  },
  input: { readonly jobId: string; readonly transcriptKey: string; readonly profileKey: string; readonly audio: StoredAudio },
): Promise<{ resultKey: string }> => {
  const job = await loadJob(deps.jobs, input.jobId);
  const [transcript, profile] = await Promise.all([
    deps.objects.getJson<Transcript>(input.transcriptKey),
    deps.objects.getJson<Profile>(input.profileKey),
  ]);
  const recording = job.request.redactPii ? await redactRecording(deps, input.jobId, transcript) : undefined;
  const document = buildCustomerInteraction({
    job,
    audio: input.audio,
    recording,
    transcript,
    profile,
    createdAt: deps.clock.now().toISOString(),
  });
  let stored: unknown;
  try {
    stored = deps.published(document);
  } catch (cause) {
    throw new StageError('RESULT_INVALID', `The assembled result did not match CustomerInteraction@v1.0: ${(cause as Error).message}`, {
      cause,
    });
  }
  const resultKey = objectKeys.result(input.jobId);
  await deps.objects.putJson(resultKey, stored);
  return { resultKey };
};
