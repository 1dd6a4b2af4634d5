import { startDynamoDbLocal } from '../../sandbox/dynamodb';
import { descendants, dynamoDbLocalJvm, waitFor } from '../hardening/support/sandbox-process';

/** The processes of this worker's own DynamoDB Local: its JVM and the watchdog shell that runs it. */
const dynamoDbLocalProcesses = () => descendants(process.pid).filter((p) => p.command.includes('DynamoDBLocal.jar'));

/**
 * A signal to the sandbox's whole process group (Ctrl-C in a terminal) ends DynamoDB Local's JVM at the same moment as
 * it reaches the sandbox, whose stop comes to DynamoDB Local last. Once the stop has begun, no restart: it printed that
 * DynamoDB Local was being restarted and started a new JVM only to stop it again.
 */
it('restarts no DynamoDB Local that exits once the stop has begun', async () => {
  const log: string[] = [];
  const local = await startDynamoDbLocal(undefined, { log: (line) => log.push(line) });
  try {
    const started = dynamoDbLocalProcesses();
    expect(dynamoDbLocalJvm(process.pid)).toBeDefined();
    local.stopRestarts();
    process.kill(dynamoDbLocalJvm(process.pid)!.pid, 'SIGTERM');
    // Gone only once this process has reaped them, and so seen the exit a restart would follow.
    await waitFor(
      'the JVM and its watchdog shell to be gone',
      () => started.every((p) => !dynamoDbLocalProcesses().some((q) => q.pid === p.pid)) || undefined,
    );
    expect(log).toEqual([]);
    expect(local.outage()).toBeUndefined();
  } finally {
    await local.stop();
  }
  expect(dynamoDbLocalProcesses()).toEqual([]);
});
