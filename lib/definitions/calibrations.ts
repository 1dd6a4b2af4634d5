import { AUDIT_BATCHES_TABLE, AUDIT_RESULTS_TABLE, RUBRICS_TABLE } from './audits';
import { IDEMPOTENCY_TABLE } from './platform';
import type { ServiceDefinition, TableDefinition } from './types';

/**
 * Calibration of audit batches against human auditors: POST/GET /v2/audits/{id}/calibrations (a batch's list and
 * one report) and the list of a rubric's calibrations across its versions.
 */

export const CALIBRATIONS_BY_RUBRIC_INDEX = 'ByRubric';

export const CALIBRATIONS_TABLE: TableDefinition = {
  id: 'Calibrations',
  envVar: 'CALIBRATIONS_TABLE_NAME',
  partitionKey: { name: 'batch_id', type: 'S' },
  sortKey: { name: 'calibration_id', type: 'S' },
  globalSecondaryIndexes: [
    { indexName: CALIBRATIONS_BY_RUBRIC_INDEX, partitionKey: { name: 'rubric_id', type: 'S' }, sortKey: { name: 'created_at', type: 'S' } },
  ],
};

const calibrations = CALIBRATIONS_TABLE.id;

export const calibrationsService: ServiceDefinition = {
  tables: [CALIBRATIONS_TABLE],
  functions: [
    {
      id: 'CalibrationCreate',
      entry: 'lambdas/calibration-create.ts',
      description: 'POST /v2/audits/{id}/calibrations: agreement of a finished batch with human scores, stored.',
      timeoutSeconds: 29,
      memoryMb: 1024,
      access: {
        tables: {
          [AUDIT_BATCHES_TABLE.id]: 'read',
          [AUDIT_RESULTS_TABLE.id]: 'read',
          [RUBRICS_TABLE.id]: 'read',
          [calibrations]: 'write',
          [IDEMPOTENCY_TABLE.id]: 'readWrite',
        },
      },
    },
    {
      id: 'CalibrationGet',
      entry: 'lambdas/calibration-get.ts',
      description: 'GET /v2/audits/{id}/calibrations/{calibrationId}: a stored agreement report.',
      access: { tables: { [AUDIT_BATCHES_TABLE.id]: 'read', [calibrations]: 'read' } },
    },
    {
      id: 'BatchCalibrations',
      entry: 'lambdas/batch-calibrations.ts',
      description: "GET /v2/audits/{id}/calibrations: the batch's calibrations, newest first.",
      access: { tables: { [AUDIT_BATCHES_TABLE.id]: 'read', [calibrations]: 'read' } },
    },
    {
      id: 'RubricCalibrations',
      entry: 'lambdas/rubric-calibrations.ts',
      description: 'GET /v2/rubrics/{id}/calibrations: agreement across the versions of a rubric, newest first.',
      access: { tables: { [RUBRICS_TABLE.id]: 'read', [calibrations]: 'read' } },
    },
  ],
  routes: [
    { method: 'POST', path: '/v2/audits/{id}/calibrations', functionId: 'CalibrationCreate', auth: 'iam' },
    { method: 'GET', path: '/v2/audits/{id}/calibrations', functionId: 'BatchCalibrations', auth: 'iam' },
    { method: 'GET', path: '/v2/audits/{id}/calibrations/{calibrationId}', functionId: 'CalibrationGet', auth: 'iam' },
    { method: 'GET', path: '/v2/rubrics/{id}/calibrations', functionId: 'RubricCalibrations', auth: 'iam' },
  ],
};
