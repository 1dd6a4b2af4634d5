import * as z from 'zod';

/**
 * Numbers the service stores in DynamoDB. DynamoDB keeps 0 and magnitudes from 1e-130 to just under 1e126 (38
 * significant digits, more than a JSON number parsed in JavaScript ever has); beyond 2^53 − 1 a JSON integer
 * no longer parses exactly (2^63 + 1 reads as 2^63) and the AWS SDK's document client refuses to write it. So a
 * stored number is 0 or has a magnitude from 1e-130 to 2^53 − 1; anything else is a 400, never a failed write.
 */
export const STORABLE_NUMBER = { minMagnitude: 1e-130, maxMagnitude: Number.MAX_SAFE_INTEGER } as const;

export const STORABLE_NUMBER_RULE = `must be 0 or have a magnitude from 1e-130 to ${STORABLE_NUMBER.maxMagnitude} (2^53 - 1), as the service stores it`;

/** A JSON number the service stores: STORABLE_NUMBER_RULE (the bounds also appear in the JSON Schema). */
export const storableNumber = () =>
  z
    .number()
    .min(-STORABLE_NUMBER.maxMagnitude, STORABLE_NUMBER_RULE)
    .max(STORABLE_NUMBER.maxMagnitude, STORABLE_NUMBER_RULE)
    // The bounds above catch the large ones: this is the underflow gap between 0 and 1e-130.
    .refine((value) => value === 0 || Math.abs(value) >= STORABLE_NUMBER.minMagnitude, STORABLE_NUMBER_RULE);
