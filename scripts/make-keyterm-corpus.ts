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
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { CreateVocabularyCommand, GetVocabularyCommand } from '@aws-sdk/client-transcribe';
import { vocabularyFileKey, vocabularyName, vocabularyTable } from '../src/adapters/speech/transcribe-vocabulary';
import { vocabularyTerms } from '../src/transcripts/vocabulary';
import { tokens } from '../src/transcripts/words';
import { alignedCorrectly, type CorpusEntry, type CorpusWord, type KeytermCalls } from '../test/transcripts/support/keyterm-corpus';
import { recognizeCall, speakCall, startCorpusSandbox, until } from './lib/authored-call';

const root = new URL('..', import.meta.url).pathname;
const calls = JSON.parse(readFileSync(join(root, 'bench/data/keyterm-calls.json'), 'utf8')) as KeytermCalls;
const outFile = join(root, 'test/fixtures/keyterms/corpus.json');
const LOCALE = 'en-US';
const VOICE = { agent: 'slt', customer: 'rms' } as const;
const CHANNEL = { agent: 0, customer: 1 } as const;

const corpus = await startCorpusSandbox({ transcribe: { vocabularyReadyAfterMs: 200 } });
const { transcribe, s3, audioBucket: AUDIO, resultsBucket: RESULTS } = corpus;
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
            const heard = transcript.segments
              .filter((s) => s.channel === CHANNEL[speaker])
              .flatMap((s) => s.words.map((w) => tokens(w.text).join(' ')));
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
  await corpus.stop();
}

mkdirSync(join(root, 'test/fixtures/keyterms'), { recursive: true });
writeFileSync(
  outFile,
  `${JSON.stringify({ about: 'Generated by scripts/make-keyterm-corpus.ts from bench/data/keyterm-calls.json: heard words labelled correct or not.', entries }, null, 1)}\n`,
);
console.log(`wrote ${entries.length} transcripts to ${outFile}`);
