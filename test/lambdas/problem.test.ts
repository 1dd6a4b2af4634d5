import {
  IdempotencyAlreadyInProgressError,
  IdempotencyPersistenceLayerError,
  IdempotencyValidationError,
} from '@aws-lambda-powertools/idempotency';
import { ParseError } from '@aws-lambda-powertools/parser';
import { DynamoDBServiceException, ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import { GoneError, NotFoundError, ValidationError } from '../../src/core/errors';
import { problemResponse } from '../../lambdas/shared/problem';

const parse = (response: { body: string }) => JSON.parse(response.body);

describe('problemResponse — the one error → HTTP mapping', () => {
  it('turns a zod failure inside the Powertools parser into 400 with a JSON pointer per violation', () => {
    const schema = z.object({ body: z.object({ callback: z.object({ url: z.string().url() }), list: z.array(z.string()).max(1) }) });
    const zodError = schema.safeParse({ body: { callback: { url: 'nope' }, list: ['a', 'b'] } }).error!;
    const response = problemResponse(new ParseError('failed', { cause: zodError }), { requestId: 'r1', path: '/v1/x' });
    expect(response.statusCode).toBe(400);
    expect(response.headers).toEqual({ 'content-type': 'application/problem+json' });
    const problem = parse(response);
    expect(problem).toMatchObject({ type: '/problems/validation-failed', status: 400, instance: '/v1/x', request_id: 'r1' });
    expect(problem.errors.map((e: { in: string; pointer: string }) => `${e.in}:${e.pointer}`)).toEqual([
      'body:/callback/url',
      'body:/list',
    ]);
  });

  it('escapes JSON pointer tokens (RFC 6901)', () => {
    const zodError = z.object({ 'a/b~c': z.string() }).safeParse({}).error!;
    expect(parse(problemResponse(new ParseError('x', { cause: zodError }), {})).errors[0].pointer).toBe('/a~1b~0c');
  });

  it.each([
    [new ValidationError([{ in: 'body', pointer: '/x', message: 'bad' }]), 400],
    [new NotFoundError('no such job'), 404],
    [new IdempotencyAlreadyInProgressError('busy'), 409],
    [new IdempotencyValidationError('changed'), 422],
  ])('maps %p to %i', (error, status) => {
    expect(problemResponse(error, {}).statusCode).toBe(status);
  });

  it('adds Sunset and Link headers to 410 Gone', () => {
    const response = problemResponse(new GoneError('v1 is retired', new Date('2026-09-01T00:00:00Z'), 'https://example.com/contract'), {});
    expect(response.statusCode).toBe(410);
    expect(response.headers).toMatchObject({
      sunset: 'Tue, 01 Sep 2026 00:00:00 GMT',
      link: '<https://example.com/contract>; rel="sunset"',
    });
  });

  describe('a dependency that is down', () => {
    const sdkError = (name: string, status: number) =>
      new DynamoDBServiceException({
        name,
        $fault: status >= 500 ? 'server' : 'client',
        $metadata: { httpStatusCode: status },
        message: `internal detail of ${name}`,
      });

    it.each([
      ['DynamoDB answering 503 ServiceUnavailable', sdkError('ServiceUnavailable', 503)],
      ['DynamoDB answering 500 InternalServerError', sdkError('InternalServerError', 500)],
      [
        'throttling after the SDK retries',
        new ProvisionedThroughputExceededException({ $metadata: { httpStatusCode: 400 }, message: 'throttled' }),
      ],
      ['a connection refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' })],
      [
        'the idempotency store failing on it',
        new IdempotencyPersistenceLayerError('Failed to put record for idempotency key', { cause: sdkError('ServiceUnavailable', 503) }),
      ],
    ])('answers 503 problem+json with Retry-After for %s, without its details', (_, error) => {
      const response = problemResponse(error, { requestId: 'r3' });
      expect(response.statusCode).toBe(503);
      expect(response.headers).toMatchObject({ 'content-type': 'application/problem+json', 'retry-after': '5' });
      expect(parse(response)).toMatchObject({ type: '/problems/service-unavailable', status: 503, request_id: 'r3' });
      expect(response.body).not.toContain('internal detail');
    });

    it('keeps a refusal of the call itself (AccessDenied) a 500: retrying cannot help', () => {
      expect(problemResponse(sdkError('AccessDeniedException', 400), {}).statusCode).toBe(500);
    });
  });

  it('never leaks the message of an unexpected error', () => {
    const response = problemResponse(new Error('connection string postgres://secret'), { requestId: 'r2' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(parse(response)).toMatchObject({ status: 500, request_id: 'r2' });
  });
});
