import { transcriptTaskSchema } from '../schemas/transcripts';
import { contextualizeTranscript } from '../src/transcripts/pipeline';
import { stageHandler } from './transcript-stage';
import { contextualizer, transcriptJobs, transcriptObjects } from './wiring';

const deps = { jobs: transcriptJobs(), objects: transcriptObjects(), contextualizer: contextualizer() };

export const handler = stageHandler(transcriptTaskSchema, (input) => contextualizeTranscript(deps, input));
