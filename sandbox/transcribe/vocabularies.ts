import { LanguageCode } from '@aws-sdk/client-transcribe';
import { SANDBOX_ACCOUNT, SANDBOX_REGION } from '../environment';

/**
 * The local Transcribe's custom vocabularies (CreateVocabulary, GetVocabulary, ListVocabularies,
 * DeleteVocabulary), held to what Transcribe holds them to: name rules, one of Phrases (the list format, checked
 * when the vocabulary is created) or VocabularyFileUri (a table file — columns Phrase, SoundsLike, IPA and
 * DisplayAs under a header row, tab-separated, LF line ends — read from S3 when created and checked while it is
 * processed, so a malformed one ends FAILED with a reason), entries of at most 256 characters in the language's
 * character set (English: a-z, A-Z, apostrophe, hyphen, period; multi-word entries hyphenated), at most 50 KB, at
 * most 100 vocabularies in the account and 10 PENDING at once (LimitExceededException past either). A vocabulary
 * is PENDING when created and READY (or FAILED) `readyAfterMs` later, as Transcribe processes it in the
 * background — minutes, by default. Its state is read off a clock (`now`, real time unless a test moves its own),
 * so a test can hold vocabularies PENDING however slow the machine is.
 */

export type VocabularyState = 'PENDING' | 'READY' | 'FAILED';

export interface VocabularyEntry {
  readonly phrase: string;
  /** How Transcribe writes the phrase when it hears it (table format only). */
  readonly displayAs?: string;
}

export interface Vocabulary {
  readonly name: string;
  readonly languageCode: string;
  readonly entries: readonly VocabularyEntry[];
  state: VocabularyState;
  failureReason?: string;
  lastModifiedTime: number;
  /** Creation order: ListVocabularies lists the newest first. */
  readonly sequence: number;
  /** When processing ends, on the store's clock, and how: a table that does not parse ends FAILED with its reason. */
  readonly processedAt: number;
  readonly processingFailure?: string;
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
/** Transcribe's quota of vocabularies being processed (PENDING) at once, per account and region. */
export const MAX_PENDING_VOCABULARIES = 10;
/** How long the local Transcribe takes to process a new vocabulary unless told otherwise: minutes, as Transcribe does. */
export const DEFAULT_VOCABULARY_READY_AFTER_MS = 3 * 60 * 1000;
const MAX_VOCABULARY_BYTES = 50 * 1024;
const MAX_ENTRY_CHARACTERS = 256;
/** ListVocabularies' page size: 5 unless MaxResults says otherwise, at most 100. */
const DEFAULT_PAGE = 5;
const MAX_PAGE = 100;
const VOCABULARY_NAME = /^[0-9a-zA-Z._-]{1,200}$/;
const LANGUAGE_CODES = new Set<string>(Object.values(LanguageCode));
/** English character set: letters, apostrophe, hyphen (between the words of one entry), period (acronyms). */
const ENGLISH_ENTRY = /^[A-Za-z'.]+(-[A-Za-z'.]+)*$/;
/** Other languages: their letters (any script, with combining marks), apostrophe, hyphen, period. */
const OTHER_ENTRY = /^[\p{L}\p{M}'.]+(-[\p{L}\p{M}'.]+)*$/u;
const TABLE_COLUMNS = ['Phrase', 'SoundsLike', 'IPA', 'DisplayAs'];
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

const entryPattern = (languageCode: string) => (languageCode.startsWith('en-') ? ENGLISH_ENTRY : OTHER_ENTRY);

/**
 * A vocabulary table file's entries, or why Transcribe would not build it: the header names the four columns (in
 * any order) once each; every row has four tab-separated values without surrounding spaces; Phrase is required
 * and in the language's character set; SoundsLike and IPA are no longer read; DisplayAs is optional, at most 256
 * characters; LF line ends only; at most 50 KB.
 */
export const parseVocabularyTable = (text: string, languageCode: string): { entries: VocabularyEntry[] } | { failure: string } => {
  if (Buffer.byteLength(text) > MAX_VOCABULARY_BYTES)
    return { failure: `The vocabulary file is larger than ${MAX_VOCABULARY_BYTES / 1024} KB.` };
  if (text.includes('\r')) return { failure: 'The vocabulary file must use LF line endings, not CRLF.' };
  const [header = '', ...rows] = text.replace(/\n$/, '').split('\n');
  const columns = header.split('\t');
  if (columns.length !== TABLE_COLUMNS.length || !TABLE_COLUMNS.every((c) => columns.includes(c))) {
    return { failure: `The vocabulary table's header must name the columns ${TABLE_COLUMNS.join(', ')}, separated by single tabs.` };
  }
  const column = (name: string) => columns.indexOf(name);
  const entries: VocabularyEntry[] = [];
  for (const row of rows) {
    const values = row.split('\t');
    if (values.length !== columns.length || values.some((value) => value !== value.trim())) return { failure: INVALID_ENTRIES };
    const phrase = values[column('Phrase')]!;
    const displayAs = values[column('DisplayAs')]!;
    if (
      !phrase ||
      phrase.length > MAX_ENTRY_CHARACTERS ||
      !entryPattern(languageCode).test(phrase) ||
      displayAs.length > MAX_ENTRY_CHARACTERS
    ) {
      return { failure: INVALID_ENTRIES };
    }
    entries.push({ phrase, ...(displayAs ? { displayAs } : {}) });
  }
  return entries.length > 0 ? { entries } : { failure: 'The vocabulary table has no entries.' };
};

export interface CreateVocabularyInput {
  VocabularyName?: unknown;
  LanguageCode?: unknown;
  Phrases?: unknown;
  VocabularyFileUri?: unknown;
}

export class VocabularyStore {
  private readonly vocabularies = new Map<string, Vocabulary>();
  private created = 0;

  constructor(private readonly options: { readonly readyAfterMs: number; readonly maxVocabularies: number; readonly now?: () => number }) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The vocabulary as it stands now: PENDING until its processing time has come, then READY or FAILED. */
  private settled(vocabulary: Vocabulary): Vocabulary {
    if (vocabulary.state !== 'PENDING' || this.now() < vocabulary.processedAt) return vocabulary;
    if (vocabulary.processingFailure === undefined) vocabulary.state = 'READY';
    else {
      vocabulary.state = 'FAILED';
      vocabulary.failureReason = vocabulary.processingFailure;
    }
    vocabulary.lastModifiedTime = vocabulary.processedAt;
    return vocabulary;
  }

  private all(): Vocabulary[] {
    return [...this.vocabularies.values()].map((vocabulary) => this.settled(vocabulary));
  }

  /** The name to authorize, checked first (as IAM needs it) without looking at the rest of the request. */
  static nameOf(input: { VocabularyName?: unknown }): string {
    return validName(input.VocabularyName);
  }

  /** The bucket and key of VocabularyFileUri (`s3://bucket/key`), or undefined for a list vocabulary. */
  static fileOf(input: CreateVocabularyInput): { readonly bucket: string; readonly key: string } | undefined {
    if (input.VocabularyFileUri === undefined) return undefined;
    const match = typeof input.VocabularyFileUri === 'string' ? /^s3:\/\/([^/]+)\/(.+)$/.exec(input.VocabularyFileUri) : null;
    if (!match) throw badRequest("The S3 URI can't be accessed. Make sure that you have read permission and try your request again.");
    return { bucket: match[1]!, key: decodeURIComponent(match[2]!) };
  }

  /** Creates a vocabulary from Phrases, or from the text of its VocabularyFileUri (read by the caller of this). */
  create(input: CreateVocabularyInput, fileText?: string): Vocabulary {
    const name = validName(input.VocabularyName);
    const languageCode = String(input.LanguageCode ?? '');
    if (!LANGUAGE_CODES.has(languageCode)) {
      throw badRequest(
        `1 validation error detected: Value '${languageCode}' at 'languageCode' failed to satisfy constraint: Member must satisfy enum value set.`,
      );
    }
    if ((input.Phrases === undefined) === (input.VocabularyFileUri === undefined)) {
      throw badRequest('Specify either Phrases or VocabularyFileUri, not both and not neither.');
    }
    const parsed =
      fileText === undefined ? { entries: this.listEntries(input.Phrases, languageCode) } : parseVocabularyTable(fileText, languageCode);
    if (this.vocabularies.has(name))
      throw new TranscribeApiError('ConflictException', 'The requested vocabulary name already exists. Use a different vocabulary name.');
    if (this.vocabularies.size >= this.options.maxVocabularies) {
      throw new TranscribeApiError(
        'LimitExceededException',
        `You have reached the limit of ${this.options.maxVocabularies} custom vocabularies in this account. Delete one and try your request again.`,
      );
    }
    if (this.all().filter((v) => v.state === 'PENDING').length >= MAX_PENDING_VOCABULARIES) {
      throw new TranscribeApiError(
        'LimitExceededException',
        `You have reached the limit of ${MAX_PENDING_VOCABULARIES} pending vocabularies. Wait until one is processed and try your request again.`,
      );
    }
    this.created += 1;
    const now = this.now();
    const vocabulary: Vocabulary = {
      name,
      languageCode,
      entries: 'entries' in parsed ? parsed.entries : [],
      state: 'PENDING',
      lastModifiedTime: now,
      sequence: this.created,
      processedAt: now + this.options.readyAfterMs,
      ...('failure' in parsed ? { processingFailure: parsed.failure } : {}),
    };
    this.vocabularies.set(name, vocabulary);
    return vocabulary;
  }

  /** A list vocabulary's Phrases, checked at once (Transcribe answers BadRequestException). */
  private listEntries(phrases: unknown, languageCode: string): VocabularyEntry[] {
    if (!Array.isArray(phrases) || phrases.some((p) => typeof p !== 'string')) throw badRequest('Phrases must be a list of strings.');
    if (phrases.some((p: string) => p.length > MAX_ENTRY_CHARACTERS)) {
      throw badRequest(
        `1 validation error detected: Value at 'phrases' failed to satisfy constraint: Member must have length less than or equal to ${MAX_ENTRY_CHARACTERS}.`,
      );
    }
    if (phrases.some((p: string) => !entryPattern(languageCode).test(p)) || Buffer.byteLength(phrases.join('\n')) > MAX_VOCABULARY_BYTES)
      throw badRequest(INVALID_ENTRIES);
    return (phrases as string[]).map((phrase) => ({ phrase }));
  }

  get(name: string): Vocabulary {
    const vocabulary = this.vocabularies.get(name);
    // Transcribe answers an unknown vocabulary with BadRequestException, not NotFoundException (as for jobs).
    if (!vocabulary) throw badRequest(VOCABULARY_NOT_FOUND);
    return this.settled(vocabulary);
  }

  find(name: string): Vocabulary | undefined {
    const vocabulary = this.vocabularies.get(name);
    return vocabulary && this.settled(vocabulary);
  }

  /**
   * One page of ListVocabularies: newest first, NameContains matched without regard to case, StateEquals exactly,
   * MaxResults (1–100, 5 by default) per page, NextToken to go on.
   */
  list(input: { NameContains?: unknown; StateEquals?: unknown; MaxResults?: unknown; NextToken?: unknown }): {
    page: Vocabulary[];
    nextToken?: string;
  } {
    const size = input.MaxResults === undefined ? DEFAULT_PAGE : Number(input.MaxResults);
    if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE) {
      throw badRequest(
        `1 validation error detected: Value '${String(input.MaxResults)}' at 'maxResults' failed to satisfy constraint: Member must have value between 1 and ${MAX_PAGE}.`,
      );
    }
    const contains = typeof input.NameContains === 'string' ? input.NameContains.toLowerCase() : undefined;
    const matching = this.all()
      .filter((v) => (contains === undefined ? true : v.name.toLowerCase().includes(contains)))
      .filter((v) => (typeof input.StateEquals === 'string' ? v.state === input.StateEquals : true))
      .sort((a, b) => b.sequence - a.sequence);
    // The token is the sequence number of the last vocabulary listed: a deletion between pages skips nothing.
    const after = typeof input.NextToken === 'string' ? Number(Buffer.from(input.NextToken, 'base64url').toString()) : undefined;
    const rest = after === undefined ? matching : matching.filter((v) => v.sequence < after);
    const page = rest.slice(0, size);
    return { page, ...(rest.length > size ? { nextToken: Buffer.from(String(page.at(-1)!.sequence)).toString('base64url') } : {}) };
  }

  delete(name: string): void {
    this.get(name);
    this.vocabularies.delete(name);
  }
}

const epochSeconds = (ms: number) => ms / 1000;

/** How CreateVocabulary and ListVocabularies describe a vocabulary; GetVocabulary adds why it FAILED. */
export const describeVocabulary = (v: Vocabulary) => ({
  VocabularyName: v.name,
  LanguageCode: v.languageCode,
  VocabularyState: v.state,
  LastModifiedTime: epochSeconds(v.lastModifiedTime),
});
