// README.md is a front page (issue 30): short, the two commands for a fresh machine near the top, a picture of the
// app made by `npm run screenshots`, and links to the guides that hold the detail.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const lines = readme.split('\n');
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;

describe('README.md', () => {
  it('is at most 150 lines', () => {
    expect(lines.length).toBeLessThanOrEqual(150);
  });

  it('says what the project is, and for whom, in one paragraph of at most 60 words', () => {
    const first = readme.split(/\n\s*\n/)[1] ?? '';
    const words = first
      .replace(/\]\([^)]*\)/g, ']')
      .split(/\s+/)
      .filter(Boolean);
    expect(first).toMatch(/MCP Description/);
    expect(first).toMatch(/\bfor people\b/i);
    expect(words.length).toBeLessThanOrEqual(60);
  });

  it('gives the two commands for a fresh machine within its first 40 lines, and package.json has both scripts', () => {
    const top = lines.slice(0, 40);
    expect(top).toContain('npm ci && npm start');
    expect(top).toContain('npm ci && npm test');
    expect(scripts.start).toBeTruthy();
    expect(scripts.test).toBeTruthy();
  });

  it('shows the playground with the picture npm run screenshots makes, at a laptop size', () => {
    expect(readme).toMatch(/!\[[^\]]+\]\(docs\/images\/playground\.png\)/);
    expect(scripts.screenshots).toBe('node scripts/screenshots.mjs');
    const png = readFileSync(join(root, 'docs', 'images', 'playground.png'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1280, 800]);
  });

  it('links every guide', () => {
    for (const guide of ['docs/playground.md', 'docs/cli.md', 'docs/development.md', 'ARCHITECTURE.md'])
      expect(readme).toContain(`](${guide})`);
  });
});
