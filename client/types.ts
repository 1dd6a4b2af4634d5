/**
 * Wire types of the two services, inferred from the zod schemas the handlers validate with (schemas/), so the
 * client cannot drift from the API. Type-only imports: nothing of zod or the schemas loads at run time.
 */
import type * as z from 'zod';
import type {
  AUDIT_LIMITS,
  auditUploadSchema,
  auditErrorLineSchema,
  auditResultSchema,
  batchConversationSchema,
  batchHandleSchema,
  batchListSchema,
  batchStatusSchema,
  batchViewSchema,
  conversationSchema,
  excludedTranscriptJobSchema,
  rejectedLineSchema,
  submitAuditBodySchema,
  turnSchema,
} from '../schemas/audits';
import type {
  batchCalibrationListSchema,
  calibrationListSchema,
  calibrationSchema,
  createCalibrationBodySchema,
} from '../schemas/calibrations';
import type {
  conversationReviewsSchema,
  insightConversationsSchema,
  insightsSchema,
  reviewAgreementSchema,
  reviewCalibrationSchema,
  reviewQueueSchema,
  reviewRequestSchema,
} from '../schemas/reviews';
import type { CustomerInteraction } from '../schemas/customer-interaction';
import type { CALLBACK_EVENTS, TranscriptStatus } from '../schemas/events';
import type { createRubricBodySchema, criterionSchema, newRubricVersionBodySchema, rubricResponseSchema } from '../schemas/rubrics';
import type { transcriptJobRecordSchema } from '../schemas/transcript-job';
import type {
  createTranscriptRequestSchema,
  createTranscriptResponseSchema,
  TRANSCRIPT_LANGUAGES,
  transcriptAudioSchema,
} from '../schemas/transcripts';

export type { TranscriptStatus };
export type CallbackEvent = (typeof CALLBACK_EVENTS)[number];

export type LanguageCode = (typeof TRANSCRIPT_LANGUAGES)[number];

type TranscriptRequestBody = z.input<ReturnType<typeof createTranscriptRequestSchema>>;

/**
 * POST /v1/transcripts. `idempotencyKey` is generated (uuid v4) when omitted, so retries never start a second
 * job. `callback` is required, as the contract says.
 */
export type CreateTranscriptJobRequest = Omit<TranscriptRequestBody, 'idempotencyKey'> & {
  readonly idempotencyKey?: string;
};

export type CreateTranscriptJobResponse = z.infer<typeof createTranscriptResponseSchema>;

/** A turn of the canonical CustomerInteraction result. */
export type TranscriptTurn = CustomerInteraction['turns'][number];

/** GET /v1/transcripts/{jobId}: `result` is the CustomerInteraction@v1.0 of a completed job. */
export type TranscriptJob = z.infer<typeof transcriptJobRecordSchema>;
/** GET /v1/transcripts/{jobId}/audio */
export type TranscriptAudio = z.infer<typeof transcriptAudioSchema>;

export type Criterion = z.infer<typeof criterionSchema>;
/** POST /v2/rubrics */
export type CreateRubricRequest = z.input<typeof createRubricBodySchema>;
/** POST /v2/rubrics/{id}/versions: the full criteria and an explicit version or a bump level (default minor). */
export type NewRubricVersionRequest = z.input<typeof newRubricVersionBodySchema>;
export type Rubric = z.infer<typeof rubricResponseSchema>;
/** A rubric version's test case: a conversation and the scores it should get (null: not applicable). */
export type RubricExample = NonNullable<CreateRubricRequest['examples']>[number];

export type ConversationTurn = z.input<typeof turnSchema>;
export type Conversation = z.input<typeof conversationSchema>;
/** POST /v2/audits. The Idempotency-Key header is generated when the caller gives none. */
export type SubmitAuditRequest = z.input<typeof submitAuditBodySchema>;

export type BatchStatus = z.infer<typeof batchStatusSchema>;
export const TERMINAL_BATCH_STATUSES: readonly BatchStatus[] = ['completed', 'completed_with_errors', 'failed'];

export type BatchHandle = z.infer<typeof batchHandleSchema>;
/** POST /v2/audits/uploads */
export type AuditUpload = z.infer<typeof auditUploadSchema>;
/**
 * The largest POST /v2/audits body (inline conversations); bigger batches go by upload. Its type is the
 * server's limit, so this copy cannot drift from it.
 */
export const INLINE_AUDIT_REQUEST_BYTES: (typeof AUDIT_LIMITS)['requestBytes'] = 5_242_880;
/** GET /v2/audits/{id} */
export type AuditBatch = z.infer<typeof batchViewSchema>;
export type BatchCounts = AuditBatch['counts'];
/** GET /v2/audits: a page of the caller's batches, newest first. */
export type AuditBatchPage = z.infer<typeof batchListSchema>;
export type AuditBatchListItem = AuditBatchPage['items'][number];
/** GET /v2/audits/{id}/conversations/{index}: a conversation as submitted. */
export type AuditConversation = z.infer<typeof batchConversationSchema>;

/** A line of GET /v2/audits/{id}/results for a scored conversation. */
export type AuditResult = z.infer<typeof auditResultSchema>;
/** A line of GET /v2/audits/{id}/results for a conversation that could not be scored. */
export type AuditErrorLine = z.infer<typeof auditErrorLineSchema>;
export type AuditResultLine = AuditResult | AuditErrorLine;

/** A line of GET /v2/audits/{id}/rejections: a rejected upload line, or a transcript job not audited. */
export type AuditRejectionLine = z.infer<typeof rejectedLineSchema> | z.infer<typeof excludedTranscriptJobSchema>;

/** POST /v2/audits/{id}/calibrations: human scores of some of the batch's conversations. */
export type CreateCalibrationRequest = z.input<typeof createCalibrationBodySchema>;
export type HumanRating = CreateCalibrationRequest['ratings'][number];
export type Calibration = z.infer<typeof calibrationSchema>;
/** GET /v2/rubrics/{id}/calibrations */
export type CalibrationList = z.infer<typeof calibrationListSchema>;
/** GET /v2/audits/{id}/calibrations */
export type BatchCalibrationList = z.infer<typeof batchCalibrationListSchema>;

/** POST /v2/audits/{id}/conversations/{index}/reviews: accept the scorecard, or override criteria with a comment. */
export type ReviewRequest = z.input<typeof reviewRequestSchema>;
export type CriterionOverride = NonNullable<ReviewRequest['overrides']>[number];
/** POST (201) and GET /v2/audits/{id}/conversations/{index}/reviews */
export type ConversationReviews = z.infer<typeof conversationReviewsSchema>;
/** The scorecard as reviewed (also on a results line's `review`). */
export type ReviewedScorecard = NonNullable<ConversationReviews['review']>;
export type ReviewEntry = ConversationReviews['history'][number];
/** GET /v2/audits/{id}/review-queue */
export type ReviewQueuePage = z.infer<typeof reviewQueueSchema>;
export type ReviewQueueItem = ReviewQueuePage['items'][number];
/** GET /v2/audits/{id}/review-calibration */
export type ReviewCalibration = z.infer<typeof reviewCalibrationSchema>;
/** GET /v2/rubrics/{id}/review-agreement */
export type ReviewAgreement = z.infer<typeof reviewAgreementSchema>;
/** GET /v2/rubrics/{id}/insights */
export type Insights = z.infer<typeof insightsSchema>;
export type InsightGroup = Insights['groups'][number];
/** GET /v2/rubrics/{id}/insights/conversations */
export type InsightConversations = z.infer<typeof insightConversationsSchema>;

export const isAuditError = (line: AuditResultLine): line is AuditErrorLine => 'error' in line;

/** What people call a rubric: its title, else its name (both optional); undefined when it has neither. */
export const rubricDisplayName = (rubric: {
  readonly name?: string | undefined;
  readonly title?: string | undefined;
}): string | undefined => rubric.title ?? rubric.name;

/** Who scored a result line, as its `evaluator` says and in words. */
export interface EvaluatorDescription {
  /** An Amazon Bedrock model; the offline sandbox's stand-in (no model at all); a local model the sandbox asked. */
  readonly kind: 'bedrock' | 'offline-stand-in' | 'local-model' | 'other';
  readonly model: string;
  readonly text: string;
}

/**
 * `bedrock:<model>` names the model that answered. The offline sandbox's stand-ins answer as `sandbox.*` models (the
 * lexical one counts the words a transcript shares with each criterion), a local model it forwards to as
 * `sandbox.openai-compatible/<model>`.
 */
export const describeEvaluator = (evaluator: string): EvaluatorDescription => {
  const model = evaluator.replace(/^bedrock:/, '');
  const local = /^sandbox\.openai-compatible\/(.+)$/.exec(model)?.[1];
  if (local) return { kind: 'local-model', model: local, text: `${local}, a local model the sandbox asked instead of Amazon Bedrock` };
  if (model.startsWith('sandbox.')) {
    return {
      kind: 'offline-stand-in',
      model,
      text: `${model}, the offline sandbox's stand-in for a model: it counts the words the transcript shares with each criterion, and its scores are not a judgement`,
    };
  }
  return evaluator.startsWith('bedrock:')
    ? { kind: 'bedrock', model, text: `the Amazon Bedrock model ${model}` }
    : { kind: 'other', model, text: model };
};

export interface HealthStatus {
  readonly status: string;
  readonly [field: string]: unknown;
}
