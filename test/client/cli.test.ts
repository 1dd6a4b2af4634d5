import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT, startSandbox, type Sandbox } from '../../sandbox/runtime';
import { sendJson, startLocalServer, type LocalServer, type RecordedRequest } from './local-server';
import { testFileTempDirs } from '../support/temp-dirs';

const tempDirs = testFileTempDirs();

interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI as a user does, in a child process, with a clean AWS environment. */
const cli = (args: readonly string[], command: readonly string[] = ['node', 'client/cli/bin.js']): Promise<CliRun> =>
  new Promise((resolve) => {
    const { CCP_ENDPOINT: _endpoint, AWS_PROFILE: _profile, NODE_OPTIONS: _jestOptions, ...env } = process.env;
    execFile(command[0] as string, [...command.slice(1), ...args], { cwd: REPO_ROOT, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });

let sandbox: Sandbox;
let stub: LocalServer | undefined;
let workDir: string;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, auth: 'none' });
  workDir = await tempDirs.make('ccp-cli-');
});
afterAll(() => sandbox.stop());
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

/** A stand-in for routes that are not on main yet: answers by "METHOD path", each handler sees the call count. */
const startStubApi = (routes: Record<string, (request: RecordedRequest, call: number) => [number, unknown]>) => {
  const calls = new Map<string, number>();
  return startLocalServer(async (request, response) => {
    const key = `${request.method} ${request.url.split('?')[0]}`;
    const route = routes[key];
    if (!route)
      return sendJson(response, 404, {
        type: '/problems/not-found',
        title: 'Resource not found',
        status: 404,
        detail: key,
        request_id: 'stub-404',
      });
    const call = calls.get(key) ?? 0;
    calls.set(key, call + 1);
    const [status, body] = route(request, call);
    if (status === 200 && typeof body === 'string') {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      response.end(body);
      return;
    }
    sendJson(response, status, body);
  });
};

const RESULT = {
  conversation_id: 'call-1',
  rubric_version: '1.0.0',
  overall_score: 75,
  evaluator: 'bedrock:sandbox.lexical-overlap',
  criterion_scores: [
    {
      criterion_id: 'greeting',
      score: 1,
      label: 'yes',
      evidence: [{ turn_index_start: 0, turn_index_end: 0, excerpt: 'thank you for calling', reasoning: 'The agent greets the customer.' }],
    },
  ],
};
const batch = (status: string, scored: number, failed = 0) => ({
  batch_id: 'b-1',
  status,
  conversation_count: 2,
  rubric_id: 'r-1',
  rubric_version: '1.0.0',
  created_at: '2026-11-21T06:00:00Z',
  counts: { total: 2, scored, failed },
});

describe('ccp (spawned as a process)', () => {
  it('npx ccp --help lists every command and the exit codes', async () => {
    const run = await cli(['--help'], ['npx', '--no-install', 'ccp']);
    expect(run.code).toBe(0);
    for (const command of [
      'health',
      'transcribe',
      'jobs get',
      'rubrics create',
      'rubrics get',
      'rubrics bump',
      'audits submit',
      'audits results',
      'audits show',
      'audits review accept',
      'audits review override',
      'audits review history',
      'audits queue',
      'calibrations reviews',
      'calibrations trend',
      'insights groups',
      'insights conversations',
    ]) {
      expect(run.stdout).toContain(`  ${command} `);
    }
    expect(run.stdout).toMatch(/Exit codes:[\s\S]*5 {2}--wait timed out/);
  });

  it('health against the sandbox, human and --json', async () => {
    await expect(cli(['health', '--endpoint', sandbox.url])).resolves.toMatchObject({ code: 0, stdout: `healthy (${sandbox.url})\n` });
    const json = await cli(['--json', 'health', '--endpoint', sandbox.url]);
    expect(JSON.parse(json.stdout)).toEqual({ status: 'healthy' });
  });

  it('exits 2 with the problem title, detail and request id on a 4xx', async () => {
    const run = await cli(['jobs', 'get', '00000000-0000-4000-8000-000000000000', '--endpoint', sandbox.url]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^Error: 404 .+\n {2}.+\n {2}request id: [0-9a-f-]{36}/);
  });

  it('prints every field error of a validation problem', async () => {
    stub = await startStubApi({
      'POST /v2/rubrics': () => [
        400,
        {
          type: '/problems/validation-failed',
          title: 'Request validation failed',
          status: 400,
          detail: '2 field(s) of the request are not valid; see errors[].',
          request_id: 'req-7',
          errors: [
            { in: 'body', pointer: '/criteria/0/weight', message: 'weight must be between 0 and 1' },
            { in: 'body', pointer: '/version', message: 'must be a semver' },
          ],
        },
      ],
    });
    const file = path.join(workDir, 'rubric.json');
    await writeFile(file, JSON.stringify({ version: 'x', criteria: [], min_score: 0, max_score: 1 }));
    const run = await cli(['rubrics', 'create', file, '--endpoint', stub.url]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      '  - body /criteria/0/weight: weight must be between 0 and 1\n  - body /version: must be a semver\n  request id: req-7',
    );
  });

  it('exits 3 when the API cannot be reached, 1 on usage errors', async () => {
    const closed = await startLocalServer(() => undefined);
    await closed.close();
    const unreachable = await cli(['health', '--endpoint', closed.url]);
    expect(unreachable).toMatchObject({ code: 3, stderr: expect.stringContaining('ECONNREFUSED') as string });
    expect(unreachable.stderr).toContain(
      'Start the sandbox (./scripts/sandbox, or npm start) or point ccp at your API with --endpoint or CCP_ENDPOINT.',
    );

    expect((await cli(['no-such-command'])).code).toBe(1);
    const neither = await cli(['audits', 'submit', '--rubric', 'r-1', '--endpoint', sandbox.url]);
    expect(neither).toMatchObject({ code: 1, stderr: expect.stringContaining('Give one of: a conversations file, --from-job') as string });
    const missing = await cli(['audits', 'submit', path.join(workDir, 'missing.jsonl'), '--rubric', 'r-1', '--endpoint', sandbox.url]);
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('Cannot read') as string });
    const noCallback = await cli(['transcribe', 'package.json', '--endpoint', sandbox.url]);
    expect(noCallback).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Every job needs a callback URL (--callback-url https://…)') as string,
    });
    // A deployed stack cannot call back to ccp on this machine: refused before anything is uploaded or created.
    const remoteWait = await cli([
      'transcribe',
      'package.json',
      '--wait',
      '--endpoint',
      'https://abc.execute-api.eu-west-1.amazonaws.com/prod',
    ]);
    expect(remoteWait).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('delivers callbacks only to a public https endpoint') as string,
    });
    const deployed = await cli([
      'transcribe',
      'package.json',
      '--callback-url',
      'https://example.com/hook',
      '--endpoint',
      'https://abc.execute-api.eu-west-1.amazonaws.com/prod',
    ]);
    expect(deployed).toMatchObject({ code: 1, stderr: expect.stringContaining('--upload-bucket') as string });
    const unsigned = await cli([
      '--profile',
      'no-such-profile',
      'rubrics',
      'get',
      'r-1',
      '--endpoint',
      'https://abc.execute-api.eu-west-1.amazonaws.com/prod',
    ]);
    expect(unsigned).toMatchObject({ code: 1, stderr: expect.stringContaining('No AWS credentials to sign with') as string });
  });

  it('audits submit --wait shows scored-conversation progress and exits 4 when not every conversation was scored', async () => {
    const states = [batch('queued', 0), batch('running', 1), batch('completed_with_errors', 1, 1)];
    stub = await startStubApi({
      'POST /v2/audits': () => [202, batch('queued', 0)],
      'GET /v2/audits/b-1': (_request, call) => [200, states[Math.min(call, states.length - 1)]],
    });
    const file = path.join(workDir, 'conversations.jsonl');
    const conversation = (id: string) =>
      JSON.stringify({ id, transcript: [{ role: 'agent', text: 'thank you for calling', timestamp: 0 }] });
    await writeFile(file, `${conversation('call-1')}\n${conversation('call-2')}\n`);
    const run = await cli(['audits', 'submit', file, '--rubric', 'r-1@1.0.0', '--wait', '--endpoint', stub.url]);
    expect(run.stderr).toContain('0/2 scored, 0 failed (queued)');
    expect(run.stderr).toContain('1/2 scored, 0 failed (running)');
    expect(run.stderr).toContain('1/2 scored, 1 failed (completed_with_errors)');
    expect(run.code).toBe(4);
    const submitted = JSON.parse(stub.requests[0]?.body.toString() ?? '{}') as Record<string, unknown>;
    expect(submitted).toMatchObject({ rubric_id: 'r-1', rubric_version: '1.0.0', conversations: [{ id: 'call-1' }, { id: 'call-2' }] });
    expect(stub.requests[0]?.headers['idempotency-key']).toBeTruthy();
  });

  it('audits submit --from-job names the transcript jobs for the service to read, without downloading them', async () => {
    stub = await startStubApi({ 'POST /v2/audits': () => [202, batch('queued', 0)] });
    const run = await cli(['--json', 'audits', 'submit', '--from-job', 'j-1', 'j-2', '--rubric', 'r-1', '--endpoint', stub.url]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ batch_id: 'b-1' });
    expect(stub.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /v2/audits']);
    expect(JSON.parse(stub.requests[0]?.body.toString() ?? '{}')).toEqual({
      rubric_id: 'r-1',
      transcript_jobs: { job_ids: ['j-1', 'j-2'] },
    });
  });

  it('audits show prints the scorecard with evidence; audits results writes the NDJSON', async () => {
    stub = await startStubApi({
      'GET /v2/audits/b-1': () => [200, batch('completed', 2)],
      'GET /v2/audits/b-1/results': () => [200, `${JSON.stringify(RESULT)}\n${JSON.stringify({ ...RESULT, conversation_id: 'call-2' })}\n`],
      'GET /v2/rubrics/r-1': () => [
        200,
        {
          id: 'r-1',
          title: 'Greeting QA',
          version: '1.0.0',
          min_score: 0,
          max_score: 100,
          created_at: '2026-11-21T06:00:00Z',
          criteria: [
            { id: 'greeting', name: 'Greets the customer', weight: 1, prompt: 'p', scale: { type: 'ordinal', labels: ['no', 'yes'] } },
          ],
        },
      ],
    });
    const show = await cli(['audits', 'show', 'b-1', '--endpoint', stub.url]);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain('Rubric "Greeting QA" r-1@1.0.0 (scale 0–100)');
    // Who scored, before any score: the sandbox's stand-in says what it is.
    expect(show.stdout).toMatch(/^Scored by sandbox\.lexical-overlap, the offline sandbox's stand-in for a model: [^]*not a judgement\.$/m);
    expect(show.stdout.indexOf('Scored by')).toBeLessThan(show.stdout.indexOf('overall 75'));
    expect(show.stdout).toContain('Conversation call-1: overall 75 of 100');
    expect(show.stdout).toContain('Greets the customer [greeting]: 1 (yes)');
    expect(show.stdout).toContain('“thank you for calling” (turn 0)');

    const out = path.join(workDir, 'results.ndjson');
    const results = await cli(['audits', 'results', 'b-1', '--out', out, '--endpoint', stub.url]);
    expect(results.code).toBe(0);
    const lines = (await readFile(out, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { conversation_id: string });
    expect(lines.map((l) => l.conversation_id)).toEqual(['call-1', 'call-2']);
  });

  it('audits results into a pipe that closes early (| head) exits 0', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => JSON.stringify({ ...RESULT, conversation_id: `call-${i}` })).join('\n');
    stub = await startStubApi({ 'GET /v2/audits/b-1/results': () => [200, `${many}\n`] });
    const run = await cli(
      ['-c', `set -o pipefail; node client/cli/bin.js audits results b-1 --endpoint ${stub.url} | head -n 1`],
      ['bash'],
    );
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ conversation_id: 'call-0' });
  });

  it('transcribe serves a local file from loopback; --wait exits 4 on a failed job and 5 on a timeout', async () => {
    // The stub plays the pipeline: it fetches the audio URL the CLI put in the job, then fails the job.
    let fetchedAudio: Promise<Buffer> | undefined;
    let audioArrived = false;
    stub = await startStubApi({
      'POST /v1/transcripts': (request) => {
        const { payload } = JSON.parse(request.body.toString()) as { payload: { input: { audio_url: string } } };
        fetchedAudio = fetch(payload.input.audio_url)
          .then(async (response) => Buffer.from(await response.arrayBuffer()))
          .finally(() => (audioArrived = true));
        return [202, { jobId: 'j-failed' }];
      },
      'GET /v1/transcripts/j-failed': () =>
        audioArrived
          ? [
              200,
              {
                jobId: 'j-failed',
                status: 'failed',
                metadata: {},
                error: { code: 'AUDIO_UNREADABLE', message: 'not audio', stage: 'fetch', retryable: false },
              },
            ]
          : [200, { jobId: 'j-failed', status: 'processing', metadata: {} }],
    });
    const failed = await cli([
      'transcribe',
      'package.json',
      '--callback-url',
      'https://example.com/hook',
      '--keyterm',
      'refund',
      '--keyterm',
      'order number',
      '--wait',
      '--endpoint',
      stub.url,
    ]);
    expect(failed.code).toBe(4);
    expect(failed.stdout).toContain('error: AUDIO_UNREADABLE: not audio (stage fetch)');
    expect((await fetchedAudio)?.equals(await readFile(path.join(REPO_ROOT, 'package.json')))).toBe(true);
    expect(JSON.parse(stub.requests[0]!.body.toString())).toMatchObject({
      payload: { config: { keyterms: ['refund', 'order number'] } },
      idempotencyKey: expect.any(String) as string,
    });
    await stub.close();

    // Without --wait, the CLI still serves the file until the pipeline has fetched it, then exits.
    let fetchedWithoutWait: Promise<number> | undefined;
    stub = await startStubApi({
      'POST /v1/transcripts': (request) => {
        const { payload } = JSON.parse(request.body.toString()) as { payload: { input: { audio_url: string } } };
        fetchedWithoutWait = new Promise((resolve) => setTimeout(resolve, 300)).then(
          async () => (await (await fetch(payload.input.audio_url)).arrayBuffer()).byteLength,
        );
        return [202, { jobId: 'j-queued' }];
      },
      'GET /v1/transcripts/j-queued': () => [200, { jobId: 'j-queued', status: 'pending', metadata: {} }],
    });
    const queued = await cli([
      '--json',
      'transcribe',
      'package.json',
      '--callback-url',
      'https://example.com/hook',
      '--endpoint',
      stub.url,
    ]);
    expect(queued.code).toBe(0);
    expect(JSON.parse(queued.stdout)).toEqual({ jobId: 'j-queued' });
    expect(await fetchedWithoutWait).toBeGreaterThan(0);
    await stub.close();

    stub = await startStubApi({
      'POST /v1/transcripts': () => [202, { jobId: 'j-slow' }],
      'GET /v1/transcripts/j-slow': () => [200, { jobId: 'j-slow', status: 'processing', metadata: {} }],
    });
    const slow = await cli([
      'transcribe',
      'https://example.com/call.wav',
      '--callback-url',
      'https://example.com/hook',
      '--wait',
      '--timeout',
      '0.2',
      '--endpoint',
      stub.url,
    ]);
    expect(slow.code).toBe(5);
    expect(slow.stderr).toContain('processing');
  });

  it('says what to do: the command meant, each default once, where a JSON file breaks, that nothing was rejected, 1 conversation', async () => {
    const typo = await cli(['audit', 'show', 'b-1']);
    expect(typo).toMatchObject({ code: 1, stderr: expect.stringContaining("unknown command 'audit'\n(Did you mean audits?)") as string });

    const help = (await cli(['transcribe', '--help'])).stdout.replace(/\s+/g, ' ');
    const callbackEvents = help.slice(help.indexOf('--callback-events'), help.indexOf('--metadata'));
    expect(callbackEvents.match(/\(default: [^)]*\)/g)).toEqual(['(default: completed, failed)']);

    const broken = path.join(workDir, 'broken.json');
    await writeFile(broken, '{\n  "version": "1.0.0",\n  "criteria": [,]\n}\n');
    const invalid = await cli(['rubrics', 'create', broken, '--endpoint', sandbox.url]);
    expect(invalid).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/broken\.json is not valid JSON: .+ at line 3, column 16\./) as string,
    });

    stub = await startStubApi({
      'GET /v2/audits/b-1/rejections': () => [200, ''],
      'POST /v2/audits': () => [202, { ...batch('queued', 0), conversation_count: 1 }],
      'GET /v2/audits/b-1': () => [200, { ...batch('completed', 1), conversation_count: 1, counts: { total: 1, scored: 1, failed: 0 } }],
    });
    const rejections = await cli(['audits', 'rejections', 'b-1', '--endpoint', stub.url]);
    expect(rejections).toMatchObject({
      code: 0,
      stdout: '',
      stderr: 'Nothing was rejected: batch b-1 took every conversation it was given.\n',
    });

    const file = path.join(workDir, 'one.jsonl');
    await writeFile(file, `${JSON.stringify({ id: 'call-1', transcript: [{ role: 'agent', text: 'hello', timestamp: 0 }] })}\n`);
    const one = await cli(['audits', 'submit', file, '--rubric', 'r-1@1.0.0', '--wait', '--endpoint', stub.url]);
    expect(one.code).toBe(0);
    expect(one.stderr).toContain('scoring 1 conversation...');
    expect(one.stdout).toContain('(1 conversation, rubric r-1@1.0.0)');
  });
});
