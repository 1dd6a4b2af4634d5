import * as z from 'zod';
import { storableNumber } from './numbers';

/**
 * Rubric requests and responses (contract sections 2.1, 2.2, 4.4–4.6). These schemas check types, bounds and
 * lengths (every number is stored in DynamoDB: storableNumber); the rules across fields (weight sum, unique ids and labels, lo < hi, min < max, semver, version
 * order) live in src/rubrics and are reported with the same problem shape.
 */

export const RUBRIC_LIMITS = {
  criteria: 50,
  idLength: 64,
  nameLength: 200,
  promptLength: 4000,
  labels: 20,
  labelLength: 100,
  versionLength: 64,
} as const;

const scaleSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ordinal'),
    labels: z.array(z.string().min(1).max(RUBRIC_LIMITS.labelLength)).max(RUBRIC_LIMITS.labels, `at most ${RUBRIC_LIMITS.labels} labels`),
  }),
  z.object({ type: z.literal('continuous'), range: z.tuple([storableNumber(), storableNumber()]) }),
]);

export const criterionSchema = z.object({
  id: z.string().min(1).max(RUBRIC_LIMITS.idLength),
  name: z.string().min(1).max(RUBRIC_LIMITS.nameLength),
  weight: storableNumber().min(0, 'weight must be between 0 and 1').max(1, 'weight must be between 0 and 1'),
  prompt: z
    .string()
    .max(RUBRIC_LIMITS.promptLength, `prompt must be at most ${RUBRIC_LIMITS.promptLength} characters`)
    .refine((prompt) => prompt.trim().length > 0, 'prompt must not be empty'),
  scale: scaleSchema,
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
  min_score: storableNumber(),
  max_score: storableNumber(),
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
    min_score: storableNumber().optional(),
    max_score: storableNumber().optional(),
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
