/**
 * Rebuilds test/fixtures/keyterms/corpus.json: what the sandbox's Amazon Transcribe (PocketSphinx) hears in the
 * authored calls of bench/data/keyterm-calls.json, each heard word labelled with whether it is what was said.
 *
 *   npx tsx scripts/make-keyterm-corpus.ts      (needs flite, sox, pocketsphinx, pocketsphinx-en-us and Java)
 *
 * Each call is spoken with flite (agent: voice slt on the left channel, customer: rms on the right; `sox -D`, so
 * a rebuild is byte-identical), as 16 kHz stereo and as the same call band-limited to 8 kHz (telephone audio),
 * then transcribed through the production adapter's path — StartTranscriptionJob with ChannelIdentification,
 * the output read and normalized by normalizeTranscribeOutput — twice: without a vocabulary, and with a custom
 * vocabulary of the call's key terms made by the production vocabularyPhrases. Each channel's heard words are
 * aligned to the words said on it (word-level edit distance): a heard word is `correct` when the alignment
 * pairs it with the same word said.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateVocabularyCommand, GetVocabularyCommand, TranscribeClient } from '@aws-sdk/client-transcribe';
import '../sandbox/polyfills';
import { localBucketName } from '../sandbox/environment';
import { startSandbox } from '../sandbox/runtime';
import { vocabularyName, vocabularyPhrases } from '../src/adapters/speech/transcribe-vocabulary';
import { tokens } from '../src/transcripts/words';
import { alignedCorrectly, type CorpusEntry, type CorpusWord, type KeytermCalls } from '../test/transcripts/support/keyterm-corpus';
import { recognizeCall, speakCall, until } from './lib/authored-call';

const root = new URL('..', import.meta.url).pathname;
const calls = JSON.parse(readFileSync(join(root, 'bench/data/keyterm-calls.json'), 'utf8')) as KeytermCalls;
const outFile = join(root, 'test/fixtures/keyterms/corpus.json');
const LOCALE = 'en-US';
const VOICE = { agent: 'slt', customer: 'rms' } as const;
const CHANNEL = { agent: 0, customer: 1 } as const;

const sandbox = await startSandbox({ transcribe: { vocabularyReadyAfterMs: 200 } });
const transcribe = new TranscribeClient({});
const s3 = new S3Client({ forcePathStyle: true });
const AUDIO = localBucketName('TranscriptAudio');
const RESULTS = localBucketName('TranscriptResults');
const work = mkdtempSync(join(tmpdir(), 'keyterm-corpus-'));
const entries: CorpusEntry[] = [];
try {
  for (const call of calls.calls) {
    const phrases = vocabularyPhrases(call.keyterms, LOCALE);
    const vocabulary = vocabularyName(LOCALE, phrases);
    await transcribe.send(new CreateVocabularyCommand({ VocabularyName: vocabulary, LanguageCode: LOCALE, Phrases: phrases }));
    await until(async () => ((await transcribe.send(new GetVocabularyCommand({ VocabularyName: vocabulary }))).VocabularyState === 'READY' ? true : undefined));
    const audio = speakCall(call, VOICE, work);
    const said = { agent: '', customer: '' };
    for (const [speaker, text] of call.turns) said[speaker] = `${said[speaker]} ${tokens(text).join(' ')}`.trim();
    for (const rate of [16000, 8000] as const) {
      const key = `corpus/${call.id}-${rate}.wav`;
      await s3.send(new PutObjectCommand({ Bucket: AUDIO, Key: key, Body: readFileSync(audio[rate]) }));
      for (const withVocabulary of [false, true]) {
        const name = `corpus-${call.id}-${rate}-${withVocabulary ? 'vocabulary' : 'plain'}`;
        const transcript = await recognizeCall(
          { transcribe, s3 },
          { name, mediaUri: `s3://${AUDIO}/${key}`, resultsBucket: RESULTS, locale: LOCALE, ...(withVocabulary ? { vocabulary } : {}) },
        );
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
