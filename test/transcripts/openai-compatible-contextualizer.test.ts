import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openAiCompatibleContextualizer } from '../../src/adapters/llm/openai-compatible-contextualizer';

/** A loopback stand-in for an OpenAI-compatible server (e.g. Ollama), answering with recorded-shape completions. */
let server: http.Server;
let baseUrl: string;
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const received: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ path: request.url, authorization: request.headers.authorization, ...JSON.parse(body) });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = { turns: [{ index: 0, text: 'my zixel router' }], context: 'Zyxel support', keyterms: [], tier: 'medium' as const };
const completion = (args: string) => ({ choices: [{ message: { role: 'assistant', tool_calls: [{ type: 'function', function: { name: 'propose_edits', arguments: args } }] } }] });

describe('openAiCompatibleContextualizer', () => {
  it('forces the edit tool and returns the edits of its arguments', async () => {
    answer = { status: 200, body: completion(JSON.stringify({ edits: [{ turn: 0, before: 'zixel', after: 'Zyxel' }] })) };
    const proposal = await openAiCompatibleContextualizer({ baseUrl, model: 'llama3.1', apiKey: 'k', timeoutMs: 2000 }).propose(request);
    expect(proposal).toEqual({ engine: { name: 'openai-compatible', model: 'llama3.1' }, source: 'llm', edits: [{ turnIndex: 0, before: 'zixel', after: 'Zyxel' }] });
    expect(received.at(-1)).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer k',
      model: 'llama3.1',
      tool_choice: { type: 'function', function: { name: 'propose_edits' } },
    });
  });

  it.each([
    ['an HTTP error', { status: 500, body: { error: 'boom' } }],
    ['prose instead of the tool', { status: 200, body: { choices: [{ message: { content: 'Here you go' } }] } }],
    ['malformed arguments', { status: 200, body: completion('{not json') }],
  ])('fails with CONTEXTUALIZATION_FAILED on %s', async (_name, reply) => {
    answer = reply;
    await expect(openAiCompatibleContextualizer({ baseUrl, model: 'm', timeoutMs: 2000 }).propose(request)).rejects.toMatchObject({ code: 'CONTEXTUALIZATION_FAILED' });
  });
});
