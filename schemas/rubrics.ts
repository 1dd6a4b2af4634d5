import * as z from 'zod';
import { AUDIT_LIMITS, conversationSchema, turnSchema } from './audits';
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
  anchorLength: 1000,
  versionLength: 64,
  /** A rubric's own name and title (what people see where rubrics are listed). */
  rubricNameLength: 100,
  rubricTitleLength: 200,
  /** Example conversations (test cases) per version. */
  examples: 50,
  /**
   * The examples of a version, serialized as JSON. A version is one DynamoDB item (400 KB at most), and the request
   * (256 KiB) also carries the criteria: 128 KiB of examples (about 50 twelve-turn calls) leaves the item room.
   */
  examplesBytes: 128 * 1024,
} as const;

const anchorText = z.string().min(1).max(RUBRIC_LIMITS.anchorLength);

const scaleSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ordinal'),
    labels: z.array(z.string().min(1).max(RUBRIC_LIMITS.labelLength)).max(RUBRIC_LIMITS.labels, `at most ${RUBRIC_LIMITS.labels} labels`),
    anchors: z.array(anchorText).max(RUBRIC_LIMITS.labels).optional().meta({
      description: 'Optional: what earns each label, one per label in label order; given to the evaluator and shown to reviewers.',
    }),
  }),
  z.object({
    type: z.literal('continuous'),
    range: z.tuple([storableNumber(), storableNumber()]),
    anchors: z
      .array(z.object({ from: storableNumber(), to: storableNumber(), description: anchorText }))
      .max(RUBRIC_LIMITS.labels)
      .optional()
      .meta({ description: 'Optional: what earns a score within [from, to] (inside the range).' }),
  }),
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
  speaker: z.enum(['agent', 'customer', 'any']).optional().meta({
    description: "Optional, default `any`: whose behaviour the criterion judges; its evidence then quotes only that role's turns.",
  }),
  allow_not_applicable: z.boolean().optional().meta({
    description:
      'Optional, default false: the criterion may be answered not applicable; it then leaves the overall score and the other weights are renormalised.',
  }),
  not_applicable_when: z
    .string()
    .min(1)
    .max(RUBRIC_LIMITS.anchorLength)
    .optional()
    .meta({ description: 'When the criterion does not apply (needs allow_not_applicable).' }),
  critical: z.object({ fail_at_or_below: storableNumber() }).optional().meta({
    description: 'Optional auto-fail: a score at or below this value (ordinal: a label index) sets the overall score to min_score.',
  }),
});

/** One expected score: a label or index (ordinal), a score (continuous), or null for not applicable. */
const expectedScoreSchema = z
  .object({
    criterion_id: z.string().min(1).max(RUBRIC_LIMITS.idLength),
    score: storableNumber().nullable().optional().meta({
      description: 'Ordinal: the 0-based label index (or give `label`). Continuous: a value within the range. `null`: not applicable.',
    }),
    label: z.string().min(1).max(RUBRIC_LIMITS.labelLength).optional().meta({ description: 'Ordinal criteria: one of the labels.' }),
    tolerance: storableNumber().min(0).optional().meta({
      description: 'Continuous criteria: the expectation is met when the machine scores within ± tolerance of `score`. Default 0.',
    }),
  })
  .refine((expected) => expected.score !== undefined || expected.label !== undefined, {
    message: 'an expected score needs a score, a label, or null (not applicable)',
    path: ['score'],
  });

/** Example turns are stored in DynamoDB with the version: a numeric timestamp must be storable. */
const exampleTurnSchema = turnSchema.extend({ timestamp: z.union([z.string().min(1).max(64), storableNumber().min(0)]) });

const examplesSchema = z
  .array(
    conversationSchema.extend({
      transcript: z
        .array(exampleTurnSchema)
        .min(1, 'a transcript needs at least one turn')
        .max(AUDIT_LIMITS.turnsPerConversation, `at most ${AUDIT_LIMITS.turnsPerConversation} turns per conversation`),
      expected: z.array(expectedScoreSchema).min(1, 'an example needs at least one expected score').max(RUBRIC_LIMITS.criteria),
    }),
  )
  .max(RUBRIC_LIMITS.examples, `at most ${RUBRIC_LIMITS.examples} examples per rubric version`)
  .superRefine((examples, ctx) => {
    const bytes = new TextEncoder().encode(JSON.stringify(examples)).length;
    if (bytes > RUBRIC_LIMITS.examplesBytes)
      ctx.addIssue({
        code: 'custom',
        message: `examples take ${bytes} bytes as JSON; a rubric version holds at most ${RUBRIC_LIMITS.examplesBytes} bytes (128 KiB) of examples, so that it fits one DynamoDB item (400 KB)`,
      });
  })
  .optional()
  .meta({
    description:
      'Optional test cases of this version: conversations (as in an audit batch) with the scores they should get. `ccp rubrics test` scores them as a batch and calibrates against them. Never shown to the evaluator. At most 50, and 128 KiB as JSON.',
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

const displayText = (field: string, maxLength: number, description: string) =>
  z
    .string()
    .max(maxLength, `${field} must be at most ${maxLength} characters`)
    .refine((text) => text.trim().length > 0, `${field} must not be empty`)
    .meta({ description })
    .optional();

/** Optional: how people tell rubrics apart where they are listed (ccp, the review page); ids stay the references. */
const rubricNaming = {
  name: displayText(
    'name',
    RUBRIC_LIMITS.rubricNameLength,
    'Optional: a short name for the rubric, e.g. `support-qa`. A new version keeps the latest one unless it gives its own.',
  ),
  title: displayText(
    'title',
    RUBRIC_LIMITS.rubricTitleLength,
    'Optional: a title for people, e.g. `Support call QA form`. A new version keeps the latest one unless it gives its own.',
  ),
};

/** POST /v2/rubrics */
export const createRubricBodySchema = z.object({
  ...rubricNaming,
  version: versionSchema,
  criteria: criteriaSchema,
  min_score: storableNumber(),
  max_score: storableNumber(),
  examples: examplesSchema,
});

/**
 * POST /v2/rubrics/{id}/versions: a full criteria set and an explicit version or a bump level (neither: a
 * minor bump); min_score and max_score default to the latest version's.
 */
export const newRubricVersionBodySchema = z
  .object({
    version: versionSchema.optional(),
    bump: z.enum(['major', 'minor', 'patch']).optional(),
    ...rubricNaming,
    criteria: criteriaSchema,
    min_score: storableNumber().optional(),
    max_score: storableNumber().optional(),
    examples: examplesSchema.meta({
      description: "Optional: this version's test cases; omitted, the latest version's carry over ([] for none).",
    }),
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
