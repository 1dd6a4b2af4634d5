import { objectKeys } from '../../src/transcripts/keys';
import { discardUnredacted, redactRecording } from '../../src/transcripts/pipeline';
import { paddedRanges, pcmLayout, silenceWav, SILENCE_PADDING_MS } from '../../src/transcripts/recording-redaction';
import { playableAudio } from '../../src/transcripts/audio';
import { aJob, aTranscript, fixedClock, JOB_ID, memoryJobs, memoryObjects, memoryRecordings, spoken } from './support/fakes';

/** A PCM WAV of `seconds` at `rate` Hz whose every sample is `value` (a loud constant, so silence is visible). */
const wav = (
  options: {
    rate?: number;
    channels?: number;
    bits?: 8 | 16 | 24 | 32;
    seconds?: number;
    format?: number;
    extensible?: boolean;
    extraChunk?: boolean;
  } = {},
) => {
  const { rate = 1000, channels = 2, bits = 16, seconds = 4, format = 1, extensible = false, extraChunk = false } = options;
  const blockAlign = (channels * bits) / 8;
  const dataBytes = rate * seconds * blockAlign;
  const fmtBytes = extensible ? 40 : 16;
  const extra = extraChunk ? 8 + 6 : 0;
  const buffer = Buffer.alloc(12 + 8 + fmtBytes + extra + 8 + dataBytes);
  buffer.write('RIFF', 0, 'latin1');
  buffer.writeUInt32LE(buffer.length - 8, 4);
  buffer.write('WAVE', 8, 'latin1');
  buffer.write('fmt ', 12, 'latin1');
  buffer.writeUInt32LE(fmtBytes, 16);
  buffer.writeUInt16LE(extensible ? 0xfffe : format, 20);
  buffer.writeUInt16LE(channels, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * blockAlign, 28);
  buffer.writeUInt16LE(blockAlign, 32);
  buffer.writeUInt16LE(bits, 34);
  if (extensible) {
    buffer.writeUInt16LE(22, 36);
    buffer.writeUInt16LE(format, 44);
  }
  let at = 20 + fmtBytes;
  if (extraChunk) {
    buffer.write('LIST', at, 'latin1');
    buffer.writeUInt32LE(6, at + 4);
    at += 14;
  }
  buffer.write('data', at, 'latin1');
  buffer.writeUInt32LE(dataBytes, at + 4);
  buffer.fill(bits === 8 ? 200 : 0x41, at + 8);
  return new Uint8Array(buffer);
};

/** Which of the recording's frames are silent, as [first, last] second-thousandths runs. */
const silentFrames = (bytes: Uint8Array) => {
  const layout = pcmLayout(bytes)!;
  const silentValue = layout.bitsPerSample === 8 ? 128 : 0;
  const runs: [number, number][] = [];
  for (let frame = 0; frame * layout.blockAlign < layout.dataBytes; frame += 1) {
    const at = layout.dataOffset + frame * layout.blockAlign;
    const silent = bytes.subarray(at, at + layout.blockAlign).every((b) => b === silentValue);
    if (!silent) continue;
    const last = runs[runs.length - 1];
    if (last && last[1] === frame - 1) last[1] = frame;
    else runs.push([frame, frame]);
  }
  return runs;
};

describe('silenceWav', () => {
  it('silences each redacted stretch, padded, on every channel, and nothing else', () => {
    const silenced = silenceWav(wav(), [{ startMs: 1000, endMs: 1500 }])!;
    expect(silentFrames(silenced)).toEqual([[1000 - SILENCE_PADDING_MS, 1500 + SILENCE_PADDING_MS - 1]]);
    expect(silenced.length).toBe(wav().length);
  });

  it('edits 8-bit (unsigned), 24-bit, 32-bit, extensible and chunk-laden PCM WAVs', () => {
    for (const options of [
      { bits: 8 as const },
      { bits: 24 as const },
      { bits: 32 as const, channels: 1 },
      { extensible: true },
      { extraChunk: true },
    ]) {
      expect(silentFrames(silenceWav(wav(options), [{ startMs: 2000, endMs: 2100 }])!)).toEqual([[1750, 2349]]);
    }
  });

  it('merges stretches that touch, clamps to the recording, and leaves the original bytes alone', () => {
    const original = wav();
    const silenced = silenceWav(original, [
      { startMs: 3500, endMs: 3900 },
      { startMs: 100, endMs: 200 },
      { startMs: 300, endMs: 400 },
    ])!;
    expect(silentFrames(silenced)).toEqual([
      [0, 649],
      [3250, 3999],
    ]);
    expect(silentFrames(original)).toEqual([]);
    expect(
      paddedRanges([
        { startMs: 100, endMs: 200 },
        { startMs: 600, endMs: 700 },
      ]),
    ).toEqual([{ startMs: 0, endMs: 950 }]);
  });

  it('refuses what it cannot edit: floating-point WAV, MP3, FLAC, a truncated header', () => {
    expect(silenceWav(wav({ format: 3 }), [{ startMs: 0, endMs: 10 }])).toBeUndefined();
    expect(silenceWav(new Uint8Array(Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1')), [])).toBeUndefined();
    expect(silenceWav(new Uint8Array(Buffer.from('fLaC\x00\x00\x00\x22', 'latin1')), [])).toBeUndefined();
    expect(silenceWav(wav().subarray(0, 30), [])).toBeUndefined();
  });
});

describe('redactRecording and discardUnredacted', () => {
  const transcript = aTranscript([
    { ...spoken('my account number is', 0, 'channel_1', 1) },
    {
      speaker: 'channel_1',
      channel: 1,
      words: [{ text: '[PII]', startMs: 2000, endMs: 2600, confidence: 0.9, redaction: 'BANK_ACCOUNT_NUMBER' }],
    },
  ]);

  it('replaces the original WAV by a copy with the redacted stretches silenced, and says so again when retried', async () => {
    const recordings = memoryRecordings();
    await recordings.store.put(objectKeys.audio(JOB_ID), wav(), 'audio/wav');
    expect(await redactRecording({ recordings: recordings.store }, JOB_ID, transcript)).toBe('silenced');
    expect([...recordings.recordings.keys()]).toEqual([objectKeys.redactedAudio(JOB_ID)]);
    expect(silentFrames(recordings.recordings.get(objectKeys.redactedAudio(JOB_ID))!.body)).toEqual([[1750, 2849]]);
    expect(await redactRecording({ recordings: recordings.store }, JOB_ID, transcript)).toBe('silenced');
  });

  it('withholds a recording it cannot edit: the original goes and nothing is served', async () => {
    const recordings = memoryRecordings();
    await recordings.store.put(objectKeys.audio(JOB_ID), new Uint8Array(Buffer.from('fLaC\x00\x00\x00\x22', 'latin1')), 'audio/flac');
    expect(await redactRecording({ recordings: recordings.store }, JOB_ID, transcript)).toBe('withheld');
    expect(recordings.recordings.size).toBe(0);
    expect(await redactRecording({ recordings: recordings.store }, JOB_ID, transcript)).toBe('withheld');
  });

  it("deletes a failed redacting job's original recording and engine output, and nothing of a job that does not redact", async () => {
    const recordings = memoryRecordings();
    const objects = memoryObjects();
    for (const redactPii of [false, true]) {
      await recordings.store.put(objectKeys.audio(JOB_ID), wav(), 'audio/wav');
      await objects.store.putJson(objectKeys.providerOutput(JOB_ID), { results: {} });
      await discardUnredacted(
        { recordings: recordings.store, objects: objects.store },
        { ...aJob(), request: { ...aJob().request, redactPii } },
      );
      expect([recordings.recordings.size, objects.objects.size]).toEqual(redactPii ? [0, 0] : [1, 1]);
    }
  });
});

describe('playableAudio of a job that redacts', () => {
  const OWNER = aJob().owner;
  /** Links to whatever the audio bucket holds. */
  const links = (stored: ReadonlySet<string>) => ({
    playable: async (key: string) => (stored.has(key) ? { url: `https://audio.example/${key}`, contentType: 'audio/wav' } : undefined),
  });
  const jobWith = (status: 'processing' | 'completed', redactPii: boolean) => {
    const { repository, jobs } = memoryJobs();
    jobs.set(JOB_ID, { ...aJob({ status }), request: { ...aJob().request, redactPii } });
    return repository;
  };

  it('serves only the silenced copy, never the original, and says it is silenced', async () => {
    const stored = new Set([objectKeys.audio(JOB_ID), objectKeys.redactedAudio(JOB_ID)]);
    const served = await playableAudio({ jobs: jobWith('completed', true), audio: links(stored), clock: fixedClock() }, OWNER, JOB_ID);
    expect(served).toMatchObject({ url: `https://audio.example/${objectKeys.redactedAudio(JOB_ID)}`, redaction: 'silenced' });
    const plain = await playableAudio({ jobs: jobWith('completed', false), audio: links(stored), clock: fixedClock() }, OWNER, JOB_ID);
    expect(plain.url).toBe(`https://audio.example/${objectKeys.audio(JOB_ID)}`);
    expect(plain).not.toHaveProperty('redaction');
  });

  it('serves nothing while the job runs (the original is all there is) or when the recording was withheld', async () => {
    const original = new Set([objectKeys.audio(JOB_ID)]);
    await expect(
      playableAudio({ jobs: jobWith('processing', true), audio: links(original), clock: fixedClock() }, OWNER, JOB_ID),
    ).rejects.toThrow(/once the job has completed/);
    await expect(
      playableAudio({ jobs: jobWith('completed', true), audio: links(new Set()), clock: fixedClock() }, OWNER, JOB_ID),
    ).rejects.toThrow(/withheld/);
  });
});
