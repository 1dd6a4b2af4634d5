import * as z from 'zod';
import { ConfigurationError } from '../../src/core/errors';

/**
 * Reads and checks a handler's environment once, at module initialisation, so a misconfigured function fails
 * on its first cold start with the names of the missing variables instead of deep inside a request.
 */
export const readConfig = <S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigurationError(`Invalid function configuration: ${problems}`, { cause: parsed.error });
  }
  return parsed.data;
};

/** A required, non-empty variable, e.g. the table or bucket name the stack injects for a declared access. */
export const requiredEnv = (name: string, env: NodeJS.ProcessEnv = process.env): string =>
  readConfig(z.object({ [name]: z.string().min(1) }), env)[name] as string;

export const runtimeModeSchema = z.enum(['aws', 'sandbox']);
export type RuntimeMode = z.infer<typeof runtimeModeSchema>;
