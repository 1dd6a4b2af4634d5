import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { parser } from '@aws-lambda-powertools/parser/middleware';
import type * as z from 'zod';
import { logger } from './shared/observability';

/**
 * The chain of every pipeline stage function: Powertools logger, the state input parsed with zod (a malformed
 * input is a bug, so it fails the Task like any other error), one use case. Errors propagate as they are:
 * their `name` is what the state machine's Retry and Catch match.
 */
export const stageHandler = <S extends z.ZodType, R>(schema: S, run: (input: z.infer<S>) => Promise<R>) =>
  middy<z.infer<S>, R>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(parser({ schema }))
    .handler(async (input) => run(input));
