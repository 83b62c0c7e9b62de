// The CLI guide (docs/cli.md) has a section for every command `mcpdesc --help` lists, and names no command it lacks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.ts';

const guide = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'cli.md'), 'utf8');

describe('docs/cli.md', () => {
  it('has a section for each command of mcpdesc --help, and none for a command it does not list', async () => {
    const { code, stdout } = await runCli(['--help'], {});
    expect(code).toBe(0);
    const listed = stdout
      .slice(stdout.indexOf('Commands:'), stdout.indexOf('Options:'))
      .split('\n')
      .slice(1)
      .map((line) => /^\s+([a-z]+)\b/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined);
    expect(listed.length).toBeGreaterThan(5);
    const sections = [...guide.matchAll(/^## ([a-z]+)$/gm)].map((m) => m[1]);
    expect(sections.sort()).toEqual([...listed].sort());
  });

  it('shows each command in a shell example', async () => {
    for (const [, name] of guide.matchAll(/^## ([a-z]+)$/gm)) expect(guide).toContain(`mcpdesc ${name}`);
  });
});
