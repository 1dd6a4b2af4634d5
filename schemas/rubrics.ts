import * as z from 'zod';

/**
 * Rubric requests and responses (contract sections 2.1, 2.2, 4.4–4.6). These schemas check types, bounds and
 * lengths; the rules across fields (weight sum, unique ids and labels, lo < hi, min < max, semver, version
 * order) live in src/rubrics and are reported with the same problem shape.
 */

export const RUBRIC_LIMITS = {
  criteria: 50,
  idLength: 64,
  nameLength: 200,
  promptLength: 4000,
  labels: 20,
  labelLength: 100,
  anchorLength: 1000,
  versionLength: 64,
} as const;

const anchorText = z.string().min(1).max(RUBRIC_LIMITS.anchorLength);

const scaleSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ordinal'),
    labels: z.array(z.string().min(1).max(RUBRIC_LIMITS.labelLength)).max(RUBRIC_LIMITS.labels, `at most ${RUBRIC_LIMITS.labels} labels`),
    anchors: z
      .array(anchorText)
      .max(RUBRIC_LIMITS.labels)
      .optional()
      .meta({
        description: 'Optional: what earns each label, one per label in label order; given to the evaluator and shown to reviewers.',
      }),
  }),
  z.object({
    type: z.literal('continuous'),
    range: z.tuple([z.number(), z.number()]),
    anchors: z
      .array(z.object({ from: z.number(), to: z.number(), description: anchorText }))
      .max(RUBRIC_LIMITS.labels)
      .optional()
      .meta({ description: 'Optional: what earns a score within [from, to] (inside the range).' }),
  }),
]);

export const criterionSchema = z.object({
  id: z.string().min(1).max(RUBRIC_LIMITS.idLength),
  name: z.string().min(1).max(RUBRIC_LIMITS.nameLength),
  weight: z.number().min(0, 'weight must be between 0 and 1').max(1, 'weight must be between 0 and 1'),
  prompt: z
    .string()
    .max(RUBRIC_LIMITS.promptLength, `prompt must be at most ${RUBRIC_LIMITS.promptLength} characters`)
    .refine((prompt) => prompt.trim().length > 0, 'prompt must not be empty'),
  scale: scaleSchema,
  speaker: z
    .enum(['agent', 'customer', 'any'])
    .optional()
    .meta({
      description: "Optional, default `any`: whose behaviour the criterion judges; its evidence then quotes only that role's turns.",
    }),
  allow_not_applicable: z
    .boolean()
    .optional()
    .meta({
      description:
        'Optional, default false: the criterion may be answered not applicable; it then leaves the overall score and the other weights are renormalised.',
    }),
  not_applicable_when: z
    .string()
    .min(1)
    .max(RUBRIC_LIMITS.anchorLength)
    .optional()
    .meta({ description: 'When the criterion does not apply (needs allow_not_applicable).' }),
  critical: z
    .object({ fail_at_or_below: z.number() })
    .optional()
    .meta({
      description: 'Optional auto-fail: a score at or below this value (ordinal: a label index) sets the overall score to min_score.',
    }),
});

const criteriaSchema = z
  .array(criterionSchema)
  .min(1, 'a rubric needs at least one criterion')
  .max(RUBRIC_LIMITS.criteria, `at most ${RUBRIC_LIMITS.criteria} criteria`)
  .meta({
    description:
      'In display order. Unique criterion ids; weights sum to 1.0 ± 0.001; ordinal scales have at least 2 unique labels; continuous ranges have lo < hi.',
  });
const versionSchema = z.string().min(1).max(RUBRIC_LIMITS.versionLength).meta({ description: 'A semantic version (semver 2.0.0).' });

/** POST /v2/rubrics */
export const createRubricBodySchema = z.object({
  version: versionSchema,
  criteria: criteriaSchema,
  min_score: z.number(),
  max_score: z.number(),
});

/**
 * POST /v2/rubrics/{id}/versions: a full criteria set and an explicit version or a bump level (neither: a
 * minor bump); min_score and max_score default to the latest version's.
 */
export const newRubricVersionBodySchema = z
  .object({
    version: versionSchema.optional(),
    bump: z.enum(['major', 'minor', 'patch']).optional(),
    criteria: criteriaSchema,
    min_score: z.number().optional(),
    max_score: z.number().optional(),
  })
  .refine((body) => body.version === undefined || body.bump === undefined, {
    message: 'give either version (a semver greater than the latest) or bump (major, minor or patch), not both',
    path: ['version'],
  });

export const rubricResponseSchema = createRubricBodySchema.extend({
  id: z.string().uuid(),
  created_at: z.string().datetime(),
  latest_version: z.string(),
  versions: z.array(z.string()),
});

export const jsonSchemas = {
  'rubric-create.request': createRubricBodySchema,
  'rubric-version-create.request': newRubricVersionBodySchema,
  'rubric.response': rubricResponseSchema,
};
