import { CONVERSATION_METADATA_LIMITS, type Conversation, type MetadataValue } from './model';
import type { InteractionTurns } from './ports';

/**
 * The bridge from a recording to a scorecard, defined once: a completed transcript job's CustomerInteraction
 * becomes one audit conversation. Turns keep their role (agent, customer, other, unknown) and text; start_ms
 * becomes the turn timestamp in seconds from the start of the call. The conversation id is the job id unless
 * the caller maps it to one of its own; the job id is kept beside it either way, so a scorecard can find the
 * recording.
 */
export const conversationFromInteraction = (
  interaction: InteractionTurns,
  conversationId: string = interaction.jobId,
  jobMetadata: Readonly<Record<string, unknown>> = {},
): Conversation => {
  const metadata = conversationMetadataOf(jobMetadata);
  return {
    id: conversationId,
    transcript: interaction.turns.map((turn) => ({ role: turn.role, text: turn.text, timestamp: turn.startMs / 1000 })),
    transcriptJobId: interaction.jobId,
    ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
  };
};

/**
 * A transcript job's metadata as the conversation's (what insights group by): its top-level string, number and
 * boolean fields within the conversation metadata limits, the first CONVERSATION_METADATA_LIMITS.keys of them.
 * Nested values and longer texts are not grouping keys and are left out.
 */
export const conversationMetadataOf = (jobMetadata: Readonly<Record<string, unknown>>): Record<string, MetadataValue> =>
  Object.fromEntries(
    Object.entries(jobMetadata)
      .filter(
        (entry): entry is [string, MetadataValue] =>
          entry[0].length > 0 &&
          entry[0].length <= CONVERSATION_METADATA_LIMITS.keyLength &&
          (typeof entry[1] === 'number' ||
            typeof entry[1] === 'boolean' ||
            (typeof entry[1] === 'string' && entry[1].length <= CONVERSATION_METADATA_LIMITS.valueLength)),
      )
      .slice(0, CONVERSATION_METADATA_LIMITS.keys),
  );
