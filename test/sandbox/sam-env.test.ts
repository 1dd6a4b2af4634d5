import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContactCenterClient } from '../../client';
import { application } from '../../lib/definitions';
import { callbackSigner, functionCredentials } from '../../sandbox/aws-access';
import { SANDBOX_CREDENTIALS } from '../../sandbox/environment';
import { sandboxStack } from '../../sandbox/iam';
import type { CfnTemplate } from '../../sandbox/iam/synthesized-template';
import { REPO_ROOT, startSandbox, type Sandbox } from '../../sandbox/runtime';
import { SANDBOX_SIGV4_PRINCIPALS, type LocalPrincipal } from '../../sandbox/sigv4-auth';

/**
 * `npm run sandbox:sam-env` against a running sealed sandbox, as a user runs it before `sam local invoke`. SAM CLI
 * and Docker are not on the machines these tests run on: the file is checked against the synthesized template
 * (every function, every variable it declares, and a template copy that declares what SAM must pass), and one
 * function's handler is run in a child process with exactly the environment SAM would give it, which must reach
 * the sandbox's emulated services as that function.
 */

let sandbox: Sandbox;
let dataDir: string;
let work: string;
let template: CfnTemplate;
let envVars: Record<string, Record<string, string>>;
let samTemplate: CfnTemplate;
let logicalIds: Readonly<Record<string, string>>;
const [alice] = SANDBOX_SIGV4_PRINCIPALS as [LocalPrincipal];

type FunctionResource = { Type: string; Properties?: { Environment?: { Variables?: Record<string, unknown> } } };
const functionsOf = (stack: CfnTemplate) =>
  Object.entries(stack.Resources as Record<string, FunctionResource>).filter(([, resource]) => resource.Type === 'AWS::Lambda::Function');

const run = (command: string, args: readonly string[], env: NodeJS.ProcessEnv, input?: string) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sam-env-sandbox-'));
  work = await mkdtemp(path.join(tmpdir(), 'sam-env-'));
  sandbox = await startSandbox({ auth: 'sigv4', dataDir, retryIntervalMs: 5 });
  const stack = await sandboxStack(application, REPO_ROOT);
  ({ template } = stack);
  logicalIds = stack.logicalIds.functions;
  await writeFile(path.join(work, 'ContactCenterPipelines-dev.template.json'), JSON.stringify(template));
  const { AWS_ACCESS_KEY_ID: _key, AWS_SECRET_ACCESS_KEY: _secret, ...shell } = process.env;
  const command = await run(
    'npm',
    [
      'run',
      '--silent',
      'sandbox:sam-env',
      '--',
      '--endpoint',
      sandbox.url,
      '--data-dir',
      dataDir,
      '--template',
      path.join(work, 'ContactCenterPipelines-dev.template.json'),
      '--out',
      path.join(work, 'sam-env.json'),
    ],
    shell,
  );
  expect({ code: command.code, stderr: command.stderr }).toEqual({ code: 0, stderr: '' });
  envVars = JSON.parse(await readFile(path.join(work, 'sam-env.json'), 'utf8')) as typeof envVars;
  samTemplate = JSON.parse(await readFile(path.join(work, 'ContactCenterPipelines-dev.sam.template.json'), 'utf8')) as CfnTemplate;
}, 240_000);

afterAll(async () => {
  await sandbox?.waitForIdle();
  await sandbox?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
}, 60_000);

describe('the env-vars file', () => {
  it('has an entry for every function of the template, by its logical id, and covers every variable the template declares', async () => {
    const functions = functionsOf(template);
    expect(functions.length).toBe(application.functions.length);
    expect(Object.keys(envVars).sort()).toEqual(functions.map(([logicalId]) => logicalId).sort());
    for (const [logicalId, resource] of functions) {
      const declared = Object.keys(resource.Properties?.Environment?.Variables ?? {});
      expect(declared.length).toBeGreaterThan(0);
      const missing = declared.filter((name) => !envVars[logicalId]![name]);
      expect({ logicalId, missing }).toEqual({ logicalId, missing: [] });
    }
    // It holds keys of the run: for its owner's eyes only.
    expect((await stat(path.join(work, 'sam-env.json'))).mode & 0o777).toBe(0o600);
  });

  it("gives each function its own environment as the sandbox gives it: its resources, the sandbox's endpoints on loopback and the key pair it signs with", async () => {
    for (const fn of application.functions) {
      const entry = envVars[logicalIds[fn.id]!]!;
      const own = await sandbox.functionEnvironment(fn.id);
      for (const name of [
        'AWS_ENDPOINT_URL_DYNAMODB',
        'AWS_ENDPOINT_URL_S3',
        'AWS_ENDPOINT_URL_SFN',
        'AWS_ENDPOINT_URL_EVENTBRIDGE',
        'AWS_ENDPOINT_URL_SQS',
        'AWS_ENDPOINT_URL_BEDROCK_RUNTIME',
        'AWS_ENDPOINT_URL_TRANSCRIBE',
        'AWS_ENDPOINT_URL',
      ]) {
        expect({ fn: fn.id, name, value: entry[name] }).toEqual({ fn: fn.id, name, value: own[name] });
        expect(new URL(entry[name]!).hostname).toBe('127.0.0.1');
      }
      const keys = fn.id === callbackSigner(application) ? { accessKeyId: SANDBOX_CREDENTIALS.accessKeyId } : functionCredentials(fn.id);
      expect({ fn: fn.id, key: entry.AWS_ACCESS_KEY_ID }).toEqual({ fn: fn.id, key: keys.accessKeyId });
      expect(entry.AWS_SECRET_ACCESS_KEY).toBe(own.AWS_SECRET_ACCESS_KEY);
      // Sealed: a secret of this run, not the documented one.
      expect(entry.AWS_SECRET_ACCESS_KEY).not.toBe(SANDBOX_CREDENTIALS.secretAccessKey);
      expect(entry.RUNTIME_MODE).toBe('sandbox');
      expect(entry.LOOPBACK_EXCLUDED_PORTS).toBe(own.LOOPBACK_EXCLUDED_PORTS);
    }
  });

  it('comes with a copy of the template that declares every variable of the file, which SAM passes only when declared', () => {
    for (const [logicalId, resource] of functionsOf(samTemplate)) {
      const declared = Object.keys(resource.Properties?.Environment?.Variables ?? {});
      expect({ logicalId, undeclared: Object.keys(envVars[logicalId]!).filter((name) => !declared.includes(name)) }).toEqual({
        logicalId,
        undeclared: [],
      });
    }
    // Nothing else of the template changes.
    const withoutFunctions = (stack: CfnTemplate) =>
      Object.fromEntries(Object.entries(stack.Resources).filter(([, r]) => r.Type !== 'AWS::Lambda::Function'));
    expect(withoutFunctions(samTemplate)).toEqual(withoutFunctions(template));
  });
});

describe('a handler run with exactly that environment', () => {
  it("reaches the running sandbox's services as its function, and answers as the sandbox's API does", async () => {
    const client = new ContactCenterClient({ endpoint: sandbox.url, sign: 'sigv4', credentials: alice });
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closed = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const { jobId } = await client.createTranscriptJob({
      callback: { url: `http://127.0.0.1:${closed}/hooks`, events: ['completed'] },
      metadata: { via: 'sam' },
      payload: { input: { audio_url: `http://127.0.0.1:${closed}/call.wav` } },
    });
    await client.waitForJob(jobId, { intervalMs: 200, timeoutMs: 90_000 });
    const viaApi = await client.getTranscriptJob(jobId);

    const logicalId = logicalIds.TranscriptsGet!;
    // What SAM's container sets itself (samcli/local/lambdafn/env_vars.py), then the file's values for every variable the template copy declares.
    const environment = {
      PATH: process.env.PATH,
      AWS_SAM_LOCAL: 'true',
      AWS_LAMBDA_FUNCTION_NAME: logicalId,
      AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512',
      AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
      ...envVars[logicalId],
    };
    const event = {
      resource: '/v1/transcripts/{jobId}',
      path: `/v1/transcripts/${jobId}`,
      httpMethod: 'GET',
      headers: {},
      multiValueHeaders: {},
      queryStringParameters: null,
      multiValueQueryStringParameters: null,
      pathParameters: { jobId },
      stageVariables: null,
      body: null,
      isBase64Encoded: false,
      requestContext: {
        requestId: 'sam-local-request',
        identity: { userArn: alice.userArn, caller: alice.userId, accessKey: alice.accessKeyId },
      },
    };
    const script = [
      `const { handler } = await import(${JSON.stringify(path.join(REPO_ROOT, 'lambdas', 'transcripts-get.ts'))});`,
      'const event = JSON.parse(await new Response(process.stdin).text());',
      "const context = { awsRequestId: 'sam-local-request', functionName: process.env.AWS_LAMBDA_FUNCTION_NAME, getRemainingTimeInMillis: () => 10_000 };",
      'process.stdout.write(JSON.stringify(await handler(event, context)));',
    ].join('\n');
    const before = sandbox.awsCalls().length;
    const invoked = await run(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      environment,
      JSON.stringify(event),
    );
    expect(invoked).toMatchObject({ code: 0 });
    const result = JSON.parse(invoked.stdout) as { statusCode: number; body: string };
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual(JSON.parse(JSON.stringify(viaApi)));
    // The sandbox served and authorized those reads as the function whose keys the file gave.
    const calls = sandbox.awsCalls().slice(before);
    expect(calls.filter((call) => call.service === 'dynamodb').map((call) => [call.caller, call.decision])).toContainEqual([
      { kind: 'function', id: 'TranscriptsGet' },
      'allowed',
    ]);
  }, 180_000);
});
