import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import path from 'node:path';
import { functionAccessKeyId } from '../../sandbox/aws-access';
import { LAMBDA_PATH } from '../../sandbox/lambda-environment';
import {
  BACKGROUND_NICENESS,
  EXCESS_IDLE_MS,
  LocalLambdaRuntime,
  PAYLOAD_LIMIT_BYTES,
  RESPONSE_LIMIT_BYTES,
} from '../../sandbox/lambda-runtime';
import { REPO_ROOT, startSandbox, type Sandbox } from '../../sandbox/runtime';
import type { ProbeEvent } from './fixtures/probe';
import type { GatedEvent } from './fixtures/gated';
import { GATE_DIR, lambdaFixtureApplication } from './fixtures/lambda-application';
import { waitFor } from '../support/wait';

let sandbox: Sandbox;

/** Instances idle this long are reclaimed (Lambda's own, unpublished figure is minutes). */
const IDLE_INSTANCE_MS = 3000;
/** The clock idle time is measured on: it moves only when a test moves it, however slow the machine is. */
let instanceTime = Date.now();

beforeAll(async () => {
  sandbox = await startSandbox({
    application: lambdaFixtureApplication,
    idleInstanceMs: IDLE_INSTANCE_MS,
    instanceClock: () => instanceTime,
  });
});
afterAll(() => sandbox.stop());

const probe = (functionId: 'Reader' | 'Outsider', event: ProbeEvent) =>
  sandbox.invoke(functionId, event) as Promise<{ instance: string; value?: string; [key: string]: unknown }>;

describe('sandbox functions see what their deployed function sees', () => {
  it('gives a function the resource names its access declares, and its own environment', async () => {
    expect(await probe('Reader', { read: 'PROBE_TABLE_NAME' })).toMatchObject({ value: sandbox.tableName('ProbeItems') });
    expect(await probe('Reader', { read: 'PROBE_SETTING' })).toMatchObject({ value: 'reader-only' });
    expect(await probe('Reader', { read: 'POWERTOOLS_SERVICE_NAME' })).toMatchObject({ value: 'Reader' });
    expect(await probe('Reader', { read: 'PATH' })).toMatchObject({ value: LAMBDA_PATH });
  });

  it("fails a handler reading another function's variable, as in Lambda", async () => {
    await expect(probe('Outsider', { read: 'PROBE_TABLE_NAME' })).rejects.toMatchObject({
      errorType: 'ConfigurationError',
      errorMessage: expect.stringContaining('PROBE_TABLE_NAME'),
    });
    await expect(probe('Outsider', { read: 'PROBE_SETTING' })).rejects.toMatchObject({ errorType: 'ConfigurationError' });
  });

  it('signs each function’s AWS calls with its own credentials', async () => {
    expect(await probe('Reader', { read: 'AWS_ACCESS_KEY_ID' })).toMatchObject({ value: functionAccessKeyId('Reader') });
    expect(await probe('Outsider', { read: 'AWS_ACCESS_KEY_ID' })).toMatchObject({ value: functionAccessKeyId('Outsider') });
  });
});

describe('sandbox functions can start only what Lambda ships', () => {
  it('fails to start sox as a missing binary (ENOENT), however it is started', async () => {
    // sox is on this machine (the local speech engine needs it): the refusal comes from the function's instance.
    expect(spawnSync('sox', ['--version']).error).toBeUndefined();
    const result = await probe('Reader', { run: 'sox' });
    for (const way of ['execFile', 'spawnSync', 'shell']) expect(result[way]).toMatchObject({ code: 'ENOENT' });
  });

  it('starts node, which the runtime has', async () => {
    const result = await probe('Reader', { run: 'node' });
    expect(result.execFile).toEqual({ started: true });
    expect(result.spawnSync).toEqual({ started: true });
  });
});

describe("Lambda's limits", () => {
  it('refuses a synchronous request over 6 MB with RequestEntityTooLargeException', async () => {
    const oversized = { padding: 'x'.repeat(PAYLOAD_LIMIT_BYTES.RequestResponse) };
    await expect(sandbox.invoke('Reader', oversized)).rejects.toMatchObject({ name: 'RequestEntityTooLargeException' });
    // Just under the quota is accepted.
    const fitting = { padding: 'x'.repeat(PAYLOAD_LIMIT_BYTES.RequestResponse - '{"padding":""}'.length) };
    await expect(sandbox.invoke('Reader', fitting)).resolves.toMatchObject({ padding: '' });
  });

  it('fails a response over 6 MB with Function.ResponseSizeTooLarge', async () => {
    await expect(probe('Reader', { respondBytes: RESPONSE_LIMIT_BYTES })).rejects.toMatchObject({
      errorType: 'Function.ResponseSizeTooLarge',
    });
  });

  it('times an invocation out with Sandbox.Timedout and cold-starts the next one', async () => {
    const warm = await probe('Outsider', {});
    expect((await probe('Outsider', {})).instance).toBe(warm.instance);
    await expect(probe('Outsider', { sleepMs: 3000 })).rejects.toMatchObject({
      errorType: 'Sandbox.Timedout',
      errorMessage: expect.stringMatching(/Task timed out after 1\.00 seconds$/),
    });
    expect((await probe('Outsider', {})).instance).not.toBe(warm.instance);
  });
});

describe('instance lifecycle', () => {
  it('keeps an instance warm between invocations, and reclaims it once left idle: the next invocation cold-starts', async () => {
    const first = await probe('Reader', {});
    expect((await probe('Reader', {})).instance).toBe(first.instance);
    instanceTime += IDLE_INSTANCE_MS;
    const after = await probe('Reader', {});
    expect(after.instance).not.toBe(first.instance);
    expect((await probe('Reader', {})).instance).toBe(after.instance);
  });
});

describe('an invocation waiting for an instance', () => {
  // Each test has a function of its own, whose instances no other test started.
  const gated = (event: GatedEvent, functionId: 'Gated' | 'GatedToo' = 'Gated') =>
    sandbox.invoke(functionId, event) as Promise<{ instance: string }>;
  const close = (gate: string) => writeFileSync(path.join(GATE_DIR, gate), '');
  const open = (gate: string) => rmSync(path.join(GATE_DIR, gate));
  const arrivals = (prefix: string) => readdirSync(GATE_DIR).filter((name) => name.startsWith(prefix));
  const arrived = (name: string, count = 1) =>
    waitFor(
      () => arrivals(name),
      (found) => found.length >= count,
      { what: name },
    );

  beforeEach(() => {
    rmSync(GATE_DIR, { recursive: true, force: true });
    mkdirSync(GATE_DIR, { recursive: true });
  });
  afterAll(() => rmSync(GATE_DIR, { recursive: true, force: true }));

  it('takes the first instance to become free, the new one still starting or a busy one finishing', async () => {
    const first = await gated({});
    close('init');
    close('busy');
    const busy = gated({ gate: 'busy' });
    await arrived('running-busy');
    // The only instance is busy: this one starts a second instance, whose init waits at its gate.
    const queued = gated({});
    await arrived('init-', 2);
    open('busy');
    expect((await busy).instance).toBe(first.instance);
    // Served by the instance that finished, not held until the new one is ready.
    expect((await queued).instance).toBe(first.instance);

    // The new instance joins the function all the same: two invocations at once run on two instances.
    open('init');
    close('held');
    const held = gated({ gate: 'held' });
    await arrived('running-held');
    const beside = await gated({});
    open('held');
    expect(new Set([(await held).instance, beside.instance])).toEqual(new Set(arrivals('init-').map((name) => name.slice(5))));
  });

  it('fails with the error of the instance it waited for when that init fails, and the function still serves', async () => {
    const warm = await gated({}, 'GatedToo');
    close('busy');
    const busy = gated({ gate: 'busy' }, 'GatedToo');
    await arrived('running-busy');
    close('fail-init');
    await expect(gated({}, 'GatedToo')).rejects.toMatchObject({
      errorType: 'Error',
      errorMessage: 'This init fails while fail-init exists.',
    });
    open('fail-init');
    open('busy');
    expect((await busy).instance).toBe(warm.instance);
    expect((await gated({}, 'GatedToo')).instance).toBe(warm.instance);
  });
});

describe('CPU priority', () => {
  it("runs the instances of functions no API route invokes at a lower CPU priority, and the API's at the process's", async () => {
    const lambda = new LocalLambdaRuntime({
      functions: lambdaFixtureApplication.functions.filter((fn) => fn.id === 'Reader' || fn.id === 'Outsider'),
      repoRoot: REPO_ROOT,
      environment: async () => ({}),
      apiFunctions: new Set(['Reader']),
    });
    try {
      await lambda.load();
      const own = getPriority();
      expect(await lambda.invoke('Reader', { niceness: true })).toMatchObject({ niceness: own });
      expect(await lambda.invoke('Outsider', { niceness: true })).toMatchObject({ niceness: Math.max(own, BACKGROUND_NICENESS) });
    } finally {
      await lambda.stop();
    }
  });
});

describe('idle instances past the cap', () => {
  let capped: Sandbox;
  let cappedTime = Date.now();
  beforeAll(async () => {
    capped = await startSandbox({ application: lambdaFixtureApplication, maxIdleInstances: 1, instanceClock: () => cappedTime });
  });
  afterAll(() => capped?.stop());
  const call = (functionId: 'Reader' | 'Outsider') => capped.invoke(functionId, {}) as Promise<{ instance: string }>;

  it('stay warm while they are in use, and the one idle the longest goes once idle for EXCESS_IDLE_MS', async () => {
    const reader = await call('Reader');
    const outsider = await call('Outsider');
    // Two idle over a cap of one, both recently used: neither cold-starts again.
    expect((await call('Reader')).instance).toBe(reader.instance);
    expect((await call('Outsider')).instance).toBe(outsider.instance);
    cappedTime += EXCESS_IDLE_MS;
    // Outsider's release finds Reader idle past the grace, over the cap: Reader goes, Outsider stays warm.
    expect((await call('Outsider')).instance).toBe(outsider.instance);
    expect((await call('Reader')).instance).not.toBe(reader.instance);
    expect((await call('Outsider')).instance).toBe(outsider.instance);
  });
});
