import { mergeKeywordHits, parseKeywordHits, parseUtterances } from '../../src/adapters/speech/pocketsphinx';

/** Output recorded from pocketsphinx_continuous -time yes on test/fixtures/audio/call-agent-left.wav (left channel). */
const LM_PASS = `thank you for calling at the sad part how can i help you
<s> 0.000 0.150 0.999700
thank 0.160 0.510 0.779869
you 0.520 0.620 0.947047
for(2) 0.630 0.800 0.349895
calling 0.810 1.190 0.958290
at 1.200 1.320 0.273419
the(2) 1.330 1.540 0.395341
sad 1.550 1.710 0.480953
part 1.720 2.340 0.648528
<sil> 2.350 2.400 0.542932
how 2.410 2.600 0.256159
</s> 3.850 4.060 1.000000
sorry i will send a replacement greater today
<s> 9.100 9.210 0.999800
sorry 9.580 10.170 1.000100
greater 11.740 11.960 0.019248
today 11.970 12.450 0.753495
</s> 12.460 12.820 1.000000
`;

const KWS_PASS = `acme
acme  1.190 1.490 0.860607
router
router  11.750 11.930 0.849660
acme support
acme support  5.000 5.400 0.700000
`;

describe('parseUtterances', () => {
  it('splits utterances at <s>, drops fillers and pronunciation variants, clamps confidence', () => {
    const utterances = parseUtterances(LM_PASS);
    expect(utterances.map((u) => u.words.map((w) => w.text).join(' '))).toEqual(['thank you for calling at the sad part how', 'sorry greater today']);
    expect(utterances[0]!.words[0]).toEqual({ text: 'thank', startMs: 160, endMs: 510, confidence: 0.779869 });
    expect(utterances[1]!.words[0]!.confidence).toBe(1);
  });
});

describe('parseKeywordHits and mergeKeywordHits', () => {
  it('parses single- and multi-word hits', () => {
    expect(parseKeywordHits(KWS_PASS)).toEqual([
      { phrase: 'acme', startMs: 1190, endMs: 1490, confidence: 0.860607 },
      { phrase: 'router', startMs: 11750, endMs: 11930, confidence: 0.84966 },
      { phrase: 'acme support', startMs: 5000, endMs: 5400, confidence: 0.7 },
    ]);
  });

  it('replaces the words a hit mostly covers and records each change', () => {
    const { utterances, changes } = mergeKeywordHits(parseUtterances(LM_PASS), parseKeywordHits(KWS_PASS).slice(0, 2));
    expect(utterances.map((u) => u.words.map((w) => w.text).join(' '))).toEqual(['thank you for calling acme sad part how', 'sorry router today']);
    expect(changes).toEqual([
      { utterance: 0, before: 'at the', after: 'acme', startMs: 1200 },
      { utterance: 1, before: 'greater', after: 'router', startMs: 11740 },
    ]);
  });

  it('ignores a hit outside every utterance, and one that agrees with what was heard', () => {
    const heard = parseUtterances(LM_PASS);
    const { changes } = mergeKeywordHits(heard, [
      { phrase: 'acme support', startMs: 5000, endMs: 5400, confidence: 0.7 },
      { phrase: 'sorry', startMs: 9580, endMs: 10170, confidence: 0.9 },
    ]);
    expect(changes).toEqual([]);
  });

  it('inserts a term heard inside an utterance where the first pass heard nothing', () => {
    const { utterances, changes } = mergeKeywordHits(parseUtterances(LM_PASS), [{ phrase: 'premium', startMs: 10300, endMs: 11000, confidence: 0.8 }]);
    expect(utterances[1]!.words.map((w) => w.text)).toEqual(['sorry', 'premium', 'greater', 'today']);
    expect(changes).toEqual([{ utterance: 1, before: '', after: 'premium', startMs: 10300 }]);
  });
});
