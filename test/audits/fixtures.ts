import type { Conversation } from '../../src/audits/model';
import type { Rubric } from '../../src/rubrics/rubric';
import { rubricDefinition } from '../rubrics/fixtures';

/** A stored rubric (greeting + resolution) and a three-turn refund call, shared by the scoring tests. */
export const scoringRubric: Rubric = { id: 'r1', createdAt: '2026-01-01T00:00:00.000Z', ...rubricDefinition() };

export const refundCall: Conversation = {
  id: 'c-1',
  transcript: [
    { role: 'agent', text: 'Hello, this is Dana from Acme. Am I speaking with Mr. Lee?', timestamp: 0 },
    { role: 'customer', text: 'Yes. I want a refund for my broken kettle.', timestamp: 4 },
    { role: 'agent', text: 'I have issued the refund; it will arrive in 5 days.', timestamp: 9 },
  ],
};
