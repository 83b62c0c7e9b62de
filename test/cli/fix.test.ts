// mcpdesc fix PATH... [--write | --dry-run]: the fixed text on stdout for one file, each changed file rewritten
// (--write) or its unified diff printed (--dry-run); what was fixed, what remains and a summary on stderr; exit 0 when
// every result is valid, 1 otherwise, 2 on a usage or I/O error. Files keep their byte order mark and line breaks.
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/run.ts';
import { applyUnifiedDiff, diffsByFile } from './apply-diff.ts';
import { memoryIo, runCli, type CliFiles } from './run-cli.ts';

const yaml = `# keep this comment
mcpdesc: "0.9.0"
info:
  name: weather
  version: 1.0 # written as a number
  x-owner: team-a
protocolVersions: ["2025-11-25"]
tools:
  - name: get_forecast
    deprecated: "no"
    inputSchema: {type: object}
`;

const fixed = yaml.replace('version: 1.0 #', 'version: "1.0" #').replace('deprecated: "no"', 'deprecated: false');

describe('mcpdesc fix', () => {
  it('prints the fixed text, lists the fixes on stderr and exits 0 when the result is valid', async () => {
    const { code, stdout, stderr } = await runCli(['fix', 'a.mcpdesc.yaml'], { 'a.mcpdesc.yaml': yaml });
    expect(stdout).toBe(fixed);
    expect(stderr).toMatch(/^fixed mcpdesc\.info\.members at \/info\/version: Change to the string "1\.0"$/m);
    expect(stderr).toMatch(/^fixed mcpdesc\.tool\.members at \/tools\/0\/deprecated: /m);
    // Nothing remains: no report after the fixes, only the summary.
    expect(stderr).toMatch(
      /: Change to false \(a boolean, not the string "no"\)\n2 problems fixed\. No problems remain\.\n$/,
    );
    expect(code).toBe(0);
  });

  it('--write rewrites the file and prints nothing on stdout', async () => {
    const files: Record<string, string> = { 'a.mcpdesc.yaml': yaml };
    const { code, stdout } = await runCli(['fix', 'a.mcpdesc.yaml', '--write'], files);
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(files['a.mcpdesc.yaml']).toBe(fixed);
  });

  it('an ambiguous fault is left alone: the text is unchanged, the finding listed, exit 1', async () => {
    const text = yaml.replace(
      'protocolVersions: ["2025-11-25"]\n',
      'protocolVersions: ["2025-11-25"]\nsecurity:\n  - sessionCookie: []\n',
    );
    const { code, stdout, stderr } = await runCli(['fix', 'a.mcpdesc.yaml'], { 'a.mcpdesc.yaml': text });
    expect(code).toBe(1);
    expect(stdout).toBe(
      text.replace('version: 1.0 #', 'version: "1.0" #').replace('deprecated: "no"', 'deprecated: false'),
    );
    expect(stderr).toMatch(/^a\.mcpdesc\.yaml\n {2}9:5 {2}error {2}.* {2}mcpdesc\.security\.requirements /m);
    expect(stderr).toMatch(
      / req-security-scheme-references\n2 problems fixed\. 1 problem remains \(1 error, 0 warnings\)\.\n$/,
    );
  });

  it('JSON: extension members and layout outside the fix stay as written', async () => {
    const json =
      '{\n  "mcpdesc": "0.9.0",\n  "info": {"name": "w", "version": "1", "x-owner": "a"},\n  "protocolVersions": ["2025-11-25", "2025-11-25"],\n  "x-notes": {"keep": [1, 2]}\n}\n';
    const { code, stdout } = await runCli(['fix', 'a.json'], { 'a.json': json });
    expect(code).toBe(0);
    expect(stdout).toBe(json.replace('["2025-11-25", "2025-11-25"]', '["2025-11-25"]'));
  });

  it('a text that does not parse is printed unchanged, with its error, exit 1', async () => {
    const { code, stdout, stderr } = await runCli(['fix', 'bad.json'], { 'bad.json': '{"mcpdesc": ' });
    expect(code).toBe(1);
    expect(stdout).toBe('{"mcpdesc": ');
    expect(stderr).toMatch(/ {2}error {2}.* {2}mcpdesc\.serialization\.conforming /);
  });

  it('usage errors exit 2', async () => {
    expect((await runCli(['fix'], {})).code).toBe(2);
    expect((await runCli(['fix', 'a.json', '--to', 'yaml'], { 'a.json': '{}' })).code).toBe(2);
    expect((await runCli(['fix', '-', '--write'], { '-': '{}' })).code).toBe(2);
    expect((await runCli(['fix', 'missing.json'], {})).code).toBe(2);
  });
});

const utf8 = (text: string) => new TextEncoder().encode(text);
const bom = '\uFEFF';
const validYaml = 'mcpdesc: "0.9.0"\ninfo:\n  name: calm\n  version: "1.0"\nprotocolVersions: ["2025-11-25"]\n';
/** One fixable finding (a duplicate version) and one that stays (an undeclared security scheme). */
const halfFixable = `${validYaml.replace('["2025-11-25"]', '["2025-11-25", "2025-11-25"]')}security:\n  - sessionCookie: []\n`;
const json =
  '{\n  "mcpdesc": "0.9.0",\n  "info": {"name": "w", "version": "1"},\n  "protocolVersions": ["2025-11-25", "2025-11-25"]\n}\n';
const fixedJson = json.replace('["2025-11-25", "2025-11-25"]', '["2025-11-25"]');

describe('mcpdesc fix over many files', () => {
  it('--write rewrites only the files that change; the others stay the same bytes', async () => {
    const untouched = utf8(`${bom}${validYaml.replace(/\n/g, '\r\n')}`);
    const files: CliFiles = { 'a.mcpdesc.yaml': yaml, 'b.mcpdesc.yaml': untouched, 'c.json': json };
    const { code, stdout, stderr } = await runCli(
      ['fix', 'a.mcpdesc.yaml', 'b.mcpdesc.yaml', 'c.json', '--write'],
      files,
    );
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(files['a.mcpdesc.yaml']).toBe(fixed);
    expect(files['b.mcpdesc.yaml']).toBe(untouched);
    expect(files['c.json']).toBe(fixedJson);
    expect(stderr).toMatch(/^a\.mcpdesc\.yaml: fixed mcpdesc\.info\.members at \/info\/version: /m);
    expect(stderr).toMatch(/^c\.json: fixed \S+ at \/protocolVersions\/1: Remove the duplicate "2025-11-25"/m);
    expect(stderr).not.toMatch(/b\.mcpdesc\.yaml/);
    expect(stderr).toMatch(/\n2 of 3 files changed: 3 problems fixed\. No problems remain\.\n$/);
  });

  it('takes a folder: every description below it, in name order, other files left alone', async () => {
    const files: CliFiles = {
      'specs/b.mcpdesc.json': json,
      'specs/nested/a.mcpdesc.yaml': halfFixable,
      'specs/notes.yaml': 'protocolVersions: ["x", "x"]\n',
      'specs/.hidden/c.mcpdesc.json': json,
    };
    const { code, stderr } = await runCli(['fix', 'specs', '--write'], files);
    expect(code).toBe(1);
    expect(files['specs/b.mcpdesc.json']).toBe(fixedJson);
    expect(files['specs/nested/a.mcpdesc.yaml']).toBe(halfFixable.replace(', "2025-11-25"]', ']'));
    expect(files['specs/notes.yaml']).toBe('protocolVersions: ["x", "x"]\n');
    expect(files['specs/.hidden/c.mcpdesc.json']).toBe(json);
    expect(stderr.indexOf('specs/b.mcpdesc.json: fixed')).toBeLessThan(
      stderr.indexOf('specs/nested/a.mcpdesc.yaml: fixed'),
    );
    // The remaining finding, with its file; the verdict of a file with nothing left is not repeated.
    expect(stderr).toMatch(
      /^specs\/nested\/a\.mcpdesc\.yaml\n {2}\d+:\d+ {2}error {2}.* {2}mcpdesc\.security\.requirements /m,
    );
    expect(stderr).not.toMatch(/✖/);
    expect(stderr).not.toMatch(/specs\/b\.mcpdesc\.json: valid/);
    expect(stderr).toMatch(
      /\n2 files changed: 2 problems fixed\. 1 problem remains \(1 error, 0 warnings\) in 1 file\.\n$/,
    );
  });

  it('--dry-run prints a unified diff per changed file that turns it into the --write result, and writes nothing', async () => {
    const files: CliFiles = {
      'specs/a.mcpdesc.yaml': yaml,
      'specs/b.mcpdesc.json': json,
      'specs/c.mcpdesc.yaml': validYaml,
    };
    const before = { ...files };
    const dry = await runCli(['fix', 'specs', '--dry-run'], files);
    expect(files).toEqual(before);
    expect(dry.code).toBe(0);
    const diffs = diffsByFile(dry.stdout);
    expect([...diffs.keys()]).toEqual(['specs/a.mcpdesc.yaml', 'specs/b.mcpdesc.json']);
    expect(diffs.get('specs/b.mcpdesc.json')).toBe(
      [
        '--- a/specs/b.mcpdesc.json',
        '+++ b/specs/b.mcpdesc.json',
        '@@ -1,5 +1,5 @@',
        ' {',
        '   "mcpdesc": "0.9.0",',
        '   "info": {"name": "w", "version": "1"},',
        '-  "protocolVersions": ["2025-11-25", "2025-11-25"]',
        '+  "protocolVersions": ["2025-11-25"]',
        ' }',
        '',
      ].join('\n'),
    );
    expect(dry.stderr).toMatch(/^specs\/a\.mcpdesc\.yaml: would fix mcpdesc\.info\.members at \/info\/version: /m);
    expect(dry.stderr).toMatch(
      /\n2 of 3 files would change: 3 problems would be fixed\. No problems would remain\.\nRun it again with --write to apply the fixes\.\n$/,
    );

    const written = await runCli(['fix', 'specs', '--write'], files);
    expect(written.code).toBe(0);
    for (const [path, diff] of diffs) expect(applyUnifiedDiff(before[path] as string, diff)).toBe(files[path]);
  });

  it('--dry-run with nothing to fix prints nothing and says so', async () => {
    const { code, stdout, stderr } = await runCli(['fix', 'a.mcpdesc.yaml', '--dry-run'], {
      'a.mcpdesc.yaml': validYaml,
    });
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toBe('Nothing to fix in 1 file. No problems would remain.\n');
  });

  it('reads - (standard input) alone or beside files, but does not --write it', async () => {
    expect((await runCli(['fix', '-'], { '-': yaml })).stdout).toBe(fixed);
    const dry = await runCli(['fix', '-', 'b.json', '--dry-run'], { '-': yaml, 'b.json': json });
    expect(dry.code).toBe(0);
    expect(applyUnifiedDiff(yaml, diffsByFile(dry.stdout).get('-')!)).toBe(fixed);
    expect(applyUnifiedDiff(json, diffsByFile(dry.stdout).get('b.json')!)).toBe(fixedJson);
    const write = await runCli(['fix', '-', '--write'], { '-': yaml });
    expect(write.code).toBe(2);
    expect(write.stderr).toMatch(/^mcpdesc fix: --write needs files or folders, not - \(standard input\)/);
  });

  it('a file with nothing to fix stays byte for byte as it was: BOM, CRLF, LF, mixed, no final line break', async () => {
    const texts = [
      `${bom}${validYaml}`,
      validYaml.replace(/\n/g, '\r\n'),
      `${bom}${validYaml.replace(/\n/g, '\r\n')}`,
      validYaml,
      validYaml.replace('\n', '\r\n'),
      validYaml.trimEnd(),
      `${bom}{"mcpdesc": "0.9.0", "info": {"name": "w", "version": "1"}, "protocolVersions": ["2025-11-25"]}`,
    ];
    for (const text of texts) {
      const bytes = utf8(text);
      const name = text.includes('{') ? 'a.json' : 'a.mcpdesc.yaml';
      const printed = await runCli(['fix', name], { [name]: bytes });
      expect(printed.code).toBe(0);
      expect(utf8(printed.stdout)).toEqual(bytes);
      const files: CliFiles = { [name]: bytes };
      expect((await runCli(['fix', name, '--write'], files)).code).toBe(0);
      expect(files[name]).toBe(bytes);
      expect((await runCli(['fix', name, '--dry-run'], files)).stdout).toBe('');
    }
  });

  it('a fixed file keeps its byte order mark and its CRLF line breaks', async () => {
    const crlf = `${bom}${yaml.replace(/\n/g, '\r\n')}`;
    const files: CliFiles = { 'a.mcpdesc.yaml': utf8(crlf), 'b.json': utf8(json.replace(/\n/g, '\r\n')) };
    expect((await runCli(['fix', 'a.mcpdesc.yaml', 'b.json', '--write'], files)).code).toBe(0);
    expect(files['a.mcpdesc.yaml']).toBe(`${bom}${fixed.replace(/\n/g, '\r\n')}`);
    expect(files['b.json']).toBe(fixedJson.replace(/\n/g, '\r\n'));
    const printed = await runCli(['fix', 'a.mcpdesc.yaml'], { 'a.mcpdesc.yaml': utf8(crlf) });
    expect(printed.stdout).toBe(`${bom}${fixed.replace(/\n/g, '\r\n')}`);
    const dry = await runCli(['fix', 'a.mcpdesc.yaml', '--dry-run'], { 'a.mcpdesc.yaml': utf8(crlf) });
    expect(applyUnifiedDiff(crlf, diffsByFile(dry.stdout).get('a.mcpdesc.yaml')!)).toBe(files['a.mcpdesc.yaml']);
  });

  it('usage errors say what to add, exit 2 and write nothing', async () => {
    const files: CliFiles = { 'a.json': json, 'b.json': json, 'specs/c.mcpdesc.json': json };
    const cases: [string[], RegExp][] = [
      [
        ['fix', 'a.json', 'b.json'],
        /^mcpdesc fix: several files or a folder need --write \(rewrite the files that change\) or --dry-run \(print the diffs\): add one\n/,
      ],
      [['fix', 'specs'], /^mcpdesc fix: several files or a folder need --write .* or --dry-run/],
      [['fix', 'a.json', '--write', '--dry-run'], /^mcpdesc fix: --write and --dry-run exclude each other/],
      [['fix'], /^mcpdesc fix: missing PATH/],
      [
        ['fix', 'empty/', '--write'],
        /^mcpdesc: no \*\.mcpdesc\.json, \*\.mcpdesc\.yaml or \*\.mcpdesc\.yml file in empty\/\n$/,
      ],
    ];
    for (const [argv, message] of cases) {
      const result = await runCli(argv, { ...files, 'empty/': '' });
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stdout).toBe('');
    }
  });

  it('a file that cannot be read or written is named; the others are still fixed; exit 2', async () => {
    const files: CliFiles = { 'a.json': json, 'b.json': json, 'c.json': Uint8Array.from([0x7b, 0xff, 0x7d]) };
    const out = { stdout: '', stderr: '' };
    const io = memoryIo(files, out);
    const write = io.writeFile;
    io.writeFile = (path, text) => {
      if (path === 'a.json') throw Object.assign(new Error('permission denied'), { code: 'EACCES' });
      write(path, text);
    };
    const code = await run(['fix', 'a.json', 'b.json', 'c.json', '--write'], io);
    expect(code).toBe(2);
    expect(out.stderr).toMatch(
      /^mcpdesc: cannot write a\.json: permission denied \(check that you may write the file and its folder\)$/m,
    );
    expect(out.stderr).toMatch(/^mcpdesc: c\.json is not UTF-8 text: .*offset 1, 0xFF\)/m);
    expect(files['a.json']).toBe(json);
    expect(files['b.json']).toBe(fixedJson);
    expect(files['c.json']).toEqual(Uint8Array.from([0x7b, 0xff, 0x7d]));
    // What was written is counted; the files that failed are not.
    expect(out.stderr).toMatch(/\n1 file changed: 1 problem fixed\. No problems remain\.\n$/);

    const missing = await runCli(['fix', 'b.json', 'missing.json', '--write'], files);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^mcpdesc: missing\.json: no such file or folder \(check the path\)$/m);
  });
});

describe('mcpdesc fix --help', () => {
  it('shows the modes and an Examples section: a folder in place, a dry run in CI, standard input', async () => {
    const { code, stdout } = await runCli(['fix', '--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: mcpdesc fix PATH\.\.\. \[--write \| --dry-run\]/);
    expect(stdout).toMatch(/^ {2}--dry-run {13}print a unified diff/m);
    const examples = stdout.slice(stdout.indexOf('\n  Examples:\n'));
    expect(examples).toMatch(/^ {4}mcpdesc fix specs\/ --write /m);
    expect(examples).toMatch(/^ {4}mcpdesc fix specs\/ --dry-run /m);
    expect(examples).toMatch(/^ {4}cat server\.mcpdesc\.yaml \| mcpdesc fix - /m);
  });
});
