/**
 * Personal-data redaction on the labelled corpus (test/fixtures/pii/corpus.json: what the sandbox's Transcribe,
 * PocketSphinx, heard in authored calls): per type, recall (items with every heard word redacted, and words), value
 * hidden (items no digit, number word, month, ordinal or letter of which stayed readable) and precision (redacted words
 * that are personal data), on each held-out set, newest first: the fifty-ninth (`fiftyninth`: authored and recognised
 * while rounds 124 and 125 were made, blind to the detector, measured once after round 125), the fifty-eighth
 * (`fiftyeighth`: also written blind, while round 123 was made, measured once after round 123, tuned on in round 124),
 * the fifty-seventh (`fiftyseventh`: also written blind, while rounds 120 to 122 were made, measured once after round
 * 122, its names read for round 123, tuned on in round 125), the fifty-sixth (`fiftysixth`: also written blind, while rounds 118 and 119 were
 * made, measured once after round 119, tuned on in rounds 120 to 122), the fifty-fifth (`fiftyfifth`: also written
 * blind, while rounds 115 to 117 were made, measured once after round 117), the fifty-fourth (`fiftyfourth`: also
 * written blind, while round 114 was made, measured once after round 114, tuned on in rounds 115 to 118), the
 * fifty-third (`fiftythird`: also written blind, while rounds 108 to 112 were made, measured once after round 112), the
 * fifty-second (`fiftysecond`: also written blind, while rounds 105 to 107 were made, measured once after round 107,
 * tuned on in rounds 108 and 110 to 112), the fifty-first (`fiftyfirst`: also written blind, while rounds 101 to 104
 * were made, measured once after round 104, tuned on in rounds 105 to 107 and 109), the fiftieth (`fiftieth`: also
 * written blind, while rounds 99 and 100 were made, measured once after round 100, tuned on in rounds 101 to 104), the
 * forty-ninth (`fortyninth`: also written blind, while rounds 93 to 98 were made, measured once after round 98, tuned
 * on in round 104), the forty-eighth (`fortyeighth`: also written blind, while rounds 89 to 92 were made, measured once
 * after round 92, tuned on in rounds 94 to 97, 99 and 100), the forty-seventh (`fortyseventh`: also written blind,
 * while rounds 87 and 88 were made, measured once after round 88, tuned on in rounds 89, 90, 93, 99, 104 and 119), the
 * forty-sixth (`fortysixth`: also written blind, while rounds 83 to 86 were made, measured once after round 86, tuned
 * on in rounds 87, 88 and 118), the forty-fifth (`fortyfifth`: also written blind, while rounds 79 to 81 were made,
 * measured once after round 81, tuned on in rounds 82, 83 and 99), the forty-fourth (`fortyfourth`: also written blind,
 * while rounds 76 to 78 were made, measured once after round 78, tuned on in rounds 79 to 81, 91 and 92), the
 * forty-third (`fortythird`: also written blind, while rounds 71 to 73 were made, measured once after round 73, tuned
 * on in rounds 74 to 76), the forty-second (`fortysecond`: also written blind, while rounds 68 to 70 were made,
 * measured once after round 70), the forty-first (`fortyfirst`: also written blind, while rounds 64 to 67 were made,
 * measured once after round 67), the fortieth (`fortieth`: also written while rounds 60 to 63 were made, blind,
 * measured once after round 63, tuned on in rounds 64 to 66), the thirty-ninth (`thirtyninth`: also written blind,
 * while rounds 52 to 56 were made, measured once after round 56, tuned on in rounds 57, 59 and 62), the thirty-eighth
 * (`thirtyeighth`: also written blind, while round 51 was made, measured once after it), the thirty-seventh
 * (`thirtyseventh`: also written blind, after round 49, measured once after it), the thirty-sixth (`thirtysixth`:
 * written while round 47 was made, blind to the detector but for round 46's commit subject, measured once after round
 * 47), the thirty-fifth (`thirtyfifth`: also written blind, while rounds 44 and 45 were made, measured once after round
 * 45), the thirty-fourth (`thirtyfourth`: also written blind, while round 43 was made, values said mostly plainly,
 * measured once after it), the thirty-third (`thirtythird`: also written blind, while rounds 41 and 42 were made,
 * measured once after round 42, tuned on in round 43), the thirty-second (`thirtysecond`: also written blind, while
 * rounds 39 and 40 were made, measured once after round 40, tuned on in rounds 41 and 42), the thirty-first
 * (`thirtyfirst`: also written blind, while round 38 was made, measured once after it, tuned on in rounds 39 and 40),
 * the thirtieth (`thirtieth`: also written blind, while rounds 35 to 37 were made, measured once after round 37, tuned
 * on in round 38), the twenty-ninth (`twentyninth`: written while round 34 was made, blind to the detector but for
 * round 34's commit subject, measured once after it), the twenty-eighth (`twentyeighth`, written blind, measured once
 * after round 33, tuned on in round 34), the twenty-seventh (`twentyseventh`, also written blind, measured once after
 * round 32, tuned on in round 33), the twenty-sixth (`twentysixth`, also written blind, measured once after round 30,
 * tuned on in rounds 31 and 32), the twenty-fifth (`twentyfifth`, also written blind, measured once after round 29,
 * tuned on in round 30), the twenty-fourth (`twentyfourth`, also written blind, measured once after round 28), the
 * twenty-third (`twentythird`, also written blind, measured once after round 27, tuned on in round 28), the
 * twenty-second (`twentysecond`, also written blind, measured once after round 25, tuned on in rounds 26 and 27), the
 * twenty-first (`twentyfirst`, also written blind, measured once after round 23, tuned on in round 24), the twentieth
 * (`twentieth`, also written blind, measured once after round 22, tuned on in round 23), the nineteenth (`nineteenth`,
 * also written blind, measured once after round 20, tuned on in round 21), the eighteenth (`eighteenth`, also written
 * blind, measured once after round 19, tuned on in round 20), the seventeenth (`seventeenth`, also written blind,
 * measured once after round 18, tuned on in round 19), the sixteenth (`sixteenth`, also written blind, measured once
 * after round 17, tuned on in round 18), the fifteenth (`fifteenth`, also written blind, measured once after round 16,
 * tuned on in round 17), the fourteenth (`fourteenth`, also written blind, measured once after round 15, tuned on in
 * round 16), the thirteenth (`thirteenth`, also written blind, measured once after round 14, tuned on in round 15), the
 * twelfth (`twelfth`, measured once after round 13, tuned on in round 14), the eleventh (`eleventh`, measured once
 * after round 12, tuned on in round 13), the tenth (`tenth`, measured once after round 11, tuned on in round 12), the
 * ninth (`ninth`, measured once after round 10, tuned on in round 11), the eighth (`eighth`, measured once after round
 * 9, its misses in view in round 13), the seventh (`seventh`, tuned on in round 9), the sixth (`sixth`, tuned on in
 * round 8), the fifth (`fifth`, tuned on in round 7), and the fourth (`fourth`), third (`third`), second (`fresh`) and
 * first (`heldout`), whose misses were read and fixed since; and, apart, on the calls the detector was tuned on. Also
 * the ordinary numbers it redacted, and the same scores on the authored words as said (every word heard right), which
 * separate the detector's own misses from the local engine's mishearings. Reports, never asserts: the jest test
 * test/transcripts/pii-corpus.test.ts holds the tuned part at no survivor and no ordinary number redacted.
 */
import { findPiiInSegments } from '../src/transcripts/redaction';
import { asSaid, loadPiiCalls, loadPiiCorpus, scorePii, type PiiScore } from '../test/transcripts/support/pii-corpus';
import { table, type Bench } from './report';

const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} % (${part}/${whole})`);

const rows = (split: string, score: PiiScore): string[][] => {
  const types = [...new Set([...Object.keys(score.recall), ...Object.keys(score.precision)])].sort();
  const total = { items: 0, redacted: 0, words: 0, wordsRedacted: 0, valueLeft: 0, predicted: 0, right: 0 };
  const lines = types.map((type) => {
    const r = score.recall[type] ?? { items: 0, redacted: 0, words: 0, wordsRedacted: 0, valueLeft: 0 };
    const p = score.precision[type] ?? { words: 0, right: 0 };
    total.items += r.items;
    total.redacted += r.redacted;
    total.words += r.words;
    total.wordsRedacted += r.wordsRedacted;
    total.valueLeft += r.valueLeft;
    total.predicted += p.words;
    total.right += p.right;
    return [
      split,
      type,
      percent(r.redacted, r.items),
      percent(r.items - r.valueLeft, r.items),
      percent(r.wordsRedacted, r.words),
      percent(p.right, p.words),
    ];
  });
  return [
    ...lines,
    [
      split,
      'all',
      percent(total.redacted, total.items),
      percent(total.items - total.valueLeft, total.items),
      percent(total.wordsRedacted, total.words),
      percent(total.right, total.predicted),
    ],
    [split, 'ordinary numbers redacted', String(score.ordinaryRedacted.length), '', '', ''],
  ];
};

/** The held-out parts from set 1 to the newest, by their split in the corpus and the ordinal the report names them by. */
const HELD_OUT = [
  ['heldout', 'first'],
  ['fresh', 'second'],
  ['third', 'third'],
  ['fourth', 'fourth'],
  ['fifth', 'fifth'],
  ['sixth', 'sixth'],
  ['seventh', 'seventh'],
  ['eighth', 'eighth'],
  ['ninth', 'ninth'],
  ['tenth', 'tenth'],
  ['eleventh', 'eleventh'],
  ['twelfth', 'twelfth'],
  ['thirteenth', 'thirteenth'],
  ['fourteenth', 'fourteenth'],
  ['fifteenth', 'fifteenth'],
  ['sixteenth', 'sixteenth'],
  ['seventeenth', 'seventeenth'],
  ['eighteenth', 'eighteenth'],
  ['nineteenth', 'nineteenth'],
  ['twentieth', 'twentieth'],
  ['twentyfirst', 'twenty-first'],
  ['twentysecond', 'twenty-second'],
  ['twentythird', 'twenty-third'],
  ['twentyfourth', 'twenty-fourth'],
  ['twentyfifth', 'twenty-fifth'],
  ['twentysixth', 'twenty-sixth'],
  ['twentyseventh', 'twenty-seventh'],
  ['twentyeighth', 'twenty-eighth'],
  ['twentyninth', 'twenty-ninth'],
  ['thirtieth', 'thirtieth'],
  ['thirtyfirst', 'thirty-first'],
  ['thirtysecond', 'thirty-second'],
  ['thirtythird', 'thirty-third'],
  ['thirtyfourth', 'thirty-fourth'],
  ['thirtyfifth', 'thirty-fifth'],
  ['thirtysixth', 'thirty-sixth'],
  ['thirtyseventh', 'thirty-seventh'],
  ['thirtyeighth', 'thirty-eighth'],
  ['thirtyninth', 'thirty-ninth'],
  ['fortieth', 'fortieth'],
  ['fortyfirst', 'forty-first'],
  ['fortysecond', 'forty-second'],
  ['fortythird', 'forty-third'],
  ['fortyfourth', 'forty-fourth'],
  ['fortyfifth', 'forty-fifth'],
  ['fortysixth', 'forty-sixth'],
  ['fortyseventh', 'forty-seventh'],
  ['fortyeighth', 'forty-eighth'],
  ['fortyninth', 'forty-ninth'],
  ['fiftieth', 'fiftieth'],
  ['fiftyfirst', 'fifty-first'],
  ['fiftysecond', 'fifty-second'],
  ['fiftythird', 'fifty-third'],
  ['fiftyfourth', 'fifty-fourth'],
  ['fiftyfifth', 'fifty-fifth'],
  ['fiftysixth', 'fifty-sixth'],
  ['fiftyseventh', 'fifty-seventh'],
  ['fiftyeighth', 'fifty-eighth'],
  ['fiftyninth', 'fifty-ninth'],
] as const;

export const run: Bench = async () => {
  const corpus = loadPiiCorpus();
  const scoreOf = (split: string) =>
    scorePii(
      corpus.filter((e) => e.split === split),
      findPiiInSegments,
    );
  const count = (split: string) => corpus.filter((e) => e.split === split).length;
  // Newest first, each with its number ("held-out 10").
  const heldOut = HELD_OUT.map(([split, ordinal], k) => ({ split, ordinal, set: k + 1, score: scoreOf(split) })).reverse();
  const [newest, ...older] = heldOut;
  const dev = scoreOf('dev');
  const counts = [
    `${count(newest!.split)} in the ${newest!.ordinal} held-out set (authored blind to the detector, never tuned on)`,
    ...older.slice(0, -1).map((part) => `${count(part.split)} in the ${part.ordinal}`),
  ].join(', ');
  const first = older.at(-1)!;
  // The same calls as a recogniser that hears every word right would write them: what the detector misses by itself.
  const said = loadPiiCalls().map(asSaid);
  const saidScore = scorePii(said, findPiiInSegments);
  const newestSaid = scorePii(
    said.filter((e) => e.split === newest!.split),
    findPiiInSegments,
  );
  return {
    title: 'Personal-data redaction on the labelled corpus (PocketSphinx through the local Transcribe)',
    lines: [
      `${corpus.length} recognised calls: ${counts} and ${count(first.split)} in the ${first.ordinal} held-out set (their misses read and fixed since), ${count('dev')} tuned on`,
      'recall: items whose every heard word was redacted, and words; value hidden: items no digit, number word, month, ordinal or letter of which stayed readable (what a reader could still recover; for names, e-mail addresses and street names it counts only their numbers and letters); precision: redacted words that are personal data (by the type the detector gave)',
      ...table(
        ['calls', 'type', 'items recalled', 'value hidden', 'words recalled', 'precision'],
        [...heldOut.flatMap(({ set, score }) => rows(`held-out ${set}`, score)), ...rows('tuned', dev)],
      ),
      `as said: the ${said.length} authored calls with every word heard right (the detector alone, without the local engine's mishearings)`,
      ...table(
        ['calls', 'type', 'items recalled', 'value hidden', 'words recalled', 'precision'],
        [...rows('as said, every part', saidScore), ...rows(`as said, held-out ${newest!.set}`, newestSaid)],
      ),
      ...saidScore.survivors.map((s) => `as said survivor: ${s.call} ${s.type} "${s.heard}"`),
      ...heldOut.flatMap(({ set, score }) => [
        ...score.survivors.map((s) => `held-out ${set} survivor: ${s.call} ${s.type} said "${s.said}", heard "${s.heard}"`),
        ...score.wrong.map((w) => `held-out ${set} wrongly redacted: ${w.call} turn ${w.turn} "${w.word}" as ${w.type}`),
        ...score.ordinaryRedacted.map((o) => `held-out ${set} ordinary number redacted: ${JSON.stringify(o)}`),
      ]),
    ],
    data: { ...Object.fromEntries(heldOut.map(({ split, score }) => [split, score])), dev, asSaid: saidScore },
  };
};
