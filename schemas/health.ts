import * as z from 'zod';

/** GET /v1/health bodies: the healthy answer is what load balancers and the contract expect; the unhealthy one names the failing checks. */

export const healthyResponseSchema = z.object({ status: z.literal('healthy') });

export const unhealthyResponseSchema = z.object({
  status: z.literal('unhealthy'),
  checks: z.array(z.object({ name: z.string(), status: z.enum(['up', 'down']) })),
});
