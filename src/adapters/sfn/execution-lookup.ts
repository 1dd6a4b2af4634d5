import { DescribeExecutionCommand, ExecutionDoesNotExist, type SFNClient } from '@aws-sdk/client-sfn';
import type { ExecutionLookup } from '../../core/executions';

/** The execution named `name` of one state machine, through DescribeExecution (states:DescribeExecution). */
export const stepFunctionsExecutions = (client: SFNClient, stateMachineArn: string): ExecutionLookup => ({
  async state(name) {
    const executionArn = `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;
    try {
      const { status } = await client.send(new DescribeExecutionCommand({ executionArn }));
      return status === 'RUNNING' || status === 'PENDING_REDRIVE' ? 'running' : 'closed';
    } catch (error) {
      if (error instanceof ExecutionDoesNotExist) return 'absent';
      throw error;
    }
  },
});
