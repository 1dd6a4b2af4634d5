import * as z from 'zod';
import { jobTaskSchema } from '../schemas/transcripts';
import { audioIngestor } from '../src/adapters/audio/ingest';
import { createS3Client } from '../src/adapters/aws/clients';
import { outboundPolicy } from '../src/adapters/http/guarded-http';
import { fetchAudio } from '../src/transcripts/pipeline';
import { readConfig } from './shared/config';
import { audioBucket, runtimeMode, transcriptJobs } from './transcript-adapters';
import { stageHandler } from './transcript-stage';

const config = readConfig(
  z.object({
    TRANSCRIPT_AUDIO_MAX_BYTES: z.coerce.number().int().positive(),
    TRANSCRIPT_AUDIO_MAX_SECONDS: z.coerce.number().int().positive(),
    TRANSCRIPT_AUDIO_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
    TRANSCRIPT_AUDIO_MAX_REDIRECTS: z.coerce.number().int().nonnegative().default(3),
  }),
);

const deps = {
  jobs: transcriptJobs(),
  ingestor: audioIngestor({
    s3: createS3Client(),
    bucket: audioBucket(),
    policy: outboundPolicy(runtimeMode()),
    limits: {
      maxBytes: config.TRANSCRIPT_AUDIO_MAX_BYTES,
      maxDurationMs: config.TRANSCRIPT_AUDIO_MAX_SECONDS * 1000,
      timeoutMs: config.TRANSCRIPT_AUDIO_TIMEOUT_MS,
      maxRedirects: config.TRANSCRIPT_AUDIO_MAX_REDIRECTS,
    },
  }),
};

/** fetch stage: returns the stored audio's key and properties (the state keeps only these). */
export const handler = stageHandler(jobTaskSchema, ({ jobId }) => fetchAudio(deps, jobId));
