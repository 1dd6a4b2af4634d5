/** Where the workflow execution of a piece of accepted work stands: running, closed (whatever its outcome) or never started. */
export type ExecutionState = 'running' | 'closed' | 'absent';

/** Looks up the execution named after a job or batch. */
export interface ExecutionLookup {
  state(name: string): Promise<ExecutionState>;
}
