import { z } from 'zod';
import { transcriptTaskSchema } from '../schemas/transcripts';
import { bedrockContextualizer, createBedrockRuntimeClient } from '../src/adapters/llm/bedrock-contextualizer';
import { offlineContextualizer } from '../src/transcripts/offline-contextualizer';
import { contextualizeTranscript } from '../src/transcripts/pipeline';
import { readConfig } from './shared/config';
import { runtimeMode, transcriptJobs, transcriptObjects } from './transcript-adapters';
import { stageHandler } from './transcript-stage';

const config = readConfig(
  z.object({
    TRANSCRIPT_CONTEXT_MODEL_FAST: z.string().min(1),
    TRANSCRIPT_CONTEXT_MODEL_MEDIUM: z.string().min(1),
    TRANSCRIPT_CONTEXT_MODEL_HIGH: z.string().min(1),
  }),
);

/** Bedrock in AWS; the deterministic term matcher (not an LLM) in the sandbox. */
const contextualizer =
  runtimeMode() === 'aws'
    ? bedrockContextualizer({
        client: createBedrockRuntimeClient(),
        models: { fast: config.TRANSCRIPT_CONTEXT_MODEL_FAST, medium: config.TRANSCRIPT_CONTEXT_MODEL_MEDIUM, high: config.TRANSCRIPT_CONTEXT_MODEL_HIGH },
      })
    : offlineContextualizer;

const deps = { jobs: transcriptJobs(), objects: transcriptObjects(), contextualizer };

export const handler = stageHandler(transcriptTaskSchema, (input) => contextualizeTranscript(deps, input));
