import * as z from 'zod';
import { AUDIT_CONVERSATION_REVIEWED } from '../schemas/events';
import { exportReviewedScorecard } from '../src/analytics/export';
import { logger } from './shared/observability';
import { stageHandler } from './transcript-stage';
import { batchStore, reviewStore, rubricStore, scorecardSink } from './wiring';

const deps = { batches: batchStore(), rubrics: rubricStore(), reviews: reviewStore(), sink: scorecardSink() };

const reviewedEventSchema = z.object({
  'detail-type': z.literal(AUDIT_CONVERSATION_REVIEWED.detailType),
  detail: z.object({ batchId: z.string().min(1), index: z.number().int().nonnegative(), version: z.number().int().positive() }),
});

/**
 * "Audit Conversation Reviewed" (the AnalyticsReviewExports rule): the scorecard version the review made, as one
 * Parquet object per table. Lambda may deliver an event more than once: the object's key is the review's, so a
 * repeat writes the same object again.
 */
export const handler = stageHandler(reviewedEventSchema, async ({ detail }) => {
  const exported = await exportReviewedScorecard(deps, detail);
  logger.info('reviewed scorecard exported', { ...detail, ...exported });
  return exported;
});
