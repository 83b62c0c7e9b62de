// mcpdesc validate PATH...: files and folders in one process, in parallel on worker threads, reported in input order.
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/run.ts';
import { memoryIo, runCli } from './run-cli.ts';

const valid = (name: string) =>
  JSON.stringify({ mcpdesc: '0.9.0', info: { name, version: '1.0.0' }, protocolVersions: ['2025-06-18'] }, null, 2);
const invalid = (name: string) => `mcpdesc: "0.9.0"\ninfo:\n  name: ${name}\nprotocolVersions: ["2025-06-18"]\n`;

describe('validate PATH... in memory', () => {
  const files = {
    'specs/b.mcpdesc.json': valid('b'),
    'specs/a.mcpdesc.yaml': valid('a'),
    'specs/nested/c.mcpdesc.yml': invalid('c'),
    'specs/notes.json': '{ not a description',
    'specs/.hidden/h.mcpdesc.json': invalid('h'),
    'specs/node_modules/m.mcpdesc.json': invalid('m'),
    'other.json': valid('other'),
  };

  it('a folder gives every *.mcpdesc.json|yaml|yml below it in name order, hidden folders and node_modules skipped', async () => {
    const { code, stdout, stderr } = await runCli(['validate', 'specs', '--json'], files);
    expect(stderr).toBe('');
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as { file: string; valid: boolean; diagnostics: unknown[] }[];
    expect(report.map((r) => [r.file, r.valid])).toEqual([
      ['specs/a.mcpdesc.yaml', true],
      ['specs/b.mcpdesc.json', true],
      ['specs/nested/c.mcpdesc.yml', false],
    ]);
    expect(Object.keys(report[0]!)).toEqual(['file', 'valid', 'diagnostics']);
  });

  it('files given explicitly are validated whatever their name, in the order given, folders expanded in place', async () => {
    const { code, stdout } = await runCli(['validate', 'other.json', 'specs/nested', 'specs/b.mcpdesc.json'], files);
    expect(code).toBe(1);
    // Only the file with findings has a heading; the summary counts every file.
    expect(stdout).toMatch(
      /^\nspecs\/nested\/c\.mcpdesc\.yml\n {2}3:3 {2}error {2}.*"version".* {2}mcpdesc\.info\.members req-info-fields\n\n/,
    );
    expect(stdout).toMatch(/\n✖ 1 problem \(1 error, 0 warnings\)\n3 files checked: 2 valid, 1 invalid\n$/);
    expect(stdout).not.toContain('other.json');
  });

  it('exit 0 when every file is valid; one file keeps the report without a file name', async () => {
    expect((await runCli(['validate', 'specs/a.mcpdesc.yaml', 'specs/b.mcpdesc.json'], files)).code).toBe(0);
    const one = await runCli(['validate', 'specs/a.mcpdesc.yaml', '--json'], files);
    expect(JSON.parse(one.stdout)).toEqual({ valid: true, diagnostics: [] });
  });

  it('a path that does not exist, or a folder without descriptions, is an I/O error (exit 2)', async () => {
    const missing = await runCli(['validate', 'specs', 'nope'], files);
    expect(missing).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'mcpdesc: nope: no such file or folder (check the path)\n',
    });
    const empty = await runCli(['validate', 'empty'], { 'empty/readme.txt': 'x' });
    expect(empty).toMatchObject({
      code: 2,
      stderr: 'mcpdesc: no *.mcpdesc.json, *.mcpdesc.yaml or *.mcpdesc.yml file in empty\n',
    });
  });

  it('--input-format reads every input as the given format', async () => {
    const text = (
      await runCli(['validate', 'doc.txt', '--input-format', 'yaml', '--json'], { 'doc.txt': invalid('x') })
    ).stdout;
    expect(JSON.parse(text).diagnostics[0]).toMatchObject({
      rule: 'mcpdesc.info.members',
      range: { start: { line: 3, column: 3 } },
    });
    const asJson = await runCli(['validate', 'doc.txt', '--input-format', 'json', '--json'], {
      'doc.txt': invalid('x'),
    });
    expect(JSON.parse(asJson.stdout).diagnostics[0].rule).toBe('mcpdesc.serialization.conforming');
  });
});

describe('strict arguments', () => {
  const files = { 'f.json': valid('f') };

  it.each([
    [['validate', '--jsno', 'f.json'], 'mcpdesc validate: unknown option --jsno'],
    [['validate', 'f.json', '--format'], 'mcpdesc validate: --format needs a value'],
    [
      ['validate', 'f.json', '--format', 'yaml'],
      'mcpdesc validate: --format is the report format (stylish, json, sarif, github); the input format is --input-format json|yaml',
    ],
    [
      ['validate', 'f.json', '--format', 'xml'],
      'mcpdesc validate: --format must be one of stylish, json, sarif, github (got "xml")',
    ],
    [
      ['validate', 'f.json', '--json', '--format', 'sarif'],
      'mcpdesc validate: --json and --format sarif disagree (--json is --format json)',
    ],
    [['validate', 'f.json', '--json=yes'], 'mcpdesc validate: --json takes no value'],
    [['validate', 'f.json', '--jobs', '0'], 'mcpdesc validate: --jobs must be a positive whole number (got "0")'],
    [['validate', 'f.json', '--rule-results'], 'mcpdesc validate: --rule-results goes with --format json (or --json)'],
    [['validate'], 'mcpdesc validate: missing PATH'],
    [['format', 'f.json', '--to'], 'mcpdesc format: --to needs a value'],
    [
      ['format', 'f.json', '--to', '--order', 'spec'],
      'mcpdesc format: --to needs a value (to give one that starts with "-", write --to=VALUE)',
    ],
    [['view', 'f.json', '--kind', 'tools', '--protocol-version', '2025-06-18'], 'mcpdesc view: unknown option --kind'],
    [['import', 'f.json', '--server-name', 'x'], 'mcpdesc import: --server-name and --server-version go together'],
    [['frobnicate', 'f.json'], 'mcpdesc: unknown command "frobnicate"'],
    [['--jsno'], 'mcpdesc: unknown option --jsno'],
  ])('%j is a usage error naming it (exit 2, then where the usage is)', async (argv, message) => {
    const { code, stdout, stderr } = await runCli(argv, files);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.startsWith(message)).toBe(true);
    const [, command] = /^(mcpdesc(?: [a-z]+)?):/.exec(message)!;
    expect(stderr.split('\n').slice(1)).toEqual([`Run ${command} --help for usage.`, '']);
  });

  it('--help per command and --version print to stdout and exit 0', async () => {
    for (const command of ['validate', 'format', 'view', 'native', 'merge', 'import']) {
      const { code, stdout } = await runCli([command, '--help']);
      expect(code).toBe(0);
      expect(stdout).toMatch(new RegExp(`^Usage: mcpdesc ${command} `));
    }
    const help = await runCli(['validate', 'f.json', '-h'], files);
    expect(help.stdout).toMatch(/--format F {12}report format/);
    const version = await runCli(['--version']);
    expect(version).toEqual({
      code: 0,
      stdout: `${(await import('../../package.json', { with: { type: 'json' } })).default.version}\n`,
      stderr: '',
    });
    expect((await runCli([])).code).toBe(2);
  });

  it('after --, an argument that starts with "-" is a file', async () => {
    expect(await runCli(['validate', '--json', '--', '--odd.json'], { '--odd.json': valid('odd') })).toMatchObject({
      code: 0,
    });
  });
});

describe('a folder of 200 files in one call, on worker threads', () => {
  const names = Array.from(
    { length: 200 },
    (_, i) => `specs/server-${String(i).padStart(3, '0')}.mcpdesc.${i % 2 === 0 ? 'json' : 'yaml'}`,
  );
  const files = Object.fromEntries(names.map((name, i) => [name, i === 137 ? invalid(`s${i}`) : valid(`s${i}`)]));

  it('exits 1 when one is invalid, and reports all 200 in input order though threads answer out of order', async () => {
    const threads = { count: 0 };
    const out = { stdout: '', stderr: '' };
    const code = await run(['validate', 'specs', '--jobs', '3', '--json'], memoryIo(files, out, 2, threads));
    expect(out.stderr).toBe('');
    expect(code).toBe(1);
    expect(threads.count).toBe(3);
    const report = JSON.parse(out.stdout) as { file: string; valid: boolean }[];
    expect(report.map((r) => r.file)).toEqual(names);
    expect(report.filter((r) => !r.valid).map((r) => r.file)).toEqual([names[137]]);

    const stylish = await runCli(['validate', 'specs'], files, 2);
    expect(stylish.code).toBe(1);
    expect(stylish.stdout.split('\n').filter((l) => l.startsWith('specs/'))).toEqual([names[137]]);
    expect(stylish.stdout).toMatch(/\n200 files checked: 199 valid, 1 invalid\n$/);
  });

  it('by default one thread per core, and none for a few files (--jobs 1: none at all)', async () => {
    const count = async (argv: string[], fileSet: Record<string, string>) => {
      const threads = { count: 0 };
      await run(argv, memoryIo(fileSet, { stdout: '', stderr: '' }, 2, threads));
      return threads.count;
    };
    expect(await count(['validate', 'specs'], files)).toBe(2);
    expect(await count(['validate', 'specs', '--jobs', '1'], files)).toBe(0);
    expect(await count(['validate', names[0]!, names[1]!], files)).toBe(0);
  });
});
