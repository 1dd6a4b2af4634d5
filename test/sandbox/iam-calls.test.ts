import { runSimulation } from '@cloud-copilot/iam-simulate';
import { bedrockModelArns, localModelInvocationJobArn, localRoleArn } from '../../sandbox/iam/arns';
import { vocabularyArn } from '../../sandbox/transcribe/vocabularies';
import { dynamoDbCalls, operationOf, s3Calls, type ServiceCall, type WireRequest } from '../../sandbox/iam/service-calls';

const dynamodb = (operation: string, input: unknown): ServiceCall[] =>
  dynamoDbCalls({
    method: 'POST',
    url: '/',
    headers: { 'x-amz-target': `DynamoDB_20120810.${operation}` },
    body: Buffer.from(JSON.stringify(input)),
  });
const s3 = (method: string, url: string, headers: WireRequest['headers'] = {}, body?: string): ServiceCall[] =>
  s3Calls({ method, url, headers, ...(body ? { body: Buffer.from(body) } : {}) });

const TABLE = 'arn:aws:dynamodb:us-east-1:000000000000:table';

/** iam-simulate's validation: the action exists and the resource is of a type the action takes. */
const validationError = async ({ action, resources }: ServiceCall): Promise<string | undefined> => {
  for (const resource of resources) {
    const result = await runSimulation(
      {
        request: {
          principal: 'arn:aws:iam::000000000000:user/check',
          action,
          resource: { resource, accountId: '000000000000' },
          contextVariables: {},
        },
        identityPolicies: [],
        serviceControlPolicies: [],
        resourceControlPolicies: [],
      },
      {},
    );
    if (result.resultType === 'error') return `${action} on ${resource}: ${result.errors.message}`;
  }
  return undefined;
};

describe('DynamoDB requests as IAM sees them', () => {
  const cases: [string, string, unknown, ServiceCall[]][] = [
    ['an item write', 'PutItem', { TableName: 'Jobs', Item: {} }, [{ action: 'dynamodb:PutItem', resources: [`${TABLE}/Jobs`] }]],
    [
      'a query of an index',
      'Query',
      { TableName: 'Jobs', IndexName: 'byOwner' },
      [{ action: 'dynamodb:Query', resources: [`${TABLE}/Jobs/index/byOwner`] }],
    ],
    [
      'a batch write over two tables',
      'BatchWriteItem',
      { RequestItems: { A: [], B: [] } },
      [{ action: 'dynamodb:BatchWriteItem', resources: [`${TABLE}/A`, `${TABLE}/B`] }],
    ],
    ['a batch read', 'BatchGetItem', { RequestItems: { A: {} } }, [{ action: 'dynamodb:BatchGetItem', resources: [`${TABLE}/A`] }]],
    [
      'a transaction, item by item',
      'TransactWriteItems',
      {
        TransactItems: [
          { Put: { TableName: 'Heads' } },
          { Update: { TableName: 'Versions' } },
          { ConditionCheck: { TableName: 'Heads' } },
          { Delete: { TableName: 'Old' } },
        ],
      },
      [
        { action: 'dynamodb:PutItem', resources: [`${TABLE}/Heads`] },
        { action: 'dynamodb:UpdateItem', resources: [`${TABLE}/Versions`] },
        { action: 'dynamodb:ConditionCheckItem', resources: [`${TABLE}/Heads`] },
        { action: 'dynamodb:DeleteItem', resources: [`${TABLE}/Old`] },
      ],
    ],
    [
      'a transactional read',
      'TransactGetItems',
      { TransactItems: [{ Get: { TableName: 'A' } }] },
      [{ action: 'dynamodb:GetItem', resources: [`${TABLE}/A`] }],
    ],
    ['a table listing', 'ListTables', {}, [{ action: 'dynamodb:ListTables', resources: ['*'] }]],
    ['a health probe', 'DescribeTable', { TableName: 'Jobs' }, [{ action: 'dynamodb:DescribeTable', resources: [`${TABLE}/Jobs`] }]],
  ];

  it.each(cases)('maps %s', async (_name, operation, input, expected) => {
    const calls = dynamodb(operation, input);
    expect(calls).toEqual(expected);
    for (const call of calls) expect(await validationError(call)).toBeUndefined();
  });
});

describe('S3 requests as IAM sees them', () => {
  const object = 'arn:aws:s3:::audio/jobs/1/in.wav';
  const cases: [string, ServiceCall[], ...Parameters<typeof s3>][] = [
    ['a download', [{ action: 's3:GetObject', resources: [object] }], 'GET', '/audio/jobs/1/in.wav'],
    ['a HEAD of an object', [{ action: 's3:GetObject', resources: [object] }], 'HEAD', '/audio/jobs/1/in.wav'],
    ['an upload', [{ action: 's3:PutObject', resources: [object] }], 'PUT', '/audio/jobs/1/in.wav?x-id=PutObject'],
    ['a multipart start', [{ action: 's3:PutObject', resources: [object] }], 'POST', '/audio/jobs/1/in.wav?uploads'],
    ['a multipart part', [{ action: 's3:PutObject', resources: [object] }], 'PUT', '/audio/jobs/1/in.wav?partNumber=2&uploadId=u1'],
    ['a multipart completion', [{ action: 's3:PutObject', resources: [object] }], 'POST', '/audio/jobs/1/in.wav?uploadId=u1'],
    ['a multipart abort', [{ action: 's3:AbortMultipartUpload', resources: [object] }], 'DELETE', '/audio/jobs/1/in.wav?uploadId=u1'],
    ['a parts listing', [{ action: 's3:ListMultipartUploadParts', resources: [object] }], 'GET', '/audio/jobs/1/in.wav?uploadId=u1'],
    ['a delete', [{ action: 's3:DeleteObject', resources: [object] }], 'DELETE', '/audio/jobs/1/in.wav'],
    ['a tag read', [{ action: 's3:GetObjectTagging', resources: [object] }], 'GET', '/audio/jobs/1/in.wav?tagging'],
    ['a listing', [{ action: 's3:ListBucket', resources: ['arn:aws:s3:::audio'] }], 'GET', '/audio?list-type=2&prefix=jobs%2F'],
    ['a HeadBucket', [{ action: 's3:ListBucket', resources: ['arn:aws:s3:::audio'] }], 'HEAD', '/audio'],
    [
      'a copy',
      [
        { action: 's3:PutObject', resources: ['arn:aws:s3:::results/out.wav'] },
        { action: 's3:GetObject', resources: [object] },
      ],
      'PUT',
      '/results/out.wav',
      { 'x-amz-copy-source': '/audio/jobs%2F1%2Fin.wav' },
    ],
    [
      'a multi-object delete, key by key',
      [{ action: 's3:DeleteObject', resources: ['arn:aws:s3:::audio/a', 'arn:aws:s3:::audio/b'] }],
      'POST',
      '/audio?delete',
      {},
      '<Delete><Object><Key>a</Key></Object><Object><Key>b</Key></Object></Delete>',
    ],
    [
      'a key with encoded characters',
      [{ action: 's3:GetObject', resources: ['arn:aws:s3:::audio/a b/c.wav'] }],
      'GET',
      '/audio/a%20b/c.wav',
    ],
  ];

  it.each(cases)('maps %s', async (_name, expected, ...request) => {
    const calls = s3(...request);
    expect(calls).toEqual(expected);
    for (const call of calls) expect(await validationError(call)).toBeUndefined();
  });
});

describe('Bedrock model ids as IAM sees them', () => {
  it('authorizes a cross-region inference profile on the profile and on the foundation model it routes to', async () => {
    const arns = bedrockModelArns('us.anthropic.claude-sonnet-4-5-20250929-v1:0');
    expect(arns).toEqual([
      'arn:aws:bedrock:us-east-1:000000000000:inference-profile/us.anthropic.claude-sonnet-4-5-20250929-v1:0',
      'arn:aws:bedrock:us-east-1::foundation-model/anthropic.claude-sonnet-4-5-20250929-v1:0',
    ]);
    expect(await validationError({ action: 'bedrock:InvokeModel', resources: arns })).toBeUndefined();
  });

  it('authorizes a plain model id on its foundation model', () => {
    expect(bedrockModelArns('amazon.nova-lite-v1:0')).toEqual(['arn:aws:bedrock:us-east-1::foundation-model/amazon.nova-lite-v1:0']);
  });
});

describe('Bedrock batch inference jobs as IAM sees them', () => {
  const job = localModelInvocationJobArn('a1b2c3d4e5f6');

  it('authorizes CreateModelInvocationJob on the job and on the foundation model (it takes no inference profile)', async () => {
    expect(job).toBe('arn:aws:bedrock:us-east-1:000000000000:model-invocation-job/a1b2c3d4e5f6');
    const [profile, foundationModel] = bedrockModelArns('us.anthropic.claude-sonnet-4-5-20250929-v1:0');
    expect(await validationError({ action: 'bedrock:CreateModelInvocationJob', resources: [job, foundationModel!] })).toBeUndefined();
    expect(await validationError({ action: 'bedrock:CreateModelInvocationJob', resources: [profile!] })).toBeDefined();
  });

  it.each(['bedrock:GetModelInvocationJob', 'bedrock:StopModelInvocationJob'])('authorizes %s on the job', async (action) => {
    expect(await validationError({ action, resources: [job] })).toBeUndefined();
  });

  it('authorizes passing the service role on the role', async () => {
    expect(await validationError({ action: 'iam:PassRole', resources: [localRoleArn('AuditBatchInference')] })).toBeUndefined();
  });
});

describe('Transcribe custom vocabularies as IAM sees them', () => {
  it.each(['transcribe:GetVocabulary', 'transcribe:DeleteVocabulary'])('authorizes %s on the vocabulary ARN', async (action) => {
    expect(vocabularyArn('ccp-0a1b')).toBe('arn:aws:transcribe:us-east-1:000000000000:vocabulary/ccp-0a1b');
    expect(await validationError({ action, resources: [vocabularyArn('ccp-0a1b')] })).toBeUndefined();
  });

  it.each(['transcribe:CreateVocabulary', 'transcribe:ListVocabularies'])(
    'authorizes %s on * (it takes no resource type)',
    async (action) => {
      expect(await validationError({ action, resources: ['*'] })).toBeUndefined();
      expect(await validationError({ action, resources: [vocabularyArn('ccp-0a1b')] })).toBeDefined();
    },
  );
});

describe('the API operation of a request', () => {
  it('comes from X-Amz-Target for JSON protocols and from the SDK’s x-id for S3', () => {
    expect(operationOf({ url: '/', headers: { 'x-amz-target': 'DynamoDB_20120810.TransactWriteItems' } })).toBe('TransactWriteItems');
    expect(operationOf({ url: '/audio/k?x-id=GetObject', headers: {} })).toBe('GetObject');
    expect(operationOf({ url: '/audio/k', headers: {} })).toBeUndefined();
  });
});
