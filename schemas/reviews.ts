import * as z from 'zod';
import { CONVERSATION_METADATA_LIMITS } from '../src/audits/model';
import {
  MAX_REVIEWS_PER_CONVERSATION,
  QUEUE_REASONS,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_DECISIONS,
  WINDOW_DAYS,
} from '../src/reviews/model';
import {
  auditResultSchema,
  batchReviewCountsSchema,
  conversationMetadataSchema,
  evidenceSchema,
  reviewedScorecardSchema,
  reviewEntrySchema,
  reviewQueueSummarySchema,
  scoreValueSchema,
} from './audits';
import { auditCallbackDeliverySchema } from './callback-deliveries';
import { calibrationReportSchema } from './calibrations';
import { RUBRIC_LIMITS } from './rubrics';

/**
 * Reviews of machine scorecards, the review queue, agreement measured from reviews, and score insights by the
 * conversations' metadata (docs/reviews-and-insights.md). The reviewed scorecard and the history entries are in
 * schemas/audits.ts: the result lines and the conversation carry them.
 */

export const REVIEW_LIMITS = {
  requestBytes: 64 * 1024,
  /** Items per page of the review queue and of an insight's conversations. */
  pageItems: { default: 50, max: 200 },
  /** Groups per page of insights. */
  groups: { default: 100, max: 500 },
  /** The longest window of insights and of the agreement trend (days). */
  windowDays: WINDOW_DAYS.maxDays,
} as const;

const cursor = z.string().min(1).max(2048).optional().meta({ description: 'The `next_cursor` of the previous page.' });
const pageLimit = (limits: { readonly default: number; readonly max: number }) =>
  z.coerce.number().int().min(1).max(limits.max).default(limits.default);

/** A window bound: a date (YYYY-MM-DD, midnight UTC) or an RFC 3339 time. */
const windowBound = z
  .string()
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) || z.iso.datetime({ offset: true }).safeParse(value).success, {
    message: 'a date (YYYY-MM-DD) or an RFC 3339 time',
  })
  .transform((value) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value).toISOString())
  .optional();

const threshold = z.coerce.number().min(0).max(1).default(0.6);

/** Query parameters: API Gateway passes null for a request without any, which then gets the defaults. */
const queryOf = <Shape extends z.ZodRawShape>(shape: Shape) => z.preprocess((query) => query ?? {}, z.object(shape));

/** GET /v2/audits/{id}/review-queue */
export const reviewQueueQuerySchema = queryOf({ limit: pageLimit(REVIEW_LIMITS.pageItems), cursor });

/** GET /v2/rubrics/{id}/review-agreement */
export const reviewAgreementQuerySchema = queryOf({
  version: z.string().min(1).max(RUBRIC_LIMITS.versionLength).optional(),
  from: windowBound,
  to: windowBound,
});

const groupBy = z.string().min(1).max(CONVERSATION_METADATA_LIMITS.keyLength);

/** GET /v2/rubrics/{id}/insights */
export const insightsQuerySchema = queryOf({
  group_by: groupBy,
  from: windowBound,
  to: windowBound,
  threshold,
  limit: pageLimit(REVIEW_LIMITS.groups),
  cursor,
});

/** GET /v2/rubrics/{id}/insights/conversations */
export const insightConversationsQuerySchema = queryOf({
  group_by: groupBy,
  group: z.string().min(1).max(CONVERSATION_METADATA_LIMITS.valueLength),
  criterion_id: z.string().min(1).max(RUBRIC_LIMITS.idLength),
  below: threshold,
  from: windowBound,
  to: windowBound,
  limit: pageLimit(REVIEW_LIMITS.pageItems),
  cursor,
});

/** One criterion the reviewer sets: exactly one of label, score and not_applicable. */
export const criterionOverrideSchema = z
  .object({
    criterion_id: z.string().min(1).max(RUBRIC_LIMITS.idLength),
    label: z.string().min(1).max(RUBRIC_LIMITS.labelLength).optional().meta({ description: 'Ordinal criteria: one of the labels.' }),
    score: z.number().optional().meta({ description: 'Ordinal: a label index; continuous: a value within the range.' }),
    not_applicable: z.literal(true).optional().meta({ description: 'Not applicable: only for a criterion with allow_not_applicable.' }),
  })
  .superRefine((override, ctx) => {
    const given = (['label', 'score', 'not_applicable'] as const).filter((field) => override[field] !== undefined);
    if (given.length === 0) ctx.addIssue({ code: 'custom', path: ['label'], message: 'give a label, a score or not_applicable: true' });
    if (given.length > 1)
      ctx.addIssue({
        code: 'custom',
        path: [given[1]!],
        message: `give one of label, score and not_applicable (got ${given.join(' and ')})`,
      });
  });

/** POST /v2/audits/{id}/conversations/{index}/reviews */
export const reviewRequestSchema = z
  .object({
    expected_version: z.number().int().min(0).max(MAX_REVIEWS_PER_CONVERSATION).meta({
      description:
        "The review_version of the scorecard the reviewer saw (0: the machine's, never reviewed). Another review in between → 409 with the current version.",
    }),
    decision: z
      .enum(REVIEW_DECISIONS)
      .meta({ description: 'accept: confirm the scorecard as it is; override: change the criteria in `overrides`.' }),
    overrides: z
      .array(criterionOverrideSchema)
      .min(1)
      .max(RUBRIC_LIMITS.criteria)
      .optional()
      .meta({ description: 'With decision override: the criteria to change, each once.' }),
    comment: z
      .string()
      .trim()
      .min(1)
      .max(REVIEW_COMMENT_MAX_LENGTH)
      .optional()
      .meta({ description: 'Why: required with an override, optional with an acceptance.' }),
  })
  .superRefine((review, ctx) => {
    if (review.decision === 'override') {
      if (!review.overrides)
        ctx.addIssue({ code: 'custom', path: ['overrides'], message: 'an override names at least one criterion to change' });
      if (review.comment === undefined)
        ctx.addIssue({ code: 'custom', path: ['comment'], message: 'an override needs a comment saying why' });
    } else if (review.overrides) {
      ctx.addIssue({
        code: 'custom',
        path: ['overrides'],
        message: 'an acceptance changes nothing: send overrides with decision override',
      });
    }
  });

/** POST (201) and GET /v2/audits/{id}/conversations/{index}/reviews: a conversation's scorecards and its history. */
export const conversationReviewsSchema = z.object({
  batch_id: z.string().uuid(),
  index: z.number().int().nonnegative(),
  conversation_id: z.string(),
  rubric_id: z.string().uuid(),
  rubric_version: z.string(),
  metadata: conversationMetadataSchema,
  occurred_at: z.string().nullable().meta({ description: 'When the conversation took place, as the caller said (null when it did not).' }),
  scored_at: z
    .string()
    .datetime()
    .nullable()
    .meta({ description: 'When the machine scored it (null for conversations scored before it was recorded).' }),
  machine: auditResultSchema
    .omit({ review: true })
    .meta({ description: "The machine's scorecard: the conversation's results line without its review." }),
  review_version: z.number().int().min(0),
  review: reviewedScorecardSchema.nullable(),
  history: z.array(reviewEntrySchema).meta({ description: 'Every review, oldest first.' }),
  callback_deliveries: z.array(auditCallbackDeliverySchema).optional().meta({
    description:
      "GET only: the delivery log of the conversation's conversation.reviewed callbacks (a batch subscribed with callback_events).",
  }),
});

const queueReasonSchema = z.object({
  code: z.enum(QUEUE_REASONS).meta({
    description:
      'critical_failed: a critical criterion failed. evidence_repaired: the evidence did not verify as the evaluator gave it. random_sample: drawn into the stated sample. rare_not_applicable: answered N/A on a criterion the batch rarely answers N/A (≤ 10 % of scored conversations). near_boundary: a continuous score within 5 % of its range of an anchor boundary or of its critical threshold, or a critical ordinal criterion of three labels or more one label above failing.',
  }),
  criterion_ids: z.array(z.string()),
});

/** GET /v2/audits/{id}/review-queue */
export const reviewQueueSchema = z.object({
  batch_id: z.string().uuid(),
  queue: reviewQueueSummarySchema,
  reviews: batchReviewCountsSchema,
  items: z
    .array(
      z.object({
        index: z.number().int().nonnegative(),
        conversation_id: z.string(),
        priority: z.number().int().meta({
          description:
            'The sum of the weights of its reasons (critical_failed 16, evidence_repaired 8, random_sample 4, rare_not_applicable 2, near_boundary 1).',
        }),
        reasons: z.array(queueReasonSchema),
        overall_score: z.number().nullable().meta({ description: "The machine's overall score." }),
      }),
    )
    .meta({
      description:
        'Conversations not reviewed yet, highest priority first, then by index. A review takes its conversation out of the queue.',
    }),
  next_cursor: z.string().nullable(),
});

const agreementSliceSchema = calibrationReportSchema.pick({ conversations: true, auditors: true, criteria: true, overall: true }).extend({
  reviews: z.number().int().meta({ description: 'Reviews counted: the latest of each reviewer on each conversation in the slice.' }),
});

/** GET /v2/audits/{id}/review-calibration: the batch's reviews as human ratings, against the machine's scores. */
export const reviewCalibrationSchema = z.object({
  batch_id: z.string().uuid(),
  rubric_id: z.string().uuid(),
  rubric_version: z.string(),
  computed_at: z.string().datetime(),
  reviews: z.number().int().meta({ description: "Reviews counted: each reviewer's latest review of each conversation." }),
  report: calibrationReportSchema.meta({
    description:
      'The calibration report (as POST /v2/audits/{id}/calibrations builds it), each reviewer an auditor, rating every criterion with the value their latest review left.',
  }),
});

/** GET /v2/rubrics/{id}/review-agreement: agreement of the machine with reviewers over a window, week by week. */
export const reviewAgreementSchema = z.object({
  rubric_id: z.string().uuid(),
  rubric_version: z.string(),
  from: z.string().datetime(),
  to: z.string().datetime(),
  window: agreementSliceSchema,
  weeks: z
    .array(
      agreementSliceSchema.extend({ week_start: z.string().meta({ description: 'The Monday (UTC) that starts the week, YYYY-MM-DD.' }) }),
    )
    .meta({ description: 'One slice per week with reviews, oldest first.' }),
});

const statsFields = {
  count: z.number().int().meta({ description: 'Conversations scored on it (N/A left out).' }),
  mean: z.number().nullable().meta({
    description: "Mean on the criterion's own scale (an ordinal's label index), reviewed scores where reviewed, else the machine's.",
  }),
  mean_normalized: z.number().nullable().meta({ description: 'Mean on [0, 1] (label index / (labels − 1); (value − lo) / (hi − lo)).' }),
  fails: z.number().int(),
  fail_rate: z.number().nullable().meta({
    description:
      'fails / count. A criterion fails when critical and at or below its threshold, else when its normalized score is below 0.5.',
  }),
};

const criterionStatsSchema = z.object({ criterion_id: z.string(), ...statsFields, not_applicable: z.number().int() });
const overallStatsSchema = z.object({ count: z.number().int(), mean: z.number().nullable() });

/** GET /v2/rubrics/{id}/insights */
export const insightsSchema = z.object({
  rubric_id: z.string().uuid(),
  group_by: z.string(),
  from: z.string().meta({ description: 'The Monday (UTC) of the first week counted, YYYY-MM-DD.' }),
  to: z.string().meta({ description: 'The Monday (UTC) after the last week counted (exclusive), YYYY-MM-DD.' }),
  threshold: z.number().meta({ description: 'The coaching threshold on mean_normalized.' }),
  criteria: z.array(z.object({ criterion_id: z.string(), name: z.string() })).meta({
    description: "The latest version's criteria (insights span the rubric's versions: a criterion id means the same across them).",
  }),
  groups: z.array(
    z.object({
      group: z.string().meta({ description: 'The metadata value (as text).' }),
      conversations: z.number().int(),
      reviewed: z.number().int(),
      overall: overallStatsSchema,
      criteria: z.array(criterionStatsSchema),
      weeks: z.array(
        z.object({
          week_start: z.string(),
          conversations: z.number().int(),
          reviewed: z.number().int(),
          overall: overallStatsSchema,
          criteria: z.array(criterionStatsSchema),
        }),
      ),
    }),
  ),
  coaching: z
    .array(
      z.object({
        group: z.string(),
        criterion_id: z.string(),
        count: z.number().int(),
        mean_normalized: z.number(),
        fail_rate: z.number().nullable(),
        conversations_path: z.string().meta({ description: 'GET it for the scorecards and evidence behind the figure.' }),
      }),
    )
    .meta({ description: "This page's groups whose mean_normalized on a criterion is below threshold, lowest first." }),
  next_cursor: z.string().nullable(),
});

/** GET /v2/rubrics/{id}/insights/conversations: the scorecards behind a group's figure on one criterion. */
export const insightConversationsSchema = z.object({
  rubric_id: z.string().uuid(),
  group_by: z.string(),
  group: z.string(),
  criterion_id: z.string(),
  below: z.number().meta({ description: 'Only conversations whose normalized score on the criterion is below this.' }),
  items: z.array(
    scoreValueSchema.extend({
      batch_id: z.string().uuid(),
      index: z.number().int().nonnegative(),
      conversation_id: z.string(),
      rubric_version: z.string(),
      at: z.string().meta({ description: 'When the conversation took place (occurred_at), else when it was scored.' }),
      normalized: z.number().nullable(),
      failed: z.boolean(),
      reviewed: z.boolean(),
      evidence: z.array(evidenceSchema).meta({ description: "The machine's evidence for this criterion." }),
      scorecard_path: z.string().meta({ description: "The conversation's scorecards and review history." }),
    }),
  ),
  next_cursor: z.string().nullable(),
});

export const jsonSchemas = {
  'review.request': reviewRequestSchema,
  'conversation-reviews.response': conversationReviewsSchema,
  'review-queue.response': reviewQueueSchema,
  'review-calibration.response': reviewCalibrationSchema,
  'review-agreement.response': reviewAgreementSchema,
  'insights.response': insightsSchema,
  'insight-conversations.response': insightConversationsSchema,
};
