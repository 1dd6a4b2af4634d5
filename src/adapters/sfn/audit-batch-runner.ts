import { ExecutionAlreadyExists, StartExecutionCommand, type SFNClient } from '@aws-sdk/client-sfn';
import type { BatchRunner } from '../../audits/ports';

/** Starts the audit-batch state machine; the execution is named after the batch, so a repeated start is a no-op. */
export const stepFunctionsBatchRunner = (client: SFNClient, stateMachineArn: string): BatchRunner => ({
  async start(input) {
    try {
      await client.send(new StartExecutionCommand({ stateMachineArn, name: input.batchId, input: JSON.stringify(input) }));
    } catch (error) {
      if (!(error instanceof ExecutionAlreadyExists)) throw error;
    }
  },
});
