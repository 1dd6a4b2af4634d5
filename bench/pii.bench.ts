/**
 * Personal-data redaction on the labelled corpus (test/fixtures/pii/corpus.json: what the sandbox's Transcribe,
 * PocketSphinx, heard in authored calls): per type, recall (items with every heard word redacted, and words) and
 * precision (redacted words that are personal data), on the tenth held-out set (`tenth`: authored and recognised
 * blind to the detector, before round 11 was measured, never tuned on), on the ninth (`ninth`, also written blind,
 * measured once after round 10, tuned on in round 11), on the eighth (`eighth`, also written blind, measured once
 * after round 9, never tuned on), on the seventh (`seventh`, also written blind, tuned on in round 9), the
 * sixth (`sixth`, tuned on in round 8), the fifth (`fifth`, tuned on in round 7), fourth (`fourth`), third (`third`),
 * second (`fresh`) and first (`heldout`) held-out sets (their misses
 * were read and fixed since) and, apart, on the calls the detector was tuned on. Also the ordinary numbers it redacted. Reports, never asserts: the jest
 * test test/transcripts/pii-corpus.test.ts holds the tuned part at no survivor and no ordinary number redacted.
 */
import { findPiiInSegments } from '../src/transcripts/redaction';
import { loadPiiCorpus, scorePii, type PiiScore } from '../test/transcripts/support/pii-corpus';
import { table, type Bench } from './report';

const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} % (${part}/${whole})`);

const rows = (split: string, score: PiiScore): string[][] => {
  const types = [...new Set([...Object.keys(score.recall), ...Object.keys(score.precision)])].sort();
  const total = { items: 0, redacted: 0, words: 0, wordsRedacted: 0, predicted: 0, right: 0 };
  const lines = types.map((type) => {
    const r = score.recall[type] ?? { items: 0, redacted: 0, words: 0, wordsRedacted: 0 };
    const p = score.precision[type] ?? { words: 0, right: 0 };
    total.items += r.items;
    total.redacted += r.redacted;
    total.words += r.words;
    total.wordsRedacted += r.wordsRedacted;
    total.predicted += p.words;
    total.right += p.right;
    return [split, type, percent(r.redacted, r.items), percent(r.wordsRedacted, r.words), percent(p.right, p.words)];
  });
  return [
    ...lines,
    [split, 'all', percent(total.redacted, total.items), percent(total.wordsRedacted, total.words), percent(total.right, total.predicted)],
    [split, 'ordinary numbers redacted', String(score.ordinaryRedacted.length), '', ''],
  ];
};

export const run: Bench = async () => {
  const corpus = loadPiiCorpus();
  const scoreOf = (split: string) =>
    scorePii(
      corpus.filter((e) => e.split === split),
      findPiiInSegments,
    );
  const tenth = scoreOf('tenth');
  const ninth = scoreOf('ninth');
  const eighth = scoreOf('eighth');
  const seventh = scoreOf('seventh');
  const sixth = scoreOf('sixth');
  const fifth = scoreOf('fifth');
  const fourth = scoreOf('fourth');
  const third = scoreOf('third');
  const fresh = scoreOf('fresh');
  const heldout = scoreOf('heldout');
  const dev = scoreOf('dev');
  const count = (split: string) => corpus.filter((e) => e.split === split).length;
  return {
    title: 'Personal-data redaction on the labelled corpus (PocketSphinx through the local Transcribe)',
    lines: [
      `${corpus.length} recognised calls: ${count('tenth')} in the tenth held-out set (authored blind to the detector, never tuned on), ${count('ninth')} in the ninth, ${count('eighth')} in the eighth, ${count('seventh')} in the seventh, ${count('sixth')} in the sixth, ${count('fifth')} in the fifth, ${count('fourth')} in the fourth, ${count('third')} in the third, ${count('fresh')} in the second and ${count('heldout')} in the first held-out set (their misses read and fixed since), ${count('dev')} tuned on`,
      'recall: items whose every heard word was redacted, and words; precision: redacted words that are personal data (by the type the detector gave)',
      ...table(
        ['calls', 'type', 'items recalled', 'words recalled', 'precision'],
        [
          ...rows('held-out 10', tenth),
          ...rows('held-out 9', ninth),
          ...rows('held-out 8', eighth),
          ...rows('held-out 7', seventh),
          ...rows('held-out 6', sixth),
          ...rows('held-out 5', fifth),
          ...rows('held-out 4', fourth),
          ...rows('held-out 3', third),
          ...rows('held-out 2', fresh),
          ...rows('held-out 1', heldout),
          ...rows('tuned', dev),
        ],
      ),
      ...[tenth, ninth, eighth, seventh, sixth, fifth, fourth, third, fresh, heldout].flatMap((score, k) => [
        ...score.survivors.map((s) => `held-out ${10 - k} survivor: ${s.call} ${s.type} said "${s.said}", heard "${s.heard}"`),
        ...score.wrong.map((w) => `held-out ${10 - k} wrongly redacted: ${w.call} turn ${w.turn} "${w.word}" as ${w.type}`),
        ...score.ordinaryRedacted.map((o) => `held-out ${10 - k} ordinary number redacted: ${JSON.stringify(o)}`),
      ]),
    ],
    data: { tenth, ninth, eighth, seventh, sixth, fifth, fourth, third, fresh, heldout, dev },
  };
};
