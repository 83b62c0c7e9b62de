// Every relative link and image of README.md, ARCHITECTURE.md and the guides in docs/ resolves: the file exists, and a `#fragment`
// names a heading of the page it points to (as GitHub makes heading anchors). Links to other sites are not fetched.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const pages = [
  'README.md',
  'ARCHITECTURE.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The targets of a page's Markdown links and images (`[text](target)`, `![alt](target)`, `<img src>`), code left out. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  const inline = [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? '');
  const images = [...prose.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? '');
  return [...inline, ...images];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of prose.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = (heading ?? '')
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** What is wrong with one link of a page, or undefined when it resolves. */
function brokenLink(page: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined; // https:, mailto: … : another site, not checked
  const [path, fragment] = target.split('#', 2) as [string, string | undefined];
  const file = path === '' ? join(root, page) : join(root, dirname(page), decodeURIComponent(path));
  if (!existsSync(file)) return `${target}: no file ${relative(root, file)}`;
  if (fragment === undefined || !file.endsWith('.md')) return undefined;
  if (!headingAnchors(readFileSync(file, 'utf8')).has(decodeURIComponent(fragment).toLowerCase()))
    return `${target}: no heading #${fragment} in ${relative(root, file)}`;
  return undefined;
}

describe('links of README.md, ARCHITECTURE.md and docs/', () => {
  it('finds the guides', () => {
    expect(pages).toEqual(expect.arrayContaining(['README.md', 'docs/playground.md', 'docs/development.md']));
  });

  it.each(pages)('every relative link and image of %s resolves', (page) => {
    const targets = linkTargets(readFileSync(join(root, page), 'utf8'));
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.map((target) => brokenLink(page, target)).filter(Boolean)).toEqual([]);
  });

  it('reads links, images and anchors as GitHub does', () => {
    const page = '# Two commands\n## CLI & `mcpdesc`\n## CLI & `mcpdesc`\n```sh\n# not a heading\n[a](b.md)\n```\n';
    expect([...headingAnchors(page)]).toEqual(['two-commands', 'cli--mcpdesc', 'cli--mcpdesc-1']);
    expect(linkTargets('See [the guide](docs/x.md#a), ![shot](img.png "t") and `[no](code.md)`.')).toEqual([
      'docs/x.md#a',
      'img.png',
    ]);
    expect(brokenLink('README.md', 'docs/missing.md')).toBe('docs/missing.md: no file docs/missing.md');
    expect(brokenLink('README.md', 'ARCHITECTURE.md#no-such-heading')).toMatch(/no heading #no-such-heading/);
    expect(brokenLink('README.md', 'https://example.com/x')).toBeUndefined();
  });
});
