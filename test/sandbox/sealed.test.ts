import { readdir, readFile, readlink, rm, stat, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DescribeExecutionCommand, SFNClient } from '@aws-sdk/client-sfn';
import { GetTranscriptionJobCommand, TranscribeClient } from '@aws-sdk/client-transcribe';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ContactCenterClient, type TranscriptJob } from '../../client';
import { sigV4Signer } from '../../client/signing';
import { PLATFORM_ENV } from '../../lib/definitions';
import { TRANSCRIPT_JOBS_TABLE } from '../../lib/definitions/transcripts';
import { functionAccessKeyId } from '../../sandbox/aws-access';
import { SANDBOX_CREDENTIALS, SANDBOX_OPERATOR_CREDENTIALS } from '../../sandbox/environment';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { SANDBOX_SIGV4_PRINCIPALS, type LocalPrincipal } from '../../sandbox/sigv4-auth';
import { startFixtureServer } from '../transcripts/support/fixture-server';

/**
 * A sandbox started with SANDBOX_AUTH=sigv4 and a data directory, as `npm start` runs it, attacked from outside:
 * every door it opens wants a signature of a known principal, its record of AWS calls is the operator's alone,
 * the local S3 serves nothing unsigned, the loopback relaxation cannot reach its own ports, and nothing it starts
 * (DynamoDB Local's JVM included) listens beyond loopback.
 */

let sandbox: Sandbox;
let dataDir: string;
let fixtures: Awaited<ReturnType<typeof startFixtureServer>>;
let environment: Readonly<Record<string, string>>;
const [alice, bob] = SANDBOX_SIGV4_PRINCIPALS as [LocalPrincipal, LocalPrincipal];
type Keys = { readonly accessKeyId: string; readonly secretAccessKey: string };
const REGION = 'us-east-1';

const clientOf = (principal: LocalPrincipal) => new ContactCenterClient({ endpoint: sandbox.url, sign: 'sigv4', credentials: principal });

/** A GET of the sandbox's API port, signed for execute-api by `keys` (unsigned without). */
const get = async (pathname: string, keys?: Keys) => {
  const url = new URL(pathname, sandbox.url);
  const headers = keys ? await sigV4Signer({ region: REGION, credentials: keys })({ method: 'GET', url, headers: {} }) : {};
  return fetch(url, { headers });
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sealed-sandbox-'));
  sandbox = await startSandbox({ auth: 'sigv4', dataDir, retryIntervalMs: 5 });
  fixtures = await startFixtureServer();
  environment = await sandbox.functionEnvironment('TranscriptFetch');
}, 180_000);

afterAll(async () => {
  await fixtures?.stop();
  await sandbox?.waitForIdle();
  await sandbox?.stop();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe("the sandbox's own routes", () => {
  it('serve /sandbox/* to the operator alone, whose key is a secret of the run', async () => {
    for (const route of ['/sandbox/aws-calls', '/sandbox/function-environments']) {
      const unsigned = await get(route);
      expect({ route, status: unsigned.status, type: unsigned.headers.get('content-type') }).toEqual({
        route,
        status: 403,
        type: 'application/problem+json',
      });
      expect(await unsigned.json()).toMatchObject({ title: 'Missing authentication' });
      const asAlice = await get(route, alice);
      expect({ route, status: asAlice.status }).toEqual({ route, status: 403 });
      expect(await asAlice.json()).toMatchObject({ title: 'Forbidden' });
      // The documented operator pair is no key of this run.
      const documented = await get(route, SANDBOX_OPERATOR_CREDENTIALS);
      expect({ route, status: documented.status }).toEqual({ route, status: 403 });
      await documented.text();
      const asOperator = await get(route, sandbox.operatorCredentials);
      expect({ route, status: asOperator.status }).toEqual({ route, status: 200 });
      await asOperator.json();
    }
    expect(sandbox.operatorCredentials.secretAccessKey).not.toBe(SANDBOX_OPERATOR_CREDENTIALS.secretAccessKey);
    const file = sandbox.credentialsFile!;
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ operator: sandbox.operatorCredentials });
  });

  it('serve /review to a signed principal only (ccp review signs), and the published OpenAPI document to anyone', async () => {
    const unsigned = await get('/review');
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toMatchObject({ detail: expect.stringContaining('ccp review') });
    const signed = await get('/review', bob);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toContain('text/html');
    await signed.text();
    const document = await get('/openapi.json');
    expect(document.status).toBe(200);
    await document.json();
  });
});

describe('the local S3', () => {
  const s3Endpoint = () => environment.AWS_ENDPOINT_URL_S3!;
  const s3As = (keys: Keys) =>
    new S3Client({ endpoint: s3Endpoint(), region: REGION, credentials: keys, forcePathStyle: true, maxAttempts: 1 });

  it('refuses unsigned reads, writes and listings, and signatures of unknown or wrong keys', async () => {
    const upload = await clientOf(alice).createAuditUpload();
    const put = await fetch(upload.upload_url, { method: 'PUT', body: '{"id":"c1","transcript":[]}\n' });
    expect(put.status).toBe(200);
    const objectUrl = upload.upload_url.split('?')[0]!;
    const bucketUrl = objectUrl.replace(/^(https?:\/\/[^/]+\/[^/]+)\/.*$/, '$1');
    const refusals = await Promise.all([
      fetch(objectUrl),
      fetch(objectUrl, { method: 'PUT', body: 'overwritten' }),
      fetch(`${bucketUrl}?list-type=2`),
      fetch(`${new URL(objectUrl).origin}/`),
    ]);
    for (const response of refusals) {
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('<Code>AccessDenied</Code>');
    }
    const bucket = new URL(bucketUrl).pathname.slice(1);
    const key = decodeURIComponent(new URL(objectUrl).pathname.slice(bucket.length + 2));
    await expect(
      s3As({ accessKeyId: 'AKIAUNKNOWNKEY000001', secretAccessKey: 'x' }).send(new GetObjectCommand({ Bucket: bucket, Key: key })),
    ).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    // A function's key signed with the documented secret: not this run's.
    const forged = { accessKeyId: functionAccessKeyId('AuditUploadCreate'), secretAccessKey: SANDBOX_CREDENTIALS.secretAccessKey };
    await expect(s3As(forged).send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'forged' }))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    // alice is a principal of the API: IAM grants her nothing in the stack's buckets.
    await expect(s3As(alice).send(new GetObjectCommand({ Bucket: bucket, Key: key }))).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(s3As(alice).send(new ListObjectsV2Command({ Bucket: bucket }))).rejects.toMatchObject({ name: 'AccessDenied' });
    // The object is as alice uploaded it: no refused write went through.
    const stored = await s3As(sandbox.operatorCredentials).send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    expect(await stored.Body!.transformToString()).toBe('{"id":"c1","transcript":[]}\n');
  });

  it('honours a pre-signed URL until it expires', async () => {
    const upload = await clientOf(bob).createAuditUpload();
    expect((await fetch(upload.upload_url, { method: 'PUT', body: 'bob' })).status).toBe(200);
    const objectUrl = new URL(upload.upload_url.split('?')[0]!);
    const [, bucket, ...key] = objectUrl.pathname.split('/');
    const operator = s3As(sandbox.operatorCredentials);
    const command = new GetObjectCommand({ Bucket: bucket, Key: key.map(decodeURIComponent).join('/') });
    const valid = await fetch(await getSignedUrl(operator, command, { expiresIn: 60 }));
    expect(valid.status).toBe(200);
    expect(await valid.text()).toBe('bob');
    const expired = await fetch(await getSignedUrl(operator, command, { expiresIn: 60, signingDate: new Date(Date.now() - 3600_000) }));
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  });
});

describe('every other emulated AWS endpoint', () => {
  const raw = (endpoint: string, target: string) =>
    fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': target }, body: '{}' });

  const callers = {
    unknown: { accessKeyId: 'AKIAUNKNOWNKEY000001', secretAccessKey: 'x' },
    forged: { accessKeyId: functionAccessKeyId('TranscriptsGet'), secretAccessKey: SANDBOX_CREDENTIALS.secretAccessKey },
    alice,
  };
  const expectedErrors = { unknown: 'UnrecognizedClientException', forged: 'InvalidSignatureException', alice: 'AccessDeniedException' };

  /** Each endpoint's call, by the IAM service prefix its denial is recorded under. */
  const calls: Record<string, (keys: Keys) => Promise<unknown>> = {
    dynamodb: (keys) =>
      new DynamoDBClient({ endpoint: environment.AWS_ENDPOINT_URL_DYNAMODB, region: REGION, credentials: keys, maxAttempts: 1 }).send(
        new ScanCommand({ TableName: sandbox.tableName(TRANSCRIPT_JOBS_TABLE.id) }),
      ),
    states: (keys) =>
      new SFNClient({ endpoint: environment.AWS_ENDPOINT_URL_SFN, region: REGION, credentials: keys, maxAttempts: 1 }).send(
        new DescribeExecutionCommand({ executionArn: 'arn:aws:states:us-east-1:000000000000:execution:TranscriptJob:none' }),
      ),
    transcribe: (keys) =>
      new TranscribeClient({ endpoint: environment.AWS_ENDPOINT_URL_TRANSCRIBE, region: REGION, credentials: keys, maxAttempts: 1 }).send(
        new GetTranscriptionJobCommand({ TranscriptionJobName: 'none' }),
      ),
    bedrock: (keys) =>
      new BedrockRuntimeClient({
        endpoint: environment.AWS_ENDPOINT_URL_BEDROCK_RUNTIME,
        region: REGION,
        credentials: keys,
        maxAttempts: 1,
      }).send(
        new ConverseCommand({
          modelId: 'us.anthropic.claude-sonnet-4-5-20250929-v1:0',
          messages: [{ role: 'user', content: [{ text: 'hello' }] }],
        }),
      ),
  };

  it('refuse an unsigned request before anything else', async () => {
    const unsigned = [
      await raw(environment.AWS_ENDPOINT_URL_DYNAMODB!, 'DynamoDB_20120810.Scan'),
      await raw(environment.AWS_ENDPOINT_URL_SFN!, 'AWSStepFunctions.DescribeExecution'),
      await raw(environment.AWS_ENDPOINT_URL_TRANSCRIBE!, 'Transcribe.GetTranscriptionJob'),
    ];
    for (const response of unsigned) {
      expect(response.status).toBe(400);
      expect(((await response.json()) as { __type: string }).__type).toMatch(/MissingAuthenticationTokenException$/);
    }
  });

  it.each(Object.keys(calls))(
    '%s: an unknown key, a forged function key and an API user are refused; the operator is served',
    async (service) => {
      for (const [who, keys] of Object.entries(callers) as [keyof typeof callers, Keys][]) {
        const outcome = await calls[service]!(keys).then(
          () => 'served',
          (error: Error) => error.name,
        );
        expect({ who, outcome }).toEqual({ who, outcome: expectedErrors[who] });
      }
      // The operator is let through authentication and IAM: what is left is the service's own answer.
      const operator = await calls[service]!(sandbox.operatorCredentials).then(
        () => 'served',
        (error: Error) => error.name,
      );
      expect(['served', 'ExecutionDoesNotExist', 'NotFoundException']).toContain(operator);
      // IAM evaluated alice as the IAM user she is, and denied her.
      const denied = sandbox.awsCalls().filter((call) => call.service === service && call.decision === 'denied');
      expect(denied.map((call) => call.caller)).toContainEqual({ kind: 'user', id: 'alice' });
    },
  );
});

describe('the loopback relaxation of caller URLs', () => {
  const ownPorts = () => environment[PLATFORM_ENV.loopbackExcludedPorts]!.split(',').map(Number);

  const failedJob = async (principal: LocalPrincipal, audioUrl: string): Promise<TranscriptJob> => {
    const client = clientOf(principal);
    const { jobId } = await client.createTranscriptJob({
      callback: { url: fixtures.url('hooks'), events: ['failed'] },
      metadata: {},
      payload: { input: { audio_url: audioUrl }, config: { language: 'en' } },
    });
    return client.waitForJob(jobId, { intervalMs: 200, timeoutMs: 90_000 });
  };

  it("never fetches another principal's recording from the local S3, the API or any port the sandbox opened, open or not", async () => {
    const owner = clientOf(bob);
    const { jobId } = await owner.createTranscriptJob({
      callback: { url: fixtures.url('hooks'), events: ['completed'] },
      metadata: {},
      payload: { input: { audio_url: fixtures.url('tone.mp3') }, config: { language: 'en' } },
    });
    expect((await owner.waitForJob(jobId, { intervalMs: 250, timeoutMs: 90_000 })).status).toBe('completed');
    const link = (await owner.getTranscriptAudio(jobId)).url;
    const s3 = new URL(link);
    const targets = [
      link,
      `${s3.origin}${s3.pathname}`,
      `http://localhost:${s3.port}${s3.pathname}`,
      `${sandbox.url}/v1/transcripts/${jobId}`,
      ...ownPorts().map((port) => `http://127.0.0.1:${port}/`),
      `https://127.0.0.1:${ownPorts()[0]}/`,
    ];
    const jobs = await Promise.all(targets.map((url) => failedJob(alice, url)));
    const shapes = new Set(
      jobs.map((job, i) => {
        expect({ url: targets[i], status: job.status, code: job.error?.code }).toEqual({
          url: targets[i],
          status: 'failed',
          code: 'AUDIO_URL_REFUSED',
        });
        return job.error!.message.replace(/https?:\/\/[^ ]+? /, 'URL ').replace(/port \d+/, 'port N');
      }),
    );
    // One message for every one of the sandbox's ports: nothing tells an open port from another.
    expect([...shapes]).toEqual(['Fetching URL is not allowed: port N on a loopback address is reserved.']);
  }, 180_000);

  it('still reaches servers the user runs on loopback', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const job = await failedJob(alice, `http://127.0.0.1:${closedPort}/call.wav`);
    expect(job.error?.code).toBe('AUDIO_UNREACHABLE');
  }, 120_000);
});

describe('sockets', () => {
  /** Listening TCP sockets (state 0A) of /proc/net/tcp{,6}: inode → local address and port. */
  const listeningSockets = async () => {
    const sockets = new Map<string, { address: string; port: number }>();
    for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of (await readFile(file, 'utf8')).split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/);
        if (fields[3] !== '0A') continue;
        const [address, port] = fields[1]!.split(':') as [string, string];
        sockets.set(fields[9]!, { address, port: parseInt(port, 16) });
      }
    }
    return sockets;
  };

  /** This process and every process it started, with their command names. */
  const processTree = async (): Promise<{ pid: number; name: string }[]> => {
    const parents = new Map<number, { ppid: number; name: string }>();
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const status = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
      const match = /^\d+ \((.*)\) \S+ (\d+)/.exec(status);
      if (match) parents.set(Number(entry), { ppid: Number(match[2]), name: match[1]! });
    }
    const tree = [process.pid];
    for (let i = 0; i < tree.length; i += 1)
      for (const [pid, { ppid }] of parents) if (ppid === tree[i] && !tree.includes(pid)) tree.push(pid);
    return tree.map((pid) => ({ pid, name: parents.get(pid)?.name ?? '' }));
  };

  const socketInodes = async (pid: number) => {
    const inodes: string[] = [];
    for (const fd of await readdir(`/proc/${pid}/fd`).catch(() => [])) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) inodes.push(inode);
    }
    return inodes;
  };

  it("listen on loopback only, DynamoDB Local's JVM included, each on a port the relaxation excludes", async () => {
    const sockets = await listeningSockets();
    const listening: { name: string; address: string; port: number }[] = [];
    for (const { pid, name } of await processTree()) {
      for (const inode of await socketInodes(pid)) {
        const socket = sockets.get(inode);
        if (socket) listening.push({ name, ...socket });
      }
    }
    // The test's own file server, and the DynamoDB Local jest's global setup shares with other suites (on loopback too).
    const others = [fixtures.url('x'), process.env.SANDBOX_SHARED_DYNAMODB_ENDPOINT ?? 'http://x:1'].map((url) =>
      Number(new URL(url).port),
    );
    const LOOPBACK = ['0100007F', '00000000000000000000000001000000'];
    for (const socket of listening)
      expect({ ...socket, loopback: LOOPBACK.includes(socket.address) }).toEqual({ ...socket, loopback: true });
    const sandboxSockets = listening.filter((socket) => !others.includes(socket.port));
    expect(sandboxSockets.some((socket) => socket.name === 'java')).toBe(true);
    const excluded = environment[PLATFORM_ENV.loopbackExcludedPorts]!.split(',').map(Number);
    expect([...new Set(sandboxSockets.map((socket) => socket.port))].sort()).toEqual([...excluded].sort());
  });
});

describe('POST /v2/audits/uploads', () => {
  const post = async (body: string | undefined, contentType?: string) => {
    const url = new URL('/v2/audits/uploads', sandbox.url);
    const headers = { ...(contentType ? { 'content-type': contentType } : {}) };
    const bytes = body === undefined ? undefined : new TextEncoder().encode(body);
    const signed = await sigV4Signer({ region: REGION, credentials: alice })({
      method: 'POST',
      url,
      headers,
      ...(bytes ? { body: bytes } : {}),
    });
    const response = await fetch(url, { method: 'POST', headers: signed, ...(bytes ? { body: bytes } : {}) });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: (await response.json()) as Record<string, unknown>,
    };
  };

  it('refuses malformed JSON, another media type, an oversized body and unknown fields, and signs no URL for them', async () => {
    const refused = [
      [await post('{"not json', 'application/json'), 400],
      [await post('please', 'text/plain'), 415],
      [await post(JSON.stringify({ padding: 'x'.repeat(5 * 1024 * 1024) }), 'application/json'), 413],
      [await post('{"bucket":"elsewhere"}', 'application/json'), 400],
      [await post('[]', 'application/json'), 400],
    ] as const;
    for (const [response, status] of refused) {
      expect({ status: response.status, type: response.type }).toEqual({ status, type: 'application/problem+json' });
      expect(response.body).not.toHaveProperty('upload_url');
    }
    expect(refused[3]![0].body).toMatchObject({ errors: [expect.objectContaining({ in: 'body' })] });
  });

  it('answers no body and an empty object with an upload URL', async () => {
    for (const response of [await post(undefined), await post('{}', 'application/json')]) {
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ upload_url: expect.any(String), method: 'PUT' });
    }
  });
});
