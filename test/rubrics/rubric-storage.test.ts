import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, ScanCommand, TransactGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { RUBRICS_TABLE } from '../../lib/definitions/audits';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { STORABLE_NUMBER_RULE } from '../../schemas/numbers';
import { apiClient } from '../audits/api-client';
import { rubricBody } from './fixtures';

/**
 * Rubrics as DynamoDB (the sandbox's DynamoDB Local) stores them: a version item and the rubric's HEAD item,
 * written together; DynamoDB's own limits (400 KB items, number range) answered as API errors, never 500.
 */

let sandbox: Sandbox;
let api: ReturnType<typeof apiClient>;
let table: DynamoDBDocumentClient;
let tableName: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  api = apiClient(sandbox.url);
  // The table the handlers use, reached as they reach it (AWS_ENDPOINT_URL_DYNAMODB, the table's env var).
  table = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  tableName = sandbox.tableName(RUBRICS_TABLE.id);
});
afterAll(() => sandbox.stop());

const createRubric = async () => {
  const created = await api.post('/v2/rubrics', rubricBody());
  expect(created.status).toBe(201);
  return created.json.id as string;
};

/** Every item stored under a rubric: the HEAD and its version items. */
const storedVersions = async (id: string) => {
  const { Items = [] } = await table.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'rubric_id = :id',
      ExpressionAttributeValues: { ':id': id },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => item.version as string).filter((version) => version !== 'HEAD');
};

describe('concurrent versions of one rubric', () => {
  it('let exactly one of 20 identical POSTs win, and a version item exists exactly when HEAD lists it, at every moment', async () => {
    const id = await createRubric();
    // An observer reading HEAD and the contested version item in one serializable read while the race runs:
    // a claim written apart from HEAD (or deleted after losing) would show as an item HEAD does not list.
    const inconsistencies: string[] = [];
    let racing = true;
    const observe = async () => {
      while (racing) {
        const { Responses = [] } = await table.send(
          new TransactGetCommand({
            TransactItems: [
              { Get: { TableName: tableName, Key: { rubric_id: id, version: 'HEAD' } } },
              { Get: { TableName: tableName, Key: { rubric_id: id, version: '1.0.1' } } },
            ],
          }),
        );
        const listed = (Responses[0]?.Item?.versions as string[]).includes('1.0.1');
        const stored = Responses[1]?.Item !== undefined;
        if (listed !== stored)
          inconsistencies.push(`HEAD ${listed ? 'lists' : 'does not list'} 1.0.1, its item is ${stored ? 'stored' : 'missing'}`);
      }
    };
    const observer = observe();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => api.post(`/v2/rubrics/${id}/versions`, { version: '1.0.1', criteria: rubricBody().criteria })),
    );
    racing = false;
    await observer;

    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    // A loser raced the winner (409), or read HEAD after the winner had committed (400: not greater than 1.0.1).
    for (const loser of responses.filter((r) => r.status !== 201)) {
      expect([409, 400]).toContain(loser.status);
      expect(loser.json.type).toBe(loser.status === 409 ? '/problems/conflict' : '/problems/validation-failed');
    }
    expect(inconsistencies).toEqual([]);
    expect((await api.get(`/v2/rubrics/${id}`)).json).toMatchObject({ latest_version: '1.0.1', versions: ['1.0.0', '1.0.1'] });
    expect((await storedVersions(id)).sort()).toEqual(['1.0.0', '1.0.1']);
  });

  it('store a version claimed by one of 20 concurrent bumps exactly when it won, and list every winner', async () => {
    const id = await createRubric();
    const versions = Array.from({ length: 20 }, (_, i) => `2.${i}.0`);
    const responses = await Promise.all(
      versions.map((version) => api.post(`/v2/rubrics/${id}/versions`, { version, criteria: rubricBody().criteria })),
    );

    // Bumps that read HEAD after another committed may win too (their version is still greater); none is lost.
    const won = versions.filter((_, i) => responses[i]?.status === 201);
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const response of responses) expect([201, 409, 400]).toContain(response.status);
    const head = (await api.get(`/v2/rubrics/${id}`)).json;
    expect(head.versions[0]).toBe('1.0.0');
    expect([...head.versions].sort()).toEqual(['1.0.0', ...won].sort());
    expect((await storedVersions(id)).sort()).toEqual(['1.0.0', ...won].sort());
  });
});

describe("DynamoDB's 400 KB item limit", () => {
  const longVersion = (n: number) => `0.0.${n}-${'x'.repeat(64)}`.slice(0, 64);

  it('refuses a version the HEAD item cannot list any more with 422, storing nothing', async () => {
    const id = await createRubric();
    // A rubric with thousands of versions: HEAD's version list is grown (as bumps grow it) until DynamoDB
    // Local itself refuses one more 64-character version.
    let appended = 0;
    for (const chunk of [1000, 100, 10, 1]) {
      for (;;) {
        const versions = Array.from({ length: chunk }, (_, i) => longVersion(appended + i));
        const grown = await table
          .send(
            new UpdateCommand({
              TableName: tableName,
              Key: { rubric_id: id, version: 'HEAD' },
              UpdateExpression: 'SET versions = list_append(versions, :more)',
              ExpressionAttributeValues: { ':more': versions },
            }),
          )
          .then(
            () => true,
            (error: Error) => {
              expect(error.name).toBe('ValidationException');
              expect(error.message).toMatch(/Item size to update has exceeded the maximum allowed size/);
              return false;
            },
          );
        if (!grown) break;
        appended += chunk;
      }
    }
    expect(appended).toBeGreaterThan(5000);

    // The bump appends a 64-character version and sets it as latest: more than the refused append.
    const version = `1.1.0-${'a'.repeat(58)}`;
    const refused = await api.post(`/v2/rubrics/${id}/versions`, { version, criteria: rubricBody().criteria });
    expect(refused.status).toBe(422);
    expect(refused.headers.get('content-type')).toBe('application/problem+json');
    expect(refused.json).toMatchObject({ type: '/problems/unprocessable', detail: expect.stringContaining('400 KB item size limit') });
    expect(await storedVersions(id)).toEqual(['1.0.0']);
    expect((await api.get(`/v2/rubrics/${id}?version=${version}`)).status).toBe(404);
    expect((await api.get(`/v2/rubrics/${id}`)).json.latest_version).toBe('1.0.0');
  });
});

describe('numbers DynamoDB cannot store', () => {
  const post = (body: string) => api.post('/v2/rubrics', body);
  /** Raw JSON text, so that numbers such as 2^63 are sent exactly as written. */
  const definition = (numbers: Partial<Record<'min_score' | 'max_score' | 'weight', string>>) => {
    const raw = { min_score: '0', max_score: '100', weight: '1', ...numbers };
    const template = rubricBody({
      min_score: '@min_score' as never,
      max_score: '@max_score' as never,
      criteria: [{ ...rubricBody().criteria[0]!, weight: '@weight' as never }],
    });
    return JSON.stringify(template).replace(/"@(min_score|max_score|weight)"/g, (_, name: keyof typeof raw) => raw[name]);
  };

  it.each([
    ['max_score', '1e200', '/max_score'],
    ['min_score', '1e-200', '/min_score'],
    ['max_score', '9223372036854775808', '/max_score'],
    ['weight', '1e-200', '/criteria/0/weight'],
  ])('refuses %s %s with a 400 naming the field and the rule', async (field, value, pointer) => {
    const response = await post(definition({ [field]: value }));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.json.errors).toContainEqual({ in: 'body', pointer, message: STORABLE_NUMBER_RULE });
  });

  it('refuses them in a new version too', async () => {
    const id = await createRubric();
    const response = await api.post(
      `/v2/rubrics/${id}/versions`,
      `{"criteria": ${JSON.stringify(rubricBody().criteria)}, "max_score": 1e200}`,
    );
    expect(response.status).toBe(400);
    expect(response.json.errors).toContainEqual({ in: 'body', pointer: '/max_score', message: STORABLE_NUMBER_RULE });
    expect(await storedVersions(id)).toEqual(['1.0.0']);
  });

  it('stores the extremes of the rule and returns them unchanged', async () => {
    const created = await post(definition({ min_score: '-1e-130', max_score: '9007199254740991' }));
    expect(created.status).toBe(201);
    const stored = await api.get(`/v2/rubrics/${created.json.id}`);
    expect(stored.json).toMatchObject({ min_score: -1e-130, max_score: 9007199254740991 });
  });
});

describe('examples (test cases) stored with a version', () => {
  const turn = (role: string, text: string, timestamp = 0) => ({ role, text, timestamp });
  const example = (id: string, text = 'Hello, this is Dana from Acme. I have issued the refund.') => ({
    id,
    transcript: [turn('agent', text), turn('customer', 'Thank you.', 4)],
    expected: [
      { criterion_id: 'greeting', label: 'yes' },
      { criterion_id: 'resolution', score: 8, tolerance: 1 },
    ],
  });

  it('keeps them with the version, carries them to the next version unless replaced, and [] drops them', async () => {
    const created = await api.post('/v2/rubrics', rubricBody({ examples: [example('ex-1')] }));
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    expect((await api.get(`/v2/rubrics/${id}`)).json.examples).toEqual([example('ex-1')]);

    const inherited = await api.post(`/v2/rubrics/${id}/versions`, { criteria: rubricBody().criteria });
    expect(inherited.status).toBe(201);
    expect(inherited.json.examples).toEqual([example('ex-1')]);
    const replaced = await api.post(`/v2/rubrics/${id}/versions`, { criteria: rubricBody().criteria, examples: [example('ex-2')] });
    expect((await api.get(`/v2/rubrics/${id}?version=${replaced.json.version}`)).json.examples).toEqual([example('ex-2')]);
    const dropped = await api.post(`/v2/rubrics/${id}/versions`, { criteria: rubricBody().criteria, examples: [] });
    expect((await api.get(`/v2/rubrics/${id}?version=${dropped.json.version}`)).json).not.toHaveProperty('examples');

    // A version whose criteria no longer fit the examples it would inherit says where they came from.
    const renamed = [rubricBody().criteria[0]!, { ...rubricBody().criteria[1]!, id: 'refund' }];
    const second = await api.post(`/v2/rubrics/${id}/versions`, { criteria: renamed, version: '9.0.0', examples: [example('ex-3')] });
    expect(second.status).toBe(400);
    expect(second.json.errors).toContainEqual({
      in: 'body',
      pointer: '/examples/0/expected/1/criterion_id',
      message: `criterion "resolution" is not in this version's criteria`,
    });
    await api.post(`/v2/rubrics/${id}/versions`, { criteria: rubricBody().criteria, examples: [example('ex-4')] });
    const refused = await api.post(`/v2/rubrics/${id}/versions`, { criteria: renamed });
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0].message).toMatch(
      /not in this version's criteria \(examples inherited from version \S+: send examples \(\[\] for none\)/,
    );
  });

  it('refuses more than 128 KiB of examples with a 400 naming the limit, and stores a version at the limit', async () => {
    const tooMany = await api.post('/v2/rubrics', rubricBody({ examples: Array.from({ length: 51 }, (_, i) => example(`ex-${i}`)) }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors).toEqual([{ in: 'body', pointer: '/examples', message: 'at most 50 examples per rubric version' }]);
    // 40 examples of ~3.4 KB: over the bound.
    const tooLarge = Array.from({ length: 40 }, (_, i) => example(`ex-${i}`, `${'word '.repeat(660)}${i}`));
    const refused = await api.post('/v2/rubrics', rubricBody({ examples: tooLarge }));
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([
      {
        in: 'body',
        pointer: '/examples',
        message: expect.stringMatching(
          /^examples take \d+ bytes as JSON; a rubric version holds at most 131072 bytes \(128 KiB\) of examples, so that it fits one DynamoDB item \(400 KB\)$/,
        ),
      },
    ]);

    // Just under the bound, beside criteria that fill most of the rest of the 256 KiB request: DynamoDB stores it.
    const atLimit = Array.from({ length: 50 }, (_, i) => ({
      ...example(`ex-${i}`, `${'word '.repeat(480)}${i}`),
      expected: [{ criterion_id: 'c0', score: 8 }],
    }));
    expect(Buffer.byteLength(JSON.stringify(atLimit))).toBeGreaterThan(125 * 1024);
    expect(Buffer.byteLength(JSON.stringify(atLimit))).toBeLessThanOrEqual(128 * 1024);
    const criteria = Array.from({ length: 30 }, (_, i) => ({
      ...rubricBody().criteria[1]!,
      id: `c${i}`,
      weight: 1 / 30,
      prompt: `${'How completely was the refund request resolved? '.repeat(80)}`.slice(0, 3900),
    }));
    const body = rubricBody({ criteria, examples: atLimit });
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(240 * 1024);
    const stored = await api.post('/v2/rubrics', body);
    expect(stored.status).toBe(201);
    expect((await api.get(`/v2/rubrics/${stored.json.id}`)).json.examples).toHaveLength(50);
  });
});

describe('validation', () => {
  /** Every item of the rubrics table, read consistently. */
  const storedItemCount = async () =>
    (await table.send(new ScanCommand({ TableName: tableName, Select: 'COUNT', ConsistentRead: true }))).Count;

  // A missing prompt, a version that is not semver and a one-label scale: three mistakes, each its own kind of check.
  const threeMistakes = () => {
    const [greeting, resolution] = rubricBody().criteria;
    const { prompt: _prompt, ...withoutPrompt } = resolution!;
    return { criteria: [{ ...greeting, scale: { type: 'ordinal', labels: ['yes'] } }, withoutPrompt] };
  };
  const THREE_ERRORS = [
    { in: 'body', pointer: '/criteria/1/prompt', message: expect.any(String) },
    { in: 'body', pointer: '/version', message: 'version must be a semantic version such as 1.0.0 (got "v1")' },
    { in: 'body', pointer: '/criteria/0/scale/labels', message: 'an ordinal scale needs at least 2 unique labels' },
  ];

  it('reports every mistake of a rubric in one 400, and stores nothing', async () => {
    const before = await storedItemCount();
    const response = await api.post('/v2/rubrics', { ...rubricBody(), ...threeMistakes(), version: 'v1' });
    expect(response.status).toBe(400);
    expect(response.json.errors).toHaveLength(3);
    expect(response.json.errors).toEqual(expect.arrayContaining(THREE_ERRORS));
    expect(await storedItemCount()).toBe(before);
  });

  it('reports every mistake of a new version in one 400, and adds no version', async () => {
    const id = await createRubric();
    const response = await api.post(`/v2/rubrics/${id}/versions`, { ...threeMistakes(), version: 'v1' });
    expect(response.status).toBe(400);
    expect(response.json.errors).toHaveLength(3);
    expect(response.json.errors).toEqual(expect.arrayContaining(THREE_ERRORS));
    expect(await storedVersions(id)).toEqual(['1.0.0']);
  });
});

describe('names and titles', () => {
  it('keeps an optional name and title with the version, carries them to the next version unless replaced', async () => {
    const created = await api.post('/v2/rubrics', { ...rubricBody(), name: 'support-qa', title: 'Support call QA' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'support-qa', title: 'Support call QA' });
    const id = created.json.id as string;
    expect((await api.get(`/v2/rubrics/${id}`)).json).toMatchObject({ name: 'support-qa', title: 'Support call QA' });

    const carried = await api.post(`/v2/rubrics/${id}/versions`, { criteria: rubricBody().criteria });
    expect(carried.json).toMatchObject({ version: '1.1.0', name: 'support-qa', title: 'Support call QA' });
    const renamed = await api.post(`/v2/rubrics/${id}/versions`, { criteria: rubricBody().criteria, title: 'Support call QA, EMEA' });
    expect(renamed.json).toMatchObject({ version: '1.2.0', name: 'support-qa', title: 'Support call QA, EMEA' });
    expect((await api.get(`/v2/rubrics/${id}?version=1.0.0`)).json.title).toBe('Support call QA');

    // A rubric without them has neither; blank or overlong ones are refused with the field named.
    expect((await api.get(`/v2/rubrics/${await createRubric()}`)).json).not.toHaveProperty('title');
    const blank = await api.post('/v2/rubrics', { ...rubricBody(), name: ' ', title: 'x'.repeat(201) });
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual([
      { in: 'body', pointer: '/name', message: 'name must not be empty' },
      { in: 'body', pointer: '/title', message: 'title must be at most 200 characters' },
    ]);
  });
});
