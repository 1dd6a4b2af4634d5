import { sigV4Signer } from '../../client/signing';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { SANDBOX_SIGV4_PRINCIPALS, type LocalPrincipal } from '../../sandbox/sigv4-auth';
import { fixtureApplication } from './fixtures/application';

let sandbox: Sandbox;
const [alice, bob] = SANDBOX_SIGV4_PRINCIPALS as [LocalPrincipal, LocalPrincipal];

beforeAll(async () => {
  sandbox = await startSandbox({ application: fixtureApplication, retryIntervalMs: 5, auth: 'sigv4' });
});
afterAll(() => sandbox.stop());

const signedEcho = async (principal: Pick<LocalPrincipal, 'accessKeyId' | 'secretAccessKey'>, body: string, region = 'us-east-1') => {
  const url = new URL(`${sandbox.url}/fixture/echo?x=1`);
  const headers = await sigV4Signer({ region, credentials: principal })({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    body: new TextEncoder().encode(body),
  });
  return { url, headers };
};

const echoIdentity = async (response: Response) =>
  ((await response.json()) as { requestContext: { identity: Record<string, unknown> } }).requestContext.identity;

describe('sandbox SigV4 mode', () => {
  it("hands the handler the signing principal's identity", async () => {
    for (const principal of [alice, bob]) {
      const { url, headers } = await signedEcho(principal, '{"a":1}');
      const response = await fetch(url, { method: 'POST', headers, body: '{"a":1}' });
      expect(response.status).toBe(200);
      expect(await echoIdentity(response)).toMatchObject({
        userArn: principal.userArn,
        caller: principal.userId,
        accessKey: principal.accessKeyId,
      });
    }
    expect(alice.userArn).toBe('arn:aws:iam::000000000000:user/alice');
  });

  it('rejects an unsigned request with 403 problem+json', async () => {
    const response = await fetch(`${sandbox.url}/fixture/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({ status: 403, title: 'Missing authentication' });
  });

  it('rejects a tampered signature, a tampered body, an unknown key and the wrong region', async () => {
    const valid = await signedEcho(alice, '{"a":1}');
    const signature = valid.headers.authorization as string;
    const flipped = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
    const attempts: [string, RequestInit][] = [
      ['tampered signature', { headers: { ...valid.headers, authorization: flipped }, body: '{"a":1}' }],
      ['tampered body', { headers: valid.headers, body: '{"a":2}' }],
      ['unknown key', { headers: (await signedEcho({ accessKeyId: 'AKIAUNKNOWN', secretAccessKey: 'x' }, '{}')).headers, body: '{}' }],
      ['signed with a wrong secret', { headers: (await signedEcho({ ...alice, secretAccessKey: 'guess' }, '{}')).headers, body: '{}' }],
      ['wrong region', { headers: (await signedEcho(alice, '{}', 'eu-west-1')).headers, body: '{}' }],
    ];
    for (const [name, init] of attempts) {
      const response = await fetch(valid.url, { method: 'POST', ...init });
      expect({ name, status: response.status }).toEqual({ name, status: 403 });
      expect(await response.json()).toMatchObject({ title: 'Invalid signature', detail: expect.any(String) as string });
    }
  });

  it('authenticates response-streaming routes too', async () => {
    const url = new URL(`${sandbox.url}/fixture/stream`);
    const headers = await sigV4Signer({ region: 'us-east-1', credentials: bob })({ method: 'GET', url, headers: {} });
    // Bodies are read to the end: a client leaving mid-stream is another test's subject.
    const signed = await fetch(url, { headers });
    expect(signed.status).toBe(200);
    expect((await signed.text()).trim().split('\n')).toHaveLength(3);
    const unsigned = await fetch(url);
    expect(unsigned.status).toBe(403);
    await unsigned.text();
  });
});
