/**
 * EventBridge event-pattern matching, so the sandbox bus routes events with the same patterns the stack
 * deploys. Supports exact values, prefix, suffix, anything-but, exists, numeric, equals-ignore-case,
 * wildcard, nested objects and $or.
 */

type Pattern = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const wildcardToRegExp = (wildcard: string): RegExp =>
  new RegExp(
    '^' +
      wildcard
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*') +
      '$',
  );

const numericMatches = (conditions: readonly unknown[], value: unknown): boolean => {
  if (typeof value !== 'number') return false;
  for (let i = 0; i + 1 < conditions.length; i += 2) {
    const [op, bound] = [conditions[i], conditions[i + 1] as number];
    const ok =
      op === '='
        ? value === bound
        : op === '<'
          ? value < bound
          : op === '<='
            ? value <= bound
            : op === '>'
              ? value > bound
              : op === '>='
                ? value >= bound
                : false;
    if (!ok) return false;
  }
  return true;
};

/** Does one scalar event value satisfy one matcher of a pattern array? */
const matcherMatches = (matcher: unknown, value: unknown): boolean => {
  if (!isObject(matcher)) return matcher === value;
  if ('prefix' in matcher) {
    const prefix = matcher.prefix;
    if (isObject(prefix))
      return typeof value === 'string' && value.toLowerCase().startsWith(String(prefix['equals-ignore-case']).toLowerCase());
    return typeof value === 'string' && value.startsWith(String(prefix));
  }
  if ('suffix' in matcher) return typeof value === 'string' && value.endsWith(String(matcher.suffix));
  if ('equals-ignore-case' in matcher)
    return typeof value === 'string' && value.toLowerCase() === String(matcher['equals-ignore-case']).toLowerCase();
  if ('wildcard' in matcher) return typeof value === 'string' && wildcardToRegExp(String(matcher.wildcard)).test(value);
  if ('numeric' in matcher) return numericMatches(matcher.numeric as unknown[], value);
  if ('anything-but' in matcher) {
    const excluded = matcher['anything-but'];
    if (isObject(excluded)) return !matcherMatches(excluded, value);
    return Array.isArray(excluded) ? !excluded.includes(value) : excluded !== value;
  }
  throw new Error(`Unsupported event pattern matcher: ${JSON.stringify(matcher)}`);
};

const fieldMatches = (matchers: readonly unknown[], present: boolean, value: unknown): boolean => {
  for (const matcher of matchers) {
    if (isObject(matcher) && 'exists' in matcher) {
      if (matcher.exists === present) return true;
      continue;
    }
    if (!present) continue;
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => matcherMatches(matcher, v))) return true;
  }
  return false;
};

export const matchesPattern = (pattern: Pattern, event: unknown): boolean => {
  const subject = isObject(event) ? event : {};
  for (const [key, expected] of Object.entries(pattern)) {
    if (key === '$or') {
      if (!(expected as Pattern[]).some((alternative) => matchesPattern(alternative, subject))) return false;
      continue;
    }
    const present = key in subject && subject[key] !== undefined;
    const value = subject[key];
    if (Array.isArray(expected)) {
      if (!fieldMatches(expected, present, value)) return false;
    } else if (isObject(expected)) {
      if (!present || !matchesPattern(expected, value)) return false;
    } else {
      throw new Error(`Event pattern values must be arrays or objects (at "${key}").`);
    }
  }
  return true;
};
