import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The local Transcribe's recognizer: CMU PocketSphinx from Debian (`pocketsphinx`, `pocketsphinx-en-us`), one
 * process per 16 kHz mono WAV (one channel). `-time yes` prints every word with its start, end and posterior
 * probability; the posterior becomes the word's Transcribe `confidence`.
 */

export const POCKETSPHINX_MODEL = {
  dir: '/usr/share/pocketsphinx/model/en-us',
  /** The acoustic model, language model and dictionary inside `dir`, as Debian lays them out. */
  hmm: 'en-us',
  lm: 'en-us.lm.bin',
  dict: 'cmudict-en-us.dict',
  /** The only language the model knows, as a Transcribe locale. */
  locale: 'en-US',
} as const;

/** PocketSphinx's dictionary and output name a word's alternative pronunciations `word(2)`, `word(3)`: the word is `word`. */
export const dictionaryWord = (entry: string): string => entry.replace(/\(\d+\)$/, '');

/** PocketSphinx fillers and sentence markers, not words anyone said. */
const NON_WORD = /^(<s>|<\/s>|<sil>|\[noise\]|\+\+.*\+\+|\[.*\])$/i;

export interface RecognizedWord {
  readonly text: string;
  readonly startMs: number;
  readonly endMs: number;
  /** The word's posterior probability, 0..1. */
  readonly confidence: number;
}

export interface Utterance {
  readonly words: RecognizedWord[];
}

const TIMED_LINE = /^(.+?)\s+(\d+\.\d+)\s+(\d+\.\d+)\s+(-?\d+(?:\.\d+)?)$/;

const seconds = (value: string): number => Math.round(Number(value) * 1000);
const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));

/** Parses `-time yes` output: a `<s>` line opens each utterance. */
export const parseUtterances = (stdout: string): Utterance[] => {
  const utterances: Utterance[] = [];
  let current: RecognizedWord[] | undefined;
  for (const line of stdout.split('\n')) {
    const timed = TIMED_LINE.exec(line.trim());
    if (!timed) continue;
    const word = dictionaryWord(timed[1]!.trim());
    if (word === '<s>') {
      current = [];
      utterances.push({ words: current });
      continue;
    }
    if (NON_WORD.test(word)) continue;
    if (!current) {
      current = [];
      utterances.push({ words: current });
    }
    current.push({ text: word, startMs: seconds(timed[2]!), endMs: seconds(timed[3]!), confidence: clamp01(Number(timed[4])) });
  }
  return utterances.filter((u) => u.words.length > 0);
};

export class RecognizerUnavailableError extends Error {
  override readonly name = 'RecognizerUnavailableError';
}

export class RecognitionFailedError extends Error {
  override readonly name = 'RecognitionFailedError';
}

export interface RecognizerOptions {
  readonly modelDir?: string;
  /** Stops the process (the sandbox is shutting down). */
  readonly signal?: AbortSignal;
  /**
   * Where a run keeps what the engine printed for each input it was given (test runs: their calls recognize the
   * same few fixtures about 80 times). The engine is deterministic, so the same recording, model and search give
   * the same words; only the time a recognition takes changes. Nothing persists beyond the directory: a test run
   * deletes it at the end (test/setup), since what it holds is unredacted speech.
   */
  readonly cacheDir?: string | undefined;
}

/** The input files by content (not by their job's paths) and every other argument as given: the very same pass. */
const passKey = async (args: readonly string[], inputs: readonly string[]): Promise<string> => {
  const hash = createHash('sha256').update(args.map((arg) => (inputs.includes(arg) ? '<input>' : arg)).join('\0'));
  for (const file of inputs) hash.update('\0').update(await readFile(file));
  return hash.digest('hex');
};

/**
 * One `pocketsphinx_continuous -time yes` pass over a 16 kHz mono WAV with the model's acoustic model and
 * `search` (the language model and dictionary, or a keyword list); its stdout.
 */
export const runPocketsphinx = async (
  wav: string,
  search: (modelDir: string) => readonly string[],
  options: RecognizerOptions,
  maxBuffer: number,
): Promise<string> => {
  const modelDir = options.modelDir ?? POCKETSPHINX_MODEL.dir;
  const searchArgs = search(modelDir);
  const args = ['-hmm', join(modelDir, POCKETSPHINX_MODEL.hmm), ...searchArgs, '-time', 'yes', '-logfn', '/dev/null'];
  // The recording and a job's own search files (a vocabulary's keyword list) are read by content; the model's own
  // files are the installed package's.
  const inputs = [wav, ...searchArgs.filter((arg) => !arg.startsWith('-') && !arg.startsWith(modelDir))];
  const engine = async () =>
    (await run('pocketsphinx_continuous', [...args, '-infile', wav], { maxBuffer, ...(options.signal ? { signal: options.signal } : {}) }))
      .stdout;
  if (!options.cacheDir) return engine();
  const cached = join(options.cacheDir, `${await passKey(args, inputs)}.txt`);
  const earlier = await readFile(cached, 'utf8').catch(() => undefined);
  if (earlier !== undefined) return earlier;
  // Jobs submitted together recognize the same recording at the same time: one pass serves them all. (One stopped
  // by its own sandbox's signal does not stop the others: each then runs its own.)
  const running = passesRunning.get(cached);
  if (running) return running.catch(() => (options.signal?.aborted ? Promise.reject(options.signal.reason) : engine()));
  const pass = engine().then(async (stdout) => {
    // Written whole under a name of its own, then renamed: a concurrent reader sees all of it or nothing. A cache
    // that cannot be written (a full disk) only costs the next run of the same pass.
    const partial = `${cached}.${randomUUID()}`;
    await mkdir(options.cacheDir!, { recursive: true })
      .then(() => writeFile(partial, stdout))
      .then(() => rename(partial, cached))
      .catch(() => undefined);
    return stdout;
  });
  passesRunning.set(cached, pass);
  try {
    return await pass;
  } finally {
    passesRunning.delete(cached);
  }
};

/** The passes of this process running now, by where their output will be kept. */
const passesRunning = new Map<string, Promise<string>>();

/** Recognizes one 16 kHz mono WAV. */
export const recognize = async (wav: string, options: RecognizerOptions = {}): Promise<Utterance[]> => {
  const languageModel = (modelDir: string) => [
    '-lm',
    join(modelDir, POCKETSPHINX_MODEL.lm),
    '-dict',
    join(modelDir, POCKETSPHINX_MODEL.dict),
  ];
  try {
    return parseUtterances(await runPocketsphinx(wav, languageModel, options, 64 * 1024 * 1024));
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new RecognizerUnavailableError('PocketSphinx is not installed (apt-get install pocketsphinx pocketsphinx-en-us).', { cause });
    }
    throw new RecognitionFailedError('PocketSphinx could not transcribe the recording.', { cause });
  }
};
