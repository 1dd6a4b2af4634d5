import * as z from 'zod';
import { VOCABULARY_FALLBACKS } from '../src/transcripts/model';

/**
 * CustomerInteraction@v1.0: the canonical result of a transcript job. Turns carry `role`, `text` and
 * `timestamp` so that they can be submitted as an audit conversation's transcript without reshaping.
 */

export const CUSTOMER_INTERACTION_SCHEMA_TYPE = 'CustomerInteraction@v1.0';

export const PARTICIPANT_ROLES = ['agent', 'customer', 'other', 'unknown'] as const;
export const ACTOR_TYPES = ['human', 'bot', 'ivr', 'unknown'] as const;
export const CORRECTION_SOURCES = ['keyword-spotting', 'keyterm-match', 'context-term-match', 'llm'] as const;

const confidence = z.number().min(0).max(1);
const milliseconds = z.number().int().nonnegative();

const wordSchema = z.object({
  text: z.string().min(1),
  start_ms: milliseconds,
  end_ms: milliseconds,
  confidence,
  /** On a `[PII]` word: the type of what it replaced (never its value). */
  redaction: z.string().min(1).optional(),
});

export const customerInteractionSchema = z
  .object({
    schema_type: z.literal(CUSTOMER_INTERACTION_SCHEMA_TYPE),
    job_id: z.string().uuid(),
    /** ISO 639-1 code as requested, or as the provider identified it; null when neither is known. */
    language: z.string().nullable(),
    duration_ms: milliseconds,
    audio: z.object({
      channels: z.number().int().min(1),
      format: z.enum(['wav', 'mp3', 'flac', 'ogg']),
      /**
       * Present when the job redacts personal data: `silenced` — the recording served (GET .../audio) has every
       * redacted stretch silenced; `withheld` — its format cannot be edited, so no recording is served. The original
       * is not kept either way.
       */
      redaction: z.enum(['silenced', 'withheld']).optional(),
    }),
    participants: z.array(
      z.object({
        id: z.string().min(1),
        role: z.enum(PARTICIPANT_ROLES),
        actor_type: z.enum(ACTOR_TYPES),
        /** Recording channel (0 = left) when each participant was recorded on their own channel. */
        channel: z.number().int().nonnegative().optional(),
        confidence,
        /** The evidence the role was decided from, e.g. `greeting:"thank you for calling"`, `channel:0`. */
        cues: z.array(z.string()),
        /** The participant's turns by actor, in order: an IVR, then a bot, then a human agent on one channel are three segments. */
        segments: z
          .array(
            z.object({
              from_turn: z.number().int().nonnegative(),
              to_turn: z.number().int().nonnegative(),
              role: z.enum(PARTICIPANT_ROLES),
              actor_type: z.enum(ACTOR_TYPES),
            }),
          )
          .optional(),
      }),
    ),
    turns: z.array(
      z.object({
        index: z.number().int().nonnegative(),
        participant_id: z.string().min(1),
        /** The role of whoever spoke this turn (an IVR's or a bot's turn is `other`, whatever the channel's participant is). */
        role: z.enum(PARTICIPANT_ROLES),
        /** Who spoke this turn: a human, a bot or an IVR, resolved per turn. */
        actor_type: z.enum(ACTOR_TYPES).optional(),
        role_confidence: confidence.optional(),
        /** The turn's own evidence, e.g. `notice:"this call may be recorded"`, or `carried:bot` when it had none. */
        role_cues: z.array(z.string()).optional(),
        text: z.string(),
        /** Offset of the turn's start from the start of the recording, `HH:MM:SS.mmm`. */
        timestamp: z.string().regex(/^\d{2,}:\d{2}:\d{2}\.\d{3}$/),
        start_ms: milliseconds,
        end_ms: milliseconds,
        confidence,
        words: z.array(wordSchema),
      }),
    ),
    keyterms: z.object({
      requested: z.array(z.string()),
      matched: z.array(
        z.object({ term: z.string(), occurrences: z.number().int().positive(), turn_indexes: z.array(z.number().int().nonnegative()) }),
      ),
      /**
       * Whether the engine itself was given the key terms (Amazon Transcribe: a custom vocabulary named after
       * them), and why not when it was not. Absent when the job had no key terms. Post-correction (`corrections`
       * with source `keyterm-match`) runs either way, also for the `withheld` terms that looked like personal data
       * and so stayed out of the vocabulary.
       */
      vocabulary: z
        .object({
          used: z.boolean(),
          name: z.string().optional(),
          phrases: z.number().int().nonnegative(),
          withheld: z.number().int().nonnegative().optional(),
          waited_seconds: z.number().int().nonnegative().optional(),
          fallback: z.enum(VOCABULARY_FALLBACKS).optional(),
          reason: z.string().optional(),
        })
        .optional(),
    }),
    /** Every change made to what the engine heard, in order of application. */
    corrections: z.array(
      z.object({
        stage: z.enum(['transcribe', 'contextualize']),
        source: z.enum(CORRECTION_SOURCES),
        turn_index: z.number().int().nonnegative(),
        before: z.string(),
        after: z.string(),
        start_ms: milliseconds.optional(),
        reason: z.string().optional(),
      }),
    ),
    /** Present when PII was redacted: each `[PII]` by type and position in its turn's text ([start, end) characters), never by value. */
    redactions: z
      .array(
        z.object({
          type: z.string().min(1),
          turn_index: z.number().int().nonnegative(),
          /** Character offsets of the `[PII]` word in the turn's text: [start, end). */
          start: z.number().int().nonnegative(),
          end: z.number().int().nonnegative(),
          /** When the redacted words were said (the stretch silenced in the served recording). */
          start_ms: milliseconds.optional(),
          end_ms: milliseconds.optional(),
        }),
      )
      .optional(),
    provider: z.object({
      engine: z.string(),
      model: z.string(),
      contextualizer: z.object({ engine: z.string(), model: z.string() }).optional(),
    }),
    created_at: z.string().datetime(),
  })
  .meta({
    title: CUSTOMER_INTERACTION_SCHEMA_TYPE,
    description:
      'The canonical result of a transcript job: participants with roles, timed turns and words, key terms and every correction.',
  });

export type CustomerInteraction = z.infer<typeof customerInteractionSchema>;

export const jsonSchemas = {
  'customer-interaction-v1.0': customerInteractionSchema,
};
