import type { ContentBlock } from '@aws-sdk/client-bedrock-runtime';
import type { ConverseEngine, ConverseRequest, EngineAnswer, StopReason } from './converse';

/**
 * Recorded model answers, replayed by the Converse emulation: a test queues Converse responses (committed JSON
 * fixtures in the shape the SDK returns, `ConverseCommandOutput`) and the next calls are answered from them in
 * order, each after the emulation has validated, authorized and counted the request as usual; once the queue is
 * empty the configured engine answers again. The production adapters thus meet a refusal, a truncated answer or a
 * malformed tool call over the wire, exactly as Bedrock would deliver it. The requests answered from recordings
 * are kept, so a test can read the prompt the adapter sent.
 */

/** The parts of a recorded ConverseCommandOutput the replay answers with. */
export interface RecordedConverseResponse {
  readonly output?: { readonly message?: { readonly content?: readonly ContentBlock[] } };
  readonly stopReason: StopReason;
  readonly usage?: { readonly inputTokens?: number; readonly outputTokens?: number };
}

export interface ConverseRecordings {
  /** Answers the next calls with these responses, in order (after any still queued). */
  replay(responses: readonly RecordedConverseResponse[]): void;
  /** How many queued responses no call has used yet. */
  pending(): number;
  /** Every request answered from a recording, oldest first. */
  requests(): readonly ConverseRequest[];
  /** An engine that answers from the queue while it holds responses, and from `fallback` otherwise. */
  engine(fallback: ConverseEngine): ConverseEngine;
}

export const converseRecordings = (): ConverseRecordings => {
  const queue: RecordedConverseResponse[] = [];
  const answered: ConverseRequest[] = [];
  const answerOf = (response: RecordedConverseResponse): EngineAnswer => {
    const { inputTokens, outputTokens } = response.usage ?? {};
    return {
      content: response.output?.message?.content ?? [],
      stopReason: response.stopReason,
      // The recorded counts, when the recording has them: a recorded truncation stays as recorded.
      ...(inputTokens !== undefined && outputTokens !== undefined ? { usage: { inputTokens, outputTokens } } : {}),
    };
  };
  return {
    replay: (responses) => void queue.push(...responses),
    pending: () => queue.length,
    requests: () => answered,
    engine: (fallback) => ({
      answer: async (request, maxTokens) => {
        const recorded = queue.shift();
        if (!recorded) return fallback.answer(request, maxTokens);
        answered.push(request);
        return answerOf(recorded);
      },
    }),
  };
};
