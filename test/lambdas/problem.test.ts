import { IdempotencyAlreadyInProgressError, IdempotencyValidationError } from '@aws-lambda-powertools/idempotency';
import { ParseError } from '@aws-lambda-powertools/parser';
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
    expect(problem.errors.map((e: { in: string; pointer: string }) => `${e.in}:${e.pointer}`)).toEqual(['body:/callback/url', 'body:/list']);
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
    expect(response.headers).toMatchObject({ sunset: 'Tue, 01 Sep 2026 00:00:00 GMT', link: '<https://example.com/contract>; rel="sunset"' });
  });

  it('never leaks the message of an unexpected error', () => {
    const response = problemResponse(new Error('connection string postgres://secret'), { requestId: 'r2' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(parse(response)).toMatchObject({ status: 500, request_id: 'r2' });
  });
});
