import type { RecognizedWord, Utterance } from './pocketsphinx';

/**
 * Amazon Transcribe's ContentRedaction for batch jobs, emulated: its own small detector stands in for Transcribe's
 * PII model (as PocketSphinx stands in for its recognizer) and knows only what Transcribe documents redacting
 * (https://docs.aws.amazon.com/transcribe/latest/dg/pii-redaction.html): digit sequences typed by the words said
 * just before them (account, routing, card, CVV, expiry, PIN, phone, social security; card numbers also by their
 * Luhn checksum), e-mail addresses, and a name or an address the speaker introduces ("my name is", "I live
 * at"). It reads one channel at a time and has no notion of a question asked on the other channel, so what the
 * application's own pass finds from the conversation is left to it, as in AWS. Each stretch found becomes one
 * `[PII]` item carrying `redactions: [{type, category: "PII", confidence}]`, as in Transcribe's documented output
 * (https://docs.aws.amazon.com/transcribe/latest/dg/pii-redaction-output.html). No import from the
 * application: this is Transcribe's behaviour, not ours.
 */

/** PiiEntityTypes Transcribe accepts for batch jobs (ALL = every one). */
// prettier-ignore
export const TRANSCRIBE_PII_ENTITY_TYPES = ['BANK_ACCOUNT_NUMBER', 'BANK_ROUTING', 'CREDIT_DEBIT_NUMBER', 'CREDIT_DEBIT_CVV', 'CREDIT_DEBIT_EXPIRY', 'PIN', 'EMAIL', 'ADDRESS', 'NAME', 'PHONE', 'SSN', 'ALL'] as const;

/** The token Transcribe writes for a redacted stretch. */
const REDACTED = '[PII]';

export type RedactedWord = RecognizedWord & { readonly redactionType?: string };

const SPOKEN_DIGITS: Readonly<Record<string, string>> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

/** The digits a word is ("seven", "4719", "555-0101"), or undefined. */
const digitsIn = (text: string): string | undefined => {
  const word = text.toLowerCase().replace(/[.,?!]/g, '');
  if (SPOKEN_DIGITS[word]) return SPOKEN_DIGITS[word];
  return /^[\d-]+$/.test(word) && /\d/.test(word) ? word.replace(/-/g, '') : undefined;
};

/** Words said before a number that tell Transcribe's model what it is. */
const NUMBER_CONTEXT: readonly (readonly [RegExp, string])[] = [
  [/\b(cvv|security code)\b/, 'CREDIT_DEBIT_CVV'],
  [/\b(expiry|expiration|expires)\b/, 'CREDIT_DEBIT_EXPIRY'],
  [/\b(card)\b/, 'CREDIT_DEBIT_NUMBER'],
  [/\b(routing|sort code)\b/, 'BANK_ROUTING'],
  [/\b(social security|ssn)\b/, 'SSN'],
  [/\b(pin)\b/, 'PIN'],
  [/\b(phone|mobile|telephone|call me|reach me)\b/, 'PHONE'],
  [/\b(account)\b/, 'BANK_ACCOUNT_NUMBER'],
];
/** Digits a typed number needs (a CVV has three, a PIN four); an untyped one is PII from this many on. */
const MIN_TYPED_DIGITS = 3;
const MIN_UNTYPED_DIGITS = 9;

const luhn = (digits: string): boolean => {
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    const n = Number(d) * (i % 2 === 1 ? 2 : 1);
    sum += n > 9 ? n - 9 : n;
  });
  return sum % 10 === 0;
};

interface Found {
  readonly start: number;
  readonly end: number;
  readonly type: string;
}

const lower = (words: readonly RecognizedWord[]) => words.map((w) => w.text.toLowerCase().replace(/[.,?!]/g, ''));

const numbers = (words: readonly string[]): Found[] => {
  const found: Found[] = [];
  for (let i = 0; i < words.length; i += 1) {
    if (digitsIn(words[i]!) === undefined) continue;
    let end = i;
    let digits = '';
    while (end < words.length && digitsIn(words[end]!) !== undefined) digits += digitsIn(words[end++]!);
    const before = words.slice(Math.max(0, i - 6), i).join(' ');
    const typed = NUMBER_CONTEXT.find(([pattern]) => pattern.test(before))?.[1];
    const type = digits.length >= 13 && digits.length <= 19 && luhn(digits) ? 'CREDIT_DEBIT_NUMBER' : typed;
    if (type && digits.length >= MIN_TYPED_DIGITS) found.push({ start: i, end: end - 1, type });
    else if (digits.length >= MIN_UNTYPED_DIGITS) found.push({ start: i, end: end - 1, type: 'BANK_ACCOUNT_NUMBER' });
    i = end - 1;
  }
  return found;
};

const TOP_LEVEL = new Set(['com', 'net', 'org', 'edu', 'gov', 'uk', 'io']);

const emails = (words: readonly string[]): Found[] =>
  words.flatMap((word, i): Found[] => {
    if (/\S@\S/.test(word)) return [{ start: i, end: i, type: 'EMAIL' }];
    if (word !== 'at' || i === 0) return [];
    const dot = words.findIndex((w, j) => j > i + 1 && j <= i + 5 && w === 'dot' && TOP_LEVEL.has(words[j + 1] ?? ''));
    return dot < 0 ? [] : [{ start: words[i - 2] === 'dot' && i >= 3 ? i - 3 : i - 1, end: dot + 1, type: 'EMAIL' }];
  });

/** A name or an address right after the speaker introduces it. */
const INTRODUCED: readonly (readonly [readonly string[], string, number])[] = [
  [['my', 'name', 'is'], 'NAME', 2],
  [['name', 'is'], 'NAME', 2],
  [['i', 'live', 'at'], 'ADDRESS', 6],
  [['my', 'address', 'is'], 'ADDRESS', 6],
];
const NOT_A_NAME = new Set(['and', 'i', 'from', 'calling', 'please', 'thank', 'thanks', 'the', 'a', 'on', 'is', 'it']);

const introduced = (words: readonly string[]): Found[] =>
  words.flatMap((_, i): Found[] => {
    const match = INTRODUCED.find(([phrase]) => phrase.every((token, k) => words[i + k] === token));
    if (!match) return [];
    const [phrase, type, length] = match;
    const start = i + phrase.length;
    let end = start - 1;
    while (end + 1 < words.length && end + 1 < start + length && !NOT_A_NAME.has(words[end + 1]!)) end += 1;
    return end >= start ? [{ start, end, type }] : [];
  });

export const redactUtterances = (
  utterances: readonly Utterance[],
  entityTypes: readonly string[] | undefined,
): { words: RedactedWord[] }[] => {
  const wanted = (type: string) => !entityTypes?.length || entityTypes.includes('ALL') || entityTypes.includes(type);
  return utterances.map((utterance) => {
    const said = lower(utterance.words);
    const taken = new Set<number>();
    const spans = [...emails(said), ...introduced(said), ...numbers(said)]
      .filter((span) => wanted(span.type))
      .filter((span) => {
        const indexes = Array.from({ length: span.end - span.start + 1 }, (_, k) => span.start + k);
        if (indexes.some((i) => taken.has(i))) return false;
        indexes.forEach((i) => taken.add(i));
        return true;
      })
      .sort((a, b) => b.start - a.start);
    const words: RedactedWord[] = [...utterance.words];
    for (const span of spans) {
      const covered = utterance.words.slice(span.start, span.end + 1);
      words.splice(span.start, covered.length, {
        text: REDACTED,
        startMs: covered[0]!.startMs,
        endMs: covered[covered.length - 1]!.endMs,
        confidence: covered.reduce((sum, w) => sum + w.confidence, 0) / covered.length,
        redactionType: span.type,
      });
    }
    return { words };
  });
};
