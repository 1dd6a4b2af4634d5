import { transcriptTaskSchema } from '../schemas/transcripts';
import { profileTranscript } from '../src/transcripts/pipeline';
import { stageHandler } from './transcript-stage';
import { transcriptObjects } from './wiring';

const deps = { objects: transcriptObjects() };

export const handler = stageHandler(transcriptTaskSchema, (input) => profileTranscript(deps, input));
