import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseUtterances, recognize } from '../../sandbox/transcribe/pocketsphinx';

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

describe('parseUtterances', () => {
  it('splits utterances at <s>, drops fillers and pronunciation variants, keeps each word posterior as its confidence (clamped to 1)', () => {
    const utterances = parseUtterances(LM_PASS);
    expect(utterances.map((u) => u.words.map((w) => w.text).join(' '))).toEqual([
      'thank you for calling at the sad part how',
      'sorry greater today',
    ]);
    expect(utterances[0]!.words[0]).toEqual({ text: 'thank', startMs: 160, endMs: 510, confidence: 0.779869 });
    expect(utterances[1]!.words[0]!.confidence).toBe(1);
  });
});

describe('recognitions kept for the run (cacheDir)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'recognitions-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reuses what the engine heard for the same recording wherever it lies, and recognizes another recording anew', async () => {
    const cacheDir = join(dir, 'kept');
    const fixture = (name: string) => new URL(`../fixtures/audio/${name}`, import.meta.url).pathname;
    const copy = join(dir, 'same-recording-elsewhere.wav');
    await copyFile(fixture('brand-names.wav'), copy);

    const first = await recognize(fixture('brand-names.wav'), { cacheDir });
    expect(first.flatMap((u) => u.words).length).toBeGreaterThan(3);
    const [kept] = await readdir(cacheDir);
    expect(await recognize(fixture('brand-names.wav'), { cacheDir })).toEqual(first);

    // The copy at another path is the same recording: its words come from what was kept, not from the engine.
    await writeFile(join(cacheDir, kept!), LM_PASS);
    expect((await recognize(copy, { cacheDir })).map((u) => u.words.map((w) => w.text).join(' '))).toEqual([
      'thank you for calling at the sad part how',
      'sorry greater today',
    ]);

    const other = await recognize(fixture('call-mono.wav'), { cacheDir });
    expect(other.flatMap((u) => u.words.map((w) => w.text))).toContain('calling');
    expect(await readdir(cacheDir)).toHaveLength(2);
  });
});
