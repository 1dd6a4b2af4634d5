import * as z from 'zod';

/**
 * RFC 9457 problem details, the body of every error response (lambdas/shared/problem.ts builds them; API
 * Gateway's own rejections use the same shape). Published in the OpenAPI document.
 */

/** One violated rule, pointing (RFC 6901) into the part of the request named by `in`. */
export const validationIssueSchema = z.object({
  in: z.enum(['body', 'path', 'query', 'header']),
  pointer: z.string(),
  message: z.string(),
});

export const problemSchema = z.object({
  /** A relative URI such as /problems/validation-failed. */
  type: z.string(),
  title: z.string(),
  /** Equals the HTTP status; absent only on API Gateway's catch-all 4XX/5XX answers, whose status it does not know. */
  status: z.number().int().min(400).max(599).optional(),
  detail: z.string(),
  /** The request path. */
  instance: z.string().optional(),
  /** Equals the x-request-id response header. */
  request_id: z.string().optional(),
  /** Every violation, for /problems/validation-failed. */
  errors: z.array(validationIssueSchema).optional(),
  /** A review that lost a race (409): the conversation's review version now, to reload and review against. */
  current_version: z.number().int().optional(),
});
