import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sniffAudioFormat } from '../../src/adapters/audio/format';
import { convertForEngine } from '../../src/adapters/audio/sox';
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

describe('convertForEngine (sox)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'audio-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each([
    ['call-agent-right.flac', 'flac', 2],
    ['tone.mp3', 'mp3', 1],
  ] as const)('converts %s to 16 kHz 16-bit PCM WAV, keeping %s channels', async (name, format, channels) => {
    const output = join(dir, `${name}.wav`);
    const properties = await convertForEngine(new URL(`../fixtures/audio/${name}`, import.meta.url).pathname, format, output);
    expect(properties.channels).toBe(channels);
    expect(properties.durationMs).toBeGreaterThan(900);
    const header = await readFile(output);
    expect(header.toString('latin1', 0, 4)).toBe('RIFF');
    expect(header.readUInt16LE(22)).toBe(channels);
    expect(header.readUInt32LE(24)).toBe(16_000);
    expect(header.readUInt16LE(34)).toBe(16);
  });

  it('treats a stereo file with the same signal on both channels as mono', async () => {
    const stereo = join(dir, 'fake-stereo.wav');
    await promisify(execFile)('sox', ['-D', new URL('../fixtures/audio/call-mono.wav', import.meta.url).pathname, '-c', '2', stereo]);
    expect((await convertForEngine(stereo, 'wav', join(dir, 'fake-stereo-out.wav'))).channels).toBe(1);
    expect((await convertForEngine(new URL('../fixtures/audio/call-agent-left.wav', import.meta.url).pathname, 'wav', join(dir, 'real.wav'))).channels).toBe(2);
  });

  it('fails on bytes that only look like audio', async () => {
    const bogus = join(dir, 'bogus.wav');
    await writeFile(bogus, Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVE'), Buffer.alloc(64, 7)]));
    await expect(convertForEngine(bogus, 'wav', join(dir, 'out.wav'))).rejects.toThrow();
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
