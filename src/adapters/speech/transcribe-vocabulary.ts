import { createHash } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  BadRequestException,
  ConflictException,
  CreateVocabularyCommand,
  DeleteVocabularyCommand,
  GetVocabularyCommand,
  LimitExceededException,
  ListVocabulariesCommand,
  NotFoundException,
  type LanguageCode,
  type TranscribeClient,
} from '@aws-sdk/client-transcribe';
import { TRANSCRIBE_VOCABULARY_PREFIX } from '../../../lib/definitions/transcripts';
import { TRANSCRIBE_LOCALE_BY_LANGUAGE } from '../../transcripts/languages';
import type { CustomVocabularies, VocabularyJanitor, VocabularyState } from '../../transcripts/ports';
import type { VocabularyUsage } from '../dynamodb/vocabulary-usage';

/**
 * A job's key terms as an Amazon Transcribe custom vocabulary in the table format (the list format, `Phrases`, is
 * being deprecated): a text file of tab-separated columns Phrase, SoundsLike, IPA and DisplayAs under a header
 * row, LF line ends, at most 50 KB, written to the results bucket and named in CreateVocabulary's
 * VocabularyFileUri (Transcribe reads it with the caller's permissions). The vocabulary is named after a hash of
 * its language and table (`ccp-<hash>`), so every job with the same key terms shares one: a READY or PENDING
 * one is reused, a missing one created. When it is used is recorded (VocabularyUsage) for the cleanup, which
 * deletes only `ccp-*` vocabularies unused for a while (the account holds at most 100).
 */

/** Transcribe's limits: an entry of at most 256 characters, the whole file at most 50 KB. */
const MAX_ENTRY_CHARACTERS = 256;
const MAX_VOCABULARY_BYTES = 50 * 1024;

export const VOCABULARY_TABLE_HEADER = 'Phrase\tSoundsLike\tIPA\tDisplayAs';

const DIGIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

const isEnglish = (locale: string) => locale.startsWith('en-');

/**
 * One key term as a Phrase in the language's character set, or undefined when it cannot be written: words joined
 * by hyphens (no spaces in the Phrase column); English takes only a-z, A-Z, apostrophe and period (digits spelled
 * as words: "order 4719" → "order-four-seven-one-nine"); other languages their letters, apostrophe and period
 * (digits cannot be spelled for them here, so such terms are left out).
 */
export const vocabularyEntry = (term: string, locale: string): string | undefined => {
  const english = isEnglish(locale);
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

/**
 * How Transcribe should write the term when it hears it (DisplayAs): the term as the caller wrote it, with single
 * spaces, when that differs from the Phrase and uses only letters, spaces, apostrophes, periods and hyphens.
 */
const displayForm = (term: string, phrase: string, locale: string): string => {
  const written = term.trim().replace(/\s+/g, ' ');
  const allowed = isEnglish(locale) ? /^[A-Za-z'. -]+$/ : /^[\p{L}\p{M}'. -]+$/u;
  return written !== phrase && written.length <= MAX_ENTRY_CHARACTERS && allowed.test(written) ? written : '';
};

/**
 * The vocabulary table of these key terms: one row per distinct Phrase (sorted, so the same terms in any order
 * give the same file), SoundsLike and IPA left empty (Transcribe no longer reads them), within 50 KB (later rows
 * left out past it).
 */
export const vocabularyTable = (terms: readonly string[], locale: string): { readonly text: string; readonly phrases: number } => {
  const rows = new Map<string, string>();
  for (const term of terms) {
    const phrase = vocabularyEntry(term, locale);
    if (phrase && !rows.has(phrase)) rows.set(phrase, `${phrase}\t\t\t${displayForm(term, phrase, locale)}`);
  }
  let text = `${VOCABULARY_TABLE_HEADER}\n`;
  let phrases = 0;
  for (const phrase of [...rows.keys()].sort()) {
    const row = `${rows.get(phrase)!}\n`;
    if (Buffer.byteLength(text + row) > MAX_VOCABULARY_BYTES) break;
    text += row;
    phrases += 1;
  }
  return { text, phrases };
};

/** The same language and table always give the same name. */
export const vocabularyName = (locale: string, table: string): string =>
  `${TRANSCRIBE_VOCABULARY_PREFIX}${createHash('sha256').update(`${locale}\n${table}`).digest('hex').slice(0, 32)}`;

/** Where a vocabulary's table file is kept: next to the transcripts, named after the vocabulary. */
export const vocabularyFileKey = (name: string) => `vocabularies/${name}.txt`;

type Described =
  { readonly state: 'READY' | 'PENDING' } | { readonly state: 'FAILED'; readonly reason: string } | { readonly state: 'MISSING' };

const describe = async (client: TranscribeClient, name: string): Promise<Described> => {
  try {
    const answer = await client.send(new GetVocabularyCommand({ VocabularyName: name }));
    if (answer.VocabularyState === 'FAILED') return { state: 'FAILED', reason: answer.FailureReason ?? 'no reason given' };
    return { state: answer.VocabularyState === 'READY' ? 'READY' : 'PENDING' };
  } catch (error) {
    // Transcribe answers an unknown vocabulary with BadRequestException and this message; NotFoundException too, per its API reference.
    const missing =
      error instanceof NotFoundException || (error instanceof BadRequestException && /vocabulary couldn't be found/i.test(error.message));
    if (missing) return { state: 'MISSING' };
    throw error;
  }
};

export interface TranscribeVocabulariesDeps {
  readonly client: TranscribeClient;
  readonly s3: S3Client;
  /** The bucket the table files are written to (the transcripts bucket). */
  readonly bucket: string;
  readonly usage: VocabularyUsage;
}

/** The production custom vocabularies: Amazon Transcribe (offline, its local emulation). */
export const transcribeVocabularies = (deps: TranscribeVocabulariesDeps): CustomVocabularies & VocabularyJanitor => {
  const stateOf = (described: Described, name: string, phrases: number): VocabularyState => {
    switch (described.state) {
      case 'READY':
      case 'PENDING':
        return { state: described.state, name, phrases };
      case 'FAILED':
        return {
          state: 'UNAVAILABLE',
          fallback: 'failed',
          reason: `Amazon Transcribe could not build the vocabulary: ${described.reason}`,
          name,
          phrases,
        };
      case 'MISSING':
        return {
          state: 'UNAVAILABLE',
          fallback: 'refused',
          reason: 'The vocabulary was deleted while the job waited for it.',
          name,
          phrases,
        };
    }
  };

  /** Transcribe answered with an error: the job still transcribes without the vocabulary, and says why. */
  const refused = (error: unknown, name: string, phrases: number): VocabularyState => ({
    state: 'UNAVAILABLE',
    fallback: 'refused',
    reason: `Amazon Transcribe refused the vocabulary: ${(error as Error).name}: ${(error as Error).message}`,
    name,
    phrases,
  });

  /** Creates the vocabulary from its table file; a concurrent job creating the same one first is as good. */
  const create = async (name: string, locale: LanguageCode, table: string): Promise<Described | VocabularyState> => {
    const key = vocabularyFileKey(name);
    await deps.s3.send(new PutObjectCommand({ Bucket: deps.bucket, Key: key, Body: table, ContentType: 'text/plain; charset=utf-8' }));
    try {
      await deps.client.send(
        new CreateVocabularyCommand({ VocabularyName: name, LanguageCode: locale, VocabularyFileUri: `s3://${deps.bucket}/${key}` }),
      );
    } catch (error) {
      if (error instanceof ConflictException) return { state: 'PENDING' };
      // No vocabulary was made of it: the file goes too (the cleanup only looks at vocabularies).
      await deps.s3.send(new DeleteObjectCommand({ Bucket: deps.bucket, Key: key }));
      if (!(error instanceof LimitExceededException)) throw error;
      return {
        state: 'UNAVAILABLE',
        fallback: 'quota-reached',
        reason: `The account's custom vocabularies are at their quota: ${error.message}`,
        phrases: 0,
      };
    }
    return { state: 'PENDING' };
  };

  return {
    prepare: async ({ language, terms, at }) => {
      const locale = (TRANSCRIBE_LOCALE_BY_LANGUAGE as Readonly<Record<string, LanguageCode>>)[language];
      if (!locale)
        return {
          state: 'UNAVAILABLE',
          fallback: 'refused',
          reason: `Amazon Transcribe does not support the language "${language}".`,
          phrases: 0,
        };
      const table = vocabularyTable(terms, locale);
      if (table.phrases === 0) {
        return {
          state: 'UNAVAILABLE',
          fallback: 'no-eligible-terms',
          reason: `No key term can be written in the ${locale} character set of custom vocabularies.`,
          phrases: 0,
        };
      }
      const name = vocabularyName(locale, table.text);
      let current: Described | VocabularyState;
      try {
        const found = await describe(deps.client, name);
        current = found.state === 'MISSING' ? await create(name, locale, table.text) : found;
      } catch (error) {
        return refused(error, name, table.phrases);
      }
      if ('fallback' in current) return { ...current, phrases: table.phrases };
      // A vocabulary in use is not unused: the cleanup leaves it. A FAILED one is left to age out.
      if (current.state !== 'FAILED') await deps.usage.touch(name, at);
      return stateOf(current, name, table.phrases);
    },

    state: async ({ name, phrases }) => {
      try {
        return stateOf(await describe(deps.client, name), name, phrases);
      } catch (error) {
        return refused(error, name, phrases);
      }
    },

    list: async () => {
      const vocabularies: { name: string; modifiedAt: Date }[] = [];
      let nextToken: string | undefined;
      do {
        // NameContains matches anywhere and ignores case: only names that start with the prefix are this service's.
        const page = await deps.client.send(
          new ListVocabulariesCommand({ NameContains: TRANSCRIBE_VOCABULARY_PREFIX, MaxResults: 100, NextToken: nextToken }),
        );
        for (const vocabulary of page.Vocabularies ?? []) {
          if (vocabulary.VocabularyName?.startsWith(TRANSCRIBE_VOCABULARY_PREFIX)) {
            vocabularies.push({ name: vocabulary.VocabularyName, modifiedAt: vocabulary.LastModifiedTime ?? new Date(0) });
          }
        }
        nextToken = page.NextToken;
      } while (nextToken);
      const used = await deps.usage.lastUsed(vocabularies.map((v) => v.name));
      return vocabularies.map((v) => ({ ...v, ...(used.has(v.name) ? { usedAt: used.get(v.name)! } : {}) }));
    },

    delete: async (name, unusedSince) => {
      if (!(await deps.usage.forget(name, unusedSince))) return false;
      try {
        await deps.client.send(new DeleteVocabularyCommand({ VocabularyName: name }));
      } catch (error) {
        if ((await describe(deps.client, name)).state !== 'MISSING') throw error;
      }
      await deps.s3.send(new DeleteObjectCommand({ Bucket: deps.bucket, Key: vocabularyFileKey(name) }));
      return true;
    },
  };
};
