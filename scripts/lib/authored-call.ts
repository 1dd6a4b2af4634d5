/**
 * Speaking an authored call and recognising it through the sandbox's Amazon Transcribe, for the labelled corpora
 * (scripts/make-keyterm-corpus.ts, scripts/make-pii-corpus.ts). Needs flite, sox, pocketsphinx and
 * pocketsphinx-en-us.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  GetTranscriptionJobCommand,
  StartTranscriptionJobCommand,
  TranscribeClient,
  type StartTranscriptionJobCommandInput,
} from '@aws-sdk/client-transcribe';
import '../../sandbox/polyfills';
import { localBucketName } from '../../sandbox/environment';
import { startSandbox } from '../../sandbox/runtime';
import { normalizeTranscribeOutput, type TranscribeOutput } from '../../src/adapters/speech/amazon-transcribe';
import type { Transcript } from '../../src/transcripts/model';

export type Side = 'agent' | 'customer';

const sox = (...args: string[]) => execFileSync('sox', ['-D', ...args]);
const seconds = (file: string) => Number(execFileSync('soxi', ['-D', file]).toString().trim());

/**
 * The call as a 16 kHz stereo WAV (agent left, customer right, the other side silent while one speaks; `sox -D`,
 * so a rebuild is byte-identical) and its copy band-limited to 8 kHz (telephone audio).
 */
export const speakCall = (
  call: { readonly id: string; readonly turns: readonly (readonly [Side, string])[] },
  voices: Readonly<Record<Side, string>>,
  dir: string,
): { 16000: string; 8000: string } => {
  const sides: Record<Side, string[]> = { agent: [], customer: [] };
  sox('-n', '-r', '16000', '-c', '1', '-b', '16', join(dir, 'gap.wav'), 'trim', '0', '0.3');
  call.turns.forEach(([speaker, text], i) => {
    const raw = join(dir, `raw-${i}.wav`);
    const turn = join(dir, `turn-${i}.wav`);
    const quiet = join(dir, `quiet-${i}.wav`);
    execFileSync('flite', ['-voice', voices[speaker], '-t', text, '-o', raw]);
    sox(
      raw,
      '-r',
      '16000',
      '-c',
      '1',
      '-b',
      '16',
      turn,
      'silence',
      '1',
      '0.02',
      '0.1%',
      'reverse',
      'silence',
      '1',
      '0.02',
      '0.1%',
      'reverse',
      'pad',
      '0.1',
      '0.1',
    );
    sox('-n', '-r', '16000', '-c', '1', '-b', '16', quiet, 'trim', '0', String(seconds(turn)));
    const other = speaker === 'agent' ? 'customer' : 'agent';
    sides[speaker].push(turn, join(dir, 'gap.wav'));
    sides[other].push(quiet, join(dir, 'gap.wav'));
  });
  sox(...sides.agent, join(dir, 'agent.wav'));
  sox(...sides.customer, join(dir, 'customer.wav'));
  const wide = join(dir, `${call.id}-16k.wav`);
  const narrow = join(dir, `${call.id}-8k.wav`);
  sox('-M', join(dir, 'agent.wav'), join(dir, 'customer.wav'), wide);
  sox(wide, '-r', '8000', narrow);
  return { 16000: wide, 8000: narrow };
};

export const until = async <T>(read: () => Promise<T | undefined>): Promise<T> => {
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

/**
 * Runs one Transcribe job with ChannelIdentification (as the production adapter does) and reads its output the
 * way the adapter does (normalizeTranscribeOutput).
 */
export const recognizeCall = async (
  clients: { readonly transcribe: TranscribeClient; readonly s3: S3Client },
  job: {
    readonly name: string;
    readonly mediaUri: string;
    readonly resultsBucket: string;
    readonly locale: string;
    readonly vocabulary?: string;
  },
): Promise<Transcript> => {
  const outputKey = `corpus/${job.name}.json`;
  const input: StartTranscriptionJobCommandInput = {
    TranscriptionJobName: job.name,
    Media: { MediaFileUri: job.mediaUri },
    MediaFormat: 'wav',
    LanguageCode: job.locale as StartTranscriptionJobCommandInput['LanguageCode'],
    OutputBucketName: job.resultsBucket,
    OutputKey: outputKey,
    Settings: { ChannelIdentification: true, ...(job.vocabulary ? { VocabularyName: job.vocabulary } : {}) },
  };
  await clients.transcribe.send(new StartTranscriptionJobCommand(input));
  const status = await until(async () => {
    const found = (await clients.transcribe.send(new GetTranscriptionJobCommand({ TranscriptionJobName: job.name }))).TranscriptionJob;
    return found?.TranscriptionJobStatus === 'COMPLETED' || found?.TranscriptionJobStatus === 'FAILED'
      ? found.TranscriptionJobStatus
      : undefined;
  });
  if (status !== 'COMPLETED') throw new Error(`${job.name} ${status}`);
  const object = await clients.s3.send(new GetObjectCommand({ Bucket: job.resultsBucket, Key: outputKey }));
  return normalizeTranscribeOutput(JSON.parse(await object.Body!.transformToString()) as TranscribeOutput, job.locale);
};

/** A sandbox for recognising authored calls, with the clients and buckets the corpus scripts use. */
export const startCorpusSandbox = async (options: Parameters<typeof startSandbox>[0] = {}) => {
  const sandbox = await startSandbox(options);
  const clients = { transcribe: new TranscribeClient({}), s3: new S3Client({ forcePathStyle: true }) };
  return {
    ...clients,
    audioBucket: localBucketName('TranscriptAudio'),
    resultsBucket: localBucketName('TranscriptResults'),
    stop: async () => {
      clients.transcribe.destroy();
      clients.s3.destroy();
      await sandbox.stop();
    },
  };
};
