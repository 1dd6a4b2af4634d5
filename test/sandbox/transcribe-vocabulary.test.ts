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
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoDbVocabularyUsage } from '../../src/adapters/dynamodb/vocabulary-usage';
import {
  transcribeVocabularies,
  VOCABULARY_TABLE_HEADER,
  vocabularyEntry,
  vocabularyFileKey,
  vocabularyName,
  vocabularyTable,
} from '../../src/adapters/speech/transcribe-vocabulary';
import { TRANSCRIBE_VOCABULARIES_TABLE } from '../../lib/definitions/transcripts';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';

/**
 * The local Amazon Transcribe's custom vocabularies, through the real @aws-sdk/client-transcribe: Transcribe's
 * validation and error names, list and table formats (a table file read from S3 with the caller's permissions,
 * FAILED when malformed), PENDING then READY, pages of ListVocabularies, the account quota, and a job that uses
 * one — the local engine's keyword pass then hears brand names its dictionary lacks, written as their DisplayAs.
 * Then the production adapter against it.
 */

const QUOTA = 12;
/** Vocabularies are processed on this clock: real time, unless a test holds it still. */
let heldAt: number | undefined;
const holdingVocabulariesPending = async <T>(work: () => Promise<T>): Promise<T> => {
  heldAt = Date.now();
  try {
    return await work();
  } finally {
    heldAt = undefined;
  }
};
let sandbox: Sandbox;
let transcribe: TranscribeClient;
let s3: S3Client;
const AUDIO = localBucketName('TranscriptAudio');
const RESULTS = localBucketName('TranscriptResults');
const BRANDS = ['Contoso-Bank', 'Fabrikam-Energy', 'Litware-Insurance'];
beforeAll(async () => {
  sandbox = await startSandbox({
    transcribe: { vocabularyReadyAfterMs: 300, maxVocabularies: QUOTA, vocabularyNow: () => heldAt ?? Date.now() },
  });
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

/** How many vocabularies the account holds now (one page of up to 100: the quota here is smaller). */
const held = async () => (await transcribe.send(new ListVocabulariesCommand({ MaxResults: 100 }))).Vocabularies?.length ?? 0;

/** Refused with the SDK's LimitExceededException, for the quota its message names. */
const expectLimit = async (request: Promise<unknown>, quota: string) => {
  const refusal = await request.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(refusal).toBeInstanceOf(LimitExceededException);
  expect((refusal as Error).message).toContain(quota);
};

const TABLE = `${VOCABULARY_TABLE_HEADER}\nContoso-Bank\t\t\tContoso Bank\nFabrikam-Energy\t\t\tFabrikam Energy\nLitware-Insurance\t\t\tLitware Insurance\n`;

/** A table vocabulary from this file text, written to the results bucket first. */
const createFromTable = async (name: string, text: string) => {
  await s3.send(new PutObjectCommand({ Bucket: RESULTS, Key: `tables/${name}.txt`, Body: text }));
  return transcribe.send(
    new CreateVocabularyCommand({ VocabularyName: name, LanguageCode: 'en-US', VocabularyFileUri: `s3://${RESULTS}/tables/${name}.txt` }),
  );
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

  it(`past the account quota (${QUOTA} here, 100 in AWS), or past 10 PENDING at once → LimitExceededException`, async () => {
    const made: string[] = [];
    const make = async (name: string) => {
      await create({ VocabularyName: name });
      made.push(name);
    };
    try {
      await holdingVocabulariesPending(async () => {
        for (let i = 0; i < 10; i++) await make(uniqueName('pending'));
        await expectLimit(create({ VocabularyName: uniqueName('eleventh-pending') }), 'limit of 10 pending vocabularies');
      });
      for (const name of made) expect(await ready(name)).toBe('READY');
      while ((await held()) < QUOTA) await make(uniqueName('quota'));
      await expectLimit(create({ VocabularyName: uniqueName('one-too-many') }), `limit of ${QUOTA} custom vocabularies in this account`);
    } finally {
      for (const name of made) await transcribe.send(new DeleteVocabularyCommand({ VocabularyName: name }));
    }
  });

  it('StartTranscriptionJob refuses one that does not exist, is not READY yet, or is in another language (BadRequestException)', async () => {
    await expect(transcribeBrands('ccp-test-no-such-vocabulary')).rejects.toBeInstanceOf(BadRequestException);
    const pending = uniqueName('pending');
    await holdingVocabulariesPending(async () => {
      await create({ VocabularyName: pending });
      await expect(transcribeBrands(pending)).rejects.toBeInstanceOf(BadRequestException);
    });
    const british = uniqueName('british');
    await create({ VocabularyName: british, LanguageCode: 'en-GB' });
    await ready(british);
    await expect(transcribeBrands(british)).rejects.toBeInstanceOf(BadRequestException);
    for (const name of [pending, british]) await transcribe.send(new DeleteVocabularyCommand({ VocabularyName: name }));
  });

  it('makes the local engine hear brand names it cannot hear without one, written as the table says (DisplayAs)', async () => {
    const name = uniqueName('brands');
    await createFromTable(name, TABLE);
    await ready(name);
    const [without, withVocabulary] = [await transcribeBrands(), await transcribeBrands(name)];
    const brandsIn = (text: string) =>
      ['Contoso Bank', 'Fabrikam Energy', 'Litware Insurance'].filter((brand) => text.toLowerCase().includes(brand.toLowerCase()));
    expect(brandsIn(without)).toEqual([]);
    expect(brandsIn(withVocabulary)).toEqual(['Contoso Bank', 'Fabrikam Energy', 'Litware Insurance']);
    for (const brand of brandsIn(withVocabulary)) expect(withVocabulary).toContain(brand);
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

describe('a table vocabulary (VocabularyFileUri)', () => {
  it("is read from S3 with the caller's permissions, then PENDING, then READY", async () => {
    const name = uniqueName('table');
    expect(await createFromTable(name, TABLE)).toMatchObject({ VocabularyName: name, VocabularyState: 'PENDING' });
    expect(await ready(name)).toBe('READY');
    const read = sandbox.awsCalls().find((c) => c.action === 's3:GetObject' && c.resources[0]?.endsWith(`tables/${name}.txt`));
    expect(read).toMatchObject({ caller: { kind: 'external' }, decision: 'allowed' });
    await transcribe.send(new DeleteVocabularyCommand({ VocabularyName: name }));
  });

  it.each([
    ['CRLF line ends', TABLE.replace(/\n/g, '\r\n'), /LF/],
    ['no header row', TABLE.split('\n').slice(1).join('\n'), /header/],
    ['a space inside a Phrase', TABLE.replace('Contoso-Bank', 'Contoso Bank'), /invalid characters/],
    ['a value with a trailing space', TABLE.replace('\tContoso Bank', '\tContoso Bank '), /invalid characters/],
    ['a row of three columns', TABLE.replace('Contoso-Bank\t\t\t', 'Contoso-Bank\t\t'), /invalid characters/],
    ['digits in a Phrase', TABLE.replace('Contoso-Bank', 'order-4719'), /invalid characters/],
  ])('with %s is accepted, then FAILED, saying why (Transcribe checks the file as it processes it)', async (_case, text, reason) => {
    const name = uniqueName('malformed');
    await createFromTable(name, text);
    expect(await ready(name)).toBe('FAILED');
    expect((await transcribe.send(new GetVocabularyCommand({ VocabularyName: name }))).FailureReason).toMatch(reason);
    await transcribe.send(new DeleteVocabularyCommand({ VocabularyName: name }));
  });

  it('from a file that cannot be read → BadRequestException, and nothing is created', async () => {
    const name = uniqueName('unreadable');
    await expect(
      transcribe.send(
        new CreateVocabularyCommand({
          VocabularyName: name,
          LanguageCode: 'en-US',
          VocabularyFileUri: `s3://${RESULTS}/tables/never-written.txt`,
        }),
      ),
    ).rejects.toBeInstanceOf(BadRequestException);
    await expect(transcribe.send(new GetVocabularyCommand({ VocabularyName: name }))).rejects.toBeInstanceOf(BadRequestException);
  });
});

describe('ListVocabularies', () => {
  it('answers newest first, 5 a page unless MaxResults says otherwise, NameContains ignoring case, NextToken to go on', async () => {
    const names = Array.from({ length: 7 }, () => uniqueName('Paged'));
    for (const name of names) await create({ VocabularyName: name });
    const first = await transcribe.send(new ListVocabulariesCommand({ NameContains: 'PAGED' }));
    expect(first.Vocabularies?.map((v) => v.VocabularyName)).toEqual([...names].reverse().slice(0, 5));
    const rest = await transcribe.send(new ListVocabulariesCommand({ NameContains: 'paged', NextToken: first.NextToken }));
    expect([...first.Vocabularies!, ...rest.Vocabularies!].map((v) => v.VocabularyName)).toEqual([...names].reverse());
    expect(rest.NextToken).toBeUndefined();
    for (const name of names) await transcribe.send(new DeleteVocabularyCommand({ VocabularyName: name }));
  });
});

describe('the production vocabularies (transcribeVocabularies) against the local Transcribe', () => {
  const documents = () => DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const usageTable = () => sandbox.tableName(TRANSCRIBE_VOCABULARIES_TABLE.id);
  const vocabularies = () =>
    transcribeVocabularies({ client: transcribe, s3, bucket: RESULTS, usage: dynamoDbVocabularyUsage(documents(), usageTable()) });
  const settle = async (state: Awaited<ReturnType<ReturnType<typeof vocabularies>['prepare']>>) => {
    let current = state;
    while (current.state === 'PENDING') current = await vocabularies().state(current);
    return current;
  };

  it('writes key terms as table rows in the character set Transcribe takes: hyphenated Phrase, digits spelled, the term as written in DisplayAs', () => {
    expect(vocabularyEntry('Contoso Bank', 'en-US')).toBe('Contoso-Bank');
    expect(vocabularyEntry('order #4719', 'en-US')).toBe('order-four-seven-one-nine');
    expect(vocabularyEntry("O'Brien & Co.", 'en-US')).toBe("O'Brien-Co.");
    expect(vocabularyEntry('Zürich Versicherung', 'de-DE')).toBe('Zürich-Versicherung');
    expect(vocabularyEntry('Bestellung 4719', 'de-DE')).toBeUndefined();
    expect(vocabularyTable(['router', 'Contoso  Bank', "O'Brien & Co."], 'en-US')).toEqual({
      text: `${VOCABULARY_TABLE_HEADER}\nContoso-Bank\t\t\tContoso Bank\nO'Brien-Co.\t\t\t\nrouter\t\t\t\n`,
      phrases: 3,
    });
    const table = (terms: string[]) => vocabularyTable(terms, 'en-US').text;
    expect(vocabularyName('en-US', table(['b', 'a']))).toBe(vocabularyName('en-US', table(['a', 'b'])));
    expect(vocabularyName('en-US', table(['a']))).not.toBe(vocabularyName('en-GB', table(['a'])));
  });

  it('keeps a table within 50 KB, leaving out the rows past it', () => {
    const many = Array.from(
      { length: 3000 },
      (_, i) => `term${String.fromCharCode(97 + (i % 26))}${'x'.repeat(i % 7)} brand ${'y'.repeat(i % 11)}`,
    );
    const { text, phrases } = vocabularyTable(many, 'en-US');
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(50 * 1024);
    expect(phrases).toBeGreaterThan(0);
    expect(phrases).toBe(text.split('\n').length - 2);
  });

  it('creates the vocabulary of a set of key terms once, from a table file, reuses it while PENDING and once READY, and records its use', async () => {
    const creations = () => sandbox.awsCalls().filter((c) => c.action === 'transcribe:CreateVocabulary').length;
    const before = creations();
    const at = new Date();
    const first = await vocabularies().prepare({ language: 'en', terms: ['Northwind Traders', 'router'], at });
    expect(first).toEqual({ state: 'PENDING', name: expect.stringMatching(/^ccp-[0-9a-f]{32}$/), phrases: 2 });
    const again = await vocabularies().prepare({ language: 'en', terms: ['router', 'Northwind Traders'], at });
    expect(again).toEqual(first);
    expect(creations()).toBe(before + 1);
    expect(await settle(first)).toEqual({ state: 'READY', name: first.state === 'PENDING' ? first.name : '', phrases: 2 });
    const name = (first as { name: string }).name;
    const file = await s3.send(new GetObjectCommand({ Bucket: RESULTS, Key: vocabularyFileKey(name) }));
    expect(await file.Body!.transformToString()).toBe(vocabularyTable(['router', 'Northwind Traders'], 'en-US').text);
    const listed = (await vocabularies().list()).find((v) => v.name === name);
    expect(listed?.usedAt?.toISOString()).toBe(at.toISOString());
  });

  it('goes without, saying why, when no term can be written or the account holds its quota of vocabularies', async () => {
    expect(await vocabularies().prepare({ language: 'de', terms: ['4719'], at: new Date() })).toMatchObject({
      state: 'UNAVAILABLE',
      fallback: 'no-eligible-terms',
    });
    const fillers = Array.from({ length: QUOTA - (await held()) }, () => uniqueName('filler'));
    for (const filler of fillers) await create({ VocabularyName: filler });
    const refused = await vocabularies().prepare({ language: 'en', terms: ['Wide World Importers'], at: new Date() });
    expect(refused).toMatchObject({
      state: 'UNAVAILABLE',
      fallback: 'quota-reached',
      reason: expect.stringContaining('quota'),
      phrases: 1,
    });
    for (const filler of fillers) await transcribe.send(new DeleteVocabularyCommand({ VocabularyName: filler }));
  });

  it('deletes a vocabulary only when it was not used since the given time, with its table file', async () => {
    const old = new Date(Date.now() - 60 * 60 * 1000);
    const prepared = await vocabularies().prepare({ language: 'en', terms: ['Tailspin Toys'], at: old });
    const name = (prepared as { name: string }).name;
    expect(await vocabularies().delete(name, new Date(old.getTime() - 1000))).toBe(false);
    expect(await ready(name)).toBe('READY');
    expect(await vocabularies().delete(name, new Date())).toBe(true);
    await expect(transcribe.send(new GetVocabularyCommand({ VocabularyName: name }))).rejects.toBeInstanceOf(BadRequestException);
    await expect(s3.send(new GetObjectCommand({ Bucket: RESULTS, Key: vocabularyFileKey(name) }))).rejects.toThrow();
    expect((await vocabularies().list()).map((v) => v.name)).not.toContain(name);
  });
});
