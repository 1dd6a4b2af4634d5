import type { Segment, Word } from './model';
import { meanConfidence, tokens } from './words';

/**
 * PII redaction of what was heard, for every engine: card numbers (Luhn-checked), account and ID digit runs,
 * phone numbers, dates of birth and e-mail addresses are replaced by `[PII]`, the token Amazon Transcribe's
 * ContentRedaction writes, so a transcript redacted by Transcribe and one redacted here look the same. Numbers
 * are found however they were written: "4719", "4-7-1-9" or, as PocketSphinx hears them, "four seven one nine".
 * Only the type of each redaction is kept, never its value.
 */

/** Amazon Transcribe's PII entity types (PiiEntityTypes), plus the date of birth, which only the local pass finds. */
export const PII_TYPES = [
  'BANK_ACCOUNT_NUMBER',
  'BANK_ROUTING',
  'CREDIT_DEBIT_NUMBER',
  'CREDIT_DEBIT_CVV',
  'CREDIT_DEBIT_EXPIRY',
  'PIN',
  'EMAIL',
  'ADDRESS',
  'NAME',
  'PHONE',
  'SSN',
  'DATE_OF_BIRTH',
] as const;
export type PiiType = (typeof PII_TYPES)[number];

/** What replaces a redacted stretch of words, as Amazon Transcribe writes it. */
export const REDACTED_TEXT = '[PII]';

export interface PiiSpan {
  /** First and last word index (inclusive) of the stretch. */
  readonly start: number;
  readonly end: number;
  readonly type: PiiType;
}

const DIGITS: Readonly<Record<string, number>> = {
  zero: 0, oh: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
};
/** Recognisers' homophones of digits; counted as digits only between two digit words. */
const DIGIT_HOMOPHONES: Readonly<Record<string, number>> = { o: 0, won: 1, to: 2, too: 2, for: 4, ate: 8 };

/** A run of digits shorter than this (an order number, a year, a PIN's "last four") is not redacted as a number. */
const MIN_DIGIT_RUN = 6;

const CARD_DIGITS = { min: 13, max: 19 };

/** Luhn's checksum (ISO/IEC 7812): what every payment card number satisfies. */
export const passesLuhn = (digits: readonly number[]): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = digits[digits.length - 1 - i]!;
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return digits.length > 0 && sum % 10 === 0;
};

/** The digits a word stands for, or undefined when it is not (only) digits. */
const digitsOf = (word: readonly string[]): number[] | undefined => {
  if (word.length === 0) return undefined;
  const digits = word.map((token) => DIGITS[token]);
  return digits.every((d) => d !== undefined) ? (digits as number[]) : undefined;
};

const homophoneOf = (word: readonly string[]): number | undefined => (word.length === 1 ? DIGIT_HOMOPHONES[word[0]!] : undefined);

const MONTHS = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);
const NUMBER_WORDS = new Set([
  ...Object.keys(DIGITS),
  'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
  'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand',
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh',
  'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth',
  'twentieth', 'thirtieth',
]);
/** Words that may sit inside a spoken date without being one ("the fifth of may", "march third nineteen eighty"). */
const DATE_FILLERS = new Set(['the', 'of', 'and', 'slash']);

const isDateWord = (word: readonly string[]): boolean =>
  word.length > 0 && word.every((token) => MONTHS.has(token) || NUMBER_WORDS.has(token));

const BIRTH_CUES = [['date', 'of', 'birth'], ['birth', 'date'], ['birthday'], ['born', 'on'], ['born', 'in'], ['born'], ['d', 'o', 'b']];
const PHONE_CUES = new Set(['phone', 'telephone', 'mobile', 'cell', 'call', 'reach', 'callback']);
/** How far before a number its cue may be ("my phone number is ..."). */
const CUE_WINDOW = 5;
/** How far after a birth cue the date may start ("date of birth is the ..."). */
const DATE_START_WINDOW = 4;

const EMAIL_DOMAINS = new Set(['com', 'org', 'net', 'edu', 'gov', 'io', 'co', 'uk', 'us', 'info', 'biz']);
/** Words of a spoken address' local part or domain ("jane dot doe at contoso dot com"). */
const MAX_EMAIL_WORDS = 8;

const endsWithPhrase = (words: readonly (readonly string[])[], end: number, phrase: readonly string[]): boolean => {
  const flat = words.slice(Math.max(0, end - phrase.length), end).flat();
  return flat.length >= phrase.length && phrase.every((token, i) => flat[flat.length - phrase.length + i] === token);
};

const cuedBy = (words: readonly (readonly string[])[], start: number, cues: ReadonlySet<string>): boolean =>
  words.slice(Math.max(0, start - CUE_WINDOW), start).some((word) => word.some((token) => cues.has(token)));

/** Stretches that hold a date of birth: a birth cue, then a run of date words starting soon after it. */
const birthDates = (words: readonly (readonly string[])[]): PiiSpan[] => {
  const spans: PiiSpan[] = [];
  for (let i = 0; i < words.length; i += 1) {
    if (!BIRTH_CUES.some((cue) => endsWithPhrase(words, i + 1, cue))) continue;
    const start = words.findIndex((word, j) => j > i && j <= i + DATE_START_WINDOW && isDateWord(word));
    if (start < 0) continue;
    let end = start;
    let dateWords = 1;
    for (let j = start + 1; j < words.length; j += 1) {
      const word = words[j]!;
      if (isDateWord(word)) {
        end = j;
        dateWords += 1;
      } else if (!(word.length === 1 && DATE_FILLERS.has(word[0]!))) break;
    }
    if (dateWords >= 2) spans.push({ start, end, type: 'DATE_OF_BIRTH' });
    i = end;
  }
  return spans;
};

/** Runs of digit words (homophones only inside a run) of at least MIN_DIGIT_RUN digits, typed by checksum and cue. */
const digitRuns = (words: readonly (readonly string[])[]): PiiSpan[] => {
  const spans: PiiSpan[] = [];
  let i = 0;
  while (i < words.length) {
    if (!digitsOf(words[i]!)) {
      i += 1;
      continue;
    }
    const digits: number[] = [];
    let end = i;
    for (let j = i; j < words.length; j += 1) {
      const own = digitsOf(words[j]!);
      const homophone = own ? undefined : homophoneOf(words[j]!);
      if (own) {
        digits.push(...own);
        end = j;
      } else if (homophone !== undefined && j + 1 < words.length && digitsOf(words[j + 1]!)) digits.push(homophone);
      else break;
    }
    if (digits.length >= MIN_DIGIT_RUN) {
      const card = digits.length >= CARD_DIGITS.min && digits.length <= CARD_DIGITS.max && passesLuhn(digits);
      const type: PiiType = card ? 'CREDIT_DEBIT_NUMBER' : cuedBy(words, i, PHONE_CUES) ? 'PHONE' : 'BANK_ACCOUNT_NUMBER';
      spans.push({ start: i, end, type });
    }
    i = end + 1;
  }
  return spans;
};

/** Written addresses ("jane@contoso.com") and spoken ones ("jane doe at contoso dot com"). */
const emails = (words: readonly (readonly string[])[], texts: readonly string[]): PiiSpan[] => {
  const spans: PiiSpan[] = [];
  texts.forEach((text, i) => {
    if (/\S@\S/.test(text)) spans.push({ start: i, end: i, type: 'EMAIL' });
  });
  for (let i = 0; i < words.length; i += 1) {
    if (words[i]!.join(' ') !== 'at' || i === 0) continue;
    const dot = words.findIndex((word, j) => j > i + 1 && j <= i + MAX_EMAIL_WORDS && word.join(' ') === 'dot' && EMAIL_DOMAINS.has(words[j + 1]?.join(' ') ?? ''));
    if (dot < 0) continue;
    // The local part: the word before "at", and before it any "x dot" pairs ("jane dot doe at ...").
    let start = i - 1;
    while (start >= 2 && words[start - 1]!.join(' ') === 'dot') start -= 2;
    spans.push({ start, end: dot + 1, type: 'EMAIL' });
    i = dot + 1;
  }
  return spans;
};

/**
 * Where PII is in a run of words (a turn). Spans never overlap: where two detectors claim a word, the first
 * claim in this order wins — e-mail, date of birth (a birth date read as digits is a date, not an account), then
 * numbers. Words already redacted by the engine are left to it.
 */
export const findPii = (texts: readonly string[]): PiiSpan[] => {
  const words = texts.map((text) => (text === REDACTED_TEXT ? [] : tokens(text)));
  const claimed = new Set<number>();
  const spans: PiiSpan[] = [];
  for (const span of [...emails(words, texts), ...birthDates(words), ...digitRuns(words)]) {
    const indexes = Array.from({ length: span.end - span.start + 1 }, (_, k) => span.start + k);
    if (indexes.some((index) => claimed.has(index))) continue;
    indexes.forEach((index) => claimed.add(index));
    spans.push(span);
  }
  return spans.sort((a, b) => a.start - b.start);
};

const redactWords = (words: readonly Word[], spans: readonly PiiSpan[]): Word[] => {
  const result = [...words];
  // The words' mean confidence, absent as theirs is when the engine gives none.
  const confidenceOf = (covered: readonly Word[]) => {
    const confidence = meanConfidence(covered);
    return confidence === undefined ? {} : { confidence };
  };
  for (const span of [...spans].sort((a, b) => b.start - a.start)) {
    const covered = words.slice(span.start, span.end + 1);
    result.splice(span.start, covered.length, {
      text: REDACTED_TEXT,
      startMs: covered[0]!.startMs,
      endMs: covered[covered.length - 1]!.endMs,
      ...confidenceOf(covered),
      redaction: span.type,
    });
  }
  return result;
};

/** The segments with every PII stretch replaced by one `[PII]` word that keeps the stretch's timing and type. */
export const redactSegments = (segments: readonly Segment[]): Segment[] =>
  segments.map((segment) => {
    const spans = findPii(segment.words.map((w) => w.text));
    return spans.length === 0 ? segment : { ...segment, words: redactWords(segment.words, spans) };
  });

export interface Redaction {
  readonly type: string;
  readonly turnIndex: number;
  /** Character offsets of `[PII]` in the turn's text (words joined by one space): [start, end). */
  readonly start: number;
  readonly end: number;
}

/** Every redaction of a transcript, by type and position, read from its `[PII]` words. */
export const listRedactions = (segments: readonly Segment[]): Redaction[] =>
  segments.flatMap((segment, turnIndex) => {
    let offset = 0;
    return segment.words.flatMap((word) => {
      const start = offset;
      offset += word.text.length + 1;
      return word.redaction ? [{ type: word.redaction, turnIndex, start, end: start + word.text.length }] : [];
    });
  });
