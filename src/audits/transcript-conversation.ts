import type { Conversation } from './model';
import type { InteractionTurns } from './ports';

/**
 * The bridge from a recording to a scorecard, defined once: a completed transcript job's CustomerInteraction
 * becomes one audit conversation. Turns keep their role (agent, customer, other, unknown) and text; start_ms
 * becomes the turn timestamp in seconds from the start of the call. The conversation id is the job id unless
 * the caller maps it to one of its own; the job id is kept beside it either way, so a scorecard can find the
 * recording.
 */
export const conversationFromInteraction = (interaction: InteractionTurns, conversationId: string = interaction.jobId): Conversation => ({
  id: conversationId,
  transcript: interaction.turns.map((turn) => ({ role: turn.role, text: turn.text, timestamp: turn.startMs / 1000 })),
  transcriptJobId: interaction.jobId,
});
