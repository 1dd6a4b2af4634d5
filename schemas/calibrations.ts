import * as z from 'zod';
import { AUDIT_LIMITS, evidenceSchema } from './audits';

/** Calibration of a finished audit batch against human auditors' scores (POST/GET /v2/audits/{id}/calibrations). */

export const CALIBRATION_LIMITS = {
  /** Human scores per calibration: a calibration session scores tens to a few hundred calls, not the batch. */
  ratings: 20_000,
  auditorIdLength: 128,
  criterionIdLength: 128,
  labelLength: 256,
  /** 20,000 ratings of ~150 bytes each. */
  requestBytes: 4 * 1024 * 1024,
} as const;

export const humanRatingSchema = z
  .object({
    conversation_id: z.string().min(1).max(AUDIT_LIMITS.conversationIdLength),
    criterion_id: z.string().min(1).max(CALIBRATION_LIMITS.criterionIdLength),
    auditor_id: z
      .string()
      .min(1)
      .max(CALIBRATION_LIMITS.auditorIdLength)
      .default('human')
      .meta({ description: 'Who scored; with two or more auditors the report adds human–human agreement. Default `human`.' }),
    score: z.number().nullable().optional().meta({
      description:
        'Ordinal criteria: the 0-based label index (or give `label`). Continuous: a value within the range. `null`: not applicable (only for criteria with allow_not_applicable).',
    }),
    label: z
      .string()
      .min(1)
      .max(CALIBRATION_LIMITS.labelLength)
      .optional()
      .meta({ description: 'Ordinal criteria: one of the scale labels.' }),
  })
  .refine((rating) => rating.score !== undefined || rating.label !== undefined, {
    message: 'a rating needs a score or a label',
    path: ['score'],
  });

export const createCalibrationBodySchema = z.object({
  ratings: z
    .array(humanRatingSchema)
    .min(1, 'a calibration needs at least one rating')
    .max(CALIBRATION_LIMITS.ratings, `at most ${CALIBRATION_LIMITS.ratings} ratings per calibration`),
});

const nullableStat = z.number().nullable();

const notApplicableCountsSchema = z
  .object({ both: z.number().int(), first_only: z.number().int(), second_only: z.number().int() })
  .optional()
  .meta({
    description:
      'Criteria that allow N/A: pairs where both sides (the N/A agreement count), only the first (the human, or the auditor id that sorts first) or only the second (the machine, or the other auditor) answered N/A. They are left out of n, κ, MAE and the correlations.',
  });

const pairsScored = z.number().int().meta({ description: 'Pairs where both sides scored (not N/A).' });

const ordinalAgreementSchema = z.object({
  n: pairsScored,
  exact_agreement: nullableStat.meta({ description: 'Over every pair; on a criterion that allows N/A, both N/A agree.' }),
  quadratic_weighted_kappa: nullableStat,
  confusion_matrix: z.array(z.array(z.number().int())).meta({
    description:
      'Rows: the human (or first auditor) label; columns: the machine (or second auditor) label, in scale order; a criterion that allows N/A has one more row and column, last, for N/A.',
  }),
  not_applicable: notApplicableCountsSchema,
});

const continuousAgreementSchema = z.object({
  n: pairsScored,
  mae: nullableStat,
  pearson: nullableStat,
  spearman: nullableStat,
  not_applicable: notApplicableCountsSchema,
});

const agreementSchema = z.union([ordinalAgreementSchema, continuousAgreementSchema]);

export const calibrationReportSchema = z.object({
  ratings: z.number().int(),
  conversations: z.number().int(),
  auditors: z.array(z.string()),
  criteria: z.array(
    z.object({
      criterion_id: z.string(),
      name: z.string(),
      scale_type: z.enum(['ordinal', 'continuous']),
      labels: z.array(z.string()).optional(),
      machine_vs_human: agreementSchema,
      human_vs_human: agreementSchema.nullable(),
    }),
  ),
  overall: z.object({ machine_vs_human: continuousAgreementSchema, human_vs_human: continuousAgreementSchema.nullable() }),
  largest_disagreements: z.array(
    z.object({
      conversation_id: z.string(),
      criterion_id: z.string(),
      auditor_id: z.string(),
      human_score: z.number().nullable().meta({ description: 'null: not applicable.' }),
      machine_score: z.number().nullable().meta({ description: 'null: not applicable.' }),
      human_label: z.string().optional(),
      machine_label: z.string().optional(),
      gap: z
        .number()
        .meta({ description: 'The difference on the scale mapped to [0, 1]; 1 when one side answered N/A and the other scored.' }),
      machine_evidence: z.array(evidenceSchema),
    }),
  ),
  unscored_conversations: z.array(z.string()),
});

/** POST (201) and GET /v2/audits/{id}/calibrations/{calibration_id}. */
export const calibrationSchema = z.object({
  calibration_id: z.string().uuid(),
  batch_id: z.string().uuid(),
  rubric_id: z.string().uuid(),
  rubric_version: z.string(),
  created_at: z.string().datetime(),
  report: calibrationReportSchema,
});

/** A calibration as lists show it: its overall machine–human agreement, without the report. */
const calibrationSummarySchema = z.object({
  calibration_id: z.string().uuid(),
  batch_id: z.string().uuid(),
  rubric_version: z.string(),
  created_at: z.string().datetime(),
  ratings: z.number().int(),
  auditors: z.number().int(),
  overall: continuousAgreementSchema,
});

/** GET /v2/rubrics/{id}/calibrations: agreement across the rubric's versions, newest first. */
export const calibrationListSchema = z.object({
  rubric_id: z.string().uuid(),
  calibrations: z.array(calibrationSummarySchema),
});

/** GET /v2/audits/{id}/calibrations: the calibrations of one batch, newest first. */
export const batchCalibrationListSchema = z.object({
  batch_id: z.string().uuid(),
  calibrations: z.array(calibrationSummarySchema),
});
