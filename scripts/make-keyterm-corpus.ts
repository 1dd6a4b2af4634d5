/**
 * Rebuilds test/fixtures/keyterms/corpus.json: what the sandbox's Amazon Transcribe (PocketSphinx) hears in the
 * authored calls of bench/data/keyterm-calls.json, each heard word labelled with whether it is what was said.
 *
 *   npx tsx scripts/make-keyterm-corpus.ts      (needs flite, sox, pocketsphinx, pocketsphinx-en-us and Java)
 *
 * Each call is spoken with flite (agent: voice slt on the left channel, customer: rms on the right; `sox -D`, so
 * a rebuild is byte-identical), as 16 kHz stereo and as the same call band-limited to 8 kHz (telephone audio),
 * then transcribed through the production adapter's path — StartTranscriptionJob with ChannelIdentification,
 * the output read and normalized by normalizeTranscribeOutput — twice: without a vocabulary, and with the custom
 * vocabulary a job with the call's key terms gets: the terms production lets into a vocabulary (vocabularyTerms:
 * no personal data), written as production writes the table file (vocabularyTable). Each channel's heard words are
 * aligned to the words said on it (word-level edit distance): a heard word is `correct` when the alignment
 * pairs it with the same word said.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateVocabularyCommand, GetTranscriptionJobCommand, GetVocabularyCommand, StartTranscriptionJobCommand, TranscribeClient } from '@aws-sdk/client-transcribe';
import '../sandbox/polyfills';
import { localBucketName } from '../sandbox/environment';
import { startSandbox } from '../sandbox/runtime';
import { normalizeTranscribeOutput, type TranscribeOutput } from '../src/adapters/speech/amazon-transcribe';
import { vocabularyFileKey, vocabularyName, vocabularyTable } from '../src/adapters/speech/transcribe-vocabulary';
import { vocabularyTerms } from '../src/transcripts/vocabulary';
import { tokens } from '../src/transcripts/words';
import { alignedCorrectly, type CorpusEntry, type CorpusWord, type KeytermCalls } from '../test/transcripts/support/keyterm-corpus';

const root = new URL('..', import.meta.url).pathname;
const calls = JSON.parse(readFileSync(join(root, 'bench/data/keyterm-calls.json'), 'utf8')) as KeytermCalls;
const outFile = join(root, 'test/fixtures/keyterms/corpus.json');
const LOCALE = 'en-US';
const VOICE = { agent: 'slt', customer: 'rms' } as const;
const CHANNEL = { agent: 0, customer: 1 } as const;

const sox = (...args: string[]) => execFileSync('sox', ['-D', ...args]);
const seconds = (file: string) => Number(execFileSync('soxi', ['-D', file]).toString().trim());

/** The call as a 16 kHz stereo WAV (agent left, customer right, the other side silent while one speaks) and its 8 kHz copy. */
const speak = (call: KeytermCalls['calls'][number], dir: string): { 16000: string; 8000: string } => {
  const sides: Record<'agent' | 'customer', string[]> = { agent: [], customer: [] };
  sox('-n', '-r', '16000', '-c', '1', '-b', '16', join(dir, 'gap.wav'), 'trim', '0', '0.3');
  call.turns.forEach(([speaker, text], i) => {
    const raw = join(dir, `raw-${i}.wav`);
    const turn = join(dir, `turn-${i}.wav`);
    const quiet = join(dir, `quiet-${i}.wav`);
    execFileSync('flite', ['-voice', VOICE[speaker], '-t', text, '-o', raw]);
    sox(raw, '-r', '16000', '-c', '1', '-b', '16', turn, 'silence', '1', '0.02', '0.1%', 'reverse', 'silence', '1', '0.02', '0.1%', 'reverse', 'pad', '0.1', '0.1');
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

const until = async <T>(read: () => Promise<T | undefined>): Promise<T> => {
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

const sandbox = await startSandbox({ transcribe: { vocabularyReadyAfterMs: 200 } });
const transcribe = new TranscribeClient({});
const s3 = new S3Client({ forcePathStyle: true });
const AUDIO = localBucketName('TranscriptAudio');
const RESULTS = localBucketName('TranscriptResults');
const work = mkdtempSync(join(tmpdir(), 'keyterm-corpus-'));
const entries: CorpusEntry[] = [];
try {
  for (const call of calls.calls) {
    const table = vocabularyTable(vocabularyTerms(call.keyterms).eligible, LOCALE).text;
    const vocabulary = vocabularyName(LOCALE, table);
    await s3.send(new PutObjectCommand({ Bucket: RESULTS, Key: vocabularyFileKey(vocabulary), Body: table }));
    await transcribe.send(
      new CreateVocabularyCommand({
        VocabularyName: vocabulary,
        LanguageCode: LOCALE,
        VocabularyFileUri: `s3://${RESULTS}/${vocabularyFileKey(vocabulary)}`,
      }),
    );
    await until(async () =>
      (await transcribe.send(new GetVocabularyCommand({ VocabularyName: vocabulary }))).VocabularyState === 'READY' ? true : undefined,
    );
    const audio = speak(call, work);
    const said = { agent: '', customer: '' };
    for (const [speaker, text] of call.turns) said[speaker] = `${said[speaker]} ${tokens(text).join(' ')}`.trim();
    for (const rate of [16000, 8000] as const) {
      const key = `corpus/${call.id}-${rate}.wav`;
      await s3.send(new PutObjectCommand({ Bucket: AUDIO, Key: key, Body: readFileSync(audio[rate]) }));
      for (const withVocabulary of [false, true]) {
        const name = `corpus-${call.id}-${rate}-${withVocabulary ? 'vocabulary' : 'plain'}`;
        await transcribe.send(
          new StartTranscriptionJobCommand({
            TranscriptionJobName: name,
            Media: { MediaFileUri: `s3://${AUDIO}/${key}` },
            MediaFormat: 'wav',
            LanguageCode: LOCALE,
            OutputBucketName: RESULTS,
            OutputKey: `corpus/${name}.json`,
            Settings: { ChannelIdentification: true, ...(withVocabulary ? { VocabularyName: vocabulary } : {}) },
          }),
        );
        const status = await until(async () => {
          const job = (await transcribe.send(new GetTranscriptionJobCommand({ TranscriptionJobName: name }))).TranscriptionJob;
          return job?.TranscriptionJobStatus === 'COMPLETED' || job?.TranscriptionJobStatus === 'FAILED' ? job.TranscriptionJobStatus : undefined;
        });
        if (status !== 'COMPLETED') throw new Error(`${name} ${status}`);
        const object = await s3.send(new GetObjectCommand({ Bucket: RESULTS, Key: `corpus/${name}.json` }));
        const transcript = normalizeTranscribeOutput(JSON.parse(await object.Body!.transformToString()) as TranscribeOutput, LOCALE);
        const labels = Object.fromEntries(
          (['agent', 'customer'] as const).map((speaker) => {
            const heard = transcript.segments.filter((s) => s.channel === CHANNEL[speaker]).flatMap((s) => s.words.map((w) => tokens(w.text).join(' ')));
            return [speaker, alignedCorrectly(heard, said[speaker].split(' '))];
          }),
        ) as Record<'agent' | 'customer', boolean[]>;
        const next = { agent: 0, customer: 0 };
        entries.push({
          call: call.id,
          sampleRateHz: rate,
          vocabulary: withVocabulary,
          keyterms: call.keyterms,
          said,
          segments: transcript.segments.map((segment) => {
            const speaker = segment.channel === CHANNEL.agent ? 'agent' : 'customer';
            return {
              speaker,
              words: segment.words.map((w): CorpusWord => ({ ...w, correct: labels[speaker][next[speaker]++] ?? false })),
            };
          }),
        });
        console.log(`${name}: ${transcript.segments.length} turns`);
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
  transcribe.destroy();
  s3.destroy();
  await sandbox.stop();
}

mkdirSync(join(root, 'test/fixtures/keyterms'), { recursive: true });
writeFileSync(
  outFile,
  `${JSON.stringify({ about: 'Generated by scripts/make-keyterm-corpus.ts from bench/data/keyterm-calls.json: heard words labelled correct or not.', entries }, null, 1)}\n`,
);
console.log(`wrote ${entries.length} transcripts to ${outFile}`);
