import { SANDBOX_SIGNING_CREDENTIALS, verifyCallbackSignature, type ReceivedRequest } from '../../src/adapters/http/callback-verifier';
import { sigV4CallbackSigner } from '../../src/adapters/http/sigv4-signer';
import { callbackRequest } from '../../src/callbacks/deliver-callback';

const credentials = { accessKeyId: SANDBOX_SIGNING_CREDENTIALS.accessKeyId, secretAccessKey: SANDBOX_SIGNING_CREDENTIALS.secretAccessKey };
const signedAt = new Date('2026-11-21T08:00:00Z');
const body = { id: 'evt-1', type: 'transcript.completed', occurred_at: '2026-11-21T07:59:59Z', data: { jobId: 'j', metadata: { a: 'é' } } };

const signedRequest = async (url: string, options: { sessionToken?: string } = {}): Promise<ReceivedRequest> => {
  const signer = sigV4CallbackSigner({
    credentials: { ...credentials, ...options },
    fallbackScope: { service: 'execute-api', region: 'us-east-1' },
  });
  const signed = await signer.sign(callbackRequest(new URL(url), body, signedAt), signedAt);
  return { method: signed.method, url, headers: signed.headers, body: signed.body };
};

const verify = (request: ReceivedRequest, options: Partial<Parameters<typeof verifyCallbackSignature>[1]> = {}) =>
  verifyCallbackSignature(request, { credentials, now: new Date(signedAt.getTime() + 30_000), ...options });

describe('SigV4-signed callbacks', () => {
  it('carry the Standard Webhooks headers and a signature over them and the body hash', async () => {
    const request = await signedRequest('https://abc.execute-api.eu-west-1.amazonaws.com/prod/hooks?x=1&x=2&y=a%20b');
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'webhook-id': 'evt-1',
      'webhook-timestamp': String(signedAt.getTime() / 1000),
      'x-amz-date': '20261121T080000Z',
    });
    expect(request.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIASANDBOXLOCAL0001\/20261121\/eu-west-1\/execute-api\/aws4_request, SignedHeaders=content-type;host;webhook-id;webhook-timestamp;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(await verify(request, { region: 'eu-west-1', service: 'execute-api' })).toEqual({
      valid: true,
      signedAt,
      region: 'eu-west-1',
      service: 'execute-api',
    });
  });

  it('verify with headers in any case and a byte body, as a server receives them', async () => {
    const request = await signedRequest('http://127.0.0.1:8080/hooks');
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toUpperCase(), value]));
    expect(await verify({ ...request, headers, body: Buffer.from(request.body as string) })).toMatchObject({
      valid: true,
      region: 'us-east-1',
    });
  });

  it('fail when the body was tampered with', async () => {
    const request = await signedRequest('http://127.0.0.1:8080/hooks');
    const tampered = (request.body as string).replace('transcript.completed', 'transcript.failed');
    expect(await verify({ ...request, body: tampered })).toMatchObject({ valid: false, reason: 'body-hash-mismatch' });
  });

  it('fail when the body and its hash header were both replaced', async () => {
    const request = await signedRequest('http://127.0.0.1:8080/hooks');
    const tampered = (request.body as string).replace('evt-1', 'evt-2');
    const { createHash } = await import('node:crypto');
    const headers = { ...request.headers, 'x-amz-content-sha256': createHash('sha256').update(tampered).digest('hex') };
    expect(await verify({ ...request, headers, body: tampered })).toMatchObject({ valid: false, reason: 'signature-mismatch' });
  });

  it('fail when a signed header or the path changed', async () => {
    const request = await signedRequest('http://127.0.0.1:8080/hooks');
    expect(await verify({ ...request, headers: { ...request.headers, 'webhook-id': 'evt-9' } })).toMatchObject({
      reason: 'signature-mismatch',
    });
    expect(await verify({ ...request, url: 'http://127.0.0.1:8080/other' })).toMatchObject({ reason: 'signature-mismatch' });
  });

  it('fail with another secret, another access key, or the wrong scope', async () => {
    const request = await signedRequest('http://127.0.0.1:8080/hooks');
    expect(await verify(request, { credentials: { ...credentials, secretAccessKey: 'other' } })).toMatchObject({
      reason: 'signature-mismatch',
    });
    expect(await verify(request, { credentials: { ...credentials, accessKeyId: 'AKIAOTHER' } })).toMatchObject({
      reason: 'unknown-access-key',
    });
    expect(await verify(request, { region: 'eu-west-1' })).toMatchObject({ reason: 'wrong-scope' });
  });

  it('fail more than five minutes away from the signing time, either way', async () => {
    const request = await signedRequest('http://127.0.0.1:8080/hooks');
    expect(await verify(request, { now: new Date(signedAt.getTime() + 301_000) })).toMatchObject({ reason: 'clock-skew' });
    expect(await verify(request, { now: new Date(signedAt.getTime() - 301_000) })).toMatchObject({ reason: 'clock-skew' });
    expect(await verify(request, { now: new Date(signedAt.getTime() + 299_000) })).toMatchObject({ valid: true });
  });

  it('check the session token of temporary credentials', async () => {
    const request = await signedRequest('http://127.0.0.1:8080/hooks', { sessionToken: 'token-1' });
    expect(request.headers.authorization).toContain('x-amz-security-token');
    expect(await verify(request, { credentials: { ...credentials, sessionToken: 'token-1' } })).toMatchObject({ valid: true });
    expect(await verify(request, { credentials: { ...credentials, sessionToken: 'token-2' } })).toMatchObject({
      reason: 'session-token-mismatch',
    });
  });

  it('fail without or with a foreign Authorization header', async () => {
    const request = await signedRequest('http://127.0.0.1:8080/hooks');
    const { authorization: _dropped, ...unsigned } = request.headers;
    expect(await verify({ ...request, headers: unsigned })).toMatchObject({ reason: 'missing-signature' });
    expect(await verify({ ...request, headers: { ...unsigned, authorization: 'Bearer x' } })).toMatchObject({
      reason: 'malformed-signature',
    });
  });
});
