import { readFile } from 'node:fs/promises';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  BadRequestException,
  ConflictException,
  CreateVocabularyCommand,
  DeleteVocabularyCommand,
  GetTranscriptionJobCommand,
  GetVocabularyCommand,
  LimitExceededException,
  ListVocabulariesCommand,
  StartTranscriptionJobCommand,
  TranscribeClient,
  type CreateVocabularyCommandInput,
} from '@aws-sdk/client-transcribe';
import { localBucketName } from '../../sandbox/environment';
import { prepareVocabulary, vocabularyEntry, vocabularyName } from '../../src/adapters/speech/transcribe-vocabulary';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';

/**
 * The local Amazon Transcribe's custom vocabularies, through the real @aws-sdk/client-transcribe: Transcribe's
 * validation and error names, PENDING then READY, the account quota, and a job that uses one — the local
 * engine's keyword pass then hears brand names its dictionary lacks.
 */

const QUOTA = 6;
let sandbox: Sandbox;
let transcribe: TranscribeClient;
let s3: S3Client;
const AUDIO = localBucketName('TranscriptAudio');
const RESULTS = localBucketName('TranscriptResults');
const BRANDS = ['Contoso-Bank', 'Fabrikam-Energy', 'Litware-Insurance'];
beforeAll(async () => {
  sandbox = await startSandbox({ transcribe: { vocabularyReadyAfterMs: 300, maxVocabularies: QUOTA } });
  transcribe = new TranscribeClient({});
  s3 = new S3Client({ forcePathStyle: true });
  const audio = await readFile(new URL('../fixtures/audio/brand-names.wav', import.meta.url));
  await s3.send(new PutObjectCommand({ Bucket: AUDIO, Key: 'media/brand-names.wav', Body: audio }));
});
afterAll(async () => {
  transcribe?.destroy();
  s3?.destroy();
  await sandbox?.stop();
});

let counter = 0;
const uniqueName = (label: string) => `ccp-test-${label}-${(counter += 1)}`;

const create = (input: Partial<CreateVocabularyCommandInput> & { VocabularyName: string }) =>
  transcribe.send(new CreateVocabularyCommand({ LanguageCode: 'en-US', Phrases: BRANDS, ...input }));

const ready = async (name: string) => {
  for (;;) {
    const { VocabularyState } = await transcribe.send(new GetVocabularyCommand({ VocabularyName: name }));
    if (VocabularyState !== 'PENDING') return VocabularyState;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const transcribeBrands = async (vocabularyName?: string) => {
  const name = uniqueName(vocabularyName ? 'with' : 'without');
  await transcribe.send(
    new StartTranscriptionJobCommand({
      TranscriptionJobName: name,
      Media: { MediaFileUri: `s3://${AUDIO}/media/brand-names.wav` },
      LanguageCode: 'en-US',
      OutputBucketName: RESULTS,
      OutputKey: `out/${name}.json`,
      ...(vocabularyName ? { Settings: { VocabularyName: vocabularyName } } : {}),
    }),
  );
  for (;;) {
    const { TranscriptionJob: job } = await transcribe.send(new GetTranscriptionJobCommand({ TranscriptionJobName: name }));
    if (job?.TranscriptionJobStatus === 'FAILED') throw new Error(job.FailureReason);
    if (job?.TranscriptionJobStatus === 'COMPLETED') {
      expect(job.Settings?.VocabularyName).toBe(vocabularyName);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const object = await s3.send(new GetObjectCommand({ Bucket: RESULTS, Key: `out/${name}.json` }));
  return (JSON.parse(await object.Body!.transformToString()) as { results: { transcripts: { transcript: string }[] } }).results
    .transcripts[0]!.transcript;
};

describe('CreateVocabulary refuses what Transcribe refuses', () => {
  it.each([
    ['a name with a space', { VocabularyName: 'bad name' }],
    ['an unsupported language', { LanguageCode: 'xx-XX' as never }],
    ['neither Phrases nor a file', { Phrases: undefined }],
    ['a multi-word entry with spaces instead of hyphens', { Phrases: ['Contoso Bank'] }],
    ['digits in an English entry', { Phrases: ['order-4719'] }],
    ['an entry starting with a hyphen', { Phrases: ['-Hawn'] }],
    ['an entry over 256 characters', { Phrases: ['a'.repeat(257)] }],
  ])('%s → BadRequestException', async (_case, change) => {
    await expect(create({ VocabularyName: uniqueName('refused'), ...change })).rejects.toBeInstanceOf(BadRequestException);
  });

  it('a name in use → ConflictException; an unknown one → BadRequestException, as Transcribe answers', async () => {
    const name = uniqueName('conflict');
    await create({ VocabularyName: name });
    await expect(create({ VocabularyName: name })).rejects.toBeInstanceOf(ConflictException);
    await expect(transcribe.send(new GetVocabularyCommand({ VocabularyName: 'ccp-test-never-made' }))).rejects.toThrow(
      expect.objectContaining({ name: 'BadRequestException', message: expect.stringContaining("vocabulary couldn't be found") }),
    );
  });
});

describe('a vocabulary', () => {
  it('is PENDING when created, READY soon after, listed, and gone once deleted', async () => {
    const name = uniqueName('lifecycle');
    const created = await create({ VocabularyName: name });
    expect(created).toMatchObject({ VocabularyName: name, LanguageCode: 'en-US', VocabularyState: 'PENDING' });
    expect(await ready(name)).toBe('READY');
    const { Vocabularies } = await transcribe.send(new ListVocabulariesCommand({ NameContains: 'lifecycle' }));
    expect(Vocabularies?.map((v) => v.VocabularyName)).toEqual([name]);
    await transcribe.send(new DeleteVocabularyCommand({ VocabularyName: name }));
    await expect(transcribe.send(new GetVocabularyCommand({ VocabularyName: name }))).rejects.toBeInstanceOf(BadRequestException);
  });

  it(`past the account quota (${QUOTA} here, 100 in AWS) → LimitExceededException`, async () => {
    const { Vocabularies = [] } = await transcribe.send(new ListVocabulariesCommand({}));
    const made = Array.from({ length: QUOTA - Vocabularies.length }, () => uniqueName('quota'));
    for (const name of made) await create({ VocabularyName: name });
    await expect(create({ VocabularyName: uniqueName('one-too-many') })).rejects.toBeInstanceOf(LimitExceededException);
    for (const name of made) await transcribe.send(new DeleteVocabularyCommand({ VocabularyName: name }));
  });

  it('StartTranscriptionJob refuses one that does not exist, is not READY yet, or is in another language (BadRequestException)', async () => {
    await expect(transcribeBrands('ccp-test-no-such-vocabulary')).rejects.toBeInstanceOf(BadRequestException);
    const pending = uniqueName('pending');
    await create({ VocabularyName: pending });
    await expect(transcribeBrands(pending)).rejects.toBeInstanceOf(BadRequestException);
    const british = uniqueName('british');
    await create({ VocabularyName: british, LanguageCode: 'en-GB' });
    await ready(british);
    await expect(transcribeBrands(british)).rejects.toBeInstanceOf(BadRequestException);
    for (const name of [pending, british]) await transcribe.send(new DeleteVocabularyCommand({ VocabularyName: name }));
  });

  it('makes the local engine hear brand names it cannot hear without one', async () => {
    const name = uniqueName('brands');
    await create({ VocabularyName: name });
    await ready(name);
    const [without, withVocabulary] = [await transcribeBrands(), await transcribeBrands(name)];
    const brandsIn = (text: string) => ['contoso bank', 'fabrikam energy', 'litware insurance'].filter((brand) => text.includes(brand));
    expect(brandsIn(without)).toEqual([]);
    expect(brandsIn(withVocabulary)).toEqual(['contoso bank', 'fabrikam energy', 'litware insurance']);
    // What was heard right without the vocabulary is still there.
    expect(withVocabulary).toMatch(/thank you for calling/);
    expect(withVocabulary).toMatch(/welcome to/);
  });

  it('is authorized as IAM evaluates it — GetVocabulary on its ARN, CreateVocabulary on * — and recorded like every Transcribe call', () => {
    const calls = sandbox.awsCalls().filter((c) => c.service === 'transcribe');
    expect(calls.find((c) => c.action === 'transcribe:GetVocabulary')?.resources[0]).toMatch(
      /^arn:aws:transcribe:us-east-1:000000000000:vocabulary\/ccp-test-/,
    );
    expect(calls.find((c) => c.action === 'transcribe:CreateVocabulary')?.resources).toEqual(['*']);
  });
});

describe("the transcribe stage's vocabulary (the production adapter against the local Transcribe)", () => {
  const wait = { maxWaitMs: 10_000, pollMs: 50, sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) };

  it('writes key terms in the character set Transcribe takes: hyphenated, digits spelled, the rest dropped', () => {
    expect(vocabularyEntry('Contoso Bank', 'en-US')).toBe('Contoso-Bank');
    expect(vocabularyEntry('order #4719', 'en-US')).toBe('order-four-seven-one-nine');
    expect(vocabularyEntry("O'Brien & Co.", 'en-US')).toBe("O'Brien-Co.");
    expect(vocabularyEntry('Zürich Versicherung', 'de-DE')).toBe('Zürich-Versicherung');
    expect(vocabularyEntry('Bestellung 4719', 'de-DE')).toBeUndefined();
    expect(vocabularyName('en-US', ['b', 'a'])).toBe(vocabularyName('en-US', ['a', 'b']));
    expect(vocabularyName('en-US', ['a'])).not.toBe(vocabularyName('en-GB', ['a']));
  });

  it('creates the vocabulary of a set of key terms once, waits until it is READY, and reuses it', async () => {
    const keyterms = ['Northwind Traders', 'order 4719'];
    const creations = () => sandbox.awsCalls().filter((c) => c.action === 'transcribe:CreateVocabulary').length;
    const before = creations();
    const first = await prepareVocabulary(transcribe, { keyterms, locale: 'en-US' }, wait);
    expect(first).toEqual({ used: true, name: expect.stringMatching(/^ccp-[0-9a-f]{32}$/), phrases: 2 });
    expect(creations()).toBe(before + 1);
    expect(await prepareVocabulary(transcribe, { keyterms: [...keyterms].reverse(), locale: 'en-US' }, wait)).toEqual(first);
    expect(creations()).toBe(before + 1);
    const { Vocabularies } = await transcribe.send(new ListVocabulariesCommand({ NameContains: first.name! }));
    expect(Vocabularies?.map((v) => v.VocabularyState)).toEqual(['READY']);
  });

  it('goes without, saying why, when the vocabulary is not READY in time or the account is at its quota', async () => {
    const late = await prepareVocabulary(transcribe, { keyterms: ['Tailspin Toys'], locale: 'en-US' }, { ...wait, maxWaitMs: 0 });
    expect(late).toMatchObject({ used: false, name: expect.stringMatching(/^ccp-/), reason: expect.stringContaining('not READY') });
    const { Vocabularies = [] } = await transcribe.send(new ListVocabulariesCommand({}));
    for (let i = Vocabularies.length; i < QUOTA; i += 1) await create({ VocabularyName: uniqueName('filler') });
    const refused = await prepareVocabulary(transcribe, { keyterms: ['Wide World Importers'], locale: 'en-US' }, wait);
    expect(refused).toMatchObject({ used: false, reason: expect.stringContaining('quota') });
    const unwritable = await prepareVocabulary(transcribe, { keyterms: ['4719'], locale: 'de-DE' }, wait);
    expect(unwritable).toMatchObject({ used: false, phrases: 0, reason: expect.stringContaining('character set') });
  });
});
