/** The public surface of the contact-center client: `import { ContactCenterClient } from '<repo>/client'`. */
export { ContactCenterClient, TERMINAL_JOB_STATUSES } from './client';
export type { BatchProgress, ContactCenterClientOptions, IdempotentRequestOptions, RequestOptions, WaitOptions } from './client';
export * from './errors';
export { EXPECTED_AUDITOR, type MissedExpectation, type RubricTestReport } from './rubric-tests';
export type { RetryOptions } from './retry';
export type { Credentials } from './signing';
export * from './types';
