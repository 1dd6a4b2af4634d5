import * as z from 'zod';
import { BATCH_STATUSES } from '../src/audits/model';
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
   * a JSON-escaped string; 5 MiB of body leaves room for the escaping and the headers.
   */
  requestBytes: 5 * 1024 * 1024,
} as const;

export const turnSchema = z.object({
  role: z.string().min(1).max(64),
  text: z.string().max(AUDIT_LIMITS.turnTextLength),
  /** RFC 3339 date-time or seconds from the start of the conversation; not interpreted by scoring. */
  timestamp: z.union([z.string().min(1).max(64), z.number().nonnegative()]),
});

export const conversationSchema = z.object({
  id: z.string().min(1).max(AUDIT_LIMITS.conversationIdLength),
  transcript: z
    .array(turnSchema)
    .min(1, 'a transcript needs at least one turn')
    .max(AUDIT_LIMITS.turnsPerConversation, `at most ${AUDIT_LIMITS.turnsPerConversation} turns per conversation`),
});

/** Longest callback_url accepted (the same bound as a transcript job's callback.url). */
const CALLBACK_URL_MAX_CHARS = 2048;

/** POST /v2/audits; the sandbox also accepts http callbacks to a loopback receiver (see schemas/urls.ts). */
export const createSubmitAuditBodySchema = (policy: UrlPolicy) => z.object({
  rubric_id: z.string().uuid(),
  rubric_version: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .meta({ description: 'A version of the rubric, or `latest` (the default: resolved and recorded at submission; pin it in production).' }),
  conversations: z
    .array(conversationSchema)
    .min(1, 'a batch needs at least one conversation')
    .max(AUDIT_LIMITS.conversations, `at most ${AUDIT_LIMITS.conversations} conversations per batch`),
  callback_url: callerUrl(policy, CALLBACK_URL_MAX_CHARS)
    .optional()
    .meta({ description: 'An https URL that receives the batch.completed callback (the sandbox also accepts http(s) to a loopback host).' }),
});

/** The deployed (https-only) form, as documented in the OpenAPI document and the JSON Schema files. */
export const submitAuditBodySchema = createSubmitAuditBodySchema('https-only');

export const batchStatusSchema = z.enum(BATCH_STATUSES);

export const batchHandleSchema = z.object({
  batch_id: z.string().uuid(),
  status: batchStatusSchema,
  conversation_count: z.number().int(),
  rubric_id: z.string().uuid(),
  rubric_version: z.string(),
  created_at: z.string().datetime(),
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
  callback_deliveries: z.array(auditCallbackDeliverySchema),
});

/** An item of GET /v2/audits: the batch without its delivery log. */
export const batchListItemSchema = batchViewSchema.omit({ callback_deliveries: true });

/** GET /v2/audits: the caller's batches, newest first. */
export const batchListSchema = z.object({
  items: z.array(batchListItemSchema),
  next_cursor: z.string().nullable().meta({ description: 'Pass as `cursor` to read the next page; null on the last page.' }),
});

/** GET /v2/audits/{id}/conversations/{index}: one conversation as submitted (index = its position in the request and in the results). */
export const batchConversationSchema = z.object({
  batch_id: z.string().uuid(),
  index: z.number().int().nonnegative(),
  conversation_id: z.string(),
  transcript: z.array(turnSchema),
});

export const evidenceSchema = z.object({
  turn_index_start: z.number().int().nonnegative(),
  turn_index_end: z.number().int().nonnegative(),
  excerpt: z.string().min(1),
  reasoning: z.string().max(240),
});

/** One line of GET /v2/audits/{id}/results for a scored conversation. */
export const auditResultSchema = z.object({
  conversation_id: z.string(),
  rubric_version: z.string(),
  overall_score: z.number().nullable().meta({ description: 'Null only when every criterion was answered not applicable.' }),
  critical_failure: z
    .object({ criterion_ids: z.array(z.string()) })
    .optional()
    .meta({ description: "Present when a critical criterion scored at or below its threshold: overall_score is then the rubric's min_score." }),
  criterion_scores: z.array(
    z.object({
      criterion_id: z.string(),
      score: z.number().nullable().meta({ description: 'Null only for a criterion that allows and got "not applicable".' }),
      label: z.string().optional(),
      not_applicable: z.literal(true).optional().meta({ description: 'The criterion did not apply to this conversation; it is left out of overall_score.' }),
      critical_failed: z.literal(true).optional().meta({ description: 'This critical criterion failed.' }),
      evidence: z.array(evidenceSchema).min(1),
    }),
  ),
  evaluator: z.string(),
});

/** One line of GET /v2/audits/{id}/results for a conversation that could not be scored. */
export const auditErrorLineSchema = z.object({
  conversation_id: z.string(),
  error: z.object({ code: z.enum(['evidence_unverifiable', 'evaluator_output_invalid', 'evaluator_failed']), message: z.string() }),
});

export const jsonSchemas = {
  'audit-submit.request': submitAuditBodySchema,
  'audit-batch-handle.response': batchHandleSchema,
  'audit-batch.response': batchViewSchema,
  'audit-batch-list.response': batchListSchema,
  'audit-conversation.response': batchConversationSchema,
  'audit-result.line': auditResultSchema,
  'audit-error.line': auditErrorLineSchema,
};
