/**
 * Key-term recall on the labelled corpus (test/fixtures/keyterms/corpus.json: what the sandbox's Transcribe,
 * PocketSphinx, heard in authored calls at 16 kHz and 8 kHz): how many key-term occurrences said are in the
 * transcript, for the engine alone, after key-term post-correction, with a custom vocabulary (the engine's own
 * keyword pass), and with both (what a job with key terms gets). Brand names — terms with a word that is not
 * ordinary English — are counted apart; all words right (aligned to what was said) shows what each costs
 * elsewhere. Also the edits made and the correct words they changed (the jest test
 * test/transcripts/keyterm-corpus.test.ts holds those at zero). Reports, never asserts.
 */
import { isEnglishWord } from '../src/transcripts/english-words';
import type { Segment } from '../src/transcripts/model';
import { tokens } from '../src/transcripts/words';
import {
  correctWordsChanged,
  keytermRecall,
  loadKeytermCorpus,
  postCorrect,
  segmentsOf,
  wordsRight,
  type CorpusEntry,
} from '../test/transcripts/support/keyterm-corpus';
import { table, type Bench } from './report';

const isBrand = (term: string) => tokens(term).some((word) => !isEnglishWord(word));
const percent = (found: number, said: number) => (said === 0 ? 'n/a' : `${((100 * found) / said).toFixed(0)} % (${found}/${said})`);

interface Condition {
  readonly label: string;
  readonly vocabulary: boolean;
  readonly corrected: boolean;
}

const CONDITIONS: readonly Condition[] = [
  { label: 'engine alone', vocabulary: false, corrected: false },
  { label: '+ post-correction', vocabulary: false, corrected: true },
  { label: 'vocabulary (native)', vocabulary: true, corrected: false },
  { label: 'vocabulary + post-correction', vocabulary: true, corrected: true },
];

const measure = (entries: readonly CorpusEntry[], condition: Condition) => {
  const sum = { brandSaid: 0, brandFound: 0, said: 0, found: 0, wordsSaid: 0, wordsRight: 0, edits: 0, damaged: 0 };
  for (const entry of entries.filter((e) => e.vocabulary === condition.vocabulary)) {
    const corrected = condition.corrected ? postCorrect(entry) : undefined;
    const segments: Segment[] = corrected?.segments ?? segmentsOf(entry);
    const brands = keytermRecall(entry, segments, entry.keyterms.filter(isBrand));
    const all = keytermRecall(entry, segments);
    sum.brandSaid += brands.said;
    sum.brandFound += brands.found;
    sum.said += all.said;
    sum.found += all.found;
    const words = wordsRight(entry, segments);
    sum.wordsSaid += words.said;
    sum.wordsRight += words.right;
    sum.edits += corrected?.corrections.length ?? 0;
    sum.damaged += corrected ? correctWordsChanged(entry, corrected.corrections).length : 0;
  }
  return sum;
};

export const run: Bench = async () => {
  const corpus = loadKeytermCorpus();
  const rows: string[][] = [];
  const data: Record<string, unknown>[] = [];
  for (const rate of [16000, 8000] as const) {
    for (const condition of CONDITIONS) {
      const m = measure(
        corpus.filter((e) => e.sampleRateHz === rate),
        condition,
      );
      rows.push([
        `${rate / 1000} kHz`,
        condition.label,
        percent(m.brandFound, m.brandSaid),
        percent(m.found, m.said),
        percent(m.wordsRight, m.wordsSaid),
        String(m.edits),
        String(m.damaged),
      ]);
      data.push({ sampleRateHz: rate, ...condition, ...m });
    }
  }
  return {
    title: 'Key-term recall on the labelled corpus (PocketSphinx through the local Transcribe)',
    lines: [
      `${corpus.length} transcripts of ${new Set(corpus.map((e) => e.call)).size} authored calls`,
      ...table(
        ['audio', 'key terms given to', 'brand names right', 'all key terms right', 'all words right', 'edits', 'correct words changed'],
        rows,
      ),
    ],
    data,
  };
};
