import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { application } from '../../lib/definitions';
import { REPO_ROOT, startSandbox, type Sandbox } from '../../sandbox/runtime';
import { submitAndSettle } from './support/large-batch';
import { LIFTED_QUOTAS } from '../../sandbox/bedrock/quota';
import { testFileTempDirs } from '../support/temp-dirs';

const tempDirs = testFileTempDirs();

// What the audit batch state machine did before it had a ResultWriter: a DISTRIBUTED Map gathers every child's
// output into its result (~310 bytes each: the child echoes its input), `ResultPath: null` notwithstanding, so
// past ~845 conversations the result passes 256 KiB and Step Functions fails the execution with the terminal
// States.DataLimitExceeded, which the Map's States.ALL Catch does not match.
const withoutResultWriter = async () => {
  const asl = JSON.parse(readFileSync(path.join(REPO_ROOT, 'statemachines/audit-batch.asl.json'), 'utf8'));
  delete asl.States.ScoreConversations.ResultWriter;
  const file = path.join(await tempDirs.make('audit-batch-'), 'audit-batch.asl.json');
  writeFileSync(file, JSON.stringify(asl));
  return {
    ...application,
    stateMachines: application.stateMachines.map((machine) =>
      machine.id === 'AuditBatch' ? { ...machine, file: path.relative(REPO_ROOT, file) } : machine,
    ),
  };
};

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, application: await withoutResultWriter(), bedrock: { quotas: LIFTED_QUOTAS } });
});
afterAll(() => sandbox.stop());

describe('a DISTRIBUTED Map without ResultWriter', () => {
  it('still completes a batch whose gathered child outputs stay under 256 KiB', async () => {
    const { batch, execution } = await submitAndSettle(sandbox, 100);
    expect(execution?.status).toBe('SUCCEEDED');
    expect(batch.status).toBe('completed');
  });

  it('fails the run of 900 fully scored conversations with States.DataLimitExceeded, leaving the batch running', async () => {
    const { batch, execution } = await submitAndSettle(sandbox, 900);
    expect(execution).toMatchObject({ status: 'FAILED', error: 'States.DataLimitExceeded' });
    expect(execution?.cause).toContain('ScoreConversations');
    expect(execution?.mapRuns?.[0]).toMatchObject({ childExecutions: 900, failedChildExecutions: 0 });
    // Every conversation was scored, yet no state after the Map ran: nothing finishes the batch.
    expect(batch.status).toBe('running');
  });
});
