import * as z from 'zod';
import {
  BATCH_CALLBACK_EVENTS,
  BATCH_STATUSES,
  CONVERSATION_METADATA_LIMITS,
  INFERENCE_JOB_STATES,
  INFERENCE_MODES,
  ON_DEMAND_REASONS,
} from '../src/audits/model';
import { DEFAULT_REVIEW_SAMPLE_RATE, MAX_REVIEWS_PER_CONVERSATION, QUEUE_REASONS, REVIEW_DECISIONS } from '../src/reviews/model';
import { callerUrl, type UrlPolicy } from './urls';
import { auditCallbackDeliverySchema } from './callback-deliveries';

/** Audit requests, the batch record and the NDJSON result lines (contract sections 2.3–2.6, 4.1–4.3). */

export const AUDIT_LIMITS = {
  /** Conversations per batch. */
  conversations: 10_000,
  turnsPerConversation: 2_000,
  turnTextLength: 20_000,
  conversationIdLength: 256,
  /**
   * Request body bytes. Lambda's 6 MB invocation limit covers the whole API Gateway event, in which the body is
   * a JSON-escaped string; 5 MiB of body leaves room for the escaping and the headers. Written as a literal so
   * that its type carries the value (client/ checks its copy against it without loading this module).
   */
  requestBytes: 5_242_880,
  /**
   * Transcript jobs one request may name. The submit call reads each named job's record and CustomerInteraction
   * inside API Gateway's 29 s: 1,000 reads at 32 in flight take a few seconds. A selector is resolved by the run,
   * up to uploadConversations.
   */
  transcriptJobs: 1_000,
  /**
   * JSON bytes of a `conversation_ids` mapping: it travels in the batch's record and its execution input, which
   * DynamoDB (400 KB an item) and Step Functions (256 KiB an input) bound.
   */
  conversationIdsBytes: 128 * 1024,
  /** The longest completion window a selector may span (it reads one DynamoDB index range, never a scan). */
  selectorWindowDays: 31,
  /** Conversations of an uploaded file or of a transcript-job selector (stored by the state machine, not the 29 s call). */
  uploadConversations: 100_000,
  /** Bytes of an uploaded file as stored (gzip-compressed or not). */
  uploadBytes: 2 * 1024 * 1024 * 1024,
  /** How long an upload URL stays valid. */
  uploadUrlSeconds: 3600,
} as const;

export const turnSchema = z.object({
  role: z.string().min(1).max(64),
  text: z.string().max(AUDIT_LIMITS.turnTextLength),
  /** RFC 3339 date-time or seconds from the start of the conversation; not interpreted by scoring. */
  timestamp: z.union([z.string().min(1).max(64), z.number().nonnegative()]),
});

/** The caller's keys of a conversation (agent, team, queue…): scalar values only, few and short (insights group by them). */
export const conversationMetadataSchema = z
  .record(
    z.string().min(1).max(CONVERSATION_METADATA_LIMITS.keyLength),
    z.union([z.string().max(CONVERSATION_METADATA_LIMITS.valueLength), z.number(), z.boolean()]),
  )
  .refine((metadata) => Object.keys(metadata).length <= CONVERSATION_METADATA_LIMITS.keys, {
    message: `at most ${CONVERSATION_METADATA_LIMITS.keys} metadata keys per conversation`,
  })
  .meta({
    description: `The caller's keys (agent, team, queue…) with string, number or boolean values: at most ${CONVERSATION_METADATA_LIMITS.keys} keys of up to ${CONVERSATION_METADATA_LIMITS.keyLength} characters, string values of up to ${CONVERSATION_METADATA_LIMITS.valueLength}. Never sent to the evaluator; GET /v2/rubrics/{id}/insights groups scores by any of these keys.`,
  });

export const conversationSchema = z.object({
  id: z.string().min(1).max(AUDIT_LIMITS.conversationIdLength),
  transcript: z
    .array(turnSchema)
    .min(1, 'a transcript needs at least one turn')
    .max(AUDIT_LIMITS.turnsPerConversation, `at most ${AUDIT_LIMITS.turnsPerConversation} turns per conversation`),
  metadata: conversationMetadataSchema.optional(),
  occurred_at: z.string().datetime({ offset: true }).optional().meta({
    description: 'When the conversation took place (RFC 3339). Insights place it in that week; without it, in the week it was scored.',
  }),
});

export const batchCallbackEventSchema = z.enum(BATCH_CALLBACK_EVENTS);

/** Longest callback_url accepted (the same bound as a transcript job's callback.url). */
const CALLBACK_URL_MAX_CHARS = 2048;

const transcriptJobIdSchema = z.string().uuid();

/**
 * Finished transcript jobs to audit, read server-side from the transcript results: a list of job ids, or the
 * caller's jobs completed in a window (optionally with one metadata field equal to a value).
 */
export const transcriptJobsSourceSchema = z
  .object({
    job_ids: z
      .array(transcriptJobIdSchema)
      .min(1)
      .max(AUDIT_LIMITS.transcriptJobs, `at most ${AUDIT_LIMITS.transcriptJobs} transcript jobs per batch`)
      .optional()
      .meta({
        description: 'Transcript job ids. Jobs not completed, unknown or not yours are reported per id in `excluded_transcript_jobs`.',
      }),
    completed_after: z
      .string()
      .datetime({ offset: true })
      .optional()
      .meta({ description: 'Selector: jobs completed at or after this time.' }),
    completed_before: z
      .string()
      .datetime({ offset: true })
      .optional()
      .meta({
        description: `Selector: jobs completed before this time (default: now). The window spans at most ${AUDIT_LIMITS.selectorWindowDays} days.`,
      }),
    metadata: z
      .object({ field: z.string().min(1).max(128), equals: z.union([z.string().max(1024), z.number(), z.boolean()]) })
      .optional()
      .meta({ description: 'Selector: only jobs whose top-level metadata field equals this value.' }),
    conversation_ids: z
      .record(transcriptJobIdSchema, z.string().min(1).max(AUDIT_LIMITS.conversationIdLength))
      .optional()
      .meta({ description: "The result lines' conversation_id per job id (default: the job id)." }),
  })
  .superRefine((source, ctx) => {
    const selector = source.completed_after !== undefined || source.completed_before !== undefined || source.metadata !== undefined;
    if ((source.job_ids !== undefined) === selector) {
      ctx.addIssue({
        code: 'custom',
        message: 'give either job_ids or a selector (completed_after, optionally completed_before and metadata), not both or neither',
      });
    } else if (selector && source.completed_after === undefined) {
      ctx.addIssue({ code: 'custom', path: ['completed_after'], message: 'a selector needs completed_after' });
    }
    if (
      source.conversation_ids &&
      new TextEncoder().encode(JSON.stringify(source.conversation_ids)).length > AUDIT_LIMITS.conversationIdsBytes
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['conversation_ids'],
        message: `at most ${AUDIT_LIMITS.conversationIdsBytes / 1024} KiB of mapped conversation ids per batch (it travels with the batch); to name more, upload the conversations as JSON Lines`,
      });
    }
  });

/** A file uploaded through POST /v2/audits/uploads. */
export const uploadSourceSchema = z.object({
  upload_id: z.string().uuid(),
  on_invalid: z.enum(['refuse_batch', 'skip_lines']).default('refuse_batch').meta({
    description:
      'refuse_batch (default): any invalid line fails the whole batch, nothing is scored. skip_lines: valid lines are scored, the others listed.',
  }),
});

/** POST /v2/audits; the sandbox also accepts http callbacks to a loopback receiver (see schemas/urls.ts). */
export const createSubmitAuditBodySchema = (policy: UrlPolicy) =>
  z
    .object({
      rubric_id: z.string().uuid(),
      rubric_version: z.string().min(1).max(64).optional().meta({
        description: 'A version of the rubric, or `latest` (the default: resolved and recorded at submission; pin it in production).',
      }),
      conversations: z
        .array(conversationSchema)
        .min(1, 'a batch needs at least one conversation')
        .max(AUDIT_LIMITS.conversations, `at most ${AUDIT_LIMITS.conversations} conversations per batch`)
        .optional()
        .meta({ description: 'Inline conversations. Exactly one of conversations, transcript_jobs and upload.' }),
      transcript_jobs: transcriptJobsSourceSchema.optional(),
      upload: uploadSourceSchema.optional(),
      callback_url: callerUrl(policy, CALLBACK_URL_MAX_CHARS).optional().meta({
        description: 'An https URL that receives the batch.completed callback (the sandbox also accepts http(s) to a loopback host).',
      }),
      inference: z.enum(INFERENCE_MODES).optional().meta({
        description:
          'on_demand (default): each conversation is scored by its own model call, the batch within the hour. economy: one Amazon Bedrock batch inference job scores the batch at half the token price, within 24 hours; with the same results, evidence checks and callback. A batch with fewer conversations than the job minimum (100) or more than its maximum (50,000) is scored on demand, and its `inference` says so.',
      }),
      callback_events: z.array(batchCallbackEventSchema).min(1).max(BATCH_CALLBACK_EVENTS.length).optional().meta({
        description:
          'The events callback_url receives: batch.completed (the default) and/or conversation.reviewed (one callback per review of a conversation of the batch).',
      }),
      review_sample_rate: z
        .number()
        .min(0)
        .max(1)
        .optional()
        .meta({
          description: `The share of the scored conversations drawn at random into the review queue, so that agreement is measured without bias (default ${DEFAULT_REVIEW_SAMPLE_RATE}).`,
        }),
    })
    .superRefine((body, ctx) => {
      const given = (['conversations', 'transcript_jobs', 'upload'] as const).filter((source) => body[source] !== undefined);
      if (given.length !== 1)
        ctx.addIssue({
          code: 'custom',
          message: `give exactly one of conversations, transcript_jobs and upload (got ${given.length === 0 ? 'none' : given.join(', ')})`,
        });
      if (body.callback_events && body.callback_url === undefined)
        ctx.addIssue({ code: 'custom', path: ['callback_events'], message: 'callback_events needs a callback_url' });
      if (body.callback_events && new Set(body.callback_events).size !== body.callback_events.length) {
        ctx.addIssue({ code: 'custom', path: ['callback_events'], message: 'each event at most once' });
      }
    });

/**
 * POST /v2/audits/uploads takes no parameters: no body, or an empty JSON object (a future field would be added
 * here, not silently ignored).
 */
export const createAuditUploadBodySchema = z
  .strictObject({})
  .meta({ description: 'Empty: the route takes no parameters. The body may also be left out.' });

/** POST /v2/audits/uploads → where to PUT a JSON Lines file (optionally gzip) of conversations. */
export const auditUploadSchema = z.object({
  upload_id: z.string().uuid(),
  upload_url: z.string().url().meta({
    description: 'A pre-signed S3 URL: PUT the file there (no other headers needed), then POST /v2/audits with upload.upload_id.',
  }),
  method: z.literal('PUT'),
  expires_at: z.string().datetime(),
  max_bytes: z.number().int(),
  max_conversations: z.number().int(),
});

/** The deployed (https-only) form, as documented in the OpenAPI document and the JSON Schema files. */
export const submitAuditBodySchema = createSubmitAuditBodySchema('https-only');

export const batchStatusSchema = z.enum(BATCH_STATUSES);

/** A named transcript job that the batch does not audit, and why. */
export const excludedTranscriptJobSchema = z.object({
  job_id: z.string(),
  reason: z.enum(['not_found', 'not_completed', 'no_speech']).meta({
    description:
      "not_found: unknown, or another principal's (the two are not told apart). not_completed: still running, or failed. no_speech: completed without a turn of text.",
  }),
  status: z.string().optional().meta({ description: 'The job status, for not_completed.' }),
});

/** An uploaded line that was not accepted. */
export const rejectedLineSchema = z.object({
  line: z.number().int().positive().meta({ description: '1-based line number in the uploaded (uncompressed) file.' }),
  pointer: z.string().meta({ description: 'JSON pointer into the line ("" for the whole line).' }),
  rule: z.string().meta({ description: 'The rule the line breaks.' }),
});

/** Validation of an uploaded file, line by line (progress while validating). */
export const uploadValidationSchema = z.object({
  state: z.enum(['validating', 'accepted', 'refused']),
  on_invalid: z.enum(['refuse_batch', 'skip_lines']),
  lines_read: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  rejected_lines: z.array(rejectedLineSchema).meta({
    description:
      'The first 500 rejected lines, in file order (rejected counts them all; GET /v2/audits/{id}/rejections streams every one).',
  }),
});

/** A transcript-job selector resolved by the run, job by job (progress while selecting). */
export const transcriptJobSelectionSchema = z.object({
  state: z.enum(['selecting', 'accepted', 'refused']),
  jobs_read: z.number().int().meta({ description: 'Completed jobs of the window read so far (before the metadata filter).' }),
  selected: z.number().int(),
  excluded: z.number().int().meta({
    description: 'Matching jobs not audited (the first 500 in excluded_transcript_jobs; GET /v2/audits/{id}/rejections streams every one).',
  }),
  reason: z
    .string()
    .nullable()
    .meta({ description: 'Why the batch was refused: nothing matched, or more than 100,000 jobs matched (narrow the window).' }),
});

/** Where a batch's conversations came from, and what of it was not audited. */
const batchSourceFields = {
  source: z.enum(['conversations', 'transcript_jobs', 'upload']),
  excluded_transcript_jobs: z.array(excludedTranscriptJobSchema).meta({
    description:
      'Transcript jobs not audited, per id, the first 500 (empty for other sources; GET /v2/audits/{id}/rejections streams every one).',
  }),
  validation: uploadValidationSchema.nullable().meta({ description: 'For an uploaded file: its validation (null for other sources).' }),
  selection: transcriptJobSelectionSchema
    .nullable()
    .meta({ description: 'For a transcript-job selector: its resolution by the run (null for other sources).' }),
};

/** How a batch is scored, and an economy batch's batch inference job with its progress. */
export const batchInferenceSchema = z
  .object({
    requested: z.enum(INFERENCE_MODES).meta({ description: 'The `inference` the batch was submitted with.' }),
    mode: z.enum(INFERENCE_MODES).meta({
      description:
        'economy once a batch inference job was started for the batch (or while one is still to be started); on_demand otherwise.',
    }),
    on_demand_reason: z
      .object({ code: z.enum(ON_DEMAND_REASONS), message: z.string() })
      .nullable()
      .meta({
        description:
          'Why an economy batch is scored on demand, wholly (below_minimum_records, above_maximum_records, input_too_large, model_not_supported, job_not_started) or partly (job_incomplete: the conversations the job did not answer).',
      }),
    job: z
      .object({
        state: z.enum(INFERENCE_JOB_STATES).meta({ description: "The job's state as Amazon Bedrock reports it." }),
        submitted_at: z.string().datetime(),
        ended_at: z.string().datetime().nullable(),
        records: z
          .object({ total: z.number().int(), processed: z.number().int(), succeeded: z.number().int(), failed: z.number().int() })
          .nullable()
          .meta({ description: "The job's record counts, once Bedrock reports them (one record per conversation)." }),
        checked_at: z.string().datetime().meta({ description: 'When the job was last checked (every few minutes while it runs).' }),
      })
      .nullable(),
    scored: z
      .object({
        by_job: z.number().int().meta({ description: "Conversations scored from the job's answer alone (half price)." }),
        on_demand: z.number().int().meta({
          description:
            'Conversations scored, or rescored, on demand: those the job failed or did not reach, and those whose answer needed a retry.',
        }),
      })
      .nullable()
      .meta({ description: 'Once an economy batch finished.' }),
  })
  .meta({
    description:
      'How the batch is scored: on demand, or economy (an Amazon Bedrock batch inference job, then on demand for what it did not answer).',
  });

const queueReasonCounts = z.object(
  Object.fromEntries(QUEUE_REASONS.map((code) => [code, z.number().int()])) as Record<(typeof QUEUE_REASONS)[number], z.ZodNumber>,
);

/** A batch's review queue as prepared when the batch finished. */
export const reviewQueueSummarySchema = z.object({
  size: z.number().int().meta({ description: 'Conversations put in the queue (each once, whatever its number of reasons).' }),
  by_reason: queueReasonCounts.meta({ description: 'Conversations per reason (one conversation may count under several).' }),
  sample: z.object({
    rate: z.number().meta({ description: 'The share of scored conversations drawn at random (review_sample_rate).' }),
    seed: z.string().meta({
      description:
        'The draw\'s seed: the batch id. A conversation is drawn when u < rate, u = fmix32(fnv1a32("<seed>:<index>")) / 2^32 (see docs/reviews-and-insights.md).',
    }),
    size: z.number().int(),
  }),
});

export const batchReviewCountsSchema = z.object({
  conversations_reviewed: z.number().int(),
  reviews: z.number().int(),
  sample_reviewed: z.number().int().meta({ description: 'Conversations of the random sample reviewed at least once.' }),
});

/** POST /v2/audits (202). conversation_count is 0 for an upload until its validation has counted the lines. */
export const batchHandleSchema = z.object({
  batch_id: z.string().uuid(),
  status: batchStatusSchema,
  conversation_count: z.number().int(),
  rubric_id: z.string().uuid(),
  rubric_version: z.string(),
  created_at: z.string().datetime(),
  ...batchSourceFields,
  inference: batchInferenceSchema,
});

/** GET /v2/audits/{id} */
export const batchViewSchema = batchHandleSchema.extend({
  started_at: z.string().datetime().nullable(),
  completed_at: z.string().datetime().nullable(),
  counts: z.object({ total: z.number().int(), scored: z.number().int(), failed: z.number().int() }),
  summary: z
    .object({
      mean_overall_score: z.number().nullable(),
      criterion_means: z.record(z.string(), z.number().nullable()),
    })
    .nullable(),
  callback_url: z.string().nullable(),
  callback_events: z.array(batchCallbackEventSchema).meta({ description: 'What callback_url receives (empty without one).' }),
  review_queue: reviewQueueSummarySchema.nullable().meta({
    description:
      'What the review queue (GET /v2/audits/{id}/review-queue) was given when the batch finished; null before, and for a batch that scored nothing.',
  }),
  reviews: batchReviewCountsSchema,
  callback_deliveries: z.array(auditCallbackDeliverySchema),
});

/** An item of GET /v2/audits: the batch without its delivery log and per-line/per-job reports. */
export const batchListItemSchema = batchViewSchema.omit({ callback_deliveries: true, excluded_transcript_jobs: true }).extend({
  validation: uploadValidationSchema.omit({ rejected_lines: true }).nullable().meta({
    description:
      'The upload validation counts; its rejected lines and the excluded transcript jobs are on GET /v2/audits/{id} (a page of 100 batches stays small).',
  }),
});

/** GET /v2/audits: the caller's batches, newest first. */
export const batchListSchema = z.object({
  items: z.array(batchListItemSchema),
  next_cursor: z.string().nullable().meta({ description: 'Pass as `cursor` to read the next page; null on the last page.' }),
});

/** The path of /v2/audits/{id}/conversations/{index}…: a batch and a conversation's submission index. */
export const conversationPath = z.object({
  id: z.string().min(1).max(128),
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(AUDIT_LIMITS.conversations - 1),
});

export const evidenceSchema = z.object({
  turn_index_start: z.number().int().nonnegative(),
  turn_index_end: z.number().int().nonnegative(),
  excerpt: z.string().min(1),
  reasoning: z.string().max(240),
});

/** A criterion's value as a reviewer gives or sees it: a score (an ordinal label's index, or a continuous value) or N/A (null). */
export const scoreValueSchema = z.object({
  score: z.number().nullable().meta({ description: 'Ordinal: the label index; continuous: the value; null: not applicable.' }),
  label: z.string().optional(),
  not_applicable: z.literal(true).optional(),
});

const reviewVersion = z
  .number()
  .int()
  .min(0)
  .max(MAX_REVIEWS_PER_CONVERSATION)
  .meta({ description: 'Reviews of the conversation so far: 0 until the first. Send it back as expected_version with the next review.' });

/** The scorecard as the latest review left it, its overall score recomputed with the rubric's weights, N/A and critical rules. */
export const reviewedScorecardSchema = z.object({
  version: reviewVersion,
  decision: z.enum(REVIEW_DECISIONS).meta({ description: "The latest review's decision." }),
  reviewed_by: z.string().meta({ description: 'The IAM principal of the latest review.' }),
  reviewed_at: z.string().datetime(),
  overall_score: z.number().nullable(),
  critical_failure: z.object({ criterion_ids: z.array(z.string()) }).optional(),
  criterion_scores: z.array(
    scoreValueSchema.extend({
      criterion_id: z.string(),
      critical_failed: z.literal(true).optional(),
      overridden: z.boolean().meta({ description: "The reviewed value differs from the machine's." }),
    }),
  ),
});

/** One review in a conversation's append-only history. */
export const reviewEntrySchema = z.object({
  version: reviewVersion,
  reviewer: z.string().meta({ description: 'The IAM principal that made the review.' }),
  reviewed_at: z.string().datetime(),
  decision: z.enum(REVIEW_DECISIONS),
  comment: z.string().nullable(),
  changes: z.array(z.object({ criterion_id: z.string(), before: scoreValueSchema, after: scoreValueSchema })).meta({
    description: 'The criteria whose value this review changed (empty for an acceptance).',
  }),
  overall_score_before: z.number().nullable(),
  overall_score_after: z.number().nullable(),
});

/** GET /v2/audits/{id}/conversations/{index}: one conversation as submitted (index = its position in the request and in the results). */
export const batchConversationSchema = z.object({
  batch_id: z.string().uuid(),
  index: z.number().int().nonnegative(),
  conversation_id: z.string(),
  transcript: z.array(turnSchema),
  transcript_job_id: z.string().optional().meta({
    description: 'The transcript job this conversation was read from (batches by reference), whatever conversation_id it was given.',
  }),
  metadata: conversationMetadataSchema.optional(),
  occurred_at: z.string().optional(),
  review_version: reviewVersion,
  review: reviewedScorecardSchema
    .nullable()
    .meta({ description: "The scorecard as reviewed (null until a first review); the machine's is its results line." }),
  review_history: z.array(reviewEntrySchema).meta({ description: 'Every review of the conversation, oldest first (append-only).' }),
});

/** One line of GET /v2/audits/{id}/results for a scored conversation. */
export const auditResultSchema = z.object({
  conversation_id: z.string(),
  rubric_version: z.string(),
  overall_score: z.number().nullable().meta({ description: 'Null only when every criterion was answered not applicable.' }),
  critical_failure: z
    .object({ criterion_ids: z.array(z.string()) })
    .optional()
    .meta({
      description: "Present when a critical criterion scored at or below its threshold: overall_score is then the rubric's min_score.",
    }),
  criterion_scores: z.array(
    z.object({
      criterion_id: z.string(),
      score: z.number().nullable().meta({ description: 'Null only for a criterion that allows and got "not applicable".' }),
      label: z.string().optional(),
      not_applicable: z
        .literal(true)
        .optional()
        .meta({ description: 'The criterion did not apply to this conversation; it is left out of overall_score.' }),
      critical_failed: z.literal(true).optional().meta({ description: 'This critical criterion failed.' }),
      evidence: z.array(evidenceSchema).min(1),
    }),
  ),
  evidence_repaired: z
    .object({ criterion_ids: z.array(z.string()) })
    .optional()
    .meta({
      description: "Present when the evaluator's evidence of these criteria did not verify as given (repaired, or corrected by a retry).",
    }),
  evaluator: z.string(),
  review: reviewedScorecardSchema
    .optional()
    .meta({ description: 'Present once the conversation is reviewed: the reviewed scorecard, beside the machine scores of this line.' }),
});

/** One line of GET /v2/audits/{id}/results for a conversation that could not be scored. */
export const auditErrorLineSchema = z.object({
  conversation_id: z.string(),
  error: z.object({ code: z.enum(['evidence_unverifiable', 'evaluator_output_invalid', 'evaluator_failed']), message: z.string() }),
});

export const jsonSchemas = {
  'audit-submit.request': submitAuditBodySchema,
  'audit-batch-handle.response': batchHandleSchema,
  'audit-upload.request': createAuditUploadBodySchema,
  'audit-upload.response': auditUploadSchema,
  'audit-batch.response': batchViewSchema,
  'audit-batch-list.response': batchListSchema,
  'audit-conversation.response': batchConversationSchema,
  'audit-result.line': auditResultSchema,
  'audit-error.line': auditErrorLineSchema,
};
