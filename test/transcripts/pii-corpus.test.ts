import { findPiiInSegments } from '../../src/transcripts/redaction';
import { loadPiiCorpus, scorePii } from './support/pii-corpus';

/**
 * Redaction on what the sandbox's Transcribe (PocketSphinx) really heard in authored calls, each heard word
 * labelled with the personal-data item it belongs to or as an ordinary number heard right
 * (test/fixtures/pii/corpus.json, rebuilt by scripts/make-pii-corpus.ts from bench/data/pii-calls.json). The
 * detector was tuned on the `dev` calls: there, no labelled item may survive and no ordinary number may go. The
 * `heldout` calls (held-out set 1) and the `fresh` calls (held-out set 2) were not tuned on when written, but their
 * misses have been read and fixed since; the `third` calls (held-out set 3) were authored and recognised before those
 * fixes and never tuned on. bench/pii.bench.ts reports recall and precision on each part.
 */

const corpus = loadPiiCorpus();
const dev = corpus.filter((entry) => entry.split === 'dev');

describe('the labelled corpus', () => {
  it('holds every kind of personal data, ordinary numbers heard right, and three held-out parts', () => {
    const types = new Set(corpus.flatMap((e) => e.items.map((i) => i.type)));
    for (const type of [
      'NAME',
      'BANK_ACCOUNT_NUMBER',
      'POLICY_NUMBER',
      'MEMBERSHIP_NUMBER',
      'CREDIT_DEBIT_NUMBER',
      'DATE_OF_BIRTH',
      'ADDRESS',
      'SECURITY_ANSWER',
      'PIN',
      'PHONE',
      'EMAIL',
    ]) {
      expect(types).toContain(type);
    }
    expect(corpus.some((e) => e.segments.some((s) => s.words.some((w) => w.keep)))).toBe(true);
    expect(corpus.filter((e) => e.split === 'heldout').length).toBeGreaterThan(10);
    expect(corpus.filter((e) => e.split === 'fresh').length).toBeGreaterThanOrEqual(12);
    expect(corpus.filter((e) => e.split === 'third').length).toBeGreaterThanOrEqual(12);
  });

  it('has the mangled answers of issue 23 as the engine heard them', () => {
    const issue = corpus.find((e) => e.call === 'dev-issue-23')!;
    const heard = issue.segments.map((s) => s.words.map((w) => w.text).join(' '));
    expect(heard).toEqual(expect.arrayContaining([expect.stringContaining('l w h h one')]));
  });
});

/**
 * Items of the tuned part that survive today, each missed for a reason docs/personal-data.md names (a question or an
 * answer the recogniser turned into other words, a name heard as common words). A new survivor fails the test; one
 * that stops surviving must be taken off the list, so the list only ever shrinks.
 */
const KNOWN_MISSES: readonly (readonly [call: string, type: string, said: string])[] = [
  ['dev-01', 'ADDRESS', 'one hundred and five high street norwich'],
  ['dev-11', 'PHONE', 'oh one nine seven nine six six five one'],
  ['dev-11', 'SECURITY_ANSWER', 'blue'],
  ['dev-14', 'EMAIL', 'james johnson at hotmail dot co dot uk'],
  ['dev-16', 'NAME', 'emma fisher'],
  ['dev-21', 'NAME', 'emma fisher'],
  ['dev-23', 'PHONE', 'oh one four one eight five eight nine zero'],
  ['dev-30', 'NAME', 'morgan'],
  ['dev-33', 'NAME', 'emma walker'],
];

describe('redaction on the tuned part of the corpus', () => {
  const score = scorePii(dev, findPiiInSegments);

  it('leaves no word of any labelled item but the known misses', () => {
    expect(score.survivors.map((s) => [s.call, s.type, s.said])).toEqual(KNOWN_MISSES);
  });

  it('redacts no ordinary number', () => {
    expect(score.ordinaryRedacted).toEqual([]);
  });
});
