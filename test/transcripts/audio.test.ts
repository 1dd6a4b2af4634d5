import { readFile } from 'node:fs/promises';
import { sniffAudioFormat } from '../../src/adapters/audio/format';
import { readAudioProperties } from '../../src/adapters/audio/ingest';
import { statusEventId } from '../../src/adapters/eventbridge/transcript-events';

const fixture = (name: string) => readFile(new URL(`../fixtures/audio/${name}`, import.meta.url));

describe('sniffAudioFormat', () => {
  it('recognises the committed fixtures from their bytes', async () => {
    expect(sniffAudioFormat(await fixture('call-agent-left.wav'))).toBe('wav');
    expect(sniffAudioFormat(await fixture('call-agent-right.flac'))).toBe('flac');
    expect(sniffAudioFormat(await fixture('tone.mp3'))).toBe('mp3');
    expect(sniffAudioFormat(await fixture('not-audio.txt'))).toBeUndefined();
  });

  it('recognises OGG and bare MPEG frames, and refuses look-alikes', () => {
    expect(sniffAudioFormat(Buffer.from('OggS\0\x02'))).toBe('ogg');
    expect(sniffAudioFormat(Buffer.from([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
    expect(sniffAudioFormat(Buffer.from('RIFF\0\0\0\0AVI LIST'))).toBeUndefined();
    expect(sniffAudioFormat(Buffer.from('<html>'))).toBeUndefined();
    expect(sniffAudioFormat(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('readAudioProperties (in JS, no audio tools)', () => {
  it.each([
    ['call-agent-left.wav', 'wav', 2],
    ['call-agent-right.flac', 'flac', 2],
    ['call-mono.wav', 'wav', 1],
    ['tone.mp3', 'mp3', 1],
  ] as const)('reads the channels and duration of %s', async (name, format, channels) => {
    const properties = await readAudioProperties(await fixture(name), format);
    expect(properties.channels).toBe(channels);
    expect(properties.durationMs).toBeGreaterThan(900);
  });

  it('agrees with the header: the committed call lasts about 13 s', async () => {
    const { durationMs } = await readAudioProperties(await fixture('call-agent-left.wav'), 'wav');
    expect(durationMs).toBeGreaterThan(12_000);
    expect(durationMs).toBeLessThan(14_000);
  });

  it('fails on bytes that only look like audio', async () => {
    const bogus = Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVE'), Buffer.alloc(64, 7)]);
    await expect(readAudioProperties(bogus, 'wav')).rejects.toThrow();
    await expect(readAudioProperties(Buffer.concat([Buffer.from('fLaC'), Buffer.alloc(32, 1)]), 'flac')).rejects.toThrow();
  });
});

describe('statusEventId', () => {
  it('is UUID-shaped and stable per (job, status)', () => {
    const id = statusEventId('job-1', 'completed');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(statusEventId('job-1', 'completed')).toBe(id);
    expect(statusEventId('job-1', 'failed')).not.toBe(id);
  });
});
