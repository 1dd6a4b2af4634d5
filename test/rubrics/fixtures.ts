import { toWire, type SnakeCased } from '../../src/adapters/wire-case';
import type { Criterion, RubricDefinition } from '../../src/rubrics/rubric';

export const greeting: Criterion = {
  id: 'greeting',
  name: 'Greeting',
  weight: 0.4,
  prompt: 'Did the agent greet the customer by name and introduce themselves?',
  scale: { type: 'ordinal', labels: ['no', 'partial', 'yes'] },
};

export const resolution: Criterion = {
  id: 'resolution',
  name: 'Resolution',
  weight: 0.6,
  prompt: 'How completely was the refund request resolved?',
  scale: { type: 'continuous', range: [0, 10] },
};

export const rubricDefinition = (overrides: Partial<RubricDefinition> = {}): RubricDefinition => ({
  version: '1.0.0',
  criteria: [greeting, resolution],
  minScore: 0,
  maxScore: 100,
  ...overrides,
});

/** The same definition as a request body (the contract's snake_case), with wire-shaped overrides. */
export const rubricBody = (overrides: Partial<SnakeCased<RubricDefinition>> = {}): SnakeCased<RubricDefinition> => ({
  ...toWire(rubricDefinition()),
  ...overrides,
});
