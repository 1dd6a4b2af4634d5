import { customerInteractionSchema } from '../schemas/customer-interaction';
import { finalizeTaskSchema } from '../schemas/transcripts';
import { toWire } from '../src/adapters/wire-case';
import { finalizeInteraction } from '../src/transcripts/pipeline';
import { stageHandler } from './transcript-stage';
import { recordings, systemClock, transcriptJobs, transcriptObjects } from './wiring';

const deps = {
  jobs: transcriptJobs(),
  objects: transcriptObjects(),
  recordings: recordings(),
  clock: systemClock,
  /** The contract's snake_case, checked against the published schema before it is stored. */
  published: (document: object) => {
    const stored = toWire(document);
    const checked = customerInteractionSchema.safeParse(stored);
    if (!checked.success) {
      throw new Error(
        checked.error.issues
          .slice(0, 5)
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; '),
      );
    }
    return stored;
  },
};

export const handler = stageHandler(finalizeTaskSchema, (input) => finalizeInteraction(deps, input));
