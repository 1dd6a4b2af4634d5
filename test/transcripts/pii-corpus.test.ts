import { findPiiInSegments } from '../../src/transcripts/redaction';
import { asSaid, loadPiiCalls, loadPiiCorpus, scorePii } from './support/pii-corpus';

/**
 * Redaction on what the sandbox's Transcribe (PocketSphinx) really heard in authored calls, each heard word labelled
 * with the personal-data item it belongs to or as an ordinary number heard right (test/fixtures/pii/corpus.json,
 * rebuilt by scripts/make-pii-corpus.ts from bench/data/pii-calls.json). The detector was tuned on the `dev` calls:
 * there, no labelled item may survive and no ordinary number may go. The `heldout`, `fresh`, `third` and `fourth` calls
 * (held-out sets 1 to 4) were not tuned on when written, but their misses have been read and fixed since; the `fifth`
 * calls (held-out set 5) were authored and recognised blind to the detector, before round 6 was measured, and tuned on
 * in round 7; the `sixth` calls (held-out set 6), also written blind to the detector, before round 7 was measured, and
 * tuned on in round 8; the `seventh` calls (held-out set 7), also written blind to the detector, before round 8 was
 * measured, and tuned on in round 9; the `eighth` calls (held-out set 8), also written blind to the detector, before
 * round 9 was measured; the `ninth` calls (held-out set 9), also written blind, before round 10 was measured, and tuned
 * on in round 11; the `tenth` calls (held-out set 10), also written blind, before round 11 was measured, and tuned on
 * in round 12; the `eleventh` calls (held-out set 11), also written blind, while round 12 was made, and tuned on in
 * round 13 (which had set 8's misses in view too); the `twelfth` calls (held-out set 12), also written blind, while
 * round 13 was made, and tuned on in round 14; the `thirteenth` calls (held-out set 13), also written blind, while
 * round 14 was made, and tuned on in round 15; the `fourteenth` calls (held-out set 14), also written blind, while
 * round 15 was made, and tuned on in round 16; the `fifteenth` calls (held-out set 15), also written blind, while round
 * 16 was made, and tuned on in round 17; the `sixteenth` calls (held-out set 16), also written blind, while round 17
 * was made, and tuned on in round 18; the `seventeenth` calls (held-out set 17), also written blind, while round 18 was
 * made, and tuned on in round 19; the `eighteenth` calls (held-out set 18), also written blind, while round 19 was
 * made, and tuned on in round 20; the `nineteenth` calls (held-out set 19), also written blind, while round 20 was
 * made; the `twentieth` calls (held-out set 20), also written blind, while round 22 was made, and tuned on in round 23;
 * the `twentyfirst` calls (held-out set 21), also written blind, while round 23 was made, and tuned on in round 24; the
 * `twentysecond` calls (held-out set 22), also written blind, while rounds 24 and 25 were made, and tuned on in rounds
 * 26 and 27; the `twentythird` calls (held-out set 23), also written blind, while round 27 was made, and tuned on in
 * round 28; the `twentyfourth` calls (held-out set 24), also written blind, while round 28 was made; the `twentyfifth`
 * calls (held-out set 25), also written blind, while round 29 was made, and tuned on in round 30; the `twentysixth`
 * calls (held-out set 26), also written blind, while round 30 was made, and tuned on in rounds 31 and 32; the
 * `twentyseventh` calls (held-out set 27), also written blind, while rounds 31 and 32 were made, and tuned on in round
 * 33; the `twentyeighth` calls (held-out set 28), also written blind, while round 33 was made, and tuned on in round
 * 34; the `twentyninth` calls (held-out set 29), written while round 34 was made, blind to the detector but for round
 * 34's commit subject; the `thirtieth` calls (held-out set 30), written blind while rounds 35 to 37 were made, and
 * tuned on in round 38; the `thirtyfirst` calls (held-out set 31), written blind while round 38 was made, and tuned on
 * in rounds 39 and 40; the `thirtysecond` calls (held-out set 32), written blind while rounds 39 and 40 were made, and
 * tuned on in rounds 41 and 42; the `thirtythird` calls (held-out set 33), written blind while rounds 41 and 42 were
 * made, and tuned on in round 43; the `thirtyfourth` calls (held-out set 34), written blind while round 43 was made,
 * with values said mostly plainly; the `thirtyfifth` calls (held-out set 35), written blind while rounds 44 and 45 were
 * made; the `thirtysixth` calls (held-out set 36), written blind while round 47 was made (its author saw round 46's
 * commit subject); the `thirtyseventh` calls (held-out set 37), written blind while a fix to round 47 was made; the
 * `thirtyeighth` calls (held-out set 38), written blind while round 51 was made; the `thirtyninth` calls (held-out set
 * 39), written blind while rounds 52 to 56 were made, and tuned on in rounds 57, 59 and 62; the `fortieth` calls
 * (held-out set 40), written blind while rounds 60 to 63 were made, and tuned on in rounds 64 to 66; the `fortyfirst`
 * calls (held-out set 41), written blind while rounds 64 to 67 were made; the `fortysecond` calls (held-out set 42),
 * written blind while rounds 68 to 70 were made; the `fortythird` calls (held-out set 43), written blind while rounds
 * 71 to 73 were made; the `fortyfourth` calls (held-out set 44), written blind while rounds 76 to 78 were made; the
 * `fortyfifth` calls (held-out set 45), written blind while rounds 79 to 81 were made; the `fortysixth` calls (held-out
 * set 46), written blind while rounds 83 to 86 were made; the `fortyseventh` calls (held-out set 47), written blind
 * while rounds 87 and 88 were made; the `fortyeighth` calls (held-out set 48), written blind while rounds 89 to 92 were
 * made; the `fortyninth` calls (held-out set 49), written blind while rounds 93 to 98 were made; the `fiftieth` calls
 * (held-out set 50), written blind while rounds 99 and 100 were made; the `fiftyfirst` calls (held-out set 51), written
 * blind while rounds 101 to 104 were made; the `fiftysecond` calls (held-out set 52), written blind while rounds 105 to
 * 107 were made; the `fiftythird` calls (held-out set 53), written blind while rounds 108 to 112 were made.
 * bench/pii.bench.ts reports recall and precision on each part.
 */

const corpus = loadPiiCorpus();
const dev = corpus.filter((entry) => entry.split === 'dev');

describe('the labelled corpus', () => {
  it('holds every kind of personal data, ordinary numbers heard right, and fifty-three held-out parts', () => {
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
    expect(corpus.filter((e) => e.split === 'fifth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'sixth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'seventh').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'eighth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'ninth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'tenth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'eleventh').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'twelfth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'thirteenth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'fourteenth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'fifteenth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'sixteenth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'seventeenth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'eighteenth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'nineteenth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'twentieth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'twentyfirst').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'twentysecond').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'twentythird').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'twentyfourth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'twentyfifth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'twentysixth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'twentyseventh').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'twentyeighth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'twentyninth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'thirtieth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'thirtyfirst').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'thirtysecond').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'thirtythird').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'thirtyfourth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'thirtyfifth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'thirtysixth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'thirtyseventh').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'thirtyeighth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'thirtyninth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'fortieth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'fortyfirst').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'fortysecond').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'fortythird').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'fortyfourth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'fortyfifth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'fortysixth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'fortyseventh').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'fortyeighth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'fortyninth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'fiftieth').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'fiftyfirst').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'fiftysecond').length).toBeGreaterThanOrEqual(18);
    expect(corpus.filter((e) => e.split === 'fiftythird').length).toBeGreaterThanOrEqual(18);
  });

  it('has the mangled answers of issue 23 as the engine heard them', () => {
    const issue = corpus.find((e) => e.call === 'dev-issue-23')!;
    const heard = issue.segments.map((s) => s.words.map((w) => w.text).join(' '));
    expect(heard).toEqual(expect.arrayContaining([expect.stringContaining('l w h h one')]));
  });
});

/**
 * Items of the tuned part that survive today, each missed for a reason docs/personal-data-measurements.md names (a
 * question or an answer the recogniser turned into other words, a name heard as common words). A new survivor fails the
 * test; one that stops surviving must be taken off the list, so the list only ever shrinks.
 */
const KNOWN_MISSES: readonly (readonly [call: string, type: string, said: string])[] = [
  ['dev-11', 'SECURITY_ANSWER', 'blue'],
  ['dev-14', 'EMAIL', 'james johnson at hotmail dot co dot uk'],
  ['dev-16', 'NAME', 'emma fisher'],
  ['dev-21', 'NAME', 'emma fisher'],
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
 * parts. Those of sets 2 to 7 survived their fixes (docs/personal-data-measurements.md says why), less the one of set 5
 * round 24 redacted; those of set 8 are its misses as measured once, after round 9's changes were final, less the four
 * round 10, the one round 13 and the two round 16 redacted; those of set 9 its misses as measured once, after round
 * 10's, less the four round 11, the one round 14, the two round 15, the one round 17, the one round 19 and the one
 * round 22 redacted; those of set 10 its misses as measured once, after round 11's, less the six round 12, the two
 * round 16 and the one round 29 redacted; those of set 11 its misses as measured once, after round 12's, less the six
 * round 13, the two round 15, the one round 16 and the two round 17 redacted; those of set 12 its misses as measured
 * once, after round 13's, less the seven round 14 redacted; those of set 13 its misses as measured once, after round
 * 14's, less the eight round 15 and the one round 29 redacted; those of set 14 its misses as measured once, after round
 * 15's, less the three round 16 and the one round 29 redacted; those of set 15 its misses as measured once, after round
 * 16's; those of set 16 its misses as measured once, after round 17's, less the one round 18 and the one round 22
 * redacted; those of set 17 its misses as measured once, after round 18's, less the one round 19, the one round 24, the
 * one round 25 and the one round 29 redacted; those of set 18 its misses as measured once, after round 19's, less the
 * one round 22 redacted; those of set 19 its misses as measured once, after round 20's; those of set 20 its misses as
 * measured once, after round 22's, less the one round 29 redacted; those of set 21 its misses as measured once, after
 * round 23's, less the one round 29 redacted; those of set 22 its misses as measured once, after round 25's, less the
 * one round 27 redacted; those of set 23 its misses as measured once, after round 27's, less the one round 28 redacted;
 * those of set 24 its misses as measured once, after round 28's, less the two round 29 redacted; those of set 25 its
 * misses as measured once, after round 29's, less the one round 30 redacted; those of set 26 its misses as measured
 * once, after round 30's, less the one round 31 and the one round 32 redacted; those of set 27 its misses as measured
 * once, after round 32's; those of set 28 its misses as measured once, after round 33's, less the one round 34 and the
 * one round 40 redacted; those of set 29 its misses as measured once, after round 34's; those of set 30 its misses as
 * measured once, after round 37's, less the one round 38 redacted; those of set 31 its misses as measured once, after
 * round 38's, less the one round 40 redacted; those of set 32 its misses as measured once, after round 40's, less the
 * one round 41 and the one round 42 redacted; those of set 33 its misses as measured once, after round 42's; those of
 * set 34 its misses as measured once, after round 43's; those of set 35 its misses as measured once, after round 45's;
 * those of set 36 its misses as measured once, after round 47's; those of set 37 its misses as measured once, after
 * round 49's; those of set 38 its misses as measured once, after round 51's; those of set 39 its misses as measured
 * once, after round 56's; those of set 40 its misses as measured once, after round 63's; those of set 41 its misses as
 * measured once, after round 67's; those of set 42 its misses as measured once, after round 70's; those of set 43 its
 * misses as measured once, after round 73's; those of set 44 its misses as measured once, after round 78's; those of
 * set 45 its misses as measured once, after round 81's; those of set 46 its misses as measured once, after round 86's;
 * those of set 47 its misses as measured once, after round 88's; those of set 48 its misses as measured once, after
 * round 92's; those of set 49 its misses as measured once, after round 98's; those of set 50 its misses as measured
 * once, after round 100's; those of set 51 its misses as measured once, after round 104's; those of set 52 its misses
 * as measured once, after round 107's; those of set 53 its misses as measured once, after round 112's; less, for sets
 * 9, 26 and 27, the three round 35, for sets 14, 19, 24 and 25, the four round 36, for sets 8, 27 and 29, the three
 * round 44, for set 33, the one round 51, for set 29, the one round 53 and, for set 9, the one round 56 redacted, and,
 * for sets 11, 12, 14, 17, 28, 29, 32 and 33, the eight round 60 and, for sets 10 and 22, the two round 61 and, for set
 * 32, the one round 63 and, for sets 24 and 40, the three round 64, for sets 22 and 31, the two round 69, for set 27,
 * the one round 70, for set 32, the one round 71, for set 8, the one round 72, for set 5, the one round 73, for sets 8,
 * 10 and 43, the three round 76, for set 44, the one round 79, for set 31, the one round 80, for set 45, the two round
 * 82, for set 20, the one round 86, for set 46, the six round 87 and the one round 88, for set 47, the two round 89,
 * for set 44, the one round 91 and the one round 92, for set 48, the two round 96, for set 33, the one round 98, for
 * sets 45, 47 and 48, the seven round 99, for set 48, the two round 100 and, for set 50, the one round 103 for sets 47
 * and 49, the two round 104 for set 51, the one round 106 for set 51, the one round 109 and, for set 52, the one round
 * 110 redacted. One of round 60's is the one item a round lost: set 14's last digit ("and last of all three"), said
 * after a value read in hundreds that round 35 takes as the answer at once, where the reply after it was taken whole
 * before; round 60 takes it as the rest after a backchannel. Like the list above, it may otherwise only shrink. So may
 * the ordinary numbers redacted: those sets 8 to 53 showed when measured, less the ones a later round kept, and the one
 * of set 20 that round 29 took with an answer.
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
  ['fifth-04', 'BANK_ACCOUNT_NUMBER', 'nine seven one eight'],
  ['fifth-04', 'POLICY_NUMBER', 'r four zero g one four two'],
  ['fifth-04', 'DATE_OF_BIRTH', 'november the twenty second nineteen fifty'],
  ['fifth-09', 'POLICY_NUMBER', 'k y t dash'],
  ['fifth-09', 'POLICY_NUMBER', 'k y t dash four eight four two'],
  ['fifth-13', 'DATE_OF_BIRTH', 'two six one one ninety nine'],
  ['fifth-16', 'POLICY_NUMBER', 't f l dash six nine eight one'],
  ['fifth-17', 'POLICY_NUMBER', 'd j seven one three four seven seven'],
  ['fifth-18', 'DATE_OF_BIRTH', 'three two eighty nine'],
  ['fifth-19', 'BANK_ACCOUNT_NUMBER', 'nine nine oh oh zero three two nine'],
  ['fifth-20', 'POLICY_NUMBER', 'r zero two f three nine two'],
  ['sixth-02', 'DATE_OF_BIRTH', 'oh four oh six nineteen forty'],
  ['sixth-03', 'DATE_OF_BIRTH', 'seventeenth of january seventy one'],
  ['sixth-03', 'BANK_ACCOUNT_NUMBER', 'three one three oh six four one five'],
  ['sixth-03', 'BANK_ACCOUNT_NUMBER', 'three four three oh six four one five'],
  ['sixth-08', 'POLICY_NUMBER', 'b m double eight one five nine two'],
  ['sixth-11', 'POLICY_NUMBER', 'f e double seven'],
  ['sixth-11', 'DATE_OF_BIRTH', 'seven one seventy seven'],
  ['sixth-11', 'DATE_OF_BIRTH', 'seven one seventy seven'],
  ['sixth-11', 'BANK_ACCOUNT_NUMBER', 'twelve sixty four eighty'],
  ['sixth-14', 'POLICY_NUMBER', 'd m a zero two four six nine four'],
  ['sixth-15', 'DATE_OF_BIRTH', 'oh eight oh six nineteen fifty'],
  ['sixth-16', 'POLICY_NUMBER', 'h n k five five nine three one eight'],
  ['sixth-17', 'BANK_ACCOUNT_NUMBER', 'nine seven seven eight nine eight five four'],
  ['seventh-05', 'BANK_ACCOUNT_NUMBER', 'six four five'],
  ['seventh-17', 'POLICY_NUMBER', 'l as in lima c as in cat seven two seven two six three'],
  ['eighth-01', 'BANK_ACCOUNT_NUMBER', 'sixteen'],
  ['eighth-03', 'DATE_OF_BIRTH', 'twenty oh eight seventy three'],
  ['eighth-04', 'BANK_ACCOUNT_NUMBER', 'eight one eight five nine double six eight one two'],
  ['eighth-05', 'BANK_ACCOUNT_NUMBER', 'four'],
  ['eighth-05', 'BANK_ACCOUNT_NUMBER', 'six oh six two oh eight seventy four'],
  ['eighth-06', 'POLICY_NUMBER', 'double four nine four one oh one eight two eight'],
  ['eighth-06', 'DATE_OF_BIRTH', 'oh seven three nineteen eighty'],
  ['eighth-09', 'POLICY_NUMBER', 'e as in egg u m for mother two three nought four eight nine four'],
  ['eighth-10', 'BANK_ACCOUNT_NUMBER', 'three twenty six three hundred forty'],
  ['eighth-10', 'BANK_ACCOUNT_NUMBER', 'four'],
  ['eighth-11', 'DATE_OF_BIRTH', 'oh seven eight two thousand and eight'],
  ['eighth-12', 'POLICY_NUMBER', 'n n for nancy slash seven'],
  ['eighth-20', 'BANK_ACCOUNT_NUMBER', 'three six zero'],
  ['ninth-03', 'POLICY_NUMBER', 'oh'],
  ['ninth-04', 'BANK_ACCOUNT_NUMBER', 'nine six nine oh six double three oh'],
  ['ninth-04', 'POLICY_NUMBER', 'n k h as in harry six three six three nought four'],
  ['ninth-08', 'POLICY_NUMBER', 't e h forty fifty three thirty eight'],
  ['ninth-10', 'DATE_OF_BIRTH', 'the ninth of the eleventh forty nine'],
  ['ninth-10', 'DATE_OF_BIRTH', 'the ninth of the eleventh forty three'],
  ['ninth-12', 'POLICY_NUMBER', 'x like xylophone y n ten sixty thirty seven'],
  ['ninth-14', 'DATE_OF_BIRTH', 'the fifteenth of may nineteen sixty one'],
  ['ninth-14', 'BANK_ACCOUNT_NUMBER', 'eight nought five four oh one'],
  ['ninth-14', 'BANK_ACCOUNT_NUMBER', 'seven eight'],
  ['ninth-14', 'POLICY_NUMBER', 'x for xylophone u for uniform h'],
  ['ninth-17', 'POLICY_NUMBER', 'nine'],
  ['ninth-19', 'DATE_OF_BIRTH', 'twenty second july ninety eight'],
  ['tenth-06', 'DATE_OF_BIRTH', 'oh five one three nineteen sixty four'],
  ['tenth-07', 'DATE_OF_BIRTH', 'zero four slash oh two slash nineteen fifty two'],
  ['tenth-10', 'POLICY_NUMBER', 'l as in lima seventy one ninety five seventeen sixty six'],
  ['tenth-12', 'DATE_OF_BIRTH', 'sixteen slash nine slash seventy four'],
  ['tenth-12', 'POLICY_NUMBER', 'x like x ray x as in x ray a double two nine eight four one two'],
  ['tenth-12', 'POLICY_NUMBER', 'x like x ray x as in x ray a double two nine eight four one five'],
  ['tenth-14', 'POLICY_NUMBER', 'zero three oh one slash eight'],
  ['tenth-14', 'POLICY_NUMBER', 'five nought two three six'],
  ['tenth-14', 'BANK_ACCOUNT_NUMBER', 'one hundred and thirteen eight hundred and fifty one sixty four'],
  ['tenth-14', 'DATE_OF_BIRTH', 'the eighteenth of june two thousand one'],
  ['tenth-17', 'BANK_ACCOUNT_NUMBER', 'fifty eight seventy seven thirty six sixty five sixty'],
  ['tenth-17', 'BANK_ACCOUNT_NUMBER', 'eight'],
  ['tenth-18', 'POLICY_NUMBER', 'y double three seven two one two three eight'],
  ['tenth-18', 'DATE_OF_BIRTH', 'january the ninth forty three'],
  ['tenth-18', 'BANK_ACCOUNT_NUMBER', 'nine three four six double zero seven nine nine eight two six'],
  ['tenth-20', 'BANK_ACCOUNT_NUMBER', 'three'],
  ['tenth-20', 'POLICY_NUMBER', 'b g for green r as in red thirty one ninety nine one double oh'],
  ['eleventh-01', 'POLICY_NUMBER', 's as in sierra y one fifteen seventy one seventy nine'],
  ['eleventh-02', 'DATE_OF_BIRTH', 'may the twenty sixth'],
  ['eleventh-04', 'POLICY_NUMBER', 'h for henry p as in papa six nine two five six seven four'],
  ['eleventh-06', 'DATE_OF_BIRTH', 'eight november fifty two'],
  ['eleventh-07', 'BANK_ACCOUNT_NUMBER', 'one'],
  ['eleventh-08', 'BANK_ACCOUNT_NUMBER', 'seven eight one eight two'],
  ['eleventh-08', 'BANK_ACCOUNT_NUMBER', 'nine double seven eight'],
  ['eleventh-08', 'POLICY_NUMBER', 'nine'],
  ['eleventh-09', 'BANK_ACCOUNT_NUMBER', 'four hundred and sixty eight one hundred and sixty nought two'],
  ['eleventh-10', 'POLICY_NUMBER', 'v as in van three one eight three eight seven three six'],
  ['eleventh-11', 'POLICY_NUMBER', 'five'],
  ['eleventh-11', 'BANK_ACCOUNT_NUMBER', 'zero one twelve six three thirty one'],
  ['eleventh-12', 'POLICY_NUMBER', 'three four three four thirty five forty five u for under'],
  ['eleventh-15', 'BANK_ACCOUNT_NUMBER', 'seven four six two hundred and sixty seven nought seven oh one'],
  ['eleventh-15', 'BANK_ACCOUNT_NUMBER', 'three four six two hundred and sixty seven nought seven oh one'],
  ['eleventh-16', 'POLICY_NUMBER', 's w for water f dash five double nine'],
  ['eleventh-16', 'POLICY_NUMBER', 'seven five nine'],
  ['eleventh-16', 'BANK_ACCOUNT_NUMBER', 'one hundred and eighty nine five hundred and four thirty eight oh seven'],
  ['eleventh-17', 'BANK_ACCOUNT_NUMBER', 'six oh double one eighty eight sixteen'],
  ['eleventh-17', 'BANK_ACCOUNT_NUMBER', 'nine oh double one eighty eight sixteen'],
  ['eleventh-18', 'BANK_ACCOUNT_NUMBER', 'one five one nine one double nine six'],
  ['eleventh-18', 'POLICY_NUMBER', 'f six nine seventy six sixty six zero'],
  ['eleventh-19', 'POLICY_NUMBER', 'r'],
  ['eleventh-20', 'POLICY_NUMBER', 'l for lima u eight hundred and fifty five sixty thirty six'],
  ['twelfth-01', 'BANK_ACCOUNT_NUMBER', 'nought five two sixty one six nine seven'],
  ['twelfth-02', 'POLICY_NUMBER', 's as in sugar r like romeo j four forty five nine hundred and eighty'],
  ['twelfth-02', 'POLICY_NUMBER', 's as in sugar r like romeo j one forty five nine hundred and eighty'],
  ['twelfth-02', 'BANK_ACCOUNT_NUMBER', 'four hundred and thirty twenty nine twenty four six eighty one'],
  ['twelfth-03', 'POLICY_NUMBER', 'r'],
  ['twelfth-03', 'POLICY_NUMBER', 'x w thirty seven fifty forty six twenty four r'],
  ['twelfth-04', 'POLICY_NUMBER', 's l r dash two thousand and twenty three dash twenty seven seventy six'],
  ['twelfth-05', 'POLICY_NUMBER', 's for sugar l for lucy r as in romeo dash two thousand and twenty two dash eight four eight one'],
  ['twelfth-05', 'POLICY_NUMBER', 's for sugar l for lucy r as in romeo dash two thousand and twenty two dash eight four eight six'],
  ['twelfth-05', 'POLICY_NUMBER', 's for sugar l for lucy r as in romeo dash two thousand and twenty two dash eight four eight one'],
  ['twelfth-06', 'POLICY_NUMBER', 'r a as in andrew three hundred and fifteen'],
  ['twelfth-07', 'POLICY_NUMBER', 'p as in paris j three two seven six nine three seven four k'],
  ['twelfth-07', 'POLICY_NUMBER', 'p as in paris j three eight seven six nine three seven four k'],
  ['twelfth-08', 'BANK_ACCOUNT_NUMBER', 'forty'],
  ['twelfth-09', 'DATE_OF_BIRTH', 'twenty one two two double oh eight'],
  ['twelfth-10', 'DATE_OF_BIRTH', 'eighteen three nineteen ninety'],
  ['twelfth-11', 'BANK_ACCOUNT_NUMBER', 'twelve forty five sixty seven eighty nine oh one'],
  ['twelfth-11', 'DATE_OF_BIRTH', 'twenty second june nine double oh oh'],
  ['twelfth-11', 'DATE_OF_BIRTH', 'twenty second june two double oh oh'],
  ['twelfth-11', 'POLICY_NUMBER', 'd x as in x ray four eight two nine two five hundred and twenty six'],
  ['twelfth-12', 'POLICY_NUMBER', 'y like yankee a for alpha four oh four one five double seven two n'],
  ['twelfth-13', 'BANK_ACCOUNT_NUMBER', 'twenty seven two hundred and thirty nine eight seven eight'],
  ['twelfth-13', 'DATE_OF_BIRTH', 'twenty october'],
  ['twelfth-14', 'POLICY_NUMBER', 'g j as in juliet double nine'],
  ['twelfth-14', 'POLICY_NUMBER', 'g j as in juliet double nine seven five eight three oh two m'],
  ['twelfth-15', 'BANK_ACCOUNT_NUMBER', 'sixty one fifty four one thirty two six hundred and forty'],
  ['twelfth-16', 'DATE_OF_BIRTH', 'september the fourth'],
  ['twelfth-16', 'POLICY_NUMBER', 'paris'],
  ['twelfth-16', 'POLICY_NUMBER', 'six hundred and thirty one twenty p as in paris'],
  ['twelfth-17', 'POLICY_NUMBER', 's for sugar l r dash two thousand and twenty dash six seven four two'],
  ['twelfth-18', 'POLICY_NUMBER', 's l for lima r as in romeo dash two thousand and twenty one dash eighty seven fifty five'],
  ['twelfth-19', 'DATE_OF_BIRTH', 'two double nought five six five'],
  ['twelfth-19', 'POLICY_NUMBER', 'one eight two three nine four'],
  ['twelfth-19', 'BANK_ACCOUNT_NUMBER', 'k zero seven sixty two'],
  ['twelfth-19', 'BANK_ACCOUNT_NUMBER', 'nine four double one'],
  ['twelfth-20', 'POLICY_NUMBER', 'nine three double five one w as in water'],
  ['thirteenth-01', 'BANK_ACCOUNT_NUMBER', 'six double four five'],
  ['thirteenth-02', 'BANK_ACCOUNT_NUMBER', 'two nine four oh double four six four'],
  ['thirteenth-04', 'POLICY_NUMBER', 'h o a double nine six two one'],
  ['thirteenth-08', 'POLICY_NUMBER', 'twenty twenty two j as in juliet'],
  ['thirteenth-08', 'POLICY_NUMBER', 'two six five nought three'],
  ['thirteenth-08', 'BANK_ACCOUNT_NUMBER', 'three six'],
  ['thirteenth-09', 'BANK_ACCOUNT_NUMBER', 'two nought'],
  ['thirteenth-09', 'BANK_ACCOUNT_NUMBER', 'four five two one oh six two nought'],
  ['thirteenth-10', 'POLICY_NUMBER', 'd l for lucy three three eight three two nought'],
  ['thirteenth-10', 'POLICY_NUMBER', 'd l for lucy three three eight nine two nought'],
  ['thirteenth-10', 'BANK_ACCOUNT_NUMBER', 'five one double four eight'],
  ['thirteenth-13', 'POLICY_NUMBER', 'c for cat j hyphen eight double seven triple nought'],
  ['thirteenth-14', 'BANK_ACCOUNT_NUMBER', 'two eight three eight one three four oh'],
  ['thirteenth-14', 'DATE_OF_BIRTH', 'nineteen seventy four september the twenty first'],
  ['thirteenth-15', 'BANK_ACCOUNT_NUMBER', 'five three oh two'],
  ['thirteenth-18', 'DATE_OF_BIRTH', 'oh two thirteen nineteen seventy'],
  ['thirteenth-19', 'POLICY_NUMBER', 'a u w as in whiskey two'],
  ['fourteenth-02', 'POLICY_NUMBER', 'two thousand and twenty two slash forty one ninety nine eight'],
  ['fourteenth-02', 'POLICY_NUMBER', 'two thousand and twenty two slash forty six ninety nine eight'],
  ['fourteenth-02', 'BANK_ACCOUNT_NUMBER', 'eight two four eight eight four eight'],
  ['fourteenth-03', 'DATE_OF_BIRTH', 'thirteen oh three nineteen ninety eight'],
  ['fourteenth-04', 'BANK_ACCOUNT_NUMBER', 'thirteen'],
  ['fourteenth-05', 'BANK_ACCOUNT_NUMBER', 'eight eight six two seven six five eight'],
  ['fourteenth-06', 'POLICY_NUMBER', 'eight seven two seven'],
  ['fourteenth-07', 'POLICY_NUMBER', 'b a four two seven eight'],
  ['fourteenth-07', 'BANK_ACCOUNT_NUMBER', 'nought eight seven double four oh five four eight'],
  ['fourteenth-09', 'BANK_ACCOUNT_NUMBER', 'x y one hundred and eighty seven three hundred and nine'],
  ['fourteenth-12', 'DATE_OF_BIRTH', 'the twenty second of august nineteen sixty seven'],
  ['fourteenth-12', 'BANK_ACCOUNT_NUMBER', 'eight hundred and nineteen one hundred and thirty nine four hundred and sixty four'],
  ['fourteenth-13', 'POLICY_NUMBER', 'a one forty five four hundred and seventy nine'],
  ['fourteenth-13', 'POLICY_NUMBER', 'g'],
  ['fourteenth-16', 'BANK_ACCOUNT_NUMBER', 'a s double one'],
  ['fourteenth-17', 'DATE_OF_BIRTH', 'one two slash oh nine slash nineteen thirty seven'],
  ['fourteenth-17', 'POLICY_NUMBER', 'two double nine four t'],
  ['fourteenth-18', 'BANK_ACCOUNT_NUMBER', 'four five nine six nine zero one'],
  ['fourteenth-20', 'POLICY_NUMBER', 'double g forty eight seventeen ninety'],
  ['fifteenth-04', 'BANK_ACCOUNT_NUMBER', 'one three one six three four one five'],
  ['fifteenth-04', 'POLICY_NUMBER', 'five two six eight three one two one'],
  ['fifteenth-04', 'POLICY_NUMBER', 'five two six eight three one two seven'],
  ['fifteenth-05', 'BANK_ACCOUNT_NUMBER', 'oh eight one four oh nine six five'],
  ['fifteenth-06', 'BANK_ACCOUNT_NUMBER', 'l as in larry d eight six nine oh double eight'],
  ['fifteenth-07', 'DATE_OF_BIRTH', 'december twelfth nineteen seventy nine'],
  ['fifteenth-07', 'BANK_ACCOUNT_NUMBER', 'oh seven three four nine two five oh'],
  ['fifteenth-08', 'POLICY_NUMBER', 'seven seven oh four eight one two one'],
  ['fifteenth-11', 'POLICY_NUMBER', 'r e t six one two six four five'],
  ['fifteenth-13', 'POLICY_NUMBER', 'w as in william t as in toffee three nine nine nine nought two'],
  ['fifteenth-16', 'POLICY_NUMBER', 's k c one six six four'],
  ['fifteenth-17', 'DATE_OF_BIRTH', 'july the fifteenth nineteen fifty three'],
  ['fifteenth-18', 'BANK_ACCOUNT_NUMBER', 'e e four six seven six two eight'],
  ['sixteenth-02', 'POLICY_NUMBER', 't l six two two seven nine'],
  ['sixteenth-02', 'DATE_OF_BIRTH', 'twentieth of march fifty six'],
  ['sixteenth-02', 'BANK_ACCOUNT_NUMBER', 'two one five four one eight nine two eight'],
  ['sixteenth-08', 'BANK_ACCOUNT_NUMBER', 'three oh oh seven nine eight two eight nine'],
  ['sixteenth-08', 'POLICY_NUMBER', 's eight one two nine six five six'],
  ['sixteenth-09', 'POLICY_NUMBER', 'six one one three four two t f'],
  ['sixteenth-10', 'POLICY_NUMBER', 'six six four three six two m g'],
  ['sixteenth-12', 'BANK_ACCOUNT_NUMBER', 'six one seven zero nine seven'],
  ['sixteenth-12', 'DATE_OF_BIRTH', 'sixteenth of february fifty six'],
  ['sixteenth-20', 'DATE_OF_BIRTH', 'twenty first of november oh eight'],
  ['seventeenth-01', 'POLICY_NUMBER', 'three three zero eight one five t k'],
  ['seventeenth-02', 'POLICY_NUMBER', 'three three zero eight one five t k'],
  ['seventeenth-06', 'POLICY_NUMBER', 'e as in echo one hundred and thirty one six hundred and thirty nine'],
  ['seventeenth-07', 'DATE_OF_BIRTH', 'the fourteenth of november sixty eight'],
  ['seventeenth-07', 'BANK_ACCOUNT_NUMBER', 'oh four eight eight oh five oh nine'],
  ['seventeenth-07', 'POLICY_NUMBER', 'zero seven two three two two one one'],
  ['seventeenth-09', 'POLICY_NUMBER', 'u t two one two'],
  ['seventeenth-12', 'POLICY_NUMBER', 'rocket'],
  ['seventeenth-13', 'POLICY_NUMBER', 'two nine six three six zero d l'],
  ['seventeenth-14', 'POLICY_NUMBER', 'x f m eight five oh nine nine'],
  ['seventeenth-18', 'BANK_ACCOUNT_NUMBER', 'r m three six one nine two eight'],
  ['seventeenth-18', 'BANK_ACCOUNT_NUMBER', 'r m three two one nine two eight'],
  ['seventeenth-19', 'POLICY_NUMBER', 'f f p seven eight zero nine seven'],
  ['eighteenth-02', 'BANK_ACCOUNT_NUMBER', 'one four five oh oh nine'],
  ['eighteenth-06', 'BANK_ACCOUNT_NUMBER', 'g e eight oh oh three five six'],
  ['eighteenth-07', 'DATE_OF_BIRTH', 'the seventeenth of the ninth forty three'],
  ['eighteenth-07', 'POLICY_NUMBER', 't like teapot one hundred and seventy six oh ninety'],
  ['eighteenth-07', 'BANK_ACCOUNT_NUMBER', 'four four five six four three six six'],
  ['eighteenth-08', 'BANK_ACCOUNT_NUMBER', 'two zero one two seven seven nine'],
  ['eighteenth-11', 'POLICY_NUMBER', 's seven five four two five one oh'],
  ['eighteenth-14', 'BANK_ACCOUNT_NUMBER', 'five eight zero seven zero four zero k'],
  ['eighteenth-14', 'POLICY_NUMBER', 'seven five u for uniform b like bristol sixteen oh one'],
  ['eighteenth-16', 'POLICY_NUMBER', 'y seven zero four five eight three three'],
  ['eighteenth-16', 'DATE_OF_BIRTH', 'march twenty third eighty two'],
  ['nineteenth-02', 'POLICY_NUMBER', 'k e nine three eight two eight six'],
  ['nineteenth-03', 'DATE_OF_BIRTH', 'tenth of may sixty nine'],
  ['nineteenth-04', 'POLICY_NUMBER', 'six nine two five eight six oh n'],
  ['nineteenth-08', 'BANK_ACCOUNT_NUMBER', 'four one seven zero two two nine'],
  ['nineteenth-08', 'POLICY_NUMBER', 'g m five nine eight three one stroke six three'],
  ['nineteenth-09', 'BANK_ACCOUNT_NUMBER', 'oh oh six oh eight oh six'],
  ['nineteenth-11', 'POLICY_NUMBER', 'eight eight three four three one two one'],
  ['nineteenth-11', 'POLICY_NUMBER', 'eight eight three four three one two five'],
  ['nineteenth-13', 'BANK_ACCOUNT_NUMBER', 'd nine three nine five six three oh two'],
  ['nineteenth-13', 'POLICY_NUMBER', 'f p p dash double nine three two eight five'],
  ['twentieth-01', 'POLICY_NUMBER', 'l k eight three two two four'],
  ['twentieth-05', 'POLICY_NUMBER', 'eight six seven eight nine nine seven f'],
  ['twentieth-08', 'DATE_OF_BIRTH', 'two eight slash oh nine slash nineteen eighty nine'],
  ['twentieth-08', 'POLICY_NUMBER', 'x as in x ray g for george eight double nine oh double five'],
  ['twentieth-09', 'POLICY_NUMBER', 'm h p three five five four three five'],
  ['twentieth-09', 'DATE_OF_BIRTH', 'april the tenth one double nine two'],
  ['twentieth-10', 'BANK_ACCOUNT_NUMBER', 'forty eight forty four sixty seven thirty three'],
  ['twentieth-11', 'DATE_OF_BIRTH', 'the ninth of november nineteen fifty eight'],
  ['twentieth-13', 'POLICY_NUMBER', 'four five oh two three oh two four'],
  ['twentieth-15', 'POLICY_NUMBER', 'f y two one two eight four eight'],
  ['twentieth-16', 'POLICY_NUMBER', 'd c six one zero eight eight two'],
  ['twentieth-16', 'POLICY_NUMBER', 'k two two three eight zero four five five'],
  ['twentieth-19', 'DATE_OF_BIRTH', 'the seventh of october eighty two'],
  ['twentyfirst-07', 'POLICY_NUMBER', 'u t one one zero one five two'],
  ['twentyfirst-07', 'BANK_ACCOUNT_NUMBER', 'four nine nine zero four one five eight seven'],
  ['twentyfirst-08', 'BANK_ACCOUNT_NUMBER', 'eight two oh seven eight six four eight'],
  ['twentyfirst-09', 'POLICY_NUMBER', 'd c dash four double seven dash one two oh'],
  ['twentyfirst-10', 'BANK_ACCOUNT_NUMBER', 'two nine four five triple seven eight'],
  ['twentyfirst-10', 'POLICY_NUMBER', 'one two three one eight oh l j'],
  ['twentyfirst-10', 'POLICY_NUMBER', 'one four three one eight oh l j'],
  ['twentyfirst-11', 'BANK_ACCOUNT_NUMBER', 'two two triple four six nine oh one'],
  ['twentyfirst-11', 'BANK_ACCOUNT_NUMBER', 'eight four three four six nine six eight'],
  ['twentyfirst-12', 'POLICY_NUMBER', 'r e y six nine seven three eight eight'],
  ['twentyfirst-17', 'POLICY_NUMBER', 's as in sierra w as in william dash two hundred and ninety eight nine hundred and sixty four'],
  ['twentyfirst-18', 'BANK_ACCOUNT_NUMBER', 's zero nine nine four one two four'],
  ['twentysecond-01', 'BANK_ACCOUNT_NUMBER', 'seventy one eighty six sixty seven forty eight'],
  ['twentysecond-01', 'POLICY_NUMBER', 'two one five zero three seven m n'],
  ['twentysecond-02', 'BANK_ACCOUNT_NUMBER', 'five eight four one eight nine one two'],
  ['twentysecond-02', 'POLICY_NUMBER', 'n d like dog eight double four'],
  ['twentysecond-03', 'BANK_ACCOUNT_NUMBER', 'eight four one five six zero six two one'],
  ['twentysecond-06', 'BANK_ACCOUNT_NUMBER', 'seven one three oh two two eight'],
  ['twentysecond-06', 'BANK_ACCOUNT_NUMBER', 'seven one three oh two two nine'],
  ['twentysecond-11', 'POLICY_NUMBER', 'p as in papa y as in yellow dash seven hundred and forty four'],
  ['twentysecond-11', 'POLICY_NUMBER', 'one oh eight'],
  ['twentysecond-12', 'POLICY_NUMBER', 'nine nine two one one three t x'],
  ['twentysecond-13', 'POLICY_NUMBER', 'b k like kilo seventy nine seventy sixty seven'],
  ['twentysecond-14', 'POLICY_NUMBER', 'eight oh five seven nine six f e'],
  ['twentysecond-15', 'POLICY_NUMBER', 'p p l two three nine five one three'],
  ['twentysecond-17', 'BANK_ACCOUNT_NUMBER', 'n as in november b for baker eight nine three four seven zero'],
  ['twentythird-01', 'POLICY_NUMBER', 'x l for lima one seven nine double eight seven'],
  ['twentythird-01', 'BANK_ACCOUNT_NUMBER', 'two three zero four one nine one three'],
  ['twentythird-03', 'BANK_ACCOUNT_NUMBER', 'k r double seven two oh one five'],
  ['twentythird-03', 'POLICY_NUMBER', 'u m f four one seven oh two oh'],
  ['twentythird-04', 'BANK_ACCOUNT_NUMBER', 'fifty two oh seven thirty one eighty nine'],
  ['twentythird-04', 'BANK_ACCOUNT_NUMBER', 'w f seven one seven six six three'],
  ['twentythird-05', 'BANK_ACCOUNT_NUMBER', 'c r one two six two four eight'],
  ['twentythird-05', 'POLICY_NUMBER', 'y two six seven six oh eight oh three'],
  ['twentythird-09', 'POLICY_NUMBER', 'b b u five zero eight six five three'],
  ['twentythird-10', 'DATE_OF_BIRTH', 'september the twenty eighth sixty one'],
  ['twentythird-15', 'BANK_ACCOUNT_NUMBER', 'k c one two five two five zero'],
  ['twentythird-15', 'POLICY_NUMBER', 'seven six eight one five three g c'],
  ['twentythird-18', 'POLICY_NUMBER', 'e c slash twenty three slash five one eight'],
  ['twentyfourth-03', 'DATE_OF_BIRTH', 'oh seven oh two seventy three'],
  ['twentyfourth-05', 'BANK_ACCOUNT_NUMBER', 'five eight eight eight oh three eight u'],
  ['twentyfourth-05', 'POLICY_NUMBER', 'm y as in yankee one seven double five four seven'],
  ['twentyfourth-18', 'POLICY_NUMBER', 'f f u four nine five nine three three'],
  ['twentyfifth-01', 'BANK_ACCOUNT_NUMBER', 'one eight three nine zero one eight seven'],
  ['twentyfifth-09', 'BANK_ACCOUNT_NUMBER', 'm b five two nine six three three two'],
  ['twentyfifth-11', 'POLICY_NUMBER', 'six seven three one eight zero seven d'],
  ['twentyfifth-17', 'BANK_ACCOUNT_NUMBER', 't c seven seven three seven nine one zero'],
  ['twentyfifth-17', 'POLICY_NUMBER', 's h five one'],
  ['twentyfifth-17', 'POLICY_NUMBER', 'three six eight zero'],
  ['twentyfifth-18', 'POLICY_NUMBER', 'x n zero zero two one six two'],
  ['twentyfifth-19', 'POLICY_NUMBER', 'p as in papa l like lemon slash twenty twenty four slash one two four eight'],
  ['twentyfifth-20', 'POLICY_NUMBER', 'r eight eight one five two nine two'],
  ['twentysixth-01', 'POLICY_NUMBER', 'four two one six five four three zero'],
  ['twentysixth-03', 'BANK_ACCOUNT_NUMBER', 'six nine one eight zero zero four five two nine'],
  ['twentysixth-06', 'BANK_ACCOUNT_NUMBER', 'one'],
  ['twentysixth-09', 'BANK_ACCOUNT_NUMBER', 'one four five three four zero two four two zero'],
  ['twentysixth-11', 'BANK_ACCOUNT_NUMBER', 'five four six nine six five six two'],
  ['twentysixth-12', 'DATE_OF_BIRTH', 'fourteenth of may forty four'],
  ['twentysixth-15', 'POLICY_NUMBER', 'c for cedar p eight one two six six zero'],
  ['twentysixth-16', 'POLICY_NUMBER', 'c u uniform dash twenty nineteen dash oh three'],
  ['twentysixth-17', 'POLICY_NUMBER', 'e y u six one four five five eight'],
  ['twentysixth-17', 'BANK_ACCOUNT_NUMBER', 'y x zero eight six nine zero five'],
  ['twentysixth-19', 'POLICY_NUMBER', 'seven one three nine two nine h x'],
  ['twentysixth-19', 'POLICY_NUMBER', 'seven one five nine two nine h x'],
  ['twentysixth-20', 'DATE_OF_BIRTH', 'one nine five nine eleven oh nine'],
  ['twentyseventh-05', 'POLICY_NUMBER', 'e s eight two two six four one'],
  ['twentyseventh-05', 'DATE_OF_BIRTH', 'twelve thirteen eighty'],
  ['twentyseventh-06', 'POLICY_NUMBER', 't x two one zero six'],
  ['twentyseventh-06', 'POLICY_NUMBER', 'three seven'],
  ['twentyseventh-06', 'DATE_OF_BIRTH', 'fifteenth of may nineteen forty five'],
  ['twentyseventh-07', 'BANK_ACCOUNT_NUMBER', 'two six one four six six one three'],
  ['twentyseventh-10', 'DATE_OF_BIRTH', 'twenty eight dash five dash nineteen seventy two'],
  ['twentyseventh-11', 'DATE_OF_BIRTH', 'the third of the fourth ninety five'],
  ['twentyseventh-17', 'POLICY_NUMBER', 'w as in whiskey two five seven eight triple nine'],
  ['twentyseventh-19', 'DATE_OF_BIRTH', 'the third of march nineteen sixty six'],
  ['twentyeighth-02', 'DATE_OF_BIRTH', 'august fourteenth nineteen sixty three'],
  ['twentyeighth-04', 'BANK_ACCOUNT_NUMBER', 'five five six eight three seven nine one'],
  ['twentyeighth-08', 'POLICY_NUMBER', 'e n m oh four'],
  ['twentyeighth-09', 'BANK_ACCOUNT_NUMBER', 'three nine zero five one two two eight'],
  ['twentyeighth-09', 'POLICY_NUMBER', 'b r for russia dash twenty nineteen dash eight five two one'],
  ['twentyeighth-16', 'POLICY_NUMBER', 's d one nine eight six three five'],
  ['twentyeighth-17', 'DATE_OF_BIRTH', 'the twenty second of november nineteen eighty seven'],
  ['twentyeighth-19', 'POLICY_NUMBER', 'e t eight four eight eight eight f'],
  ['twentyeighth-19', 'BANK_ACCOUNT_NUMBER', 'x eight three nine one three three eight two'],
  ['twentyeighth-20', 'BANK_ACCOUNT_NUMBER', 'r nine eight oh three four oh five one'],
  ['twentyninth-01', 'POLICY_NUMBER', 'h p seven two zero five five one'],
  ['twentyninth-04', 'DATE_OF_BIRTH', 'the nineteenth of april nineteen eighty nine'],
  ['twentyninth-05', 'BANK_ACCOUNT_NUMBER', 'nine five eight five nine six seven oh'],
  ['twentyninth-07', 'BANK_ACCOUNT_NUMBER', 'eight two nine six four eight zero seven'],
  ['twentyninth-09', 'POLICY_NUMBER', 'w h stroke eighty two fourteen oh nine'],
  ['twentyninth-13', 'BANK_ACCOUNT_NUMBER', 'two nine three eight six oh one oh'],
  ['twentyninth-14', 'POLICY_NUMBER', 'e for echo c as in cricket two twenty two eight hundred and seventy nine'],
  ['twentyninth-16', 'DATE_OF_BIRTH', 'oh nine slash one slash one nine four eight'],
  ['twentyninth-19', 'DATE_OF_BIRTH', 'tenth of march nineteen sixty seven'],
  ['twentyninth-19', 'POLICY_NUMBER', 'eight one eight four five one seven oh'],
  ['thirtieth-01', 'POLICY_NUMBER', 'd y seven seven five six three six six'],
  ['thirtieth-01', 'BANK_ACCOUNT_NUMBER', 'h k eight seven oh two nine one'],
  ['thirtieth-02', 'POLICY_NUMBER', 'j s three eight six four one m'],
  ['thirtieth-02', 'DATE_OF_BIRTH', 'third of august nineteen thirty four'],
  ['thirtieth-03', 'POLICY_NUMBER', 'x one four one three one five oh nine'],
  ['thirtieth-04', 'POLICY_NUMBER', 'x as in x ray y one'],
  ['thirtieth-05', 'DATE_OF_BIRTH', 'december second nineteen forty eight'],
  ['thirtieth-05', 'POLICY_NUMBER', 'f one three nine two six four six oh'],
  ['thirtieth-06', 'POLICY_NUMBER', 'x one one one six eight seven four nine'],
  ['thirtieth-06', 'BANK_ACCOUNT_NUMBER', 'five eight two two seven seven two eight one one'],
  ['thirtieth-08', 'POLICY_NUMBER', 'one four one one one nine three zero five'],
  ['thirtieth-08', 'BANK_ACCOUNT_NUMBER', 'nine double six two three eight six double one'],
  ['thirtieth-16', 'POLICY_NUMBER', 'e f p eight two zero zero four one'],
  ['thirtieth-16', 'POLICY_NUMBER', 'e t seven three four eight one nine nine'],
  ['thirtieth-18', 'DATE_OF_BIRTH', 'december the twelfth sixty one'],
  ['thirtieth-18', 'POLICY_NUMBER', 's k h five zero five six six seven'],
  ['thirtieth-20', 'POLICY_NUMBER', 'u t three one oh seven nine g'],
  ['thirtieth-20', 'BANK_ACCOUNT_NUMBER', 'fifty five eighty seven triple three seven'],
  ['thirtyfirst-05', 'POLICY_NUMBER', 'x k k six oh five three oh'],
  ['thirtyfirst-06', 'BANK_ACCOUNT_NUMBER', 'e p six two'],
  ['thirtyfirst-06', 'BANK_ACCOUNT_NUMBER', 'e p six two six zero zero eight'],
  ['thirtyfirst-07', 'BANK_ACCOUNT_NUMBER', 'four five oh six then four eight oh one'],
  ['thirtyfirst-07', 'POLICY_NUMBER', 'k k k eight six six five seven'],
  ['thirtyfirst-09', 'BANK_ACCOUNT_NUMBER', 'eight eight seven four three four three eight nine'],
  ['thirtyfirst-10', 'POLICY_NUMBER', 'c c double four one nine oh two'],
  ['thirtyfirst-10', 'BANK_ACCOUNT_NUMBER', 'nine nine two'],
  ['thirtyfirst-11', 'POLICY_NUMBER', 's eight five oh three five four two f'],
  ['thirtyfirst-12', 'DATE_OF_BIRTH', 'nineteen ninety two october the fifth'],
  ['thirtyfirst-12', 'BANK_ACCOUNT_NUMBER', 'eight oh three three eight'],
  ['thirtyfirst-13', 'BANK_ACCOUNT_NUMBER', 'seven three nought one nine four four'],
  ['thirtyfirst-13', 'POLICY_NUMBER', 'k g f nine eight three one four'],
  ['thirtyfirst-15', 'BANK_ACCOUNT_NUMBER', 'eight eight four zero five zero three six'],
  ['thirtyfirst-17', 'POLICY_NUMBER', 'l seven five six five eight oh two y'],
  ['thirtysecond-01', 'DATE_OF_BIRTH', 'february nineteen eighty six'],
  ['thirtysecond-02', 'POLICY_NUMBER', 'eight eight two eight'],
  ['thirtysecond-02', 'DATE_OF_BIRTH', 'seventeenth may nineteen fifty one'],
  ['thirtysecond-02', 'BANK_ACCOUNT_NUMBER', 'five four zero five two four two five one eight'],
  ['thirtysecond-03', 'DATE_OF_BIRTH', 'twenty seven nine sixty six'],
  ['thirtysecond-06', 'DATE_OF_BIRTH', 'second may nineteen ninety seven'],
  ['thirtysecond-07', 'POLICY_NUMBER', 'b d seven one stroke four four nine oh'],
  ['thirtysecond-09', 'BANK_ACCOUNT_NUMBER', 'seven two double five seven double oh six'],
  ['thirtysecond-10', 'BANK_ACCOUNT_NUMBER', 'eight seven zero nine nine one zero six six three'],
  ['thirtysecond-12', 'POLICY_NUMBER', 'd p p dash six one four eight two two'],
  ['thirtysecond-12', 'POLICY_NUMBER', 'f y seven six four one eight oh seven'],
  ['thirtysecond-13', 'DATE_OF_BIRTH', 'oh eight dash zero eight dash nineteen forty one'],
  ['thirtysecond-13', 'POLICY_NUMBER', 'p papa four double five nine three seven one'],
  ['thirtysecond-14', 'POLICY_NUMBER', 'd c seven double oh three nine one'],
  ['thirtysecond-14', 'DATE_OF_BIRTH', 'august third nineteen seventy nine'],
  ['thirtysecond-14', 'BANK_ACCOUNT_NUMBER', 'three six five five five nine eight'],
  ['thirtysecond-16', 'BANK_ACCOUNT_NUMBER', 'eight two zero three six zero seven four'],
  ['thirtysecond-17', 'POLICY_NUMBER', 'g b t two'],
  ['thirtysecond-17', 'POLICY_NUMBER', 'two seven zero seven'],
  ['thirtysecond-18', 'BANK_ACCOUNT_NUMBER', 'six two eight three zero five two zero'],
  ['thirtysecond-20', 'DATE_OF_BIRTH', 'july nineteen ninety seven the twenty fifth'],
  ['thirtythird-02', 'DATE_OF_BIRTH', 'june fourth nineteen sixty two'],
  ['thirtythird-02', 'POLICY_NUMBER', 'r two seven six seven one one two c'],
  ['thirtythird-03', 'POLICY_NUMBER', 'p h seven two one six zero six'],
  ['thirtythird-03', 'BANK_ACCOUNT_NUMBER', 'g r six zero seven one seven six'],
  ['thirtythird-03', 'BANK_ACCOUNT_NUMBER', 'g r six zero seven one three six'],
  ['thirtythird-03', 'DATE_OF_BIRTH', 'nineteenth of december nineteen thirty six'],
  ['thirtythird-04', 'BANK_ACCOUNT_NUMBER', 'e b zero five eight nine six seven'],
  ['thirtythird-05', 'POLICY_NUMBER', 'four four one three oh one'],
  ['thirtythird-05', 'POLICY_NUMBER', 'nine eight four'],
  ['thirtythird-05', 'DATE_OF_BIRTH', 'september the fourth nineteen thirty six'],
  ['thirtythird-06', 'DATE_OF_BIRTH', 'december the fifth nineteen ninety six'],
  ['thirtythird-06', 'POLICY_NUMBER', 't n l four two two two seven'],
  ['thirtythird-08', 'DATE_OF_BIRTH', 'halloween eighty two'],
  ['thirtythird-09', 'BANK_ACCOUNT_NUMBER', 'six four three dot two two four dot nine six'],
  ['thirtythird-10', 'POLICY_NUMBER', 'b c nine seven seven four one two with p on the end'],
  ['thirtythird-10', 'BANK_ACCOUNT_NUMBER', 'six one seven seven nine eight six three nine'],
  ['thirtythird-11', 'POLICY_NUMBER', 'p c m five seven four seven one'],
  ['thirtythird-12', 'POLICY_NUMBER', 'j one three six six six eight four three with x x ray on the end'],
  ['thirtythird-14', 'POLICY_NUMBER', 'd as in delta w for wales two hundred and twelve seven seventy'],
  ['thirtythird-15', 'BANK_ACCOUNT_NUMBER', 'four seven nine six three three six three five and the letter u'],
  ['thirtythird-16', 'DATE_OF_BIRTH', 'twenty dot oh one dot ninety nine'],
  ['thirtythird-17', 'DATE_OF_BIRTH', 'christmas eve nineteen seventy three'],
  ['thirtythird-17', 'POLICY_NUMBER', 'f four three eight one eight three eight c'],
  ['thirtythird-20', 'POLICY_NUMBER', 's f two two point six oh eight two'],
  ['thirtythird-20', 'POLICY_NUMBER', 's f two seven point six oh eight two'],
  ['thirtyfourth-01', 'POLICY_NUMBER', 'c w two six seven five one nine four'],
  ['thirtyfourth-01', 'POLICY_NUMBER', 'r roger r eight seven six seven four nine nine'],
  ['thirtyfourth-01', 'BANK_ACCOUNT_NUMBER', 'nine seven nine eight nine two two one'],
  ['thirtyfourth-04', 'BANK_ACCOUNT_NUMBER', 'six one nine four oh eight two seven'],
  ['thirtyfourth-06', 'DATE_OF_BIRTH', 'two slash oh nine slash forty nine'],
  ['thirtyfourth-06', 'POLICY_NUMBER', 'c c twenty two seventy seven fifty eight'],
  ['thirtyfourth-06', 'POLICY_NUMBER', 'c c twenty two seventy seven fifty eight'],
  ['thirtyfourth-07', 'POLICY_NUMBER', 'eight eight one five three six three nine seven'],
  ['thirtyfourth-09', 'POLICY_NUMBER', 't t nine one four four two six eight'],
  ['thirtyfourth-10', 'BANK_ACCOUNT_NUMBER', 'four eight eight one four four eight two'],
  ['thirtyfourth-16', 'POLICY_NUMBER', 'w two five two eight two six nine n'],
  ['thirtyfourth-19', 'POLICY_NUMBER', 'l four four six nine oh four three s'],
  ['thirtyfourth-20', 'BANK_ACCOUNT_NUMBER', 'nine seven oh four seven oh five'],
  ['thirtyfifth-02', 'POLICY_NUMBER', 'p c double seven three one zero eight five'],
  ['thirtyfifth-02', 'DATE_OF_BIRTH', 'the ninth of september eighty six'],
  ['thirtyfifth-03', 'BANK_ACCOUNT_NUMBER', 'one three oh one one eight one two'],
  ['thirtyfifth-06', 'POLICY_NUMBER', 'u s two thousand and twenty six three six zero eight'],
  ['thirtyfifth-06', 'DATE_OF_BIRTH', 'twenty two nought nine forty two'],
  ['thirtyfifth-10', 'POLICY_NUMBER', 'y for yankee g as in golf two five two one nine zero zero'],
  ['thirtyfifth-12', 'DATE_OF_BIRTH', 'may the thirteenth nineteen eighty six'],
  ['thirtyfifth-13', 'BANK_ACCOUNT_NUMBER', 'two'],
  ['thirtyfifth-14', 'BANK_ACCOUNT_NUMBER', 'six six three six and then eight nine one seven'],
  ['thirtyfifth-14', 'BANK_ACCOUNT_NUMBER', 'six two three six and then eight nine one seven'],
  ['thirtyfifth-14', 'BANK_ACCOUNT_NUMBER', 'six two three six and then eight nine one seven'],
  ['thirtyfifth-16', 'BANK_ACCOUNT_NUMBER', 'double eight eight one four five six six'],
  ['thirtyfifth-16', 'DATE_OF_BIRTH', 'eighteenth of november nineteen seventy one'],
  ['thirtyfifth-16', 'DATE_OF_BIRTH', 'eighteenth of november nineteen seventy four'],
  ['thirtyfifth-17', 'POLICY_NUMBER', 's g four four nine one zero two seven'],
  ['thirtyfifth-20', 'POLICY_NUMBER', 'e y zero two eight five nine six'],
  ['thirtysixth-10', 'BANK_ACCOUNT_NUMBER', 'k n nine seven five five seven nine'],
  ['thirtysixth-17', 'POLICY_NUMBER', 'b w dash one eight seven dash three one three three'],
  ['thirtysixth-18', 'POLICY_NUMBER', 'six zero one seven'],
  ['thirtysixth-18', 'BANK_ACCOUNT_NUMBER', 'six zero four five eight zero three one'],
  ['thirtysixth-19', 'POLICY_NUMBER', 'n w eight zero three five two nine zero'],
  ['thirtyseventh-01', 'BANK_ACCOUNT_NUMBER', 'three five two nine'],
  ['thirtyseventh-10', 'DATE_OF_BIRTH', 'twenty third of january one nine eight two'],
  ['thirtyseventh-13', 'POLICY_NUMBER', 'double b as in boston one two six five eight nine'],
  ['thirtyseventh-16', 'BANK_ACCOUNT_NUMBER', 'two hundred and twenty seven thousand four hundred and eighty three'],
  ['thirtyseventh-17', 'POLICY_NUMBER', 'k r one nine four six oh oh'],
  ['thirtyeighth-01', 'BANK_ACCOUNT_NUMBER', 'two six four six three three five four'],
  ['thirtyeighth-01', 'POLICY_NUMBER', 'g three seven seven eight one one three'],
  ['thirtyeighth-04', 'POLICY_NUMBER', 'p r d four three eight two six'],
  ['thirtyeighth-06', 'POLICY_NUMBER', 'c nine two three six five eight eight'],
  ['thirtyeighth-07', 'DATE_OF_BIRTH', 'twelve slash oh five slash ninety seven'],
  ['thirtyeighth-07', 'POLICY_NUMBER', 'g h y zero one seven two one'],
  ['thirtyeighth-07', 'BANK_ACCOUNT_NUMBER', 'four eight two seven one four nine five'],
  ['thirtyeighth-10', 'POLICY_NUMBER', 'k c k three three seven two zero'],
  ['thirtyeighth-13', 'BANK_ACCOUNT_NUMBER', 'seventy six two eight'],
  ['thirtyeighth-13', 'BANK_ACCOUNT_NUMBER', 'two eight five eight'],
  ['thirtyeighth-20', 'POLICY_NUMBER', 'm y h nine four zero one three'],
  ['thirtyninth-01', 'BANK_ACCOUNT_NUMBER', 'one oh eight two five nine four nine'],
  ['thirtyninth-03', 'POLICY_NUMBER', 'y g t six five one one six'],
  ['thirtyninth-04', 'POLICY_NUMBER', 'eight three zero one one seven five eight seven'],
  ['thirtyninth-05', 'POLICY_NUMBER', 'h r eight five eight six eight two'],
  ['thirtyninth-06', 'POLICY_NUMBER', 'm j six five five oh two four four'],
  ['thirtyninth-06', 'DATE_OF_BIRTH', 'the twenty sixth of october nineteen forty nine'],
  ['thirtyninth-07', 'DATE_OF_BIRTH', 'ninth of october fifty'],
  ['thirtyninth-08', 'BANK_ACCOUNT_NUMBER', 'eight nine two seven one zero eight eight'],
  ['thirtyninth-09', 'BANK_ACCOUNT_NUMBER', 'four three eight four one oh oh one'],
  ['thirtyninth-10', 'DATE_OF_BIRTH', 'thirteen slash ten slash nineteen eighty two'],
  ['thirtyninth-11', 'BANK_ACCOUNT_NUMBER', 'nine seven six nine one four seven six'],
  ['thirtyninth-11', 'DATE_OF_BIRTH', 'december the tenth nineteen eighty seven'],
  ['thirtyninth-11', 'POLICY_NUMBER', 'y x four seven four six two one'],
  ['thirtyninth-14', 'POLICY_NUMBER', 'm m t eight zero five seven one'],
  ['thirtyninth-16', 'POLICY_NUMBER', 'n like nebraska y as in young four three three two five six'],
  ['thirtyninth-16', 'POLICY_NUMBER', 'n like nebraska y as in young four six three two five six'],
  ['fortieth-02', 'POLICY_NUMBER', 'h p two eight three six nought two'],
  ['fortieth-03', 'BANK_ACCOUNT_NUMBER', 'four double four four two nine oh four'],
  ['fortieth-06', 'POLICY_NUMBER', 'f h nine six six one oh'],
  ['fortieth-06', 'BANK_ACCOUNT_NUMBER', 'eight oh three nine eight one four'],
  ['fortieth-14', 'POLICY_NUMBER', 'd nine oh oh oh three three five two'],
  ['fortieth-17', 'DATE_OF_BIRTH', 'oh eight one seven ninety two'],
  ['fortieth-18', 'POLICY_NUMBER', 'm p u one one four three three two zero seven'],
  ['fortieth-19', 'BANK_ACCOUNT_NUMBER', 'seven six two eleven ninety three eight'],
  ['fortyfirst-02', 'POLICY_NUMBER', 's r one six five six nought four two'],
  ['fortyfirst-07', 'BANK_ACCOUNT_NUMBER', 'double six one double six double two'],
  ['fortyfirst-09', 'POLICY_NUMBER', 'e n y seven nought nine six four'],
  ['fortyfirst-10', 'BANK_ACCOUNT_NUMBER', 'three nine nine three five two eight nought'],
  ['fortyfirst-10', 'POLICY_NUMBER', 'l n m eight five seven six five'],
  ['fortyfirst-11', 'POLICY_NUMBER', 'e b eight nine seven double eight two one five'],
  ['fortyfirst-12', 'DATE_OF_BIRTH', 'one two seventy nine'],
  ['fortyfirst-13', 'BANK_ACCOUNT_NUMBER', 'nine five one four eight one four oh one'],
  ['fortyfirst-13', 'POLICY_NUMBER', 'w dash five hundred and ninety seventy seven fifty four'],
  ['fortyfirst-15', 'POLICY_NUMBER', 'k c seven four one seven nine'],
  ['fortyfirst-15', 'BANK_ACCOUNT_NUMBER', 'nine nine oh one five nine five seven'],
  ['fortyfirst-16', 'DATE_OF_BIRTH', 'one two zero eight one nine eight nine'],
  ['fortyfirst-16', 'BANK_ACCOUNT_NUMBER', 'seven nine oh seven three one eight eight'],
  ['fortyfirst-17', 'POLICY_NUMBER', 'x like x ray l as in louisiana u as in utah two five four two seven nine'],
  ['fortyfirst-19', 'POLICY_NUMBER', 'j l one three one eight double three three'],
  ['fortysecond-02', 'DATE_OF_BIRTH', 'two four oh two fifty'],
  ['fortysecond-10', 'POLICY_NUMBER', 'j d y six two seven nought'],
  ['fortysecond-11', 'DATE_OF_BIRTH', 'oh eight oh six sixty'],
  ['fortysecond-11', 'POLICY_NUMBER', 'l as in linda k y like yellow zero double nine one zero'],
  ['fortysecond-15', 'BANK_ACCOUNT_NUMBER', 'four oh four'],
  ['fortysecond-16', 'POLICY_NUMBER', 'r as in rita h as in henry eight six double four three'],
  ['fortysecond-18', 'POLICY_NUMBER', 'y f k nine hundred and two seven hundred and twenty two'],
  ['fortysecond-20', 'DATE_OF_BIRTH', 'may eighth nineteen sixty eight'],
  ['fortysecond-20', 'POLICY_NUMBER', 'r dash four seven six dash zero six eight'],
  ['fortysecond-20', 'POLICY_NUMBER', 'r dash four seven six dash zero five eight'],
  ['fortythird-02', 'POLICY_NUMBER', 'd like delta l like lemon slash one'],
  ['fortythird-03', 'POLICY_NUMBER', 'two two e two one nine oh'],
  ['fortythird-03', 'POLICY_NUMBER', 'two two e two one nine oh'],
  ['fortythird-05', 'POLICY_NUMBER', 'v h two five dash eight six three'],
  ['fortythird-05', 'POLICY_NUMBER', 'v for violin'],
  ['fortythird-05', 'POLICY_NUMBER', 'v for violin'],
  ['fortythird-09', 'POLICY_NUMBER', 'h as in hotel three five double seven eight n as in november'],
  ['fortythird-09', 'DATE_OF_BIRTH', 'oh eight oh four nineteen eighty seven'],
  ['fortythird-10', 'POLICY_NUMBER', 'f three four one'],
  ['fortythird-10', 'POLICY_NUMBER', 't for tango'],
  ['fortythird-16', 'POLICY_NUMBER', 'j as in joe'],
  ['fortythird-19', 'BANK_ACCOUNT_NUMBER', 'five four two seven nine two five'],
  ['fortythird-19', 'POLICY_NUMBER', 'r as in robert'],
  ['fortythird-19', 'POLICY_NUMBER', 'r as in robert'],
  ['fortythird-20', 'POLICY_NUMBER', 'x as in x ray p as in peter seven seven two zero seven six zero'],
  ['fortythird-20', 'DATE_OF_BIRTH', 'august twenty third nineteen eighty six'],
  ['fortyfourth-01', 'POLICY_NUMBER', 'six three two'],
  ['fortyfourth-03', 'POLICY_NUMBER', 'nine two'],
  ['fortyfourth-03', 'POLICY_NUMBER', 's r dash nine five double two nine two'],
  ['fortyfourth-03', 'DATE_OF_BIRTH', 'one twenty five ninety four'],
  ['fortyfourth-07', 'POLICY_NUMBER', 'k as in kite'],
  ['fortyfourth-07', 'POLICY_NUMBER', 'k as in kite'],
  ['fortyfourth-07', 'BANK_ACCOUNT_NUMBER', 'nine two one'],
  ['fortyfourth-08', 'POLICY_NUMBER', 'f zero x four b eight'],
  ['fortyfourth-09', 'BANK_ACCOUNT_NUMBER', 'three five two eight three'],
  ['fortyfourth-10', 'POLICY_NUMBER', 'd one two oh four two four'],
  ['fortyfourth-11', 'POLICY_NUMBER', 't as in ted r as in romeo zero four three five l as in lima k as in kilo'],
  ['fortyfourth-12', 'POLICY_NUMBER', 'u as in uniform'],
  ['fortyfourth-13', 'POLICY_NUMBER', 's for sugar'],
  ['fortyfourth-13', 'POLICY_NUMBER', 's for sugar'],
  ['fortyfourth-13', 'DATE_OF_BIRTH', 'one two one one one nine nine oh'],
  ['fortyfourth-14', 'POLICY_NUMBER', 's u one four three oh two two'],
  ['fortyfourth-15', 'DATE_OF_BIRTH', 'oh five two six one nine eight six'],
  ['fortyfourth-16', 'POLICY_NUMBER', 'n c forty five four fifty three'],
  ['fortyfourth-17', 'BANK_ACCOUNT_NUMBER', 'one two four'],
  ['fortyfourth-19', 'POLICY_NUMBER', 'm l two six six four nine'],
  ['fortyfourth-19', 'BANK_ACCOUNT_NUMBER', 'two nine zero one four'],
  ['fortyfourth-20', 'BANK_ACCOUNT_NUMBER', 'double three four nought two'],
  ['fortyfourth-20', 'POLICY_NUMBER', 'm for mike l for lima six oh four oh three'],
  ['fortyfourth-20', 'POLICY_NUMBER', 'm for mike l for lima six oh eight oh three'],
  ['fortyfourth-20', 'POLICY_NUMBER', 'm for mike l for lima six oh four oh three'],
  ['fortyfifth-01', 'BANK_ACCOUNT_NUMBER', 'oh one oh five'],
  ['fortyfifth-01', 'BANK_ACCOUNT_NUMBER', 'oh one oh five eight eight two'],
  ['fortyfifth-03', 'POLICY_NUMBER', 'b h j as in jack dash five oh two five five oh'],
  ['fortyfifth-08', 'POLICY_NUMBER', 'd as in dallas k twenty five w like walter k as in kevin'],
  ['fortyfifth-08', 'POLICY_NUMBER', 'd as in dallas k twenty three w like walter k as in kevin'],
  ['fortyfifth-08', 'POLICY_NUMBER', 'd as in dallas k twenty five w like walter k as in kevin'],
  ['fortyfifth-09', 'DATE_OF_BIRTH', 'eighty seven'],
  ['fortyfifth-10', 'POLICY_NUMBER', 'c j for jelly oh three one nine four four k for kettle'],
  ['fortyfifth-12', 'POLICY_NUMBER', 'nineteen seventy four dash f m'],
  ['fortyfifth-14', 'POLICY_NUMBER', 'k five double three six one'],
  ['fortyfifth-15', 'POLICY_NUMBER', 'v like vincent l as in louis dash nine eight three three five dash z like zachary'],
  ['fortyfifth-16', 'POLICY_NUMBER', 'u f four hundred ninety six sixty eight zero seven'],
  ['fortyfifth-17', 'POLICY_NUMBER', 'b f as in fish twenty two eighty four'],
  ['fortyfifth-19', 'POLICY_NUMBER', 'c as in carol p dash triple three'],
  ['fortysixth-02', 'POLICY_NUMBER', 'h c one three four three nine oh'],
  ['fortysixth-02', 'BANK_ACCOUNT_NUMBER', 'one nine'],
  ['fortysixth-03', 'BANK_ACCOUNT_NUMBER', 'three'],
  ['fortysixth-03', 'BANK_ACCOUNT_NUMBER', 'eight'],
  ['fortysixth-04', 'POLICY_NUMBER', 'f as in fumble'],
  ['fortysixth-04', 'POLICY_NUMBER', 's'],
  ['fortysixth-05', 'BANK_ACCOUNT_NUMBER', 'four nine nine five nine oh five oh'],
  ['fortysixth-05', 'BANK_ACCOUNT_NUMBER', 'six'],
  ['fortysixth-05', 'BANK_ACCOUNT_NUMBER', 'oh'],
  ['fortysixth-07', 'DATE_OF_BIRTH', 'oh eight twelve nineteen seventy three'],
  ['fortysixth-10', 'BANK_ACCOUNT_NUMBER', 'one hundred and seven two hundred and ninety one sixty four'],
  ['fortysixth-11', 'POLICY_NUMBER', 'b o one nine eight four nine one two oh'],
  ['fortysixth-11', 'POLICY_NUMBER', 'zero'],
  ['fortysixth-11', 'POLICY_NUMBER', 'o as in outfield'],
  ['fortysixth-13', 'POLICY_NUMBER', 'r m two nine seven eight l for lightning'],
  ['fortysixth-14', 'BANK_ACCOUNT_NUMBER', 'one triple nine'],
  ['fortysixth-14', 'BANK_ACCOUNT_NUMBER', 'two six'],
  ['fortysixth-15', 'POLICY_NUMBER', 'p like pitcher t as in touchdown m as in mitt ninety two sixty five four'],
  ['fortysixth-16', 'POLICY_NUMBER', 'zero'],
  ['fortysixth-16', 'BANK_ACCOUNT_NUMBER', 'two'],
  ['fortysixth-16', 'BANK_ACCOUNT_NUMBER', 'eight'],
  ['fortysixth-17', 'BANK_ACCOUNT_NUMBER', 'five one eight'],
  ['fortysixth-18', 'POLICY_NUMBER', 'f c e slash eighty two slash eleven four'],
  ['fortysixth-19', 'POLICY_NUMBER', 'zero'],
  ['fortysixth-19', 'POLICY_NUMBER', 'o as in outfield'],
  ['fortysixth-19', 'POLICY_NUMBER', 'm as in mitt l dash nine four eight two three two'],
  ['fortysixth-20', 'BANK_ACCOUNT_NUMBER', 'eight'],
  ['fortysixth-20', 'BANK_ACCOUNT_NUMBER', 'four'],
  ['fortysixth-20', 'BANK_ACCOUNT_NUMBER', 'four'],
  ['fortyseventh-01', 'POLICY_NUMBER', 'd g for gingerbread fifty five sixty five fifty one'],
  ['fortyseventh-02', 'DATE_OF_BIRTH', 'sixteen oh one forty four'],
  ['fortyseventh-02', 'BANK_ACCOUNT_NUMBER', 'seven three two four'],
  ['fortyseventh-02', 'BANK_ACCOUNT_NUMBER', 'four oh oh'],
  ['fortyseventh-03', 'POLICY_NUMBER', 'f like ford b as in buick a five'],
  ['fortyseventh-03', 'POLICY_NUMBER', 'zero nine two zero'],
  ['fortyseventh-03', 'POLICY_NUMBER', 'six two zero zero'],
  ['fortyseventh-04', 'POLICY_NUMBER', 's as in subaru e m three five oh'],
  ['fortyseventh-05', 'POLICY_NUMBER', 'h for honeycomb b stroke ninety nine seventy two stroke l r for roly poly'],
  ['fortyseventh-06', 'BANK_ACCOUNT_NUMBER', 'oh one'],
  ['fortyseventh-06', 'BANK_ACCOUNT_NUMBER', 'one oh'],
  ['fortyseventh-07', 'POLICY_NUMBER', 'g l twenty eight seventeen ninety four eight'],
  ['fortyseventh-08', 'BANK_ACCOUNT_NUMBER', 'seven three seven seven nine eight six five five'],
  ['fortyseventh-08', 'BANK_ACCOUNT_NUMBER', 'two five six six three two eight two one'],
  ['fortyseventh-10', 'BANK_ACCOUNT_NUMBER', 'four hundred and fifty one oh oh'],
  ['fortyseventh-11', 'POLICY_NUMBER', 'c as in cadillac w s as in subaru dash'],
  ['fortyseventh-11', 'POLICY_NUMBER', 'seven two four'],
  ['fortyseventh-13', 'BANK_ACCOUNT_NUMBER', 'fifty twenty three'],
  ['fortyseventh-14', 'DATE_OF_BIRTH', 'june the eighth nineteen sixty six'],
  ['fortyseventh-14', 'DATE_OF_BIRTH', 'june the eighth nineteen sixty six'],
  ['fortyseventh-15', 'POLICY_NUMBER', 't as in toyota p as in pontiac dash seven seven nine six two seven'],
  ['fortyseventh-15', 'POLICY_NUMBER', 't as in toyota p as in pontiac dash seven seven nine six two seven'],
  ['fortyseventh-17', 'POLICY_NUMBER', 'w for waffle n stroke'],
  ['fortyseventh-17', 'POLICY_NUMBER', 'thirteen sixteen twenty four'],
  ['fortyseventh-18', 'DATE_OF_BIRTH', 'seventy four'],
  ['fortyseventh-18', 'POLICY_NUMBER', 'c as in cheesecake l for lemon tart stroke k t for trifle stroke six four one five four four'],
  ['fortyseventh-20', 'POLICY_NUMBER', 'i p as in pontiac dash'],
  ['fortyseventh-20', 'POLICY_NUMBER', 'a like audi five oh five eight eight'],
  ['fortyeighth-01', 'BANK_ACCOUNT_NUMBER', 'seven seven eight four seven nine four'],
  ['fortyeighth-01', 'POLICY_NUMBER', 'i b g stroke'],
  ['fortyeighth-06', 'DATE_OF_BIRTH', 'nought nine ten seventy three'],
  ['fortyeighth-06', 'DATE_OF_BIRTH', 'the tenth of september nineteen seventy three'],
  ['fortyeighth-08', 'DATE_OF_BIRTH', 'november twelfth twenty fifteen'],
  ['fortyeighth-08', 'DATE_OF_BIRTH', 'october thirteen twenty sixteen'],
  ['fortyeighth-08', 'DATE_OF_BIRTH', 'october thirteenth twenty sixteen'],
  ['fortyeighth-08', 'BANK_ACCOUNT_NUMBER', 'eight four six two three seven seven'],
  ['fortyeighth-10', 'POLICY_NUMBER', 'h c one three five four seven oh four five'],
  ['fortyeighth-12', 'POLICY_NUMBER', 't b p as in poodle'],
  ['fortyeighth-15', 'BANK_ACCOUNT_NUMBER', 'zero double two nine'],
  ['fortyninth-01', 'BANK_ACCOUNT_NUMBER', 'ninety six fifty nought four'],
  ['fortyninth-01', 'BANK_ACCOUNT_NUMBER', 'one'],
  ['fortyninth-04', 'DATE_OF_BIRTH', 'twelve twenty four seventy two'],
  ['fortyninth-07', 'BANK_ACCOUNT_NUMBER', 'zero five six'],
  ['fortyninth-07', 'BANK_ACCOUNT_NUMBER', 'four seven eight'],
  ['fortyninth-09', 'POLICY_NUMBER', 'three six oh three two oh two five'],
  ['fortyninth-10', 'DATE_OF_BIRTH', 'first november seventy'],
  ['fortyninth-12', 'POLICY_NUMBER', 'o the letter not the number p as in piccolo nine eight five eight zero five'],
  ['fortyninth-12', 'BANK_ACCOUNT_NUMBER', 'six nine three three two four three seven zero'],
  ['fortyninth-12', 'BANK_ACCOUNT_NUMBER', 'eight seven four double one eight double five zero six'],
  ['fortyninth-14', 'DATE_OF_BIRTH', 'the second of may'],
  ['fortyninth-15', 'DATE_OF_BIRTH', 'nine nineteen ninety five'],
  ['fortyninth-16', 'BANK_ACCOUNT_NUMBER', 'five double zero seven double five one'],
  ['fortyninth-20', 'DATE_OF_BIRTH', 'march second'],
  ['fortyninth-20', 'DATE_OF_BIRTH', 'two thousand twelve'],
  ['fiftieth-01', 'BANK_ACCOUNT_NUMBER', 'five two oh seven eight eight eight'],
  ['fiftieth-01', 'POLICY_NUMBER', 'm for mike'],
  ['fiftieth-01', 'POLICY_NUMBER', 'n for norwich'],
  ['fiftieth-02', 'BANK_ACCOUNT_NUMBER', 'ninety six thirty six nought four'],
  ['fiftieth-02', 'BANK_ACCOUNT_NUMBER', 'nine nought seven nine'],
  ['fiftieth-05', 'BANK_ACCOUNT_NUMBER', 'five nine oh'],
  ['fiftieth-05', 'DATE_OF_BIRTH', 'the eighteenth of march twenty eighteen'],
  ['fiftieth-07', 'BANK_ACCOUNT_NUMBER', 'five zero zero nine seven six nine five nine eight'],
  ['fiftieth-10', 'DATE_OF_BIRTH', 'the twenty eighth of july nineteen eighty two'],
  ['fiftieth-11', 'POLICY_NUMBER', 'b as in burrito d as in donut thirty eight seventy nine thirteen eighty four'],
  ['fiftieth-11', 'BANK_ACCOUNT_NUMBER', 'one thirty two four eleven two twenty nine'],
  ['fiftieth-12', 'BANK_ACCOUNT_NUMBER', 'nine forty nine four forty one'],
  ['fiftieth-12', 'BANK_ACCOUNT_NUMBER', 'nine four nine four four one'],
  ['fiftieth-12', 'BANK_ACCOUNT_NUMBER', 'zero four eight three'],
  ['fiftieth-16', 'POLICY_NUMBER', 's as in sierra'],
  ['fiftieth-17', 'DATE_OF_BIRTH', 'the twenty fifth of december twenty sixteen'],
  ['fiftyfirst-01', 'DATE_OF_BIRTH', 'the ninth of september two thousand and eighteen'],
  ['fiftyfirst-01', 'BANK_ACCOUNT_NUMBER', 'i e seven seven'],
  ['fiftyfirst-01', 'BANK_ACCOUNT_NUMBER', 'b o f i'],
  ['fiftyfirst-01', 'BANK_ACCOUNT_NUMBER', 'nine eight five two'],
  ['fiftyfirst-02', 'BANK_ACCOUNT_NUMBER', 'i e three seven i p b s nine two one two five nine four five five nine five two oh six'],
  ['fiftyfirst-04', 'BANK_ACCOUNT_NUMBER', 'oh eight nine dash three eight oh'],
  ['fiftyfirst-05', 'POLICY_NUMBER', 'n o k as in king nine two five three three four eight seven four'],
  ['fiftyfirst-05', 'POLICY_NUMBER', 'n o k nine two five three three four eight seven four'],
  ['fiftyfirst-06', 'BANK_ACCOUNT_NUMBER', 'forty three fifteen eighty eleven'],
  ['fiftyfirst-06', 'POLICY_NUMBER', 'p as in paul seventy seven thirty seven oh two forty six'],
  ['fiftyfirst-06', 'BANK_ACCOUNT_NUMBER', 'oh one five four three nine two two four'],
  ['fiftyfirst-06', 'BANK_ACCOUNT_NUMBER', 'four nine two six two seven three seven seven four'],
  ['fiftyfirst-07', 'DATE_OF_BIRTH', 'the tenth'],
  ['fiftyfirst-08', 'BANK_ACCOUNT_NUMBER', 'sixty thirty eight oh six'],
  ['fiftyfirst-08', 'BANK_ACCOUNT_NUMBER', 'seven three nine six seven seven four oh'],
  ['fiftyfirst-10', 'BANK_ACCOUNT_NUMBER', 'three oh six eight'],
  ['fiftyfirst-12', 'BANK_ACCOUNT_NUMBER', 'oh one four three oh nine'],
  ['fiftyfirst-13', 'POLICY_NUMBER', 'r n as in nancy nine five two nine six eight two'],
  ['fiftyfirst-14', 'DATE_OF_BIRTH', 'september twenty first nineteen seventy two'],
  ['fiftyfirst-14', 'POLICY_NUMBER', 'd as in david k as in king l as in larry one eight nine one two six eight two five'],
  ['fiftyfirst-20', 'BANK_ACCOUNT_NUMBER', 'nine six dash four eight dash nine four'],
  ['fiftysecond-01', 'DATE_OF_BIRTH', 'the sixteenth of october two thousand and sixteen'],
  ['fiftysecond-01', 'BANK_ACCOUNT_NUMBER', 'triple oh'],
  ['fiftysecond-01', 'BANK_ACCOUNT_NUMBER', 'one two dash oh eight seven six dash five four nine eight five five eight dash oh oh oh'],
  ['fiftysecond-03', 'POLICY_NUMBER', 'k for kimberley b like bloemfontein n one zero five five nine nine six two'],
  ['fiftysecond-09', 'POLICY_NUMBER', 'b r as in reno b like boston five seven three three two eight four one one'],
  ['fiftysecond-09', 'POLICY_NUMBER', 'eight four one one'],
  ['fiftysecond-10', 'POLICY_NUMBER', 'l as in lincoln b t seven four six seven six zero seven seven'],
  ['fiftysecond-10', 'POLICY_NUMBER', 'b as in boston'],
  ['fiftysecond-10', 'POLICY_NUMBER', 'd as in dallas'],
  ['fiftysecond-10', 'POLICY_NUMBER', 'b as in boston'],
  ['fiftysecond-10', 'BANK_ACCOUNT_NUMBER', 'two six two eight'],
  ['fiftysecond-11', 'POLICY_NUMBER', 'h for hammer t as in teapot four six seven four oh stroke oh nine'],
  ['fiftysecond-11', 'POLICY_NUMBER', 'h t four six seven four oh stroke oh nine'],
  ['fiftysecond-14', 'DATE_OF_BIRTH', 'october the twenty fifth ninety'],
  ['fiftysecond-15', 'BANK_ACCOUNT_NUMBER', 'eight four nine four one six six six four five eight two'],
  ['fiftysecond-18', 'BANK_ACCOUNT_NUMBER', 'nine oh one one eight three'],
  ['fiftysecond-20', 'BANK_ACCOUNT_NUMBER', 'three eight oh two oh three three five five three five one three oh oh'],
  ['fiftythird-02', 'DATE_OF_BIRTH', 'one eighteen eighty nine'],
  ['fiftythird-07', 'BANK_ACCOUNT_NUMBER', 'three ten nine twenty two'],
  ['fiftythird-13', 'DATE_OF_BIRTH', 'september thirteenth nineteen forty five'],
  ['fiftythird-14', 'DATE_OF_BIRTH', 'twelve oh eight oh oh'],
  ['fiftythird-17', 'POLICY_NUMBER', 's for sierra h for hotel k for kilo three oh two two nine nine nine four'],
  ['fiftythird-18', 'BANK_ACCOUNT_NUMBER', 'one four oh two'],
];

describe('redaction of the checked types on the held-out parts', () => {
  const score = scorePii(
    corpus.filter((entry) => entry.split !== 'dev'),
    findPiiInSegments,
  );

  it('leaves no date of birth, policy or account number but the known misses', () => {
    expect(score.survivors.filter((s) => CHECKED.has(s.type)).map((s) => [s.call, s.type, s.said])).toEqual(HELD_OUT_KNOWN_MISSES);
  });

  it('redacts no ordinary number but the one set 6 still loses, those sets 8 to 53 showed when measured and still lose, and one of set 20 round 29 took', () => {
    expect(score.ordinaryRedacted).toEqual([
      { call: 'sixth-11', turn: 15, word: 'four' },
      { call: 'eighth-03', turn: 15, word: 'seven' },
      { call: 'eighth-03', turn: 15, word: 'six' },
      { call: 'eighth-03', turn: 18, word: 'two' },
      { call: 'eighth-08', turn: 19, word: 'zero' },
      { call: 'eighth-08', turn: 19, word: 'four' },
      { call: 'eighth-08', turn: 19, word: 'seven' },
      { call: 'eighth-08', turn: 19, word: 'two' },
      { call: 'eighth-08', turn: 19, word: 'six' },
      { call: 'eighth-18', turn: 7, word: 'seven' },
      { call: 'eighth-18', turn: 7, word: 'six' },
      { call: 'eighth-20', turn: 14, word: 'four' },
      { call: 'eighth-20', turn: 14, word: 'point' },
      { call: 'eighth-20', turn: 14, word: 'one' },
      { call: 'ninth-06', turn: 25, word: 'forty' },
      { call: 'ninth-06', turn: 25, word: 'nine' },
      { call: 'ninth-06', turn: 25, word: 'ninety' },
      { call: 'ninth-06', turn: 25, word: 'nine' },
      { call: 'ninth-11', turn: 16, word: 'fifty' },
      { call: 'ninth-11', turn: 16, word: 'five' },
      { call: 'ninth-15', turn: 6, word: 'six' },
      { call: 'ninth-15', turn: 6, word: 'nine' },
      { call: 'ninth-15', turn: 6, word: 'one' },
      { call: 'ninth-18', turn: 21, word: 'forty' },
      { call: 'ninth-18', turn: 21, word: 'nine' },
      { call: 'ninth-18', turn: 21, word: 'ninety' },
      { call: 'ninth-18', turn: 21, word: 'nine' },
      { call: 'tenth-10', turn: 5, word: 'twelve' },
      { call: 'tenth-11', turn: 22, word: 'forty' },
      { call: 'tenth-11', turn: 22, word: 'nine' },
      { call: 'tenth-11', turn: 22, word: 'ninety' },
      { call: 'tenth-11', turn: 22, word: 'nine' },
      { call: 'tenth-12', turn: 10, word: 'forty' },
      { call: 'tenth-12', turn: 10, word: 'nine' },
      { call: 'tenth-12', turn: 10, word: 'ninety' },
      { call: 'tenth-12', turn: 10, word: 'nine' },
      { call: 'tenth-18', turn: 27, word: 'four' },
      { call: 'tenth-18', turn: 27, word: 'hundred' },
      { call: 'tenth-18', turn: 27, word: 'nine' },
      { call: 'tenth-18', turn: 27, word: 'hundred' },
      { call: 'tenth-19', turn: 16, word: 'forty' },
      { call: 'tenth-19', turn: 16, word: 'nine' },
      { call: 'tenth-19', turn: 16, word: 'ninety' },
      { call: 'tenth-19', turn: 16, word: 'nine' },
      { call: 'tenth-20', turn: 30, word: 'four' },
      { call: 'tenth-20', turn: 30, word: 'thirty' },
      { call: 'eleventh-11', turn: 23, word: 'seven' },
      { call: 'eleventh-11', turn: 23, word: 'forty' },
      { call: 'eleventh-11', turn: 23, word: 'two' },
      { call: 'twelfth-02', turn: 3, word: 'twenty' },
      { call: 'twelfth-02', turn: 3, word: 'nineteen' },
      { call: 'twelfth-09', turn: 23, word: 'five' },
      { call: 'twelfth-16', turn: 18, word: 'ninety' },
      { call: 'twelfth-17', turn: 23, word: 'twelve' },
      { call: 'twelfth-19', turn: 14, word: 'four' },
      { call: 'twelfth-19', turn: 25, word: 'twenty' },
      { call: 'twelfth-19', turn: 25, word: 'nineteen' },
      { call: 'thirteenth-10', turn: 17, word: 'nine' },
      { call: 'fourteenth-16', turn: 30, word: 'eight' },
      { call: 'fourteenth-16', turn: 30, word: 'forty' },
      { call: 'fourteenth-16', turn: 30, word: 'nine' },
      { call: 'fourteenth-19', turn: 7, word: 'forty' },
      { call: 'sixteenth-04', turn: 18, word: 'twenty' },
      { call: 'sixteenth-04', turn: 18, word: 'one' },
      { call: 'sixteenth-04', turn: 18, word: 'two' },
      { call: 'sixteenth-04', turn: 18, word: 'hundred' },
      { call: 'sixteenth-05', turn: 29, word: 'eight' },
      { call: 'sixteenth-05', turn: 29, word: 'one' },
      { call: 'sixteenth-12', turn: 3, word: 'seventy' },
      { call: 'sixteenth-12', turn: 5, word: 'three' },
      { call: 'sixteenth-18', turn: 11, word: 'fifteen' },
      { call: 'seventeenth-07', turn: 24, word: 'seven' },
      { call: 'seventeenth-07', turn: 24, word: 'ten' },
      { call: 'seventeenth-09', turn: 7, word: 'nineteen' },
      { call: 'seventeenth-11', turn: 10, word: 'one' },
      { call: 'eighteenth-04', turn: 7, word: 'three' },
      { call: 'eighteenth-16', turn: 11, word: 'three' },
      { call: 'eighteenth-16', turn: 11, word: 'thousand' },
      { call: 'eighteenth-16', turn: 11, word: 'two' },
      { call: 'eighteenth-17', turn: 15, word: 'three' },
      { call: 'nineteenth-09', turn: 19, word: 'six' },
      { call: 'nineteenth-12', turn: 9, word: 'sixty' },
      { call: 'nineteenth-14', turn: 27, word: 'third' },
      { call: 'twentieth-01', turn: 21, word: 'eight' },
      { call: 'twentyfirst-11', turn: 15, word: 'two' },
      { call: 'twentyfirst-11', turn: 15, word: 'hundred' },
      { call: 'twentyfirst-12', turn: 14, word: 'four' },
      { call: 'twentyfirst-12', turn: 14, word: 'hundred' },
      { call: 'twentyfirst-20', turn: 10, word: 'four' },
      { call: 'twentyfirst-20', turn: 10, word: 'hundred' },
      { call: 'twentythird-08', turn: 13, word: 'seven' },
      { call: 'twentythird-08', turn: 13, word: 'eleven' },
      { call: 'twentythird-18', turn: 19, word: 'one' },
      { call: 'twentythird-18', turn: 19, word: 'hundred' },
      { call: 'twentythird-18', turn: 19, word: 'and' },
      { call: 'twentythird-18', turn: 19, word: 'fifty' },
      { call: 'twentyfifth-17', turn: 23, word: 'thirty' },
      { call: 'twentyfifth-20', turn: 18, word: 'twenty' },
      { call: 'twentyfifth-20', turn: 18, word: 'two' },
      { call: 'twentyseventh-10', turn: 21, word: 'two' },
      { call: 'twentyeighth-06', turn: 9, word: 'nine' },
      { call: 'twentyeighth-16', turn: 24, word: 'one' },
      { call: 'twentyeighth-16', turn: 24, word: 'hundred' },
      { call: 'twentyninth-08', turn: 9, word: 'twenty' },
      { call: 'thirtyfirst-01', turn: 36, word: 'seven' },
      { call: 'thirtyfirst-01', turn: 36, word: 'forty' },
      { call: 'thirtyfirst-01', turn: 36, word: 'five' },
      { call: 'thirtyfirst-01', turn: 37, word: 'fifteen' },
      { call: 'thirtyfirst-04', turn: 19, word: 'ninety' },
      { call: 'thirtyfirst-12', turn: 25, word: 'ninety' },
      { call: 'thirtysecond-05', turn: 7, word: 'three' },
      { call: 'thirtysecond-06', turn: 19, word: 'seventy' },
      { call: 'thirtysecond-06', turn: 19, word: 'eight' },
      { call: 'thirtysecond-08', turn: 9, word: 'six' },
      { call: 'thirtysecond-09', turn: 21, word: 'three' },
      { call: 'thirtysecond-10', turn: 5, word: 'six' },
      { call: 'thirtysecond-14', turn: 5, word: 'four' },
      { call: 'thirtythird-05', turn: 21, word: 'eighty' },
      { call: 'thirtythird-05', turn: 21, word: 'three' },
      { call: 'thirtythird-08', turn: 22, word: 'sixteen' },
      { call: 'thirtythird-08', turn: 22, word: 'eighty' },
      { call: 'thirtythird-08', turn: 23, word: 'twenty' },
      { call: 'thirtythird-08', turn: 23, word: 'one' },
      { call: 'thirtythird-13', turn: 15, word: 'thirteen' },
      { call: 'thirtythird-18', turn: 19, word: 'eighty' },
      { call: 'thirtythird-18', turn: 19, word: 'three' },
      { call: 'thirtythird-19', turn: 6, word: 'forty' },
      { call: 'thirtyfourth-05', turn: 10, word: 'sixty' },
      { call: 'thirtyfourth-15', turn: 12, word: 'forty' },
      { call: 'thirtyfourth-15', turn: 12, word: 'one' },
      { call: 'thirtyfifth-06', turn: 12, word: 'one' },
      { call: 'thirtyfifth-06', turn: 12, word: 'hundred' },
      { call: 'thirtyfifth-15', turn: 12, word: 'sixteen' },
      { call: 'thirtysixth-12', turn: 7, word: 'four' },
      { call: 'thirtysixth-15', turn: 11, word: 'four' },
      { call: 'thirtyseventh-02', turn: 13, word: 'one' },
      { call: 'thirtyseventh-09', turn: 13, word: 'one' },
      { call: 'thirtyseventh-20', turn: 3, word: 'two' },
      { call: 'thirtyninth-02', turn: 7, word: 'twenty' },
      { call: 'thirtyninth-02', turn: 7, word: 'nineteen' },
      { call: 'thirtyninth-02', turn: 9, word: 'two' },
      { call: 'thirtyninth-02', turn: 11, word: 'one' },
      { call: 'thirtyninth-07', turn: 17, word: 'twenty' },
      { call: 'fortieth-08', turn: 21, word: 'two' },
      { call: 'fortieth-08', turn: 21, word: 'hundred' },
      { call: 'fortieth-08', turn: 21, word: 'and' },
      { call: 'fortieth-08', turn: 21, word: 'sixty' },
      { call: 'fortieth-08', turn: 21, word: 'thousand' },
      { call: 'fortieth-19', turn: 17, word: 'one' },
      { call: 'fortieth-19', turn: 17, word: 'hundred' },
      { call: 'fortieth-19', turn: 17, word: 'and' },
      { call: 'fortieth-19', turn: 17, word: 'sixty' },
      { call: 'fortyfirst-02', turn: 21, word: 'ninety' },
      { call: 'fortyfirst-02', turn: 21, word: 'one' },
      { call: 'fortyfirst-08', turn: 21, word: 'four' },
      { call: 'fortyfirst-10', turn: 5, word: 'eleven' },
      { call: 'fortysecond-07', turn: 25, word: 'one' },
      { call: 'fortysecond-07', turn: 25, word: 'hundred' },
      { call: 'fortysecond-07', turn: 25, word: 'and' },
      { call: 'fortysecond-07', turn: 25, word: 'sixty' },
      { call: 'fortysecond-07', turn: 25, word: 'thousand' },
      { call: 'fortysecond-16', turn: 16, word: 'three' },
      { call: 'fortysecond-16', turn: 16, word: 'thirty' },
      { call: 'fortythird-07', turn: 25, word: 'eight' },
      { call: 'fortythird-07', turn: 25, word: 'hundred' },
      { call: 'fortythird-11', turn: 7, word: 'thirty' },
      { call: 'fortythird-11', turn: 7, word: 'two' },
      { call: 'fortythird-13', turn: 15, word: 'twenty' },
      { call: 'fortythird-13', turn: 15, word: 'two' },
      { call: 'fortythird-18', turn: 15, word: 'twenty' },
      { call: 'fortythird-18', turn: 15, word: 'twenty' },
      { call: 'fortythird-18', turn: 15, word: 'one' },
      { call: 'fortyfourth-02', turn: 4, word: 'twenty' },
      { call: 'fortyfourth-02', turn: 4, word: 'fourteen' },
      { call: 'fortyfourth-14', turn: 17, word: 'fourth' },
      { call: 'fortyfourth-18', turn: 12, word: 'five' },
      { call: 'fortyfourth-18', turn: 12, word: 'thousand' },
      { call: 'fortysixth-05', turn: 21, word: 'seven' },
      { call: 'fortysixth-08', turn: 17, word: 'ten' },
      { call: 'fortysixth-13', turn: 6, word: 'seventeen' },
      { call: 'fortysixth-13', turn: 6, word: 'one' },
      { call: 'fortysixth-13', turn: 6, word: 'twenty' },
      { call: 'fortysixth-13', turn: 6, word: 'five' },
      { call: 'fortysixth-19', turn: 12, word: 'thirteen' },
      { call: 'fortysixth-19', turn: 12, word: 'forty' },
      { call: 'fortysixth-19', turn: 12, word: 'five' },
      { call: 'fortyseventh-05', turn: 18, word: 'one' },
      { call: 'fortyseventh-05', turn: 18, word: 'hundred' },
      { call: 'fortyseventh-05', turn: 18, word: 'and' },
      { call: 'fortyseventh-05', turn: 18, word: 'forty' },
      { call: 'fortyseventh-05', turn: 18, word: 'five' },
      { call: 'fortyseventh-19', turn: 9, word: 'sixty' },
      { call: 'fortyseventh-19', turn: 9, word: 'five' },
      { call: 'fortyeighth-05', turn: 12, word: 'twenty' },
      { call: 'fortyeighth-05', turn: 12, word: 'first' },
      { call: 'fortyeighth-05', turn: 12, word: 'nine' },
      { call: 'fortyeighth-05', turn: 12, word: 'forty' },
      { call: 'fortyeighth-06', turn: 19, word: 'four' },
      { call: 'fortyeighth-06', turn: 19, word: 'four' },
      { call: 'fortyeighth-14', turn: 3, word: 'four' },
      { call: 'fortyeighth-20', turn: 18, word: 'five' },
      { call: 'fortyeighth-20', turn: 18, word: 'hundred' },
      { call: 'fortyeighth-20', turn: 18, word: 'and' },
      { call: 'fortyeighth-20', turn: 18, word: 'sixty' },
      { call: 'fortyninth-06', turn: 8, word: 'one' },
      { call: 'fortyninth-06', turn: 8, word: 'hundred' },
      { call: 'fortyninth-06', turn: 8, word: 'and' },
      { call: 'fortyninth-06', turn: 8, word: 'forty' },
      { call: 'fortyninth-12', turn: 14, word: 'three' },
      { call: 'fortyninth-20', turn: 10, word: 'eight' },
      { call: 'fortyninth-20', turn: 10, word: 'fourteen' },
      { call: 'fiftieth-01', turn: 14, word: 'five' },
      { call: 'fiftieth-01', turn: 15, word: 'three' },
      { call: 'fiftieth-15', turn: 9, word: 'ten' },
      { call: 'fiftieth-15', turn: 9, word: 'twelve' },
      { call: 'fiftieth-17', turn: 16, word: 'five' },
      { call: 'fiftyfirst-03', turn: 18, word: 'three' },
      { call: 'fiftyfirst-14', turn: 6, word: 'ten' },
      { call: 'fiftyfirst-14', turn: 6, word: 'fourteen' },
      { call: 'fiftyfirst-15', turn: 5, word: 'eighty' },
      { call: 'fiftyfirst-15', turn: 5, word: 'eight' },
      { call: 'fiftysecond-07', turn: 12, word: 'three' },
      { call: 'fiftysecond-16', turn: 12, word: 'forty' },
      { call: 'fiftysecond-16', turn: 12, word: 'nine' },
      { call: 'fiftysecond-17', turn: 13, word: 'six' },
      { call: 'fiftythird-05', turn: 12, word: 'eight' },
      { call: 'fiftythird-05', turn: 12, word: 'ninety' },
      { call: 'fiftythird-05', turn: 12, word: 'nine' },
      { call: 'fiftythird-06', turn: 6, word: 'thirty' },
      { call: 'fiftythird-06', turn: 6, word: 'five' },
      { call: 'fiftythird-06', turn: 6, word: 'ninety' },
      { call: 'fiftythird-06', turn: 6, word: 'six' },
      { call: 'fiftythird-06', turn: 8, word: 'thirty' },
      { call: 'fiftythird-06', turn: 8, word: 'five' },
      { call: 'fiftythird-06', turn: 8, word: 'ninety' },
      { call: 'fiftythird-06', turn: 8, word: 'six' },
      { call: 'fiftythird-06', turn: 16, word: 'thirty' },
      { call: 'fiftythird-06', turn: 16, word: 'five' },
      { call: 'fiftythird-06', turn: 16, word: 'ninety' },
      { call: 'fiftythird-06', turn: 16, word: 'six' },
      { call: 'fiftythird-09', turn: 6, word: 'fourteen' },
      { call: 'fiftythird-09', turn: 6, word: 'ninety' },
      { call: 'fiftythird-09', turn: 6, word: 'nine' },
      { call: 'fiftythird-09', turn: 6, word: 'eight' },
      { call: 'fiftythird-10', turn: 7, word: 'twentieth' },
      { call: 'fiftythird-10', turn: 13, word: 'two' },
      { call: 'fiftythird-10', turn: 18, word: 'twelve' },
      { call: 'fiftythird-10', turn: 18, word: 'fifty' },
      { call: 'fiftythird-11', turn: 5, word: 'eleventh' },
      { call: 'fiftythird-11', turn: 5, word: 'ten' },
      { call: 'fiftythird-11', turn: 5, word: 'forty' },
      { call: 'fiftythird-14', turn: 6, word: 'fourteenth' },
      { call: 'fiftythird-14', turn: 6, word: 'seven' },
      { call: 'fiftythird-14', turn: 6, word: 'thirty' },
      { call: 'fiftythird-15', turn: 12, word: 'one' },
      { call: 'fiftythird-15', turn: 12, word: 'hundred' },
      { call: 'fiftythird-15', turn: 12, word: 'and' },
      { call: 'fiftythird-15', turn: 12, word: 'fifty' },
      { call: 'fiftythird-15', turn: 12, word: 'eight' },
      { call: 'fiftythird-15', turn: 12, word: 'twenty' },
    ]);
  });
});

/**
 * The same calls with every word heard right (the authored words): rules read off what the local engine made of values
 * must not lose the values callers say plainly. Item recall and precision by type, as the goal of issue 23 counts them.
 */
describe('redaction of the checked types on the words as said', () => {
  const said = loadPiiCalls().map(asSaid);
  const score = scorePii(said, findPiiInSegments);

  it('is over every authored call, as the corpus has them', () => {
    expect(said.map((e) => e.call)).toEqual(corpus.map((e) => e.call));
  });

  it.each([...CHECKED])('recalls at least 95 %% of %s items, at least 90 %% of its redacted words personal data', (type) => {
    const recall = score.recall[type]!;
    const precision = score.precision[type]!;
    expect(recall.redacted / recall.items).toBeGreaterThanOrEqual(0.95);
    expect(precision.right / precision.words).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the score', () => {
  // One account number, heard "three eight oh for it they dk": what a detector that stops after "for" leaves readable.
  const heard = ['three', 'eight', 'oh', 'for', 'it', 'they', 'dk'];
  const entry = {
    call: 'score-01',
    split: 'dev' as const,
    sampleRateHz: 16000,
    items: [{ item: 1, type: 'BANK_ACCOUNT_NUMBER', speaker: 'customer' as const, said: 'three eight oh four eight eight two' }],
    segments: [
      {
        speaker: 'customer' as const,
        channel: 1,
        words: heard.map((text, i) => ({ text, startMs: i * 300, endMs: i * 300 + 250, label: 'BANK_ACCOUNT_NUMBER', item: 1 })),
      },
    ],
  };
  const upTo = (end: number) => () => [{ turn: 0, start: 0, end, type: 'BANK_ACCOUNT_NUMBER' as const }];

  it('counts an item recalled only when every heard word of it is redacted', () => {
    expect(scorePii([entry], upTo(6)).recall.BANK_ACCOUNT_NUMBER).toMatchObject({ items: 1, redacted: 1, valueLeft: 0 });
    expect(scorePii([entry], upTo(4)).recall.BANK_ACCOUNT_NUMBER).toMatchObject({ items: 1, redacted: 0 });
  });

  it('counts its value hidden when the words left carry no digit, number word, month, ordinal or letter', () => {
    expect(scorePii([entry], upTo(4)).recall.BANK_ACCOUNT_NUMBER).toMatchObject({ valueLeft: 0 });
    // ("for" is a digit only to a reader who guesses; "oh" is one.)
    expect(scorePii([entry], upTo(1)).recall.BANK_ACCOUNT_NUMBER).toMatchObject({ valueLeft: 1 });
  });
});
