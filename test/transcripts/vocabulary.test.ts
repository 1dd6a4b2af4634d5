import { personalDataIn } from '../../src/transcripts/personal-terms';
import type { CustomVocabularies, VocabularyJanitor, VocabularyState } from '../../src/transcripts/ports';
import {
  checkVocabulary,
  cleanUpVocabularies,
  prepareVocabulary,
  vocabularyTerms,
  type VocabularyStep,
} from '../../src/transcripts/vocabulary';
import { aJob, JOB_ID, memoryJobs } from './support/fakes';

/**
 * The vocabulary states' decisions, on fakes: which key terms may go into a vocabulary, how long a job waits for
 * one being built (the bound, counted from the first look), what it records when it goes without, and which
 * vocabularies the cleanup deletes. The same use cases run against the local Transcribe in
 * vocabulary-lifecycle.integration.test.ts.
 */

describe('which key terms look like personal data (and stay out of vocabularies)', () => {
  it.each([
    ['Maria Gonzalez', 'NAME'],
    ['Maria', 'NAME'],
    ['Mr. Okafor', 'NAME'],
    ['Dr Nguyen', 'NAME'],
    ['jane.doe@example.com', 'EMAIL'],
    ['jane dot doe at contoso dot com', 'EMAIL'],
    ['order 4719', 'NUMBER'],
    ['555-0142', 'NUMBER'],
    ['four seven one nine', 'NUMBER'],
  ])('%s → %s', (term, kind) => {
    expect(personalDataIn(term)).toBe(kind);
  });

  it.each([
    'Contoso Bank',
    'Fabrikam Energy',
    'router',
    'account number',
    'Chase Bank',
    'roaming',
    'policy number',
    'one time password',
    'maria',
  ])('%s → none', (term) => {
    expect(personalDataIn(term)).toBeUndefined();
  });

  it("splits a job's key terms into those a vocabulary may hold and those withheld", () => {
    expect(vocabularyTerms(['Contoso Bank', 'Maria Gonzalez', 'router', 'order 4719'])).toEqual({
      eligible: ['Contoso Bank', 'router'],
      withheld: ['Maria Gonzalez', 'order 4719'],
    });
  });
});

const START = Date.parse('2026-03-01T10:00:00.000Z');

const setup = (options: { keyterms: string[]; language?: string; states: VocabularyState[]; maxWaitSeconds?: number }) => {
  const jobs = memoryJobs();
  jobs.jobs.set(
    JOB_ID,
    aJob({ request: { ...aJob().request, keyterms: options.keyterms, ...(options.language ? { language: options.language } : {}) } }),
  );
  let now = START;
  const prepared: { language: string; terms: readonly string[]; at: Date }[] = [];
  const states = [...options.states];
  const vocabularies: CustomVocabularies = {
    prepare: async (request) => {
      prepared.push(request);
      return states.shift()!;
    },
    state: async () => states.shift()!,
  };
  const deps = { jobs: jobs.repository, vocabularies, clock: { now: () => new Date(now) }, maxWaitSeconds: options.maxWaitSeconds ?? 600 };
  return { deps, prepared, advance: (seconds: number) => void (now += seconds * 1000) };
};

const PENDING: VocabularyState = { state: 'PENDING', name: 'ccp-1', phrases: 2 };
const READY: VocabularyState = { state: 'READY', name: 'ccp-1', phrases: 2 };

describe('prepareVocabulary and checkVocabulary', () => {
  it('has nothing to do for a job without key terms', async () => {
    const { deps, prepared } = setup({ keyterms: [], language: 'en', states: [] });
    expect(await prepareVocabulary(deps, JOB_ID)).toEqual({ status: 'settled' });
    expect(prepared).toEqual([]);
  });

  it('asks only for the eligible terms, and waits for a vocabulary being built until it is READY', async () => {
    const { deps, prepared, advance } = setup({
      keyterms: ['Contoso Bank', 'router', 'Maria Gonzalez'],
      language: 'en',
      states: [PENDING, PENDING, READY],
    });
    const first = await prepareVocabulary(deps, JOB_ID);
    expect(prepared[0]).toMatchObject({ language: 'en', terms: ['Contoso Bank', 'router'] });
    expect(first).toEqual({ status: 'pending', name: 'ccp-1', phrases: 2, withheld: 1, waitStartedAt: new Date(START).toISOString() });
    advance(30);
    const second = await checkVocabulary(deps, first as Extract<VocabularyStep, { status: 'pending' }>);
    expect(second.status).toBe('pending');
    advance(30);
    expect(await checkVocabulary(deps, second as Extract<VocabularyStep, { status: 'pending' }>)).toEqual({
      status: 'settled',
      outcome: { used: true, name: 'ccp-1', phrases: 2, withheld: 1, waitedSeconds: 60 },
    });
  });

  it('stops waiting at the bound and records that the vocabulary was not ready', async () => {
    const { deps, advance } = setup({ keyterms: ['Contoso Bank'], language: 'en', states: [PENDING, PENDING], maxWaitSeconds: 120 });
    const first = (await prepareVocabulary(deps, JOB_ID)) as Extract<VocabularyStep, { status: 'pending' }>;
    advance(121);
    expect(await checkVocabulary(deps, first)).toEqual({
      status: 'settled',
      outcome: expect.objectContaining({
        used: false,
        name: 'ccp-1',
        fallback: 'not-ready',
        waitedSeconds: 121,
        reason: expect.stringContaining('120 s'),
      }),
    });
  });

  it('never waits when the bound is 0', async () => {
    const { deps } = setup({ keyterms: ['Contoso Bank'], language: 'en', states: [PENDING], maxWaitSeconds: 0 });
    expect(await prepareVocabulary(deps, JOB_ID)).toMatchObject({ status: 'settled', outcome: { used: false, fallback: 'not-ready' } });
  });

  it('goes without a vocabulary, saying why, when there is no language, no eligible term, or none to be had', async () => {
    expect(await prepareVocabulary(setup({ keyterms: ['Contoso Bank'], states: [] }).deps, JOB_ID)).toMatchObject({
      outcome: { used: false, phrases: 0, fallback: 'no-language' },
    });
    expect(
      await prepareVocabulary(setup({ keyterms: ['Maria Gonzalez', 'order 4719'], language: 'en', states: [] }).deps, JOB_ID),
    ).toMatchObject({
      outcome: { used: false, phrases: 0, withheld: 2, fallback: 'no-eligible-terms' },
    });
    const quota: VocabularyState = { state: 'UNAVAILABLE', fallback: 'quota-reached', reason: 'quota', phrases: 1 };
    expect(await prepareVocabulary(setup({ keyterms: ['Contoso Bank'], language: 'en', states: [quota] }).deps, JOB_ID)).toEqual({
      status: 'settled',
      outcome: { used: false, phrases: 1, waitedSeconds: 0, fallback: 'quota-reached', reason: 'quota' },
    });
  });
});

describe('cleanUpVocabularies', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const at = (daysAgo: number) => new Date(START - daysAgo * DAY);

  it('deletes the vocabularies neither used nor rebuilt for the configured days, and keeps one used since it listed them', async () => {
    const deleted: { name: string; unusedSince: Date }[] = [];
    const janitor: VocabularyJanitor = {
      list: async () => [
        { name: 'ccp-used-yesterday', modifiedAt: at(40), usedAt: at(1) },
        { name: 'ccp-unused', modifiedAt: at(40), usedAt: at(20) },
        { name: 'ccp-never-used-but-new', modifiedAt: at(2) },
        { name: 'ccp-never-used', modifiedAt: at(15) },
        { name: 'ccp-used-meanwhile', modifiedAt: at(30) },
      ],
      delete: async (name, unusedSince) => {
        if (name === 'ccp-used-meanwhile') return false;
        deleted.push({ name, unusedSince });
        return true;
      },
    };
    const outcome = await cleanUpVocabularies({ vocabularies: janitor, clock: { now: () => new Date(START) }, unusedDays: 14 });
    expect(outcome).toEqual({ deleted: ['ccp-unused', 'ccp-never-used'], kept: 3 });
    expect(deleted.every((d) => d.unusedSince.getTime() === START - 14 * DAY)).toBe(true);
  });
});
