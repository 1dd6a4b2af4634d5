import { customerInteractionSchema } from '../schemas/customer-interaction';
import { finalizeTaskSchema } from '../schemas/transcripts';
import { finalizeInteraction } from '../src/transcripts/pipeline';
import { stageHandler } from './transcript-stage';
import { systemClock, transcriptJobs, transcriptObjects } from './wiring';

const deps = {
  jobs: transcriptJobs(),
  objects: transcriptObjects(),
  clock: systemClock,
  validate: (document: unknown) => {
    const checked = customerInteractionSchema.safeParse(document);
    if (!checked.success) {
      throw new Error(checked.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    }
  },
};

export const handler = stageHandler(finalizeTaskSchema, (input) => finalizeInteraction(deps, input));
