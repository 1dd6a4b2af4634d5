import {
  ExecutionAlreadyExists,
  SendTaskFailureCommand,
  SendTaskSuccessCommand,
  StartExecutionCommand,
  type SFNClient,
} from '@aws-sdk/client-sfn';
import type { PipelineStarter, TaskResponder } from '../../transcripts/ports';

/** Starts a job's execution, named after the job so that a repeated start cannot run the pipeline twice. */
export const stepFunctionsPipeline = (client: SFNClient, stateMachineArn: string): PipelineStarter => ({
  start: async (input) => {
    try {
      await client.send(new StartExecutionCommand({ stateMachineArn, name: input.jobId, input: JSON.stringify(input) }));
    } catch (error) {
      if (!(error instanceof ExecutionAlreadyExists)) throw error;
    }
  },
});

/** SendTaskFailure limits: error ≤ 256 characters, cause ≤ 32768. */
export const stepFunctionsTasks = (client: SFNClient): TaskResponder => ({
  succeed: async (taskToken, output) => {
    await client.send(new SendTaskSuccessCommand({ taskToken, output: JSON.stringify(output) }));
  },
  fail: async (taskToken, error) => {
    await client.send(new SendTaskFailureCommand({ taskToken, error: error.code.slice(0, 256), cause: error.message.slice(0, 32_768) }));
  },
});
