import { LanguageCode } from '@aws-sdk/client-transcribe';
import { SANDBOX_ACCOUNT, SANDBOX_REGION } from '../environment';

/**
 * The local Transcribe's custom vocabularies (CreateVocabulary, GetVocabulary, ListVocabularies,
 * DeleteVocabulary), validated as Transcribe validates them: name rules, one of Phrases or VocabularyFileUri,
 * entries of at most 256 characters in the language's character set (English: a-z, A-Z, apostrophe, hyphen,
 * period; multi-word entries hyphenated), at most 50 KB, at most 100 vocabularies in the account. A vocabulary
 * is PENDING when created and READY `readyAfterMs` later, as Transcribe processes it in the background.
 */

/** Transcribe also knows FAILED; the sandbox validates entries when the vocabulary is created, so none fails later. */
export type VocabularyState = 'PENDING' | 'READY';

export interface Vocabulary {
  readonly name: string;
  readonly languageCode: string;
  readonly phrases: readonly string[];
  state: VocabularyState;
  lastModifiedTime: number;
}

export type TranscribeErrorName = 'BadRequestException' | 'ConflictException' | 'NotFoundException' | 'LimitExceededException';

/** A Transcribe API error: `__type` on the wire, the SDK's exception class of that name on the caller's side. */
export class TranscribeApiError extends Error {
  constructor(name: TranscribeErrorName, message: string) {
    super(message);
    this.name = name;
  }
}

export const badRequest = (message: string) => new TranscribeApiError('BadRequestException', message);

/** Transcribe's quota of custom vocabularies per account and region. */
export const MAX_VOCABULARIES = 100;
const MAX_VOCABULARY_BYTES = 50 * 1024;
const MAX_ENTRY_CHARACTERS = 256;
const VOCABULARY_NAME = /^[0-9a-zA-Z._-]{1,200}$/;
const LANGUAGE_CODES = new Set<string>(Object.values(LanguageCode));
/** English character set: letters, apostrophe, hyphen (between the words of one entry), period (acronyms). */
const ENGLISH_ENTRY = /^[A-Za-z'.]+(-[A-Za-z'.]+)*$/;
/** Other languages: their letters (any script, with combining marks), apostrophe, hyphen, period. */
const OTHER_ENTRY = /^[\p{L}\p{M}'.]+(-[\p{L}\p{M}'.]+)*$/u;
const INVALID_ENTRIES =
  'The vocabulary that you’re trying to create contains invalid characters or incorrectly formatted terms. See the developer guide for more information.';

export const VOCABULARY_NOT_FOUND = "The requested vocabulary couldn't be found. Check the vocabulary name and try your request again.";

export const vocabularyArn = (name: string) => `arn:aws:transcribe:${SANDBOX_REGION}:${SANDBOX_ACCOUNT}:vocabulary/${name}`;

const validName = (name: unknown): string => {
  if (typeof name !== 'string' || !VOCABULARY_NAME.test(name)) {
    throw badRequest('VocabularyName must be 1 to 200 characters of letters, digits, ".", "_" and "-".');
  }
  return name;
};

export class VocabularyStore {
  private readonly vocabularies = new Map<string, Vocabulary>();

  constructor(private readonly options: { readonly readyAfterMs: number; readonly maxVocabularies: number }) {}

  /** The name to authorize, checked first (as IAM needs it) without looking at the rest of the request. */
  static nameOf(input: { VocabularyName?: unknown }): string {
    return validName(input.VocabularyName);
  }

  create(input: { VocabularyName?: unknown; LanguageCode?: unknown; Phrases?: unknown; VocabularyFileUri?: unknown }): Vocabulary {
    const name = validName(input.VocabularyName);
    const languageCode = String(input.LanguageCode ?? '');
    if (!LANGUAGE_CODES.has(languageCode)) {
      throw badRequest(`1 validation error detected: Value '${languageCode}' at 'languageCode' failed to satisfy constraint: Member must satisfy enum value set.`);
    }
    if ((input.Phrases === undefined) === (input.VocabularyFileUri === undefined)) {
      throw badRequest('Specify either Phrases or VocabularyFileUri, not both and not neither.');
    }
    if (input.VocabularyFileUri !== undefined) {
      throw badRequest("The sandbox's local Transcribe creates vocabularies from Phrases only; VocabularyFileUri is not supported.");
    }
    const phrases = input.Phrases;
    if (!Array.isArray(phrases) || phrases.some((p) => typeof p !== 'string')) throw badRequest('Phrases must be a list of strings.');
    if (phrases.some((p: string) => p.length > MAX_ENTRY_CHARACTERS)) {
      throw badRequest(`1 validation error detected: Value at 'phrases' failed to satisfy constraint: Member must have length less than or equal to ${MAX_ENTRY_CHARACTERS}.`);
    }
    const entry = languageCode.startsWith('en-') ? ENGLISH_ENTRY : OTHER_ENTRY;
    if (phrases.some((p: string) => !entry.test(p)) || Buffer.byteLength(phrases.join('\n')) > MAX_VOCABULARY_BYTES) throw badRequest(INVALID_ENTRIES);
    if (this.vocabularies.has(name)) throw new TranscribeApiError('ConflictException', 'The requested vocabulary name already exists. Use a different vocabulary name.');
    if (this.vocabularies.size >= this.options.maxVocabularies) {
      throw new TranscribeApiError('LimitExceededException', `You have reached the limit of ${this.options.maxVocabularies} custom vocabularies in this account. Delete one and try your request again.`);
    }
    const vocabulary: Vocabulary = { name, languageCode, phrases: [...(phrases as string[])], state: 'PENDING', lastModifiedTime: Date.now() };
    this.vocabularies.set(name, vocabulary);
    setTimeout(() => {
      vocabulary.state = 'READY';
      vocabulary.lastModifiedTime = Date.now();
    }, this.options.readyAfterMs).unref();
    return vocabulary;
  }

  get(name: string): Vocabulary {
    const vocabulary = this.vocabularies.get(name);
    // Transcribe answers an unknown vocabulary with BadRequestException, not NotFoundException (as for jobs).
    if (!vocabulary) throw badRequest(VOCABULARY_NOT_FOUND);
    return vocabulary;
  }

  find(name: string): Vocabulary | undefined {
    return this.vocabularies.get(name);
  }

  list(): Vocabulary[] {
    return [...this.vocabularies.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  delete(name: string): void {
    this.get(name);
    this.vocabularies.delete(name);
  }
}

const epochSeconds = (ms: number) => ms / 1000;

/** How CreateVocabulary, GetVocabulary and ListVocabularies describe a vocabulary. */
export const describeVocabulary = (v: Vocabulary) => ({
  VocabularyName: v.name,
  LanguageCode: v.languageCode,
  VocabularyState: v.state,
  LastModifiedTime: epochSeconds(v.lastModifiedTime),
});
