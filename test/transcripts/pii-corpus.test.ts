import { findPiiInSegments } from '../../src/transcripts/redaction';
import { loadPiiCorpus, scorePii } from './support/pii-corpus';

/**
 * Redaction on what the sandbox's Transcribe (PocketSphinx) really heard in authored calls, each heard word
 * labelled with the personal-data item it belongs to or as an ordinary number heard right
 * (test/fixtures/pii/corpus.json, rebuilt by scripts/make-pii-corpus.ts from bench/data/pii-calls.json). The
 * detector was tuned on the `dev` calls: there, no labelled item may survive and no ordinary number may go. The
 * `heldout`, `fresh` and `third` calls (held-out sets 1 to 3) were not tuned on when written, but their misses have
 * been read and fixed since; the `fourth` calls (held-out set 4) were authored and recognised before those fixes and
 * never tuned on. bench/pii.bench.ts reports recall and precision on each part.
 */

const corpus = loadPiiCorpus();
const dev = corpus.filter((entry) => entry.split === 'dev');

describe('the labelled corpus', () => {
  it('holds every kind of personal data, ordinary numbers heard right, and four held-out parts', () => {
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
    expect(corpus.filter((e) => e.split === 'fourth').length).toBeGreaterThanOrEqual(14);
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

/**
 * The items the checked types (date of birth, policy and account numbers: what issue 23 checks) leave on the held-out
 * parts. Those of sets 2 and 3 survived their fixes (docs/personal-data.md says why); those of set 4 are its misses as
 * measured once, after the detector's changes were final, and left as they are. Like the list above, it may only shrink.
 */
const CHECKED = new Set(['DATE_OF_BIRTH', 'POLICY_NUMBER', 'BANK_ACCOUNT_NUMBER']);
const HELD_OUT_KNOWN_MISSES: readonly (readonly [call: string, type: string, said: string])[] = [
  ['fresh-13', 'BANK_ACCOUNT_NUMBER', 'six one six double two nine eight'],
  ['fresh-15', 'POLICY_NUMBER', 'p oh four two zero seven five'],
  ['third-05', 'POLICY_NUMBER', 'e h s two one oh four'],
  ['third-07', 'POLICY_NUMBER', 'm n h nine six oh three'],
  ['third-08', 'POLICY_NUMBER', 'zero eight double three x s'],
  ['fourth-01', 'POLICY_NUMBER', 'u y three six five s'],
  ['fourth-04', 'POLICY_NUMBER', 'a m r seven five four five'],
  ['fourth-04', 'BANK_ACCOUNT_NUMBER', 'oh oh seven two five three three'],
  ['fourth-15', 'POLICY_NUMBER', 'd x one zero six e'],
];

describe('redaction of the checked types on the held-out parts', () => {
  const score = scorePii(
    corpus.filter((entry) => entry.split !== 'dev'),
    findPiiInSegments,
  );

  it('leaves no date of birth, policy or account number but the known misses', () => {
    expect(score.survivors.filter((s) => CHECKED.has(s.type)).map((s) => [s.call, s.type, s.said])).toEqual(HELD_OUT_KNOWN_MISSES);
  });

  it('redacts no ordinary number', () => {
    expect(score.ordinaryRedacted).toEqual([]);
  });
});
