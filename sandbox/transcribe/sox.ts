import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Media conversion for the local Transcribe (sox from Debian: `sox`, `libsox-fmt-mp3`): PocketSphinx reads
 * 16 kHz 16-bit mono WAV, so each channel the job transcribes becomes one such file. This is the sandbox's
 * stand-in for what Amazon Transcribe does with the original media; deployed functions never convert audio.
 */

/** PocketSphinx's model rate. */
export const RECOGNIZER_SAMPLE_RATE = 16_000;

export class MediaConversionError extends Error {
  override readonly name = 'MediaConversionError';
}

const sox = async (args: readonly string[], signal?: AbortSignal): Promise<string> => {
  try {
    const { stdout } = await run('sox', args, { maxBuffer: 1024 * 1024, ...(signal ? { signal } : {}) });
    return stdout;
  } catch (cause) {
    const stderr = (cause as { stderr?: string }).stderr?.trim();
    throw new MediaConversionError(stderr ? stderr.split('\n').pop()!.slice(0, 300) : (cause as Error).message, { cause });
  }
};

/** What the media header says. soxi takes the type from the file name, so `input` must end in `.<type>`. */
export const probeMedia = async (input: string): Promise<{ channels: number; sampleRate: number }> => {
  try {
    const [channels, sampleRate] = await Promise.all(
      (['-c', '-r'] as const).map(async (flag) => Number((await run('soxi', [flag, input])).stdout.trim())),
    );
    if (!channels || !sampleRate) throw new Error('no channels or sample rate in the header');
    return { channels, sampleRate };
  } catch (cause) {
    throw new MediaConversionError(`soxi could not read ${input}`, { cause });
  }
};

/**
 * One channel (0-based) of the media, or all channels mixed (`channel` omitted), as the recognizer's WAV.
 * `-D`: no dither, so the same input always gives the same bytes.
 */
export const recognizerWav = async (input: string, type: string, output: string, channel?: number, signal?: AbortSignal): Promise<void> => {
  const remix = channel === undefined ? ['remix', '-'] : ['remix', String(channel + 1)];
  await sox(
    ['-D', '-t', type, input, '-r', String(RECOGNIZER_SAMPLE_RATE), '-b', '16', '-e', 'signed-integer', '-t', 'wav', output, ...remix],
    signal,
  );
};
