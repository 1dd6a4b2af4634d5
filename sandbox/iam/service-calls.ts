import { localBucketArn, localObjectArn, localTableArn } from './arns';

/** One IAM authorization a request needs: an action on the resources AWS evaluates it against. */
export interface ServiceCall {
  readonly action: string;
  readonly resources: readonly string[];
}

/** A request as it reached an emulated endpoint. */
export interface WireRequest {
  readonly method: string;
  /** Path and query, as on the request line. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body?: Buffer;
}

/** The API operation a request names: X-Amz-Target for JSON protocols, the SDK's `x-id` parameter for S3. */
export const operationOf = (request: Pick<WireRequest, 'url' | 'headers'>): string | undefined => {
  const target = request.headers['x-amz-target'];
  if (typeof target === 'string') return target.split('.').pop();
  return new URL(request.url, 'http://localhost').searchParams.get('x-id') ?? undefined;
};

type DynamoDbInput = Record<string, unknown> & { TableName?: string; IndexName?: string };

/** The tables (and index) a DynamoDB request names; an operation on no table (ListTables) is authorized on `*`. */
const tableResources = (input: DynamoDbInput): string[] => (input.TableName ? [localTableArn(input.TableName, input.IndexName)] : ['*']);

/** Transactions are authorized per item, with the action of that item's kind. */
const TRANSACT_ITEM_ACTIONS: Readonly<Record<string, string>> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
  Get: 'dynamodb:GetItem',
};

/**
 * The IAM calls of a DynamoDB JSON request (X-Amz-Target `DynamoDB_20120810.<Operation>`): the operation on
 * the table it names (or the index a Query/Scan reads); batches name one table per RequestItems entry;
 * TransactWriteItems/TransactGetItems need the item-level action on each item's table.
 */
export const dynamoDbCalls = (request: WireRequest): ServiceCall[] => {
  const target = String(request.headers['x-amz-target'] ?? '');
  const operation = target.split('.').pop() ?? '';
  const input = JSON.parse(request.body?.toString('utf8') || '{}') as DynamoDbInput;
  if (operation === 'BatchGetItem' || operation === 'BatchWriteItem') {
    return [
      {
        action: `dynamodb:${operation}`,
        resources: Object.keys((input.RequestItems as object | undefined) ?? {}).map((table) => localTableArn(table)),
      },
    ];
  }
  if (operation === 'TransactWriteItems' || operation === 'TransactGetItems') {
    return ((input.TransactItems as Record<string, DynamoDbInput>[] | undefined) ?? []).flatMap((item) =>
      Object.entries(item).map(([kind, inner]) => ({
        action: TRANSACT_ITEM_ACTIONS[kind] ?? `dynamodb:${kind}Item`,
        resources: tableResources(inner),
      })),
    );
  }
  return [{ action: `dynamodb:${operation}`, resources: tableResources(input) }];
};

/** Subresources named by a query parameter, with the action each method needs on them. */
const OBJECT_SUBRESOURCES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  tagging: { GET: 's3:GetObjectTagging', PUT: 's3:PutObjectTagging', DELETE: 's3:DeleteObjectTagging' },
  acl: { GET: 's3:GetObjectAcl', PUT: 's3:PutObjectAcl' },
  attributes: { GET: 's3:GetObjectAttributes' },
  retention: { GET: 's3:GetObjectRetention', PUT: 's3:PutObjectRetention' },
  'legal-hold': { GET: 's3:GetObjectLegalHold', PUT: 's3:PutObjectLegalHold' },
};
const BUCKET_SUBRESOURCES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  uploads: { GET: 's3:ListBucketMultipartUploads' },
  versions: { GET: 's3:ListBucketVersions' },
  location: { GET: 's3:GetBucketLocation' },
  policy: { GET: 's3:GetBucketPolicy', PUT: 's3:PutBucketPolicy', DELETE: 's3:DeleteBucketPolicy' },
  cors: { GET: 's3:GetBucketCORS', PUT: 's3:PutBucketCORS', DELETE: 's3:PutBucketCORS' },
  tagging: { GET: 's3:GetBucketTagging', PUT: 's3:PutBucketTagging', DELETE: 's3:PutBucketTagging' },
  lifecycle: { GET: 's3:GetLifecycleConfiguration', PUT: 's3:PutLifecycleConfiguration', DELETE: 's3:PutLifecycleConfiguration' },
  acl: { GET: 's3:GetBucketAcl', PUT: 's3:PutBucketAcl' },
};

const objectCall = (
  method: string,
  query: URLSearchParams,
  headers: WireRequest['headers'],
  bucket: string,
  key: string,
): ServiceCall[] => {
  const object = localObjectArn(bucket, key);
  for (const [name, actions] of Object.entries(OBJECT_SUBRESOURCES)) {
    if (query.has(name) && actions[method]) return [{ action: actions[method], resources: [object] }];
  }
  const versioned = query.has('versionId');
  if (query.has('uploadId')) {
    // Parts, their completion and their listing are all part of one PutObject (as IAM sees multipart uploads).
    if (method === 'DELETE') return [{ action: 's3:AbortMultipartUpload', resources: [object] }];
    if (method === 'GET') return [{ action: 's3:ListMultipartUploadParts', resources: [object] }];
    return [{ action: 's3:PutObject', resources: [object] }];
  }
  switch (method) {
    case 'GET':
    case 'HEAD':
      return [{ action: versioned ? 's3:GetObjectVersion' : 's3:GetObject', resources: [object] }];
    case 'DELETE':
      return [{ action: versioned ? 's3:DeleteObjectVersion' : 's3:DeleteObject', resources: [object] }];
    case 'POST':
    case 'PUT': {
      const source = headers['x-amz-copy-source'];
      const copied = typeof source === 'string' ? decodeURIComponent(source.replace(/^\//, '').split('?')[0] ?? '') : undefined;
      const [sourceBucket = '', ...sourceKey] = copied?.split('/') ?? [];
      return [
        { action: 's3:PutObject', resources: [object] },
        ...(copied ? [{ action: 's3:GetObject', resources: [localObjectArn(sourceBucket, sourceKey.join('/'))] }] : []),
      ];
    }
    default:
      return [{ action: `s3:${method}Object`, resources: [object] }];
  }
};

const bucketCall = (method: string, query: URLSearchParams, bucket: string, body?: Buffer): ServiceCall[] => {
  const arn = localBucketArn(bucket);
  for (const [name, actions] of Object.entries(BUCKET_SUBRESOURCES)) {
    if (query.has(name) && actions[method]) return [{ action: actions[method], resources: [arn] }];
  }
  if (method === 'POST' && query.has('delete')) {
    // DeleteObjects is authorized as s3:DeleteObject on each key it names.
    const keys = [...(body?.toString('utf8') ?? '').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1] ?? '');
    return [{ action: 's3:DeleteObject', resources: keys.map((key) => localObjectArn(bucket, key)) }];
  }
  switch (method) {
    case 'GET':
    case 'HEAD':
      // ListObjects(V2) and HeadBucket are both authorized by s3:ListBucket.
      return [{ action: 's3:ListBucket', resources: [arn] }];
    case 'PUT':
      return [{ action: 's3:CreateBucket', resources: [arn] }];
    case 'DELETE':
      return [{ action: 's3:DeleteBucket', resources: [arn] }];
    default:
      return [{ action: `s3:${method}Bucket`, resources: [arn] }];
  }
};

/** Whether an S3 request's IAM calls depend on its body (DeleteObjects lists its keys in it). */
export const s3CallsNeedBody = (request: Pick<WireRequest, 'method' | 'url'>): boolean =>
  request.method === 'POST' && new URL(request.url, 'http://localhost').searchParams.has('delete');

/** The IAM calls of a path-style S3 REST request: `/<bucket>/<key>?<subresource>`. */
export const s3Calls = (request: WireRequest): ServiceCall[] => {
  const url = new URL(request.url, 'http://localhost');
  const [bucket = '', ...key] = url.pathname.replace(/^\//, '').split('/').map(decodeURIComponent);
  const method = request.method.toUpperCase();
  if (!bucket) return [{ action: 's3:ListAllMyBuckets', resources: ['*'] }];
  if (key.length === 0 || (key.length === 1 && key[0] === '')) return bucketCall(method, url.searchParams, bucket, request.body);
  return objectCall(method, url.searchParams, request.headers, bucket, key.join('/'));
};
