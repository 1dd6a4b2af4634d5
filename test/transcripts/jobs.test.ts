import { NotFoundError } from '../../src/core/errors';
import { advanceStatus, createJob, getJob } from '../../src/transcripts/jobs';
import { TransitionRefusedError } from '../../src/transcripts/ports';
import { cachedResults } from '../../src/transcripts/results';
import { aJob, aJobIn, fixedClock, JOB_ID, memoryJobs, memoryObjects, recordingEvents } from './support/fakes';

describe('createJob', () => {
  it('stores a pending job, announces it and starts its pipeline, in that order', async () => {
    const order: string[] = [];
    const { repository, jobs } = memoryJobs();
    const { publisher, published } = recordingEvents();
    const starts: unknown[] = [];
    const result = await createJob(
      {
        jobs: { ...repository, create: async (job) => (order.push('store'), repository.create(job)) },
        events: { publish: async (change) => (order.push('announce'), publisher.publish(change)) },
        pipeline: { start: async (input) => void (order.push('start'), starts.push(input)) },
        clock: fixedClock(),
        newId: () => JOB_ID,
      },
      'arn:aws:iam::1:user/a',
      {
        callback: { url: 'https://example.com/cb', events: ['completed'] },
        metadata: { m: 1 },
        audioUrl: 'https://audio.example.com/a.wav',
        keyterms: ['Acme'],
        context: 'Acme sells routers',
        contextModel: 'fast',
        redactPii: true,
      },
    );
    expect(result).toEqual({ jobId: JOB_ID });
    expect(order).toEqual(['store', 'announce', 'start']);
    expect(jobs.get(JOB_ID)).toMatchObject({
      status: 'pending',
      owner: 'arn:aws:iam::1:user/a',
      history: [{ status: 'pending', at: '2026-01-02T03:04:05.000Z' }],
      request: { keyterms: ['Acme'], context: 'Acme sells routers', contextModel: 'fast', redactPii: true },
    });
    expect(published).toEqual([expect.objectContaining({ jobId: JOB_ID, status: 'pending', previousStatus: null, metadata: { m: 1 } })]);
    expect(starts).toEqual([{ jobId: JOB_ID, hasContext: true }]);
  });
});

describe('getJob', () => {
  it('shows a completed job with its stored result', async () => {
    const { repository, jobs } = memoryJobs();
    const { store } = memoryObjects();
    jobs.set(JOB_ID, aJobIn('completed', { resultKey: 'r.json' }));
    await store.putJson('r.json', { schema_type: 'CustomerInteraction@v1.0' });
    const delivery = {
      eventId: 'e1',
      type: 'transcript.completed',
      state: 'delivered' as const,
      attempts: 2,
      lastStatus: 200,
      firstAttemptAt: 't1',
      lastAttemptAt: 't2',
    };
    const deliveries = {
      listDeliveries: async (type: string, id: string) => (type === 'transcript-job' && id === JOB_ID ? [delivery] : []),
    };
    const view = await getJob({ jobs: repository, objects: store, deliveries }, aJob().owner, JOB_ID);
    expect(view).toMatchObject({
      jobId: JOB_ID,
      status: 'completed',
      metadata: { ticket: 'T-9' },
      result: { schema_type: 'CustomerInteraction@v1.0' },
    });
    expect(view.callbackDeliveries).toEqual([delivery]);
    expect(view.history.map((h) => h.status)).toEqual(['pending', 'processing', 'transcribed', 'profiled', 'completed']);
  });

  it("reports another principal's job exactly like a missing one", async () => {
    const { repository, jobs } = memoryJobs();
    jobs.set(JOB_ID, aJob());
    const deps = { jobs: repository, objects: memoryObjects().store, deliveries: { listDeliveries: async () => [] } };
    await expect(getJob(deps, 'arn:aws:iam::999:user/other', JOB_ID)).rejects.toThrow(NotFoundError);
    await expect(getJob(deps, aJob().owner, '00000000-0000-4000-8000-000000000000')).rejects.toThrow(NotFoundError);
  });
});

describe('cachedResults', () => {
  const countingObjects = () => {
    const { store } = memoryObjects();
    const reads: string[] = [];
    const counted = { getJson: async <T>(key: string) => (reads.push(key), store.getJson<T>(key)) };
    return { store, counted, reads };
  };

  it("serves a completed job's result again without reading the object, and the view is the same", async () => {
    const { repository, jobs } = memoryJobs();
    const { store, counted, reads } = countingObjects();
    jobs.set(JOB_ID, aJobIn('completed', { resultKey: 'r.json' }));
    await store.putJson('r.json', { schema_type: 'CustomerInteraction@v1.0', turns: ['hello'] });
    const deps = { jobs: repository, objects: cachedResults(counted, { maxChars: 1_000 }), deliveries: { listDeliveries: async () => [] } };
    const first = await getJob(deps, aJob().owner, JOB_ID);
    const second = await getJob(deps, aJob().owner, JOB_ID);
    expect(second).toEqual(first);
    expect(second.result).toEqual({ schema_type: 'CustomerInteraction@v1.0', turns: ['hello'] });
    expect(reads).toEqual(['r.json']);
    // Ownership is still checked on every read: a cached result is never shown to another principal.
    await expect(getJob(deps, 'arn:aws:iam::999:user/other', JOB_ID)).rejects.toThrow(NotFoundError);
  });

  it('keeps the most recently read results within its bound, and does not keep one larger than a quarter of it', async () => {
    const { store, counted, reads } = countingObjects();
    for (const key of ['a', 'b', 'c', 'd', 'e']) await store.putJson(key, { text: 'x'.repeat(80) });
    await store.putJson('big', { text: 'x'.repeat(120) });
    // Each small result is 91 characters of JSON: four fit in 400, a fifth pushes out the least recently read.
    const results = cachedResults(counted, { maxChars: 400 });
    for (const key of ['a', 'b', 'c', 'd', 'a', 'e', 'a', 'c', 'd', 'e', 'b']) await results.getJson(key);
    expect(reads).toEqual(['a', 'b', 'c', 'd', 'e', 'b']);
    // 131 characters, more than a quarter of 400: read each time.
    await results.getJson('big');
    await results.getJson('big');
    expect(reads.slice(6)).toEqual(['big', 'big']);
  });
});

describe('advanceStatus', () => {
  it('moves a job forward, appends history and publishes the change with the previous status', async () => {
    const { repository, jobs } = memoryJobs();
    const { publisher, published } = recordingEvents();
    jobs.set(JOB_ID, aJobIn('transcribed'));
    await advanceStatus({ jobs: repository, events: publisher, clock: fixedClock() }, { jobId: JOB_ID, to: 'profiled' });
    expect(jobs.get(JOB_ID)?.history.at(-1)).toEqual({ status: 'profiled', at: '2026-01-02T03:04:05.000Z' });
    expect(published).toEqual([expect.objectContaining({ status: 'profiled', previousStatus: 'transcribed' })]);
  });

  it('re-publishes a status already written (a retried write) instead of failing', async () => {
    const { repository, jobs } = memoryJobs();
    const { publisher, published } = recordingEvents();
    jobs.set(JOB_ID, aJobIn('processing'));
    const deps = { jobs: repository, events: publisher, clock: fixedClock() };
    await advanceStatus(deps, { jobId: JOB_ID, to: 'transcribed' });
    await advanceStatus(deps, { jobId: JOB_ID, to: 'transcribed' });
    expect(jobs.get(JOB_ID)?.history.filter((h) => h.status === 'transcribed')).toHaveLength(1);
    expect(published.map((p) => [p.previousStatus, p.status])).toEqual([
      ['processing', 'transcribed'],
      ['processing', 'transcribed'],
    ]);
  });

  it('refuses to move a job backwards or out of a terminal status', async () => {
    const { repository, jobs } = memoryJobs();
    const deps = { jobs: repository, events: recordingEvents().publisher, clock: fixedClock() };
    jobs.set(JOB_ID, aJobIn('profiled'));
    await expect(advanceStatus(deps, { jobId: JOB_ID, to: 'transcribed' })).rejects.toThrow(TransitionRefusedError);
    jobs.set(JOB_ID, aJobIn('completed'));
    await expect(
      advanceStatus(deps, { jobId: JOB_ID, to: 'failed', error: { code: 'X', message: 'x', stage: 'fetch', retryable: false } }),
    ).rejects.toThrow(TransitionRefusedError);
  });

  it('records the error when a job fails', async () => {
    const { repository, jobs } = memoryJobs();
    const { publisher, published } = recordingEvents();
    jobs.set(JOB_ID, aJobIn('processing'));
    const error = { code: 'AUDIO_HTTP_ERROR', message: 'HTTP 404', stage: 'fetch', retryable: false };
    await advanceStatus({ jobs: repository, events: publisher, clock: fixedClock() }, { jobId: JOB_ID, to: 'failed', error });
    expect(jobs.get(JOB_ID)).toMatchObject({ status: 'failed', error });
    expect(published[0]).toMatchObject({ status: 'failed', previousStatus: 'processing', error });
  });
});
