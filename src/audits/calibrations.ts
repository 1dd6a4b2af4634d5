import type { Clock, IdSource } from '../core/clock';
import { ConflictError, NotFoundError } from '../core/errors';
import { getRubric, type RubricStore } from '../rubrics/registry';
import { ownedBatch } from './batches';
import { calibrationReport, type CalibrationReport, type ContinuousAgreement, type HumanRating } from './calibration';
import type { AuditError, AuditResult } from './model';
import type { BatchStore, ResultStore, RubricVersionSource } from './ports';

/** A stored calibration: the report, with the batch and rubric version it measured. */
export interface CalibrationRecord {
  readonly calibrationId: string;
  readonly batchId: string;
  readonly owner: string;
  readonly rubricId: string;
  readonly rubricVersion: string;
  readonly createdAt: string;
  readonly report: CalibrationReport;
}

export interface CalibrationSummary {
  readonly calibrationId: string;
  readonly batchId: string;
  readonly rubricVersion: string;
  readonly createdAt: string;
  readonly ratings: number;
  readonly auditors: number;
  readonly overall: ContinuousAgreement;
}

export interface CalibrationStore {
  put(record: CalibrationRecord): Promise<void>;
  get(batchId: string, calibrationId: string): Promise<CalibrationRecord | undefined>;
  /** The owner's calibrations of any version of the rubric, newest first. */
  listByRubric(owner: string, rubricId: string): Promise<CalibrationSummary[]>;
  /** The calibrations of one batch, newest first. */
  listByBatch(batchId: string): Promise<CalibrationSummary[]>;
}

export type CalibrationView = Omit<CalibrationRecord, 'owner'>;

const viewOf = ({ owner: _owner, ...view }: CalibrationRecord): CalibrationView => view;

export interface CreateCalibrationDeps extends Clock, IdSource {
  readonly batches: BatchStore;
  readonly results: ResultStore;
  readonly rubrics: RubricVersionSource;
  readonly calibrations: CalibrationStore;
}

/**
 * Measures a finished batch against human scores of some of its conversations and stores the report. Only
 * the result lines of rated conversations are kept while the batch's lines are read, so memory follows the
 * number of ratings, not the batch size.
 */
export const createCalibration = async (
  deps: CreateCalibrationDeps,
  owner: string,
  batchId: string,
  ratings: readonly HumanRating[],
): Promise<CalibrationView> => {
  const batch = await ownedBatch(deps.batches, owner, batchId);
  if (batch.status !== 'completed' && batch.status !== 'completed_with_errors') {
    throw new ConflictError(
      `Audit batch ${batchId} is ${batch.status}: calibrate a batch once it is completed or completed_with_errors${batch.status === 'failed' ? ' (this one scored nothing to compare)' : ''}.`,
    );
  }
  const rubric = await deps.rubrics.version(batch.rubricId, batch.rubricVersion);
  if (!rubric) throw new NotFoundError(`Rubric ${batch.rubricId} version ${batch.rubricVersion} of batch ${batchId} no longer exists.`);
  const rated = new Set(ratings.map((r) => r.conversationId));
  const lines: (AuditResult | AuditError)[] = [];
  for await (const line of deps.results.results(batchId)) if (rated.has(line.conversationId)) lines.push(line);
  const record: CalibrationRecord = {
    calibrationId: deps.newId(),
    batchId,
    owner,
    rubricId: batch.rubricId,
    rubricVersion: batch.rubricVersion,
    createdAt: deps.now().toISOString(),
    report: calibrationReport(rubric, lines, ratings),
  };
  await deps.calibrations.put(record);
  return viewOf(record);
};

export const getCalibration = async (
  deps: { readonly batches: BatchStore; readonly calibrations: CalibrationStore },
  owner: string,
  batchId: string,
  calibrationId: string,
): Promise<CalibrationView> => {
  await ownedBatch(deps.batches, owner, batchId);
  const record = await deps.calibrations.get(batchId, calibrationId);
  if (!record || record.owner !== owner) throw new NotFoundError(`Audit batch ${batchId} has no calibration ${calibrationId}.`);
  return viewOf(record);
};

/** Agreement across a rubric's versions: every calibration of the owner's batches scored with it. */
export const listRubricCalibrations = async (
  deps: { readonly rubrics: RubricStore; readonly calibrations: CalibrationStore },
  owner: string,
  rubricId: string,
): Promise<{ rubricId: string; calibrations: CalibrationSummary[] }> => {
  await getRubric(deps.rubrics, owner, rubricId);
  return { rubricId, calibrations: await deps.calibrations.listByRubric(owner, rubricId) };
};

/** The calibrations of one of the owner's batches (what the review page's batch view links to). */
export const listBatchCalibrations = async (
  deps: { readonly batches: BatchStore; readonly calibrations: CalibrationStore },
  owner: string,
  batchId: string,
): Promise<{ batchId: string; calibrations: CalibrationSummary[] }> => {
  await ownedBatch(deps.batches, owner, batchId);
  return { batchId, calibrations: await deps.calibrations.listByBatch(batchId) };
};
