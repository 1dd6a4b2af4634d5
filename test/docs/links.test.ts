import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The README and docs/ are read on GitHub and in a clone: every relative link must reach a file of the repository,
 * and every #anchor a heading of the page it names (GitHub's heading slugs).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const markdownFilesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFilesUnder(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });

const PAGES = [path.join(root, 'README.md'), ...markdownFilesUnder(path.join(root, 'docs'))];

/** The page's lines outside fenced code blocks, with inline code spans blanked (links there are not links). */
const proseLines = (text: string): string[] => {
  let fenced = false;
  return text.split('\n').flatMap((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length))];
  });
};

/** GitHub's heading ids: the rendered text, lower-cased, punctuation dropped, spaces as hyphens; repeats get -1, -2… */
const headingSlugs = (text: string): Set<string> => {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? undefined : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const rendered = heading[1]!.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '');
    const base = rendered
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const repeats = seen.get(base) ?? 0;
    seen.set(base, repeats + 1);
    slugs.add(repeats === 0 ? base : `${base}-${repeats}`);
  }
  return slugs;
};

interface Link {
  readonly page: string;
  readonly line: number;
  readonly target: string;
}

const linksOf = (page: string): Link[] =>
  proseLines(readFileSync(page, 'utf8')).flatMap((line, index) =>
    [...line.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => ({
      page: path.relative(root, page),
      line: index + 1,
      target: match[1]!,
    })),
  );

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** What is wrong with a relative link, or undefined when it resolves. */
const problemOf = (link: Link): string | undefined => {
  const [pathPart = '', anchor] = link.target.split('#', 2) as [string, string | undefined];
  const from = path.dirname(path.join(root, link.page));
  const resolved = pathPart === '' ? path.join(root, link.page) : path.resolve(from, decodeURIComponent(pathPart));
  const relative = path.relative(root, resolved);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return 'leaves the repository';
  if (!existsSync(resolved)) return `${relative} does not exist`;
  if (anchor === undefined) return undefined;
  if (!resolved.endsWith('.md') || statSync(resolved).isDirectory()) return `#${anchor} on a file that is not a page`;
  return headingSlugs(readFileSync(resolved, 'utf8')).has(anchor) ? undefined : `no heading #${anchor} in ${relative}`;
};

describe('README and docs/ links', () => {
  it('reads the README and every page of docs/', () => {
    expect(PAGES.map((page) => path.relative(root, page))).toEqual(expect.arrayContaining(['README.md', 'docs/api.md']));
  });

  it('resolve, every one, to a file of the repository and a heading of the page they name', () => {
    const links = PAGES.flatMap(linksOf).filter((link) => !isExternal(link.target));
    expect(links.length).toBeGreaterThan(50);
    const broken = links.flatMap((link) => {
      const problem = problemOf(link);
      return problem ? [`${link.page}:${link.line} (${link.target}): ${problem}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('computes anchors as GitHub does', () => {
    const slugs = headingSlugs(
      [
        '# Calibration (`/v2/audits/{id}/calibrations`)',
        '## Before the first deploy: `npm run preflight -- -c stage=dev|prod`',
        "### The sandbox's local Transcribe",
        '## Notes',
        '## Notes',
        '```',
        '# not a heading',
        '```',
      ].join('\n'),
    );
    expect([...slugs]).toEqual([
      'calibration-v2auditsidcalibrations',
      'before-the-first-deploy-npm-run-preflight-----c-stagedevprod',
      'the-sandboxs-local-transcribe',
      'notes',
      'notes-1',
    ]);
  });
});

describe('README', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8').split('\n');

  it('fits a screen: at most 300 lines, none longer than 120 characters', () => {
    expect(readme.length).toBeLessThanOrEqual(300);
    expect(readme.filter((line) => [...line].length > 120)).toEqual([]);
  });

  it('shows the two Quick start commands, with how long each takes, on its first screen', () => {
    const firstScreen = readme.slice(0, 40).join('\n');
    expect(firstScreen).toMatch(/^\.\/scripts\/sandbox +# about \d+ (seconds|minutes?)/m);
    expect(firstScreen).toMatch(/^\.\/scripts\/test +# about \d+ minutes?/m);
  });
});
