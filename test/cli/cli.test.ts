import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

const valid = JSON.stringify(
  { mcpdesc: '0.9.0', info: { name: 'demo', version: '1.0.0' }, protocolVersions: ['2026-07-28'] },
  null,
  2,
);
const invalidJson =
  '{\n  "mcpdesc": "0.9.0",\n  "info": {\n    "name": "demo",\n    "version": "1.0.0"\n  },\n  "protocolVersions": ["2026-07-28"],\n  "unknown": 1\n}\n';

const cli = (argv: string[], files: Record<string, string> = {}) => runCli(argv, files);

describe('mcpdesc validate', () => {
  it('exits 0 and reports valid for a valid document', async () => {
    const { code, stdout } = await cli(['validate', 'a.mcpdesc.json', '--json'], { 'a.mcpdesc.json': valid });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ valid: true, diagnostics: [] });
  });

  it('exits 1 with located diagnostics for an invalid document', async () => {
    const { code, stdout } = await cli(['validate', 'a.mcpdesc.json', '--json'], { 'a.mcpdesc.json': invalidJson });
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report.valid).toBe(false);
    const unexpected = report.diagnostics.find((d: { path: string }) => d.path === '/unknown');
    expect(unexpected).toMatchObject({
      rule: 'mcpdesc.document.schema',
      severity: 'error',
      requirement: 'req-closed-objects',
      range: { start: { line: 8, column: 3 } },
    });
    expect(typeof unexpected.message).toBe('string');
  });

  it('exits 1 on a syntax error, reporting line and column', async () => {
    const { code, stdout } = await cli(['validate', 'bad.json', '--json'], { 'bad.json': '{\n  "mcpdesc": \n}' });
    expect(code).toBe(1);
    const [first] = JSON.parse(stdout).diagnostics;
    expect(first.rule).toBe('mcpdesc.serialization.conforming');
    expect(first.range.start.line).toBe(3);
  });

  it('reads YAML by extension and prints a human report without --json', async () => {
    const { code, stdout } = await cli(['validate', 'a.mcpdesc.yaml'], {
      'a.mcpdesc.yaml':
        'mcpdesc: "0.9.0"\ninfo:\n  name: demo\n  version: "1"\nprotocolVersions: ["2026-07-28"]\nextra: true\n',
    });
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /^a\.mcpdesc\.yaml\n {2}6:1 {2}error {2}Unexpected member "extra".* {2}mcpdesc\.document\.schema req-closed-objects$/m,
    );
    expect(stdout).toMatch(/\n✖ 1 problem \(1 error, 0 warnings\)\n$/);
  });

  it('names the requirement of every finding, and --explain says where it stands and what it asks', async () => {
    const files = {
      'a.yaml': 'mcpdesc: "0.9.0"\ninfo:\n  name: demo\n  version: ""\nprotocolVersions: ["2026-07-28"]\n',
    };
    const plain = await cli(['validate', 'a.yaml'], files);
    expect(plain.stdout).toMatch(
      /^ {2}4:12 {2}error {2}info\.version .* {2}mcpdesc\.info\.members req-info-version-non-empty$/m,
    );
    expect(plain.stdout).not.toContain('§');
    const explained = await cli(['validate', 'a.yaml', '--explain'], files);
    expect(explained.code).toBe(1);
    // Under its finding, aligned with the message.
    expect(explained.stdout.split('\n')[3]).toBe(
      `${' '.repeat(15)}§ 5.1 req-info-version-non-empty: info.version is not an empty string.`,
    );
    expect((await cli(['validate', 'a.yaml', '--explain', '--json'], files)).code).toBe(2);
  });

  it('exits 2 on usage and I/O errors', async () => {
    expect((await cli([])).code).toBe(2);
    expect((await cli(['validate'])).code).toBe(2);
    expect((await cli(['frobnicate', 'x.json'], { 'x.json': valid })).code).toBe(2);
    expect((await cli(['validate', 'missing.json'])).code).toBe(2);
    expect((await cli(['validate', 'missing.json'])).stderr).toBe(
      'mcpdesc: missing.json: no such file or folder (check the path)\n',
    );
    expect((await cli(['validate', 'x.json', '--format', 'xml'], { 'x.json': valid })).code).toBe(2);
  });
});

describe('mcpdesc format', () => {
  it('converts JSON to YAML and back without changing the data model', async () => {
    const toYaml = await cli(['format', 'a.json', '--to', 'yaml'], { 'a.json': valid });
    expect(toYaml.code).toBe(0);
    expect(toYaml.stdout).toContain('mcpdesc:');
    const back = await cli(['format', 'a.yaml', '--to', 'json'], { 'a.yaml': toYaml.stdout });
    expect(JSON.parse(back.stdout)).toEqual(JSON.parse(valid));
  });

  it('--format json|yaml is a synonym of --to (one vocabulary: the printed document), --input-format names the input', async () => {
    const toYaml = await cli(['format', 'a.json', '--to', 'yaml'], { 'a.json': valid });
    expect(await cli(['format', 'a.json', '--format', 'yaml'], { 'a.json': valid })).toEqual(toYaml);
    expect(await cli(['format', 'a.txt', '--input-format', 'json', '--to', 'yaml'], { 'a.txt': valid })).toEqual(
      toYaml,
    );
    const imported = await runCli(
      [
        'import',
        'tools.json',
        '--protocol-version',
        '2025-06-18',
        '--server-name',
        'n',
        '--server-version',
        '1',
        '--to',
        'yaml',
      ],
      { 'tools.json': '{"tools": []}' },
    );
    expect(imported.stdout).toMatch(/^mcpdesc: 0\.9\.0\n/);
  });

  it('--order spec puts root members in the recommended order', async () => {
    const shuffled = JSON.stringify({
      protocolVersions: ['2026-07-28'],
      info: { version: '1', name: 'n' },
      mcpdesc: '0.9.0',
    });
    const { code, stdout } = await cli(['format', 'a.json', '--order', 'spec'], { 'a.json': shuffled });
    expect(code).toBe(0);
    expect(Object.keys(JSON.parse(stdout))).toEqual(['mcpdesc', 'info', 'protocolVersions']);
  });
});

describe('mcpdesc validate --rule-results', () => {
  it('adds one status per rule to the JSON report, and requires --json', async () => {
    const { code, stdout } = await cli(['validate', 'a.json', '--json', '--rule-results'], { 'a.json': invalidJson });
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report.ruleResults.find((r: { rule: string }) => r.rule === 'mcpdesc.document.schema')).toEqual({
      rule: 'mcpdesc.document.schema',
      status: 'failed',
    });
    expect(report.ruleResults.find((r: { rule: string }) => r.rule === 'mcpdesc.info.members')).toEqual({
      rule: 'mcpdesc.info.members',
      status: 'passed',
    });
    expect((await cli(['validate', 'a.json', '--rule-results'], { 'a.json': valid })).code).toBe(2);
  });
});
