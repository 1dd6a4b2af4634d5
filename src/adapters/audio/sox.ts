import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { AudioFormat } from '../../transcripts/model';

const run = promisify(execFile);

/** What the engines read: 16 kHz, 16-bit signed PCM WAV (PocketSphinx's model rate; Transcribe takes it too). */
export const ENGINE_SAMPLE_RATE = 16_000;

/** Recordings with more channels than this are mixed down to mono: two channels = agent and customer. */
const MAX_CHANNELS = 2;

export class SoxError extends Error {
  override readonly name = 'SoxError';
}

const sox = async (args: readonly string[]): Promise<string> => {
  try {
    const { stdout } = await run('sox', args, { maxBuffer: 1024 * 1024 });
    return stdout;
  } catch (cause) {
    const stderr = (cause as { stderr?: string }).stderr?.trim();
    throw new SoxError(stderr ? stderr.split('\n').pop()!.slice(0, 300) : (cause as Error).message, { cause });
  }
};

const soxi = async (flag: '-c' | '-D', path: string): Promise<number> => {
  try {
    const { stdout } = await run('soxi', [flag, path]);
    return Number(stdout.trim());
  } catch (cause) {
    throw new SoxError(`soxi could not read ${path}`, { cause });
  }
};

/** Duration from the file's header (MP3: estimated), before anything is decoded. The file name must carry its format's extension. */
export const probeDurationMs = async (input: string): Promise<number> => Math.round((await soxi('-D', input)) * 1000);

/**
 * Converts `input` (of the sniffed format) to the engine WAV at `output`, keeping one or two channels.
 * `-D`: no dither, so the same input always gives the same bytes.
 */
/** Below this RMS (full scale = 1) the left-minus-right signal is silence: the "stereo" file is mono twice. */
const IDENTICAL_CHANNELS_RMS = 0.001;

/** Whether a two-channel file carries two different signals (recorders often write mono into both channels). */
const channelsDiffer = async (input: string, format: AudioFormat): Promise<boolean> => {
  let report: string;
  try {
    // `stat` reports on stderr; the signal analysed is left minus right.
    ({ stderr: report } = await run('sox', ['-D', '-t', format, input, '-n', 'remix', '1,2v-1', 'stat']));
  } catch (cause) {
    throw new SoxError('sox could not compare the channels', { cause });
  }
  const rms = Number(/RMS\s+amplitude:\s+([\d.eE+-]+)/.exec(report)?.[1]);
  return !(rms < IDENTICAL_CHANNELS_RMS);
};

export const convertForEngine = async (input: string, format: AudioFormat, output: string): Promise<{ channels: number; durationMs: number }> => {
  const sourceChannels = await soxi('-c', input).catch(() => 0);
  let channels = sourceChannels >= 1 && sourceChannels <= MAX_CHANNELS ? sourceChannels : 1;
  // Identical channels would be transcribed twice as two "participants" saying the same: treat them as mono.
  if (channels === 2 && !(await channelsDiffer(input, format))) channels = 1;
  await sox(['-D', '-t', format, input, '-r', String(ENGINE_SAMPLE_RATE), '-b', '16', '-e', 'signed-integer', '-c', String(channels), '-t', 'wav', output]);
  return { channels, durationMs: await probeDurationMs(output) };
};

/** One channel (0-based) of an engine WAV as a mono file. */
export const extractChannel = async (input: string, channel: number, output: string): Promise<void> => {
  await sox(['-D', input, output, 'remix', String(channel + 1)]);
};
