import type { DeliveryRecord } from '../../../src/callbacks/ports';
import { readFile } from 'node:fs/promises';
import type { CustomerInteraction } from '../../../schemas/customer-interaction';
import type { JobError } from '../../../schemas/events';
import type { TranscriptAudio } from '../../../client/types';
import { tokens } from '../../../src/transcripts/words';

/** Helpers for driving the transcript API of a running sandbox like a client would. */

export const validRequest = (
  audioUrl: string,
  overrides: { idempotencyKey?: string; config?: Record<string, unknown>; metadata?: Record<string, unknown> } = {},
) => ({
  callback: { url: 'https://callbacks.example.com/transcripts', events: ['completed', 'failed'] },
  metadata: overrides.metadata ?? { ticket: 'T-1', nested: { tags: ['a', 'b'], n: 1.5, none: null } },
  idempotencyKey: overrides.idempotencyKey ?? `key-${Math.random().toString(36).slice(2)}`,
  payload: { input: { audio_url: audioUrl }, config: overrides.config ?? {} },
});

export const postTranscript = async (baseUrl: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${baseUrl}/v1/transcripts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
};

/** GET's body as the tests read it: fields that only some statuses carry are typed as present (tests assert them). */
export interface JobResponse {
  readonly jobId: string;
  readonly status: string;
  readonly metadata: Record<string, unknown>;
  readonly history: { readonly status: string; readonly at: string }[];
  readonly result: CustomerInteraction;
  readonly error: JobError;
  readonly callbackDeliveries: DeliveryRecord[];
  readonly type?: string;
}

export const getTranscript = async (baseUrl: string, jobId: string) => {
  const response = await fetch(`${baseUrl}/v1/transcripts/${jobId}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as JobResponse };
};

/** GET /v1/transcripts/{id}/audio: the link (200) or the problem (4xx). */
export const getTranscriptAudio = async (baseUrl: string, jobId: string) => {
  const response = await fetch(`${baseUrl}/v1/transcripts/${jobId}/audio`);
  return { status: response.status, body: (await response.json()) as TranscriptAudio & { readonly detail?: string } };
};

/** The scripted call the fixtures were synthesized from (test/fixtures/audio/call-script.tsv). */
export const callScript = async (): Promise<{ speaker: 'agent' | 'customer'; text: string }[]> =>
  (await readFile(new URL('../../fixtures/audio/call-script.tsv', import.meta.url), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [speaker, text] = line.split('\t');
      return { speaker: speaker as 'agent' | 'customer', text: text ?? '' };
    });

/** Word error rate: word-level edit distance over the reference length. */
export const wordErrorRate = (reference: string, hypothesis: string): number => {
  const ref = tokens(reference);
  const hyp = tokens(hypothesis);
  let previous = Array.from({ length: hyp.length + 1 }, (_, i) => i);
  for (let i = 1; i <= ref.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j += 1) {
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1)));
    }
    previous = current;
  }
  return previous[hyp.length]! / ref.length;
};
