import { findPii, REDACTED_TEXT } from '../../src/transcripts/redaction';
import type { RecognizedWord, Utterance } from './pocketsphinx';

/**
 * Amazon Transcribe's ContentRedaction for batch jobs, emulated: the recognizer's words are scanned with the
 * application's own PII detector (standing in for Transcribe's model, as PocketSphinx stands in for its
 * recognizer), limited to Transcribe's entity types and the request's PiiEntityTypes, and each stretch found
 * becomes one `[PII]` item carrying `redactions: [{type, category: "PII", confidence}]`, as in Transcribe's
 * documented output (https://docs.aws.amazon.com/transcribe/latest/dg/pii-redaction-output.html).
 */

/** PiiEntityTypes Transcribe accepts for batch jobs (ALL = every one). */
export const TRANSCRIBE_PII_ENTITY_TYPES = [
  'BANK_ACCOUNT_NUMBER', 'BANK_ROUTING', 'CREDIT_DEBIT_NUMBER', 'CREDIT_DEBIT_CVV', 'CREDIT_DEBIT_EXPIRY', 'PIN', 'EMAIL', 'ADDRESS', 'NAME', 'PHONE', 'SSN', 'ALL',
] as const;

export type RedactedWord = RecognizedWord & { readonly redactionType?: string };

export const redactUtterances = (utterances: readonly Utterance[], entityTypes: readonly string[] | undefined): { words: RedactedWord[] }[] => {
  const wanted = (type: string) => (TRANSCRIBE_PII_ENTITY_TYPES as readonly string[]).includes(type) && (!entityTypes?.length || entityTypes.includes('ALL') || entityTypes.includes(type));
  return utterances.map((utterance) => {
    const words: RedactedWord[] = [...utterance.words];
    const spans = findPii(utterance.words.map((w) => w.text)).filter((span) => wanted(span.type));
    for (const span of spans.reverse()) {
      const covered = utterance.words.slice(span.start, span.end + 1);
      words.splice(span.start, covered.length, {
        text: REDACTED_TEXT,
        startMs: covered[0]!.startMs,
        endMs: covered[covered.length - 1]!.endMs,
        confidence: covered.reduce((sum, w) => sum + w.confidence, 0) / covered.length,
        redactionType: span.type,
      });
    }
    return { words };
  });
};
