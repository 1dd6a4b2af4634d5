import { parser } from '@aws-lambda-powertools/parser/middleware';
import type * as z from 'zod';
import { taskHandler } from './shared/task';

/**
 * The chain of every pipeline stage function: the shared task chain, the state input parsed with zod (a
 * malformed input is a bug, so it fails the Task like any other error), one use case.
 */
export const stageHandler = <S extends z.ZodType, R>(schema: S, run: (input: z.infer<S>) => Promise<R>) =>
  taskHandler<z.infer<S>, R>()
    .use(parser({ schema }))
    .handler(async (input) => run(input));
