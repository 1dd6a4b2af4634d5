import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import {
  BadRequestException,
  CreateVocabularyCommand,
  DeleteVocabularyCommand,
  GetVocabularyCommand,
  ListVocabulariesCommand,
  TranscribeClient,
} from '@aws-sdk/client-transcribe';
import { localBucketName } from '../../sandbox/environment';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { vocabularyFileKey } from '../../src/adapters/speech/transcribe-vocabulary';
import { startFixtureServer } from './support/fixture-server';
import { getTranscript, postTranscript, validRequest, type JobResponse } from './support/transcripts-api';

/**
 * Custom vocabularies as an AWS account meets them, through the sandbox's API, the real transcript state machine
 * and the local Transcribe: a new vocabulary takes minutes to build, the job waits for it in the state machine
 * (WaitForVocabulary, shortened here to 1 s between looks), the account holds a quota of them, unused ones are
 * deleted by the cleanup, and key terms that look like personal data never reach CreateVocabulary.
 */

const RESULTS = localBucketName('TranscriptResults');
const CALL = 'call-agent-left.wav';
const RECOGNITION_TIMEOUT_MS = 240_000;

let fixtures: Awaited<ReturnType<typeof startFixtureServer>>;
let transcribe: TranscribeClient;
let s3: S3Client;

beforeAll(async () => {
  fixtures = await startFixtureServer();
});
afterAll(async () => {
  await fixtures?.stop();
});

/** Clients of the sandbox started last (each sandbox sets this process's AWS endpoints). */
const connect = () => {
  transcribe = new TranscribeClient({});
  s3 = new S3Client({ forcePathStyle: true });
};
const disconnect = () => {
  transcribe?.destroy();
  s3?.destroy();
};

const until = async <T>(read: () => Promise<T | undefined> | T | undefined): Promise<T> => {
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const submit = async (sandbox: Sandbox, keyterms: string[]) => {
  const response = await postTranscript(sandbox.url, validRequest(fixtures.url(CALL), { config: { language: 'en', keyterms } }));
  expect(response.status).toBe(202);
  return String(response.body.jobId);
};

const finished = async (sandbox: Sandbox, jobId: string): Promise<JobResponse> =>
  until(async () => {
    const job = (await getTranscript(sandbox.url, jobId)).body;
    return job.status === 'completed' || job.status === 'failed' ? job : undefined;
  });

const executionOf = (sandbox: Sandbox, jobId: string) =>
  sandbox.executions().find((e) => e.stateMachineId === 'TranscriptJob' && e.name === jobId);
const entered = (sandbox: Sandbox, jobId: string, state: string) =>
  (executionOf(sandbox, jobId)?.history ?? []).filter((event) => event.type === 'StateEntered' && event.state === state).length;

describe('by default, as in AWS', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    // Only the pause between two looks is shortened; the local Transcribe builds vocabularies in its own (default) time.
    sandbox = await startSandbox({ retryIntervalMs: 5, stateSecondsOverrides: { WaitForVocabulary: 1 } });
    connect();
  });
  afterAll(async () => {
    disconnect();
    await sandbox?.stop();
  });

  it("a key-term job's new vocabulary is not READY within seconds: the job waits for it in the state machine, not in a function", async () => {
    const jobId = await submit(sandbox, ['Contoso Bank', 'router']);
    // Five looks, a second apart, each finding the vocabulary still being built.
    await until(() => (entered(sandbox, jobId, 'CheckVocabulary') >= 5 ? true : undefined));
    const job = (await getTranscript(sandbox.url, jobId)).body;
    expect(job.status).toBe('processing');
    expect(entered(sandbox, jobId, 'WaitForVocabulary')).toBeGreaterThanOrEqual(5);
    expect(entered(sandbox, jobId, 'Transcribe')).toBe(0);
    const { Vocabularies = [] } = await transcribe.send(new ListVocabulariesCommand({ NameContains: 'ccp-' }));
    expect(Vocabularies).toHaveLength(1);
    const vocabulary = await transcribe.send(new GetVocabularyCommand({ VocabularyName: Vocabularies[0]!.VocabularyName }));
    expect(vocabulary.VocabularyState).toBe('PENDING');
    expect(Date.now() - vocabulary.LastModifiedTime!.getTime()).toBeGreaterThanOrEqual(5000);
    // Each look is a short invocation of the vocabulary function, which never sleeps: its timeout is 30 s.
    const looks = sandbox
      .awsCalls()
      .filter((c) => c.action === 'transcribe:GetVocabulary' && 'id' in c.caller && c.caller.id === 'TranscriptVocabulary');
    expect(looks.length).toBeGreaterThanOrEqual(6);
  }, 120_000);

  it('holds at most 10 vocabularies PENDING at once, as Transcribe does (LimitExceededException)', async () => {
    const pending = async () =>
      (await transcribe.send(new ListVocabulariesCommand({ StateEquals: 'PENDING', MaxResults: 100 }))).Vocabularies?.length ?? 0;
    const made: string[] = [];
    while ((await pending()) < 10) {
      made.push(`pending-${made.length}`);
      await transcribe.send(new CreateVocabularyCommand({ VocabularyName: made.at(-1), LanguageCode: 'en-US', Phrases: ['Fabrikam'] }));
    }
    await expect(
      transcribe.send(new CreateVocabularyCommand({ VocabularyName: 'one-too-many', LanguageCode: 'en-US', Phrases: ['Fabrikam'] })),
    ).rejects.toThrow(expect.objectContaining({ name: 'LimitExceededException', message: expect.stringContaining('pending') }));
    for (const name of made) await transcribe.send(new DeleteVocabularyCommand({ VocabularyName: name }));
  });
});

describe('with vocabularies built in seconds (vocabularyReadyAfterMs) and a small account quota (maxVocabularies)', () => {
  const QUOTA = 3;
  const UNUSED_SECONDS = 20;
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({
      retryIntervalMs: 5,
      transcribe: { vocabularyReadyAfterMs: 4000, maxVocabularies: QUOTA },
      stateSecondsOverrides: { WaitForVocabulary: 1 },
      // The cleanup deletes vocabularies unused for 20 s here (vocabularyUnusedDays: 14 days by default).
      env: { TRANSCRIBE_VOCABULARY_UNUSED_DAYS: String(UNUSED_SECONDS / 86400) },
    });
    connect();
  });
  afterAll(async () => {
    disconnect();
    await sandbox?.stop();
  });

  const PERSONAL = ['Maria Gonzalez', 'jane.doe@example.com', 'account 4719 2231'];
  let usedJob: JobResponse;

  it(
    'waits in the state machine until the vocabulary is READY, then transcribes with it and records that it did',
    async () => {
      const jobId = await submit(sandbox, ['Contoso Bank', ...PERSONAL]);
      usedJob = await finished(sandbox, jobId);
      expect(usedJob.status).toBe('completed');
      expect(usedJob.result.keyterms.vocabulary).toEqual({
        used: true,
        name: expect.stringMatching(/^ccp-[0-9a-f]{32}$/),
        phrases: 1,
        withheld: PERSONAL.length,
        waited_seconds: expect.any(Number),
      });
      expect(usedJob.result.keyterms.vocabulary?.waited_seconds).toBeGreaterThanOrEqual(1);
      expect(entered(sandbox, jobId, 'WaitForVocabulary')).toBeGreaterThanOrEqual(1);
      expect(entered(sandbox, jobId, 'Transcribe')).toBe(1);
    },
    RECOGNITION_TIMEOUT_MS,
  );

  it('never lets a key term that looks like personal data reach CreateVocabulary: it stays with post-correction', async () => {
    const { Contents = [] } = await s3.send(new ListObjectsV2Command({ Bucket: RESULTS, Prefix: 'vocabularies/' }));
    expect(Contents.map((object) => object.Key)).toEqual([vocabularyFileKey(usedJob.result.keyterms.vocabulary!.name!)]);
    const table = await (await s3.send(new GetObjectCommand({ Bucket: RESULTS, Key: Contents[0]!.Key! }))).Body!.transformToString();
    expect(table).toBe('Phrase\tSoundsLike\tIPA\tDisplayAs\nContoso-Bank\t\t\tContoso Bank\n');
    for (const word of ['maria', 'gonzalez', 'jane', 'doe', '4719', 'four', 'seven']) expect(table.toLowerCase()).not.toContain(word);
    // Post-correction still had them: the job's key terms are all there.
    expect(usedJob.result.keyterms.requested).toEqual(['Contoso Bank', ...PERSONAL]);
  });

  it(
    'records the fallback when the account holds its quota of vocabularies: post-correction only',
    async () => {
      const { Vocabularies = [] } = await transcribe.send(new ListVocabulariesCommand({ MaxResults: 100 }));
      const fillers = Array.from({ length: QUOTA - Vocabularies.length }, (_, i) => `shared-glossary-${i}`);
      for (const name of fillers)
        await transcribe.send(new CreateVocabularyCommand({ VocabularyName: name, LanguageCode: 'en-US', Phrases: ['Fabrikam'] }));
      const job = await finished(sandbox, await submit(sandbox, ['Litware Insurance']));
      expect(job.status).toBe('completed');
      expect(job.result.keyterms.vocabulary).toMatchObject({
        used: false,
        phrases: 1,
        fallback: 'quota-reached',
        reason: expect.stringContaining('quota'),
      });
      expect(job.result.keyterms.requested).toEqual(['Litware Insurance']);
      // The table file written for it went when Transcribe refused it.
      const { Contents = [] } = await s3.send(new ListObjectsV2Command({ Bucket: RESULTS, Prefix: 'vocabularies/' }));
      expect(Contents.map((object) => object.Key)).toEqual([vocabularyFileKey(usedJob.result.keyterms.vocabulary!.name!)]);
    },
    RECOGNITION_TIMEOUT_MS,
  );

  it(
    'deletes only the ccp-* vocabularies no job has used for the configured time, with their table files',
    async () => {
      // Made by hand: one named like ours and never used, one of someone else's (the quota fillers above).
      await transcribe.send(new DeleteVocabularyCommand({ VocabularyName: 'shared-glossary-0' }));
      await transcribe.send(
        new CreateVocabularyCommand({ VocabularyName: 'ccp-made-by-hand', LanguageCode: 'en-US', Phrases: ['Tailspin'] }),
      );
      const used = usedJob.result.keyterms.vocabulary!.name!;
      const all = async () =>
        ((await transcribe.send(new ListVocabulariesCommand({ MaxResults: 100 }))).Vocabularies ?? []).map((v) => v.VocabularyName!).sort();
      const before = await all();
      expect(before).toEqual(['ccp-made-by-hand', used, 'shared-glossary-1'].sort());
      // Until every one of them is older than the configured time...
      await until(async () => {
        const described = await Promise.all(before.map((name) => transcribe.send(new GetVocabularyCommand({ VocabularyName: name }))));
        return described.every((v) => Date.now() - v.LastModifiedTime!.getTime() > UNUSED_SECONDS * 1000) ? true : undefined;
      });
      // ...then a job uses the first job's vocabulary again (its vocabulary step notes the use), and the cleanup runs.
      await sandbox.invoke('TranscriptVocabulary', { jobId: usedJob.jobId });
      const touchedBy = Date.now();
      const cleaned = (await sandbox.invoke('TranscribeVocabularyCleanup', { 'detail-type': 'Scheduled Event' })) as { deleted: string[] };
      expect(cleaned.deleted).toEqual(['ccp-made-by-hand']);
      expect(await all()).toEqual([used, 'shared-glossary-1'].sort());
      await expect(transcribe.send(new GetVocabularyCommand({ VocabularyName: 'ccp-made-by-hand' }))).rejects.toBeInstanceOf(
        BadRequestException,
      );
      // Once unused long enough, the job's vocabulary goes too, with its table file; someone else's never does.
      await until(() => (Date.now() > touchedBy + UNUSED_SECONDS * 1000 ? true : undefined));
      const later = (await sandbox.invoke('TranscribeVocabularyCleanup', {})) as { deleted: string[] };
      expect(later.deleted).toEqual([used]);
      expect(await all()).toEqual(['shared-glossary-1']);
      await expect(s3.send(new GetObjectCommand({ Bucket: RESULTS, Key: vocabularyFileKey(used) }))).rejects.toThrow();
    },
    RECOGNITION_TIMEOUT_MS,
  );
});
