import { correctWordsChanged, keytermRecall, loadKeytermCorpus, postCorrect, segmentsOf } from './support/keyterm-corpus';

/**
 * Key-term correction on what the sandbox's Transcribe (PocketSphinx) really heard in authored calls — brand
 * names beside look-alike ordinary words, at 16 kHz and at telephone 8 kHz, with and without a custom
 * vocabulary — each heard word labelled with whether it was said (test/fixtures/keyterms/corpus.json, rebuilt
 * by scripts/make-keyterm-corpus.ts). The recall it buys is reported by bench/keyterms.bench.ts.
 */

const corpus = loadKeytermCorpus();

describe('the labelled corpus', () => {
  it('holds the look-alikes the correction must leave alone, heard right, and brand names', () => {
    const correctlyHeard = new Set(corpus.flatMap((e) => e.segments.flatMap((s) => s.words.filter((w) => w.correct).map((w) => w.text))));
    for (const word of ['refunded', 'disputed', 'dispute', 'tell', 'number', 'four', 'seven', 'claims', 'estimated', 'reading'])
      expect(correctlyHeard).toContain(word);
    expect(corpus.some((e) => e.keyterms.includes('Contoso Bank'))).toBe(true);
    expect(new Set(corpus.map((e) => e.sampleRateHz))).toEqual(new Set([16000, 8000]));
  });
});

describe('key-term correction on the corpus', () => {
  it.each(
    corpus.map(
      (entry) => [`${entry.call} ${entry.sampleRateHz / 1000} kHz ${entry.vocabulary ? 'with' : 'without'} vocabulary`, entry] as const,
    ),
  )('changes no correct word (%s)', (_name, entry) => {
    const { corrections } = postCorrect(entry);
    expect(correctWordsChanged(entry, corrections)).toEqual([]);
  });

  it('gets more key terms right than the engine alone, over the whole corpus', () => {
    const totals = corpus.reduce(
      (sum, entry) => {
        const before = keytermRecall(entry, segmentsOf(entry));
        const after = keytermRecall(entry, postCorrect(entry).segments);
        return { said: sum.said + before.said, before: sum.before + before.found, after: sum.after + after.found };
      },
      { said: 0, before: 0, after: 0 },
    );
    expect(totals.after).toBeGreaterThan(totals.before);
  });
});
