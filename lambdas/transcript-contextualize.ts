import * as z from 'zod';
import { BEDROCK_MODEL_ENV } from '../lib/definitions';
import { transcriptTaskSchema } from '../schemas/transcripts';
import { createBedrockRuntimeClient } from '../src/adapters/aws/clients';
import { bedrockContextualizer } from '../src/adapters/llm/bedrock-contextualizer';
import { contextualizeTranscript } from '../src/transcripts/pipeline';
import { readConfig } from './shared/config';
import { transcriptJobs, transcriptObjects } from './transcript-adapters';
import { stageHandler } from './transcript-stage';

// Model ids per context_model tier, injected by the stack from its stage configuration (invokeBedrock).
const name = z.string().min(1);
const models = readConfig(z.object({ [BEDROCK_MODEL_ENV.fast]: name, [BEDROCK_MODEL_ENV.medium]: name, [BEDROCK_MODEL_ENV.high]: name }));

/** One call of up to 2,048 output tokens; a stuck attempt is cut off well inside the stage's 300 s. */
const CONVERSE_CLIENT = { attemptTimeoutMs: 100_000, maxAttempts: 3 };

const deps = {
  jobs: transcriptJobs(),
  objects: transcriptObjects(),
  contextualizer: bedrockContextualizer({
    client: createBedrockRuntimeClient(CONVERSE_CLIENT),
    models: { fast: models[BEDROCK_MODEL_ENV.fast]!, medium: models[BEDROCK_MODEL_ENV.medium]!, high: models[BEDROCK_MODEL_ENV.high]! },
  }),
};

export const handler = stageHandler(transcriptTaskSchema, (input) => contextualizeTranscript(deps, input));
