import { bumpVersion, compareVersions, parseSemVer } from '../../src/rubrics/semver';

describe('semantic versions', () => {
  it('orders versions by semver precedence, not as text', () => {
    const ordered = [
      '0.9.0',
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.2.0',
      '1.10.0',
      '2.0.0',
    ];
    for (let i = 1; i < ordered.length; i++) {
      expect([ordered[i - 1], Math.sign(compareVersions(ordered[i - 1]!, ordered[i]!))]).toEqual([ordered[i - 1], -1]);
      expect(compareVersions(ordered[i]!, ordered[i - 1]!)).toBeGreaterThan(0);
    }
  });

  it('ignores build metadata for precedence', () => {
    expect(compareVersions('1.0.0+build.1', '1.0.0+build.2')).toBe(0);
  });

  it('rejects what is not semver', () => {
    for (const text of ['1', '1.0', 'v1.0.0', '01.0.0', '1.0.0-', '1.0.0-01', '1.0.0 ', 'latest', '']) {
      expect([text, parseSemVer(text)]).toEqual([text, undefined]);
    }
  });

  it('bumps to the next release at the given level', () => {
    expect(bumpVersion('1.2.3', 'patch')).toBe('1.2.4');
    expect(bumpVersion('1.2.3', 'minor')).toBe('1.3.0');
    expect(bumpVersion('1.2.3', 'major')).toBe('2.0.0');
    expect(bumpVersion('1.2.0-rc.1', 'patch')).toBe('1.2.1');
  });
});
