/**
 * What an IAM decision of the sandbox can be remembered by. A decision depends on the resource only through
 * which of the caller's Resource / NotResource patterns match it. S3 object ARNs differ on every job and
 * conversation, yet a role's policies name their objects as `arn:aws:s3:::bucket/*`: every object of the bucket
 * then gets the same decision, and the sandbox remembers it once per bucket instead of evaluating the policies
 * again (about half a millisecond of the sandbox's one thread) for every object.
 */

const S3_OBJECT = /^(arn:aws:s3:::[^/]+\/)(.+)$/;

interface Statement {
  readonly Resource?: string | readonly string[];
  readonly NotResource?: string | readonly string[];
  readonly Condition?: unknown;
}

const asList = <T>(value: T | readonly T[] | undefined): readonly T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value as T];

/** The literal start of an IAM pattern, up to its first wildcard. */
const literalPrefix = (pattern: string) => {
  const wildcard = pattern.search(/[*?]/);
  return wildcard < 0 ? pattern : pattern.slice(0, wildcard);
};

/**
 * Whether `pattern` decides the same for every object under `objectPrefix` (`arn:aws:s3:::bucket/`): it matches
 * none of them (its literal start leads elsewhere), or all of them (it is that start, or a shorter one, and `*`).
 * Anything else — a key prefix, a `?`, a wildcard before the end — is judged key by key.
 */
const sameForEveryObject = (pattern: string, objectPrefix: string): boolean => {
  const literal = literalPrefix(pattern);
  // Without a wildcard it names one resource: the bucket, another bucket's object, or one object of this one.
  if (literal === pattern) return !pattern.startsWith(objectPrefix);
  if (!objectPrefix.startsWith(literal) && !literal.startsWith(objectPrefix)) return true;
  return pattern === `${literal}*` && objectPrefix.startsWith(literal);
};

export interface DecisionKeys {
  /** The resource a decision for `resource` can be remembered under. */
  resourceKey(resource: string): string;
}

/**
 * For one caller's policies: an S3 object ARN stands for its whole bucket when every pattern of every statement
 * decides the same for all of the bucket's objects and no statement has a condition; any other resource is its own key.
 */
export const decisionKeys = (policies: readonly { readonly policy: unknown }[]): DecisionKeys => {
  const statements = policies.flatMap(({ policy }) => asList((policy as { Statement?: Statement | Statement[] }).Statement));
  const conditional = statements.some((statement) => statement.Condition !== undefined);
  const patterns = statements.flatMap((statement) => [...asList(statement.Resource), ...asList(statement.NotResource)]);
  const perBucket = new Map<string, boolean>();
  return {
    resourceKey: (resource) => {
      const objectPrefix = S3_OBJECT.exec(resource)?.[1];
      if (!objectPrefix || conditional) return resource;
      let general = perBucket.get(objectPrefix);
      if (general === undefined) {
        general = patterns.every((pattern) => sameForEveryObject(pattern, objectPrefix));
        perBucket.set(objectPrefix, general);
      }
      return general ? `${objectPrefix}*` : resource;
    },
  };
};
