import * as z from 'zod';
import { BEDROCK_MODEL_ENV } from '../lib/definitions';
import { transcriptTaskSchema } from '../schemas/transcripts';
import { bedrockContextualizer, createBedrockRuntimeClient } from '../src/adapters/llm/bedrock-contextualizer';
import { openAiCompatibleContextualizer } from '../src/adapters/llm/openai-compatible-contextualizer';
import type { Contextualizer } from '../src/transcripts/ports';
import { offlineContextualizer } from '../src/transcripts/offline-contextualizer';
import { contextualizeTranscript } from '../src/transcripts/pipeline';
import { readConfig } from './shared/config';
import { runtimeMode, transcriptJobs, transcriptObjects } from './transcript-adapters';
import { stageHandler } from './transcript-stage';

const config = readConfig(
  z.object({
    /** Optional: an OpenAI-compatible endpoint (e.g. a local Ollama) instead of the default for the runtime. */
    TRANSCRIPT_CONTEXTUALIZER_URL: z.string().url().optional(),
    TRANSCRIPT_CONTEXTUALIZER_MODEL: z.string().min(1).default('llama3.1'),
    TRANSCRIPT_CONTEXTUALIZER_API_KEY: z.string().min(1).optional(),
  }),
);

const CONTEXTUALIZER_TIMEOUT_MS = 240_000;

/**
 * An OpenAI-compatible endpoint when one is configured; otherwise Bedrock in AWS and the deterministic term
 * matcher (not an LLM) in the sandbox.
 */
const chooseContextualizer = (): Contextualizer => {
  if (config.TRANSCRIPT_CONTEXTUALIZER_URL) {
    return openAiCompatibleContextualizer({
      baseUrl: config.TRANSCRIPT_CONTEXTUALIZER_URL,
      model: config.TRANSCRIPT_CONTEXTUALIZER_MODEL,
      timeoutMs: CONTEXTUALIZER_TIMEOUT_MS,
      ...(config.TRANSCRIPT_CONTEXTUALIZER_API_KEY ? { apiKey: config.TRANSCRIPT_CONTEXTUALIZER_API_KEY } : {}),
    });
  }
  if (runtimeMode() === 'aws') {
    // Model ids per context_model tier, injected by the stack from its stage configuration (invokeBedrock).
    const name = z.string().min(1);
    const models = readConfig(z.object({ [BEDROCK_MODEL_ENV.fast]: name, [BEDROCK_MODEL_ENV.medium]: name, [BEDROCK_MODEL_ENV.high]: name }));
    return bedrockContextualizer({
      client: createBedrockRuntimeClient(),
      models: { fast: models[BEDROCK_MODEL_ENV.fast]!, medium: models[BEDROCK_MODEL_ENV.medium]!, high: models[BEDROCK_MODEL_ENV.high]! },
    });
  }
  return offlineContextualizer;
};

const deps = { jobs: transcriptJobs(), objects: transcriptObjects(), contextualizer: chooseContextualizer() };

export const handler = stageHandler(transcriptTaskSchema, (input) => contextualizeTranscript(deps, input));
