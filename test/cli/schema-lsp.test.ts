import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

describe('mcpdesc schema', () => {
  it('prints the bundled 0.9.0-rc.3 JSON Schema, byte for byte the file the app offers', async () => {
    const { code, stdout, stderr } = await runCli(['schema'], {});
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toBe(
      readFileSync(new URL('../../core/generated/mcp-description-0.9.0-rc.3.schema.json', import.meta.url), 'utf8'),
    );
    expect(JSON.parse(stdout)).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://mcpdesc.org/schema/mcp-description/0.9.0-rc.3.json',
      required: ['mcpdesc', 'info', 'protocolVersions'],
    });
  });

  it('takes no FILE and no option', async () => {
    const extra = await runCli(['schema', 'x.json'], {});
    expect(extra.code).toBe(2);
    expect(extra.stderr).toContain('unexpected argument "x.json"');
    expect((await runCli(['schema', '--to', 'yaml'], {})).code).toBe(2);
  });
});

describe('mcpdesc lsp and schema in the help', () => {
  it('are listed, and each has its help with examples', async () => {
    const usage = (await runCli(['--help'], {})).stdout;
    expect(usage).toMatch(/^ {2}lsp {2,}the language server/m);
    expect(usage).toMatch(/^ {2}schema {2,}print the JSON Schema/m);
    for (const command of ['lsp', 'schema']) {
      const help = await runCli([command, '--help'], {});
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(new RegExp(`^Usage: mcpdesc ${command}`));
      expect(help.stdout).toContain('Examples:');
    }
  });

  it('lsp refuses a FILE or another transport before it starts', async () => {
    const file = await runCli(['lsp', 'x.json'], {});
    expect(file.code).toBe(2);
    expect(file.stderr).toContain('unexpected argument "x.json" (lsp takes no FILE)');
    const socket = await runCli(['lsp', '--socket=5000'], {});
    expect(socket.code).toBe(2);
    expect(socket.stderr).toContain('unknown option --socket');
  });
});
