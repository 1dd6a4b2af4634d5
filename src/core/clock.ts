/**
 * Time and fresh ids as every use case reads them (transcripts, audits, rubrics, callbacks): the wiring passes
 * the system's (lambdas/wiring.ts), unit tests fixed ones. Stored and published times are `now().toISOString()`.
 */
export interface Clock {
  readonly now: () => Date;
}

/** A new unique id (a UUID in every deployment) for a job, batch, rubric or calibration. */
export interface IdSource {
  readonly newId: () => string;
}
