import * as z from 'zod';
import { exportBatchScorecards } from '../src/analytics/export';
import { logger } from './shared/observability';
import { stageHandler } from './transcript-stage';
import { batchConversations, batchStore, rubricStore, scorecardSink } from './wiring';

const deps = { batches: batchStore(), rubrics: rubricStore(), conversations: batchConversations(), sink: scorecardSink() };

/**
 * The audit state machine's ExportScorecards state, after the aggregate step: the finished batch's machine
 * scorecards as Parquet in the analytics bucket (one object per table and scored date, the same keys on a retry).
 */
export const handler = stageHandler(z.object({ batchId: z.string().min(1) }), async ({ batchId }) => {
  const exported = await exportBatchScorecards(deps, batchId);
  logger.info('scorecards exported', { batchId, ...exported });
  return exported;
});
