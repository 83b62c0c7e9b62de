// Every command's --help ends with examples (as ESLint's and Prettier's documentation show them); the CLI guide
// (docs/cli.md) shows the same ones, and each example is a command line the CLI accepts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

const guide = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'cli.md'), 'utf8');

/** The example lines after "Examples:" in a help text, without their indentation. */
function examples(help: string): string[] {
  const start = help.indexOf('Examples:\n');
  if (start < 0) return [];
  return help
    .slice(start + 'Examples:\n'.length)
    .split('\n')
    .filter((line) => /^\s+mcpdesc /.test(line))
    .map((line) => line.trim());
}

/** An example's arguments, without a comment or a redirection ("> out.json"). */
function argv(example: string): string[] {
  return example
    .replace(/\s+(#|>|\().*$/, '')
    .split(/\s+/)
    .slice(1);
}

describe('Examples in --help', () => {
  it.each(['view', 'native', 'merge', 'import'])(
    'mcpdesc %s --help shows examples of itself, also in the guide',
    async (command) => {
      const { code, stdout } = await runCli([command, '--help']);
      expect(code).toBe(0);
      const shown = examples(stdout);
      expect(shown.length).toBeGreaterThanOrEqual(2);
      for (const example of shown) {
        expect(example.startsWith(`mcpdesc ${command} `)).toBe(true);
        expect(guide).toContain(example);
      }
    },
  );

  it('mcpdesc --help shows examples of several commands', async () => {
    const { stdout } = await runCli(['--help']);
    const shown = examples(stdout);
    expect(new Set(shown.map((e) => e.split(' ')[1])).size).toBeGreaterThanOrEqual(4);
  });

  it('every example is a command line the CLI accepts (no usage error)', async () => {
    for (const command of ['view', 'native', 'merge', 'import', 'docs', 'schema']) {
      for (const example of examples((await runCli([command, '--help'])).stdout)) {
        const { stderr } = await runCli(argv(example));
        expect(stderr, example).not.toContain('--help for usage');
      }
    }
    for (const example of examples((await runCli(['--help'])).stdout)) {
      expect((await runCli(argv(example))).stderr, example).not.toContain('--help for usage');
    }
  });
});
