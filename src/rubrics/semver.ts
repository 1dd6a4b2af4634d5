/** Semantic Versioning 2.0.0: parsing, precedence (§11) and bumps. */

export interface SemVer {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  readonly prerelease: readonly (string | number)[];
}

// The regular expression semver.org recommends, without the capture of build metadata (ignored for precedence).
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+[0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*)?$/;

/** Longest version string accepted; keeps keys and the versions list of a rubric small. */
export const MAX_VERSION_LENGTH = 64;

export const parseSemVer = (text: string): SemVer | undefined => {
  if (text.length > MAX_VERSION_LENGTH) return undefined;
  const match = SEMVER.exec(text);
  if (!match) return undefined;
  const numeric = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (!numeric.every(Number.isSafeInteger)) return undefined;
  const prerelease = match[4] ? match[4].split('.').map((id) => (/^\d+$/.test(id) ? Number(id) : id)) : [];
  return { major: numeric[0], minor: numeric[1], patch: numeric[2], prerelease };
};

const compareIdentifiers = (a: string | number, b: string | number): number => {
  if (typeof a === 'number' && typeof b === 'number') return Math.sign(a - b);
  if (typeof a === 'number') return -1; // numeric identifiers have lower precedence than alphanumeric ones
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** Precedence order of §11: negative when a < b, 0 when equal (build metadata ignored), positive when a > b. */
export const compareSemVer = (a: SemVer, b: SemVer): number => {
  const core = Math.sign(a.major - b.major) || Math.sign(a.minor - b.minor) || Math.sign(a.patch - b.patch);
  if (core !== 0) return core;
  // A pre-release version has lower precedence than the associated normal version.
  if (a.prerelease.length === 0 || b.prerelease.length === 0) return Math.sign(b.prerelease.length - a.prerelease.length);
  for (let i = 0; i < Math.min(a.prerelease.length, b.prerelease.length); i++) {
    const order = compareIdentifiers(a.prerelease[i] as string | number, b.prerelease[i] as string | number);
    if (order !== 0) return order;
  }
  return Math.sign(a.prerelease.length - b.prerelease.length);
};

/** Compares two version strings that are known to be valid (stored versions). */
export const compareVersions = (a: string, b: string): number => {
  const parsedA = parseSemVer(a);
  const parsedB = parseSemVer(b);
  if (!parsedA || !parsedB) throw new Error(`Not a semantic version: ${parsedA ? b : a}`);
  return compareSemVer(parsedA, parsedB);
};

export type BumpLevel = 'major' | 'minor' | 'patch';

/**
 * The next release at `level`: the bumped number goes up by one, lower ones reset to 0, and pre-release and
 * build parts are dropped, so the result is always greater than `current` (1.2.0-rc.1 + patch → 1.2.1).
 */
export const bumpVersion = (current: string, level: BumpLevel): string => {
  const v = parseSemVer(current);
  if (!v) throw new Error(`Not a semantic version: ${current}`);
  if (level === 'major') return `${v.major + 1}.0.0`;
  if (level === 'minor') return `${v.major}.${v.minor + 1}.0`;
  return `${v.major}.${v.minor}.${v.patch + 1}`;
};
