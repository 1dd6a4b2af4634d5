import { createHash } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  CreateVocabularyCommand,
  GetVocabularyCommand,
  LimitExceededException,
  NotFoundException,
  type LanguageCode,
  type TranscribeClient,
} from '@aws-sdk/client-transcribe';
import { TRANSCRIBE_VOCABULARY_PREFIX } from '../../../lib/definitions/transcripts';
import type { VocabularyOutcome } from '../../transcripts/model';

/**
 * A job's key terms, given to Amazon Transcribe itself as a custom vocabulary (list format: `Phrases`). The
 * vocabulary is named after a hash of its language and phrases, so jobs with the same key terms share one
 * (100 per account is Transcribe's quota); it is created when missing and used once READY. Whatever goes wrong
 * — the quota reached, creation refused, not READY within the wait — the job runs without it, and the outcome
 * says why. Post-correction runs in every case.
 */

/** Transcribe's limits: an entry of at most 256 characters, the whole vocabulary at most 50 KB. */
const MAX_ENTRY_CHARACTERS = 256;
const MAX_VOCABULARY_BYTES = 50 * 1024;

const DIGIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/**
 * One key term as a vocabulary entry in the language's character set, or undefined when it cannot be written:
 * words joined by hyphens (Transcribe's rule for multi-word entries); English takes only a-z, A-Z, apostrophe
 * and period (digits spelled as words: "order 4719" → "order-four-seven-one-nine"); other languages their
 * letters, apostrophe and period (digits cannot be spelled for them here, so such terms are left out).
 */
export const vocabularyEntry = (term: string, locale: string): string | undefined => {
  const english = locale.startsWith('en-');
  if (!english && /\d/.test(term)) return undefined;
  const spelled = english ? term.replace(/\d/g, (digit) => ` ${DIGIT_WORDS[Number(digit)]} `) : term;
  const allowed = english ? /[^A-Za-z'.]/g : /[^\p{L}\p{M}'.]/gu;
  const words = spelled
    .split(/[\s-]+/)
    .map((word) => word.replace(allowed, ''))
    .filter((word) => /[\p{L}]/u.test(word));
  const entry = words.join('-');
  return entry && entry.length <= MAX_ENTRY_CHARACTERS ? entry : undefined;
};

/** The job's key terms as vocabulary entries, without duplicates, within 50 KB (later terms left out past it). */
export const vocabularyPhrases = (keyterms: readonly string[], locale: string): string[] => {
  const phrases: string[] = [];
  let bytes = 0;
  for (const entry of new Set(keyterms.flatMap((term) => vocabularyEntry(term, locale) ?? []))) {
    bytes += Buffer.byteLength(entry) + 1;
    if (bytes > MAX_VOCABULARY_BYTES) break;
    phrases.push(entry);
  }
  return phrases;
};

/** The same language and phrases (in any order) always give the same name. */
export const vocabularyName = (locale: string, phrases: readonly string[]): string =>
  `${TRANSCRIBE_VOCABULARY_PREFIX}${createHash('sha256').update([locale, ...[...phrases].sort()].join('\n')).digest('hex').slice(0, 32)}`;

export interface VocabularyWait {
  /** How long to wait for a new vocabulary to become READY before starting without it. */
  readonly maxWaitMs: number;
  readonly pollMs: number;
  readonly sleep: (ms: number) => Promise<void>;
}

type VocabularyState = 'PENDING' | 'READY' | 'FAILED' | 'MISSING';

const stateOf = async (client: TranscribeClient, name: string): Promise<{ state: VocabularyState; failureReason?: string }> => {
  try {
    const answer = await client.send(new GetVocabularyCommand({ VocabularyName: name }));
    return { state: (answer.VocabularyState ?? 'PENDING') as VocabularyState, ...(answer.FailureReason ? { failureReason: answer.FailureReason } : {}) };
  } catch (error) {
    // Transcribe answers an unknown vocabulary with BadRequestException and this message; NotFoundException too, per its API reference.
    const missing = error instanceof NotFoundException || (error instanceof BadRequestException && /vocabulary couldn't be found/i.test(error.message));
    if (missing) return { state: 'MISSING' };
    throw error;
  }
};

/** Finds or creates the vocabulary of these key terms and waits (bounded) for it to be READY. */
export const prepareVocabulary = async (
  client: TranscribeClient,
  request: { readonly keyterms: readonly string[]; readonly locale: string },
  wait: VocabularyWait,
): Promise<VocabularyOutcome> => {
  const phrases = vocabularyPhrases(request.keyterms, request.locale);
  if (phrases.length === 0) return { used: false, phrases: 0, reason: `No key term can be written in the ${request.locale} character set of custom vocabularies.` };
  const name = vocabularyName(request.locale, phrases);
  const notUsed = (reason: string): VocabularyOutcome => ({ used: false, name, phrases: phrases.length, reason });
  try {
    let { state, failureReason } = await stateOf(client, name);
    if (state === 'MISSING') {
      try {
        await client.send(new CreateVocabularyCommand({ VocabularyName: name, LanguageCode: request.locale as LanguageCode, Phrases: phrases }));
      } catch (error) {
        if (error instanceof LimitExceededException) return notUsed(`The account's custom vocabularies are at their quota: ${error.message}`);
        // Another job with the same key terms created it first: wait for that one.
        if (!(error instanceof ConflictException)) throw error;
      }
      state = 'PENDING';
    }
    const deadline = Date.now() + wait.maxWaitMs;
    while (state === 'PENDING' && Date.now() < deadline) {
      await wait.sleep(wait.pollMs);
      ({ state, failureReason } = await stateOf(client, name));
    }
    if (state === 'READY') return { used: true, name, phrases: phrases.length };
    if (state === 'FAILED') return notUsed(`Amazon Transcribe could not build the vocabulary: ${failureReason ?? 'no reason given'}`);
    return notUsed(`The vocabulary was not READY within ${Math.round(wait.maxWaitMs / 1000)} s (${state}); later jobs with the same key terms will use it.`);
  } catch (error) {
    // The job still transcribes without it; the reason is kept with the result.
    return notUsed(`Amazon Transcribe refused the vocabulary: ${(error as Error).name}: ${(error as Error).message}`);
  }
};
