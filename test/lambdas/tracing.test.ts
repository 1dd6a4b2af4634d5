import { jest } from '@jest/globals';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { httpHandler, jsonResponse } from '../../lambdas/shared/http';
import { tracer } from '../../lambdas/shared/observability';
import { taskHandler } from '../../lambdas/shared/task';

// Tracing is on only inside Lambda: the tracer is switched on here, with X-Ray's metadata call recorded.
const metadataKeys: string[] = [];
beforeAll(() => {
  jest.spyOn(tracer, 'isTracingEnabled').mockReturnValue(true);
  jest.spyOn(tracer, 'getSegment').mockReturnValue(undefined);
  jest.spyOn(tracer, 'annotateColdStart').mockImplementation(() => undefined);
  jest.spyOn(tracer, 'addServiceNameAnnotation').mockImplementation(() => undefined);
  jest.spyOn(tracer, 'putMetadata').mockImplementation((key: string) => void metadataKeys.push(key));
});
afterAll(() => jest.restoreAllMocks());

const context = { awsRequestId: 'req-1', functionName: 'Test', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
const transcript = [{ role: 'customer', text: 'My card number is 4111 1111 1111 1111' }];

describe('X-Ray tracing of handler responses', () => {
  it('keeps API responses (transcripts, results) out of the trace', async () => {
    const handler = httpHandler().handler(async () => jsonResponse(200, { result: { transcript } }));
    const event = { headers: {}, requestContext: { requestId: 'r1' }, path: '/v1/transcripts/x' } as unknown as APIGatewayProxyEvent;
    const response = await handler(event, context);
    expect(response.body).toContain('4111');
    expect(metadataKeys.filter((key) => key.includes('response'))).toEqual([]);
  });

  it('keeps Step Functions task results out of the trace', async () => {
    const handler = taskHandler<unknown, unknown>().handler(async () => ({ transcript }));
    expect(await handler({}, context)).toEqual({ transcript });
    expect(metadataKeys.filter((key) => key.includes('response'))).toEqual([]);
  });
});
