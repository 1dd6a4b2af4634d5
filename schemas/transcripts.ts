import * as z from 'zod';
import { callerUrl, type UrlPolicy } from './urls';
import { CALLBACK_EVENTS, jsonObjectSchema } from './events';
import { STAGES } from '../src/transcripts/errors';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../src/transcripts/languages';
import { VOCABULARY_FALLBACKS } from '../src/transcripts/model';

/**
 * Wire contract of the transcript job service (POST /v1/transcripts, GET /v1/transcripts/{jobId}) and the
 * small documents that travel between its pipeline stages. Limits are exported so the docs, the handlers
 * and the tests quote one source.
 */

export const TRANSCRIPT_LIMITS = {
  idempotencyKeyMaxChars: 256,
  keytermsMaxCount: 1000,
  keytermMaxWords: 10,
  /** Long enough for a product glossary or a call summary, small enough for one LLM prompt and one DynamoDB item. */
  contextMaxChars: 20_000,
  /** Metadata travels in every status event (EventBridge caps an event at 256 KB). */
  metadataMaxBytes: 16 * 1024,
  /** Pre-signed URLs with session tokens run to a few kB. */
  audioUrlMaxChars: 8192,
  /** The callback URL travels in every status event, next to the metadata. */
  callbackUrlMaxChars: 2048,
  /** The whole request body (jsonBody → 413). */
  requestMaxBytes: 256 * 1024,
} as const;

/**
 * The languages a job may ask for (ISO 639-1): those Amazon Transcribe transcribes in batch. Anything else is
 * refused at submission, with the list, rather than failing in the pipeline.
 */
export const TRANSCRIPT_LANGUAGES = SUPPORTED_LANGUAGES as [SupportedLanguage, ...SupportedLanguage[]];

export const CONTEXT_MODELS = ['fast', 'medium', 'high'] as const;
export type ContextModel = (typeof CONTEXT_MODELS)[number];

const wordCount = (term: string): number => term.trim().split(/\s+/).length;

/** Characters as a person counts them (code points), not UTF-16 units. */
const charCount = (value: string): number => Array.from(value).length;

/** Bytes of a value's JSON text; a value JSON.stringify cannot serialize (it throws) counts as too large. */
const serializedBytes = (value: unknown): number => {
  try {
    return Buffer.byteLength(JSON.stringify(value), 'utf8');
  } catch {
    return Infinity;
  }
};

export const createTranscriptRequestSchema = (policy: UrlPolicy) =>
  z.object({
    callback: z.object({
      url: callerUrl(policy, TRANSCRIPT_LIMITS.callbackUrlMaxChars).meta({
        description: 'An https URL that receives the callbacks (the sandbox also accepts http(s) to a loopback host).',
      }),
      events: z
        .array(z.enum(CALLBACK_EVENTS))
        .min(1, 'list at least one event')
        .refine((events) => new Set(events).size === events.length, 'must not list an event twice')
        .meta({ uniqueItems: true }),
    }),
    metadata: jsonObjectSchema
      .refine(
        (metadata) => serializedBytes(metadata) <= TRANSCRIPT_LIMITS.metadataMaxBytes,
        `must serialize to at most ${TRANSCRIPT_LIMITS.metadataMaxBytes} bytes of JSON`,
      )
      .meta({
        description: `Any JSON object of at most ${TRANSCRIPT_LIMITS.metadataMaxBytes} bytes serialized; returned exactly as given.`,
      }),
    idempotencyKey: z
      .string()
      .refine((key) => charCount(key) >= 1, 'must not be empty')
      .refine(
        (key) => charCount(key) <= TRANSCRIPT_LIMITS.idempotencyKeyMaxChars,
        `must be at most ${TRANSCRIPT_LIMITS.idempotencyKeyMaxChars} characters`,
      )
      // JSON Schema counts code points, as charCount does (zod's own min/max count UTF-16 units).
      .meta({
        description: 'Deduplicates retries: scoped to the calling principal, kept 24 h.',
        minLength: 1,
        maxLength: TRANSCRIPT_LIMITS.idempotencyKeyMaxChars,
      }),
    payload: z.object({
      input: z.object({
        audio_url: callerUrl(policy, TRANSCRIPT_LIMITS.audioUrlMaxChars).meta({
          description: 'A pre-signed https URL of the audio (WAV, MP3, FLAC or OGG), valid until the pipeline has fetched it.',
        }),
      }),
      config: z
        .object({
          language: z
            .enum(TRANSCRIPT_LANGUAGES, {
              message: `must be the ISO 639-1 code of a language Amazon Transcribe supports: ${TRANSCRIPT_LANGUAGES.join(', ')}`,
            })
            .optional(),
          keyterms: z
            .array(
              z
                .string()
                .refine((term) => term.trim().length > 0, 'must not be empty')
                .refine(
                  (term) => wordCount(term) <= TRANSCRIPT_LIMITS.keytermMaxWords,
                  `must be at most ${TRANSCRIPT_LIMITS.keytermMaxWords} words`,
                )
                .meta({ description: `Not blank, at most ${TRANSCRIPT_LIMITS.keytermMaxWords} whitespace-separated words.` }),
            )
            .max(TRANSCRIPT_LIMITS.keytermsMaxCount, `must list at most ${TRANSCRIPT_LIMITS.keytermsMaxCount} terms`)
            .optional(),
          context: z
            .string()
            .refine((context) => context.trim().length > 0, 'must not be empty; omit it to skip contextualization')
            .refine(
              (context) => charCount(context) <= TRANSCRIPT_LIMITS.contextMaxChars,
              `must be at most ${TRANSCRIPT_LIMITS.contextMaxChars} characters`,
            )
            .meta({
              description: 'Natural-language context (not blank); enables the contextualized step.',
              maxLength: TRANSCRIPT_LIMITS.contextMaxChars,
            })
            .optional(),
          context_model: z.enum(CONTEXT_MODELS).default('medium'),
          redact_pii: z
            .boolean()
            .meta({
              description:
                'Redact card numbers, account and ID numbers, phone numbers, dates of birth and e-mail addresses (replaced by "[PII]") before anything is stored, scored or called back. Omitted: the stage\'s default.',
            })
            .optional(),
        })
        .default({ context_model: 'medium' }),
    }),
  });

export type CreateTranscriptRequest = z.infer<ReturnType<typeof createTranscriptRequestSchema>>;

export const createTranscriptResponseSchema = z.object({ jobId: z.string().uuid() });

/** The path parameter; anything else is answered 404 like an unknown id (no probing of id formats). */
export const jobIdSchema = z.string().uuid();

/** GET /v1/transcripts/{jobId}/audio: where the owner can play the job's recording for a few minutes. */
export const transcriptAudioSchema = z.object({
  jobId: z.string().uuid(),
  url: z
    .string()
    .url()
    .meta({ description: 'A pre-signed S3 GET of the recording as fetched (Range requests work, so players can seek).' }),
  expiresAt: z.string().datetime().meta({ description: 'After this the URL answers 403: ask for a new one.' }),
  contentType: z.string(),
  redaction: z.literal('silenced').optional().meta({
    description:
      'Present when the job redacts personal data: the recording served has every redacted stretch silenced; the original is not kept.',
  }),
});

/* The small documents that travel between pipeline states (S3 keys and facts about the audio, never data). */

export const storedAudioSchema = z.object({
  key: z.string().min(1),
  format: z.enum(['wav', 'mp3', 'flac', 'ogg']),
  channels: z.number().int().positive(),
  durationMs: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
});

export const statusTaskSchema = z.object({
  jobId: z.string().uuid(),
  status: z.enum(['processing', 'transcribed', 'contextualized', 'profiled', 'completed']),
  resultKey: z.string().min(1).optional(),
});

const caughtError = z.object({ Error: z.string().optional(), Cause: z.string().optional() });

/** What the Catch of each stage put under `$.failure.<stage>`; exactly one stage is present. */
export const failureTaskSchema = z.object({
  jobId: z.string().uuid(),
  failure: z.partialRecord(z.enum(STAGES), caughtError),
});

export const jobTaskSchema = z.object({ jobId: z.string().uuid() });

/** What the vocabulary states carry (VocabularyStep of src/transcripts/vocabulary.ts). */
const pendingVocabularySchema = z.object({
  status: z.literal('pending'),
  name: z.string().min(1),
  phrases: z.number().int().nonnegative(),
  withheld: z.number().int().nonnegative(),
  waitStartedAt: z.iso.datetime(),
});
export const vocabularyStepSchema = z.discriminatedUnion('status', [
  pendingVocabularySchema,
  z.object({
    status: z.literal('settled'),
    outcome: z
      .object({
        used: z.boolean(),
        name: z.string().optional(),
        phrases: z.number().int().nonnegative(),
        withheld: z.number().int().nonnegative().optional(),
        waitedSeconds: z.number().int().nonnegative().optional(),
        fallback: z.enum(VOCABULARY_FALLBACKS).optional(),
        reason: z.string().optional(),
      })
      .optional(),
  }),
]);

/** PrepareVocabulary gets the job only; CheckVocabulary also the pending step it is to check. */
export const vocabularyTaskSchema = z.object({ jobId: z.string().uuid(), vocabulary: pendingVocabularySchema.optional() });

/** `vocabulary` is absent in executions started before the vocabulary states existed. */
export const transcribeTaskSchema = z.object({
  jobId: z.string().uuid(),
  taskToken: z.string().min(1),
  audio: storedAudioSchema,
  vocabulary: vocabularyStepSchema.optional(),
});

export const transcriptTaskSchema = z.object({ jobId: z.string().uuid(), transcriptKey: z.string().min(1) });

export const finalizeTaskSchema = transcriptTaskSchema.extend({ profileKey: z.string().min(1), audio: storedAudioSchema });

export const jsonSchemas = {
  'transcript-create-request': createTranscriptRequestSchema('https-only'),
  'transcript-create-response': createTranscriptResponseSchema,
};
