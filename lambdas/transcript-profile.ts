import { transcriptTaskSchema } from '../schemas/transcripts';
import { profileTranscript } from '../src/transcripts/pipeline';
import { transcriptObjects } from './transcript-adapters';
import { stageHandler } from './transcript-stage';

const deps = { objects: transcriptObjects() };

export const handler = stageHandler(transcriptTaskSchema, (input) => profileTranscript(deps, input));
