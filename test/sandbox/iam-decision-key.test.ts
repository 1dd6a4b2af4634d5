import { decisionKeys } from '../../sandbox/iam/decision-key';

/** The sandbox remembers an IAM decision per bucket only when no policy of the caller could tell two of its objects apart. */

const policy = (...statements: Record<string, unknown>[]) => ({ policy: { Version: '2012-10-17', Statement: statements } });
const OBJECT = 'arn:aws:s3:::sandbox-audit-inputs/batches/b1/conv-7.json';

describe('decisionKeys', () => {
  it('stands an object for its bucket when the grants name the bucket and all of its objects', () => {
    const keys = decisionKeys([
      policy(
        {
          Effect: 'Allow',
          Action: ['s3:GetObject*', 's3:PutObject'],
          Resource: ['arn:aws:s3:::sandbox-audit-inputs', 'arn:aws:s3:::sandbox-audit-inputs/*'],
        },
        { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: 'arn:aws:dynamodb:us-east-1:000000000000:table/AuditBatches' },
        { Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::sandbox-transcript-results/*' },
      ),
    ]);
    expect(keys.resourceKey(OBJECT)).toBe('arn:aws:s3:::sandbox-audit-inputs/*');
    expect(keys.resourceKey('arn:aws:s3:::sandbox-audit-inputs/uploads/u1')).toBe('arn:aws:s3:::sandbox-audit-inputs/*');
  });

  it.each([
    ['a key prefix', { Resource: 'arn:aws:s3:::sandbox-audit-inputs/batches/*' }],
    ['one object', { Resource: 'arn:aws:s3:::sandbox-audit-inputs/batches/b1/conv-7.json' }],
    ['a NotResource key prefix', { NotResource: 'arn:aws:s3:::sandbox-audit-inputs/private/*' }],
    ['a single-character wildcard', { Resource: 'arn:aws:s3:::sandbox-audit-inputs/?atches/*' }],
    ['a condition', { Resource: 'arn:aws:s3:::sandbox-audit-inputs/*', Condition: { StringEquals: { 's3:ExistingObjectTag/kind': 'x' } } }],
  ])('keeps each object its own key when a statement names %s', (_, statement) => {
    const keys = decisionKeys([
      policy(
        { Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::sandbox-audit-inputs/*' },
        { Effect: 'Deny', Action: 's3:GetObject', ...statement },
      ),
    ]);
    expect(keys.resourceKey(OBJECT)).toBe(OBJECT);
  });

  it('keeps every resource but an S3 object as it is', () => {
    const keys = decisionKeys([policy({ Effect: 'Allow', Action: '*', Resource: '*' })]);
    const table = 'arn:aws:dynamodb:us-east-1:000000000000:table/AuditBatches';
    expect(keys.resourceKey(table)).toBe(table);
    expect(keys.resourceKey('arn:aws:s3:::sandbox-audit-inputs')).toBe('arn:aws:s3:::sandbox-audit-inputs');
    expect(keys.resourceKey(OBJECT)).toBe('arn:aws:s3:::sandbox-audit-inputs/*');
  });
});
