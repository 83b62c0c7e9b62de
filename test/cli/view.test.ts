// mcpdesc view FILE --protocol-version V [--to json|yaml]: the Effective Protocol View (spec 4.12) on the command line.
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
  it('prints the projected document in the source format and exits 0', async () => {
    const { code, stdout, stderr } = await cli(['view', 'a.json', '--protocol-version', '2026-07-28'], {
      'a.json': source,
    });
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(JSON.parse(stdout)).toEqual({
      mcpdesc: '0.9.0',
      info: { name: 'demo', version: '1.0.0' },
      protocolVersions: ['2026-07-28'],
      tools: [{ name: 'new', inputSchema: { type: 'object' }, security: [{}] }],
    });
  });

  it('--to yaml converts the view, and a YAML source stays YAML', async () => {
    const toYaml = await cli(['view', 'a.json', '--protocol-version=2025-11-25', '--to', 'yaml'], { 'a.json': source });
    expect(toYaml.code).toBe(0);
    expect(() => JSON.parse(toYaml.stdout)).toThrow();
    const value = parseYaml(toYaml.stdout) as {
      protocolVersions: string[];
      tools: { name: string; security: unknown[] }[];
    };
    expect(value.protocolVersions).toEqual(['2025-11-25']);
    expect(value.tools).toEqual([{ name: 'old', inputSchema: { type: 'object' }, security: [] }]);

    const fromYaml = await cli(['view', 'a.yaml', '--protocol-version', '2025-11-25'], { 'a.yaml': toYaml.stdout });
    expect(fromYaml.code).toBe(0);
    expect(parseYaml(fromYaml.stdout)).toEqual(value);
    expect(
      JSON.parse(
        (await cli(['view', 'a.yaml', '--protocol-version', '2025-11-25', '--to', 'json'], { 'a.yaml': toYaml.stdout }))
          .stdout,
      ),
    ).toEqual(value);
  });

  it('exits 1 with a message on stderr when V is not declared', async () => {
    const { code, stdout, stderr } = await cli(['view', 'a.json', '--protocol-version', '2025-06-18'], {
      'a.json': source,
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('"2025-06-18" is not declared');
    expect(stderr).toContain('2025-11-25, 2026-07-28');
  });

  it('exits 1 with the source errors on stderr when the source is invalid', async () => {
    const invalid = source.replace('"version": "1.0.0"', '"version": 1');
    const { code, stdout, stderr } = await cli(['view', 'a.json', '--protocol-version', '2026-07-28'], {
      'a.json': invalid,
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^\na\.json\n {2}5:16 +error {2}/);
    expect(stderr).toContain('cannot be projected');
  });

  it('exits 2 on usage and I/O errors', async () => {
    expect((await cli(['view', 'a.json'], { 'a.json': source })).code).toBe(2);
    expect((await cli(['view', 'a.json'], { 'a.json': source })).stderr).toContain('--protocol-version');
    expect(
      (await cli(['view', 'a.json', '--protocol-version', '2026-07-28', '--to', 'xml'], { 'a.json': source })).code,
    ).toBe(2);
    expect(
      (await cli(['view', 'a.json', '--protocol-version', '2026-07-28', '--order', 'spec'], { 'a.json': source })).code,
    ).toBe(2);
    expect((await cli(['view', '--protocol-version', '2026-07-28'])).code).toBe(2);
    const missing = await cli(['view', 'missing.json', '--protocol-version', '2026-07-28']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('mcpdesc: missing.json: no such file or folder (check the path)\n');
  });

  it('has its usage (view --help)', async () => {
    expect((await cli(['view', '--help'])).stdout).toContain('Usage: mcpdesc view FILE [--protocol-version V]');
  });

  it('reads standard input (-) with the documented exit codes; --format json|yaml is a synonym of --to', async () => {
    const ok = await cli(['view', '-', '--protocol-version', '2026-07-28', '--format', 'json'], { '-': source });
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout).protocolVersions).toEqual(['2026-07-28']);
    const yaml = await cli(['view', '-', '--protocol-version', '2026-07-28', '--format', 'yaml'], { '-': source });
    expect(yaml.stdout).toBe(
      (await cli(['view', '-', '--protocol-version', '2026-07-28', '--to', 'yaml'], { '-': source })).stdout,
    );
    expect(yaml.stdout).toMatch(/^mcpdesc: /);
    const undeclared = await cli(['view', '-', '--protocol-version', '2024-11-05'], { '-': source });
    expect(undeclared.code).toBe(1);
    expect(undeclared.stderr).toContain('not declared');
  });

  it('uses the only declared protocol version when none is given; with several, names them (exit 2)', async () => {
    const single = JSON.stringify({ ...JSON.parse(source), protocolVersions: ['2026-07-28'] }, null, 2).replace(
      '"2025-11-25"',
      '"2026-07-28"',
    );
    const implicit = await cli(['view', 'a.json'], { 'a.json': single });
    expect(implicit).toMatchObject({ code: 0, stderr: '' });
    expect(implicit.stdout).toBe(
      (await cli(['view', 'a.json', '--protocol-version', '2026-07-28'], { 'a.json': single })).stdout,
    );
    expect(await cli(['view', 'a.json'], { 'a.json': source })).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'mcpdesc view: a.json declares 2025-11-25, 2026-07-28: give --protocol-version V\nRun mcpdesc view --help for usage.\n',
    });
    const unreadable = await cli(['view', 'a.json'], { 'a.json': '{ "mcpdesc": ' });
    expect(unreadable).toMatchObject({ code: 1, stdout: '' });
    expect(unreadable.stderr).toBe(
      'mcpdesc: a.json cannot be read as a document (run mcpdesc validate a.json to see why)\n',
    );
    const none = await cli(['view', 'a.json'], { 'a.json': source.replace(/"20\d\d-\d\d-\d\d"/g, '"2099-01-01"') });
    expect(none.stderr).toMatch(
      /^mcpdesc view: a\.json declares no protocol version this CLI knows: give --protocol-version V\n/,
    );
  });
});
