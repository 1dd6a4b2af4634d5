import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { verifySignature, type SignedRequest } from '../../sandbox/sigv4';

/**
 * The sandbox's SigV4 check against signatures made as AWS's SDKs make them (@smithy/signature-v4 with an
 * independent SHA-256): header signatures, pre-signed URLs, and what a changed byte or another secret does.
 */

const KEY = { accessKeyId: 'AKIAVERIFYTEST000001', secretAccessKey: 'verify-test-secret' };
const secretOf = (id: string) => (id === KEY.accessKeyId ? KEY.secretAccessKey : undefined);
const options = { secretOf, region: 'us-east-1', services: ['dynamodb'] };

const signer = (secretAccessKey = KEY.secretAccessKey) =>
  new SignatureV4({ service: 'dynamodb', region: 'us-east-1', credentials: { ...KEY, secretAccessKey }, sha256: Sha256 });

const body = JSON.stringify({ TableName: 'Jobs', Key: { id: { S: 'x' } } });

const signedRequest = async (secret?: string): Promise<SignedRequest> => {
  const signed = await signer(secret).sign({
    method: 'POST',
    protocol: 'http:',
    hostname: '127.0.0.1',
    port: 4000,
    path: '/',
    headers: { host: '127.0.0.1:4000', 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'DynamoDB_20120810.GetItem' },
    body,
  });
  return { method: 'POST', url: '/', headers: signed.headers };
};

it('accepts a header signature, twice in a row with the same key', async () => {
  for (let i = 0; i < 2; i++) {
    expect(await verifySignature(await signedRequest(), Buffer.from(body), options)).toEqual({
      valid: true,
      accessKeyId: KEY.accessKeyId,
      presigned: false,
    });
  }
});

it('refuses a changed body and a signature made with another secret', async () => {
  expect(await verifySignature(await signedRequest(), Buffer.from(body.replace('x', 'y')), options)).toMatchObject({
    valid: false,
    failure: 'mismatch',
  });
  expect(await verifySignature(await signedRequest('another-secret'), Buffer.from(body), options)).toMatchObject({
    valid: false,
    failure: 'mismatch',
  });
});

it('accepts a pre-signed S3 URL and refuses it once a query parameter changed', async () => {
  // As @aws-sdk/s3-request-presigner signs: the payload unsigned, the path as sent.
  const s3Signer = new SignatureV4({ service: 's3', region: 'us-east-1', credentials: KEY, sha256: Sha256, uriEscapePath: false });
  const presigned = await s3Signer.presign(
    {
      method: 'PUT',
      protocol: 'http:',
      hostname: '127.0.0.1',
      port: 4000,
      path: '/bucket/key.wav',
      query: {},
      headers: { host: '127.0.0.1:4000', 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
    },
    { expiresIn: 300, unsignableHeaders: new Set(['x-amz-content-sha256']) },
  );
  const search = Object.entries(presigned.query as Record<string, string>)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  const request = (query: string): SignedRequest => ({
    method: 'PUT',
    url: `/bucket/key.wav?${query}`,
    headers: { host: '127.0.0.1:4000' },
  });
  const s3 = { secretOf, region: 'us-east-1', services: ['s3'], uriEscapePath: false };
  expect(await verifySignature(request(search), undefined, s3)).toEqual({ valid: true, accessKeyId: KEY.accessKeyId, presigned: true });
  expect(await verifySignature(request(search.replace('X-Amz-Expires=300', 'X-Amz-Expires=600')), undefined, s3)).toMatchObject({
    valid: false,
    failure: 'mismatch',
  });
});
