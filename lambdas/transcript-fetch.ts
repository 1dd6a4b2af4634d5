import { jobTaskSchema } from '../schemas/transcripts';
import { fetchAudio } from '../src/transcripts/pipeline';
import { stageHandler } from './transcript-stage';
import { audioIngest, transcriptJobs } from './wiring';

const deps = { jobs: transcriptJobs(), ingestor: audioIngest() };

/** fetch stage: returns the stored audio's key and properties (the state keeps only these). */
export const handler = stageHandler(jobTaskSchema, ({ jobId }) => fetchAudio(deps, jobId));
