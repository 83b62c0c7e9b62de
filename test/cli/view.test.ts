// mcpdesc view FILE --protocol-version V [--to json|yaml]: the Effective Protocol View (spec 4.12) on the command line.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { runCli } from './run-cli.ts';

const source = JSON.stringify(
  {
    mcpdesc: '0.9.0',
    info: { name: 'demo', version: '1.0.0' },
    protocolVersions: ['2025-11-25', '2026-07-28'],
    tools: [
      { name: 'old', protocolVersions: ['2025-11-25'], inputSchema: { type: 'object' }, security: [] },
      { name: 'new', protocolVersions: ['2026-07-28'], inputSchema: { type: 'object' }, security: [{}] },
    ],
  },
  null,
  2,
);

const cli = (argv: string[], files: Record<string, string> = {}) => runCli(argv, files);

describe('mcpdesc view', () => {
  it('prints the projected document in the source format and exits 0', () => {
    const { code, stdout, stderr } = cli(['view', 'a.json', '--protocol-version', '2026-07-28'], { 'a.json': source });
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(JSON.parse(stdout)).toEqual({
      mcpdesc: '0.9.0',
      info: { name: 'demo', version: '1.0.0' },
      protocolVersions: ['2026-07-28'],
      tools: [{ name: 'new', inputSchema: { type: 'object' }, security: [{}] }],
    });
  });

  it('--to yaml converts the view, and a YAML source stays YAML', () => {
    const toYaml = cli(['view', 'a.json', '--protocol-version=2025-11-25', '--to', 'yaml'], { 'a.json': source });
    expect(toYaml.code).toBe(0);
    expect(() => JSON.parse(toYaml.stdout)).toThrow();
    const value = parseYaml(toYaml.stdout) as { protocolVersions: string[]; tools: { name: string; security: unknown[] }[] };
    expect(value.protocolVersions).toEqual(['2025-11-25']);
    expect(value.tools).toEqual([{ name: 'old', inputSchema: { type: 'object' }, security: [] }]);

    const fromYaml = cli(['view', 'a.yaml', '--protocol-version', '2025-11-25'], { 'a.yaml': toYaml.stdout });
    expect(fromYaml.code).toBe(0);
    expect(parseYaml(fromYaml.stdout)).toEqual(value);
    expect(JSON.parse(cli(['view', 'a.yaml', '--protocol-version', '2025-11-25', '--to', 'json'], { 'a.yaml': toYaml.stdout }).stdout)).toEqual(value);
  });

  it('exits 1 with a message on stderr when V is not declared', () => {
    const { code, stdout, stderr } = cli(['view', 'a.json', '--protocol-version', '2025-06-18'], { 'a.json': source });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('"2025-06-18" is not declared');
    expect(stderr).toContain('2025-11-25, 2026-07-28');
  });

  it('exits 1 with the source errors on stderr when the source is invalid', () => {
    const invalid = source.replace('"version": "1.0.0"', '"version": 1');
    const { code, stdout, stderr } = cli(['view', 'a.json', '--protocol-version', '2026-07-28'], { 'a.json': invalid });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^a\.json:5:16: error /);
    expect(stderr).toContain('cannot be projected');
  });

  it('exits 2 on usage and I/O errors', () => {
    expect(cli(['view', 'a.json'], { 'a.json': source }).code).toBe(2);
    expect(cli(['view', 'a.json'], { 'a.json': source }).stderr).toContain('--protocol-version');
    expect(cli(['view', 'a.json', '--protocol-version', '2026-07-28', '--to', 'xml'], { 'a.json': source }).code).toBe(2);
    expect(cli(['view', 'a.json', '--protocol-version', '2026-07-28', '--order', 'spec'], { 'a.json': source }).code).toBe(2);
    expect(cli(['view', '--protocol-version', '2026-07-28']).code).toBe(2);
    const missing = cli(['view', 'missing.json', '--protocol-version', '2026-07-28']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('ENOENT');
  });

  it('is listed in the usage text', () => {
    expect(cli(['help']).stdout).toContain('mcpdesc view FILE --protocol-version V');
  });

  it('runs as a process with the documented exit codes', () => {
    const ok = spawnSync('npx', ['tsx', 'cli/mcpdesc.ts', 'view', '-', '--protocol-version', '2026-07-28', '--format', 'json'], { input: source, encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).protocolVersions).toEqual(['2026-07-28']);
    const undeclared = spawnSync('npx', ['tsx', 'cli/mcpdesc.ts', 'view', '-', '--protocol-version', '2024-11-05'], { input: source, encoding: 'utf8' });
    expect(undeclared.status).toBe(1);
    expect(undeclared.stderr).toContain('not declared');
  }, 30_000);
});
