// mcpdesc validate's stylish report (as ESLint's): findings grouped under each file, aligned columns, colour on a
// terminal (NO_COLOR, FORCE_COLOR, --color, --no-color), the summary in words with the count of what `mcpdesc fix`
// would repair (checked against fix itself); and the CI switches --quiet, --max-warnings and --output.
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../core/diagnostics.ts';
import { run } from '../../cli/run.ts';
import { stylishFile, stylishReporter } from '../../cli/reports/stylish.ts';
import { validateJob } from '../../cli/validate-file.ts';
import { memoryIo, runCli, type CliTerminal } from './run-cli.ts';

const esc = '\u001b';
/** A valid document with three warnings (a legacy version, and the sse transport in two versions). */
const warned = `mcpdesc: "0.9.0"
info:
  name: w
  version: "1"
protocolVersions: ["2025-03-26", "2025-06-18"]
transports:
  - type: sse
    url: https://example.com/sse
`;
/** Three errors: two that `mcpdesc fix` repairs (a number for a string, a string for a boolean), one it cannot. */
const fixable = `mcpdesc: "0.9.0"
info:
  name: weather
  version: 1.0
protocolVersions: ["2025-11-25"]
security:
  - sessionCookie: []
tools:
  - name: get_forecast
    deprecated: "no"
    inputSchema: {type: object}
`;
const clean = `mcpdesc: "0.9.0"\ninfo:\n  name: c\n  version: "1"\nprotocolVersions: ["2025-11-25"]\n`;
/** One error, which fix cannot repair, and the three warnings. */
const mixed = `${warned}unknown: true\n`;
const files = {
  'w.mcpdesc.yaml': warned,
  'f.mcpdesc.yaml': fixable,
  'c.mcpdesc.yaml': clean,
  'm.mcpdesc.yaml': mixed,
};

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;
const rows = (stdout: string) => stdout.split('\n').filter((l) => /^ {2} *\d+:\d+ /.test(l));

describe('the stylish report', () => {
  it('groups the findings under each file named once; a clean file prints nothing', async () => {
    const { code, stdout, stderr } = await runCli(
      ['validate', 'w.mcpdesc.yaml', 'c.mcpdesc.yaml', 'm.mcpdesc.yaml'],
      files,
    );
    expect(stderr).toBe('');
    expect(code).toBe(1);
    expect(stdout.split('\n').filter((l) => l.includes('.mcpdesc.yaml'))).toEqual(['w.mcpdesc.yaml', 'm.mcpdesc.yaml']);
    expect(stdout.startsWith('\nw.mcpdesc.yaml\n  5:20  warning  Validation for MCP 2025-03-26')).toBe(true);
    expect(rows(stdout)).toHaveLength(7);
    expect(stdout).toMatch(/\n\n✖ 7 problems \(1 error, 6 warnings\)\n3 files checked: 2 valid, 1 invalid\n$/);
  });

  it('a run where every file is clean prints nothing and exits 0', async () => {
    expect(await runCli(['validate', 'c.mcpdesc.yaml'], files)).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(await runCli(['validate', 'c.mcpdesc.yaml', 'c.mcpdesc.yaml'], files)).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
  });

  it('aligns line:col on the colon, and the severity, message and rule columns across the file', async () => {
    const { stdout } = await runCli(['validate', 'm.mcpdesc.yaml'], files);
    const lines = rows(stdout);
    expect(lines.map((l) => l.slice(0, 8))).toEqual(['  5:20  ', '  7:11  ', '  7:11  ', '  9:1   ']);
    const at = (text: string) => lines.map((l) => l.indexOf(text));
    expect(new Set(lines.map((l) => l.search(/(error|warning) /))).size).toBe(1);
    const messages = lines.map((l) => /^ *\d+:\d+ +(?:error|warning) +/.exec(l)![0].length);
    expect(messages).toEqual([17, 17, 17, 17]);
    // Each row ends with the rule, its requirement and, when the finding is about one, the protocol version.
    expect(lines[0]).toMatch(
      / {2}mcpdesc\.legacy-protocol\.validation-scope req-legacy-validation-scope \(MCP 2025-03-26\)$/,
    );
    expect(lines[3]).toMatch(
      /^ {2}9:1 {3}error {4}Unexpected member "unknown".* {2}mcpdesc\.document\.schema req-closed-objects$/,
    );
    const rules = [...at('mcpdesc.legacy'), ...at('mcp.transport'), ...at('mcpdesc.document')].filter((i) => i >= 0);
    expect(rules).toHaveLength(4);
    for (const [i, line] of lines.entries()) expect(line.slice(rules[i]! - 2, rules[i])).toBe('  ');
  });

  it('pads messages to the longest that fits a line: a longer message does not push every rule column away', () => {
    const finding = (line: number, message: string): Diagnostic => ({
      rule: 'mcpdesc.document.schema',
      severity: 'error',
      path: '',
      requirement: 'req-closed-objects',
      message,
      range: { start: { line, column: 1 }, end: { line, column: 2 } },
    });
    const long = `Unexpected member ${'x'.repeat(120)}`;
    const text = stylishFile('a.yaml', [finding(1, 'short'), finding(2, 'a little longer'), finding(3, long)]);
    const lines = text.split('\n').filter((l) => l.startsWith('  '));
    expect(lines[0]).toBe('  1:1  error  short            mcpdesc.document.schema req-closed-objects');
    expect(lines[1]).toBe('  2:1  error  a little longer  mcpdesc.document.schema req-closed-objects');
    expect(lines[2]).toBe(`  3:1  error  ${long}  mcpdesc.document.schema req-closed-objects`);
  });

  it('says how many problems in words: "1 problem (1 error, 0 warnings)", "3 problems (0 errors, 3 warnings)"', async () => {
    const one = await runCli(['validate', '-'], { '-': clean.replace('name: c', 'name: c\n  x: 1') });
    expect(one.stdout).toMatch(/\n✖ 1 problem \(1 error, 0 warnings\)\n$/);
    const three = await runCli(['validate', 'w.mcpdesc.yaml'], files);
    expect(three).toMatchObject({ code: 0, stderr: '' });
    expect(three.stdout).toMatch(/\n✖ 3 problems \(0 errors, 3 warnings\)\n$/);
    expect(three.stdout).not.toContain('fixable');
  });

  it("prints the document's control characters escaped, never raw", async () => {
    const json = `{"mcpdesc": "0.9.0", "info": {"name": "c", "version": "1"}, "protocolVersions": ["2025-11-25"], "\\u001b[2J\\u202ex": 1}`;
    const { code, stdout } = await runCli(['validate', 'e.mcpdesc.json', '--color'], { 'e.mcpdesc.json': json });
    expect(code).toBe(1);
    expect(stdout).toContain('Unexpected member "\\u001b[2J\\u202ex"');
    expect(stdout).not.toContain(`${esc}[2J`);
    expect(stdout).not.toContain('\u202e');
  });

  it('--explain puts what the requirement asks under its finding, aligned with the message', async () => {
    const { stdout } = await runCli(['validate', 'm.mcpdesc.yaml', '--explain'], files);
    const lines = stdout.split('\n');
    const row = lines.findIndex((l) => l.includes('mcpdesc.document.schema'));
    expect(lines[row + 1]).toMatch(/^ {17}§ [\d.]+ req-closed-objects: \S/);
    expect(lines[row]!.indexOf('Unexpected member')).toBe(17);
  });
});

describe('colour', () => {
  const report = (argv: string[], terminal: CliTerminal) =>
    runCli(['validate', 'm.mcpdesc.yaml', ...argv], files, 1, terminal);
  const coloured = async (argv: string[], terminal: CliTerminal) => (await report(argv, terminal)).stdout.includes(esc);

  it('on a terminal: error red, warning yellow, position and rule dim, the file underlined and bold, the summary red', async () => {
    const { stdout } = await report([], { stdoutIsTTY: true });
    expect(stdout).toContain(`${esc}[4m${esc}[1mm.mcpdesc.yaml${esc}[22m${esc}[24m\n`);
    expect(stdout).toContain(`${esc}[31merror${esc}[39m`);
    expect(stdout).toContain(`${esc}[33mwarning${esc}[39m`);
    expect(stdout).toContain(`${esc}[2m9:1 ${esc}[22m`);
    expect(stdout).toContain(`${esc}[2mmcpdesc.document.schema req-closed-objects${esc}[22m`);
    expect(stdout).toContain(`${esc}[31m${esc}[1m✖ 4 problems (1 error, 3 warnings)${esc}[22m${esc}[39m`);
    // Without colour, the same text.
    expect(stripVTControlCharacters(stdout)).toBe((await report([], {})).stdout);
  });

  it('a summary of warnings only is yellow', async () => {
    const { stdout } = await runCli(['validate', 'w.mcpdesc.yaml'], files, 1, { stdoutIsTTY: true });
    expect(stdout).toContain(`${esc}[33m${esc}[1m✖ 3 problems (0 errors, 3 warnings)`);
  });

  it.each([
    ['piped', [], {}, false],
    ['a terminal', [], { stdoutIsTTY: true }, true],
    ['a terminal with NO_COLOR=1', [], { stdoutIsTTY: true, env: { NO_COLOR: '1' } }, false],
    ['a terminal with NO_COLOR empty', [], { stdoutIsTTY: true, env: { NO_COLOR: '' } }, true],
    ['piped with FORCE_COLOR=1', [], { env: { FORCE_COLOR: '1' } }, true],
    ['piped with FORCE_COLOR=true', [], { env: { FORCE_COLOR: 'true' } }, true],
    ['a terminal with FORCE_COLOR=0', [], { stdoutIsTTY: true, env: { FORCE_COLOR: '0' } }, false],
    ['a terminal with FORCE_COLOR=false', [], { stdoutIsTTY: true, env: { FORCE_COLOR: 'false' } }, false],
    ['FORCE_COLOR=1 and NO_COLOR=1', [], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } }, true],
    ['piped with --color', ['--color'], {}, true],
    ['--color over NO_COLOR', ['--color'], { env: { NO_COLOR: '1' } }, true],
    [
      '--no-color over FORCE_COLOR on a terminal',
      ['--no-color'],
      { stdoutIsTTY: true, env: { FORCE_COLOR: '1' } },
      false,
    ],
    ['the last of --color --no-color', ['--color', '--no-color'], {}, false],
    ['the last of --no-color --color', ['--no-color', '--color'], {}, true],
  ] as [string, string[], CliTerminal, boolean][])('%s: coloured %s', async (_, argv, terminal, expected) => {
    expect(await coloured(argv, terminal)).toBe(expected);
  });

  it('only the stylish report is ever coloured', async () => {
    for (const format of ['json', 'sarif', 'github'])
      expect(await coloured(['--format', format, '--color'], { stdoutIsTTY: true })).toBe(false);
  });
});

describe('what mcpdesc fix would repair', () => {
  it('is counted true: fix leaves exactly that many fewer errors', async () => {
    const before = await runCli(['validate', 'f.mcpdesc.yaml'], files);
    expect(before.code).toBe(1);
    expect(before.stdout).toMatch(
      /\n✖ 3 problems \(3 errors, 0 warnings\)\n {2}2 errors are fixable with mcpdesc fix\n$/,
    );
    const fixed = await runCli(['fix', 'f.mcpdesc.yaml'], files);
    const after = await runCli(['validate', '-', '--json'], { '-': fixed.stdout });
    const errors = (JSON.parse(after.stdout) as { diagnostics: Diagnostic[] }).diagnostics.filter(
      (d) => d.severity === 'error',
    );
    expect(errors).toHaveLength(3 - 2);
    // What is left is the one fix cannot repair, and the report says nothing is fixable there.
    const rest = await runCli(['validate', 'g.mcpdesc.yaml'], { 'g.mcpdesc.yaml': fixed.stdout });
    expect(rest.stdout).toMatch(/\n✖ 1 problem \(1 error, 0 warnings\)\n$/);
  });

  it('"1 error is fixable", summed over files, and none counted for a file fix cannot help', async () => {
    const one = fixable.replace('    deprecated: "no"\n', '');
    const single = await runCli(['validate', 'f.mcpdesc.yaml'], { 'f.mcpdesc.yaml': one });
    expect(single.stdout).toMatch(/\n {2}1 error is fixable with mcpdesc fix\n$/);
    const several = await runCli(['validate', 'f.mcpdesc.yaml', 'g.mcpdesc.yaml', 'm.mcpdesc.yaml'], {
      ...files,
      'g.mcpdesc.yaml': one,
    });
    expect(several.stdout).toMatch(
      /\n {2}3 errors are fixable with mcpdesc fix\n3 files checked: 0 valid, 3 invalid\n$/,
    );
  });

  it('is counted only for invalid files of the stylish report', async () => {
    const job = { file: 'f.mcpdesc.yaml', input: fixable, ruleResults: false };
    expect((await validateJob({ ...job, fixable: true })).fixable).toEqual({ errors: 2, warnings: 0 });
    expect((await validateJob(job)).fixable).toBeUndefined();
    expect((await validateJob({ ...job, input: warned, fixable: true })).fixable).toBeUndefined();
    const json = await runCli(['validate', 'f.mcpdesc.yaml', '--json'], files);
    expect(Object.keys(JSON.parse(json.stdout) as object)).toEqual(['valid', 'diagnostics']);
  });

  it('says errors and warnings in words: "1 error and 1 warning are fixable", "2 warnings are fixable"', () => {
    const line = (errors: number, warnings: number) => {
      const reporter = stylishReporter({ several: false, version: '' });
      const diagnostic: Diagnostic = { rule: 'r', severity: 'warning', path: '', message: 'm' };
      reporter.file({ file: 'a', valid: true, diagnostics: [diagnostic], fixable: { errors, warnings } });
      return reporter.end().split('\n')[2];
    };
    expect(line(1, 1)).toBe('  1 error and 1 warning are fixable with mcpdesc fix');
    expect(line(0, 2)).toBe('  2 warnings are fixable with mcpdesc fix');
    expect(line(0, 1)).toBe('  1 warning is fixable with mcpdesc fix');
    expect(line(0, 0)).toBe('');
  });
});

describe('--quiet', () => {
  it('reports errors only, in every format; a file with only warnings prints nothing', async () => {
    const stylish = await runCli(['validate', 'm.mcpdesc.yaml', '--quiet'], files);
    expect(stylish.code).toBe(1);
    expect(rows(stylish.stdout)).toHaveLength(1);
    expect(stylish.stdout).not.toMatch(/ warning /);
    expect(stylish.stdout).toMatch(/\n✖ 1 problem \(1 error, 0 warnings\)\n$/);
    const json = await runCli(['validate', 'm.mcpdesc.yaml', '--quiet', '--json'], files);
    expect((JSON.parse(json.stdout) as { diagnostics: Diagnostic[] }).diagnostics.map((d) => d.severity)).toEqual([
      'error',
    ]);
    expect(
      count((await runCli(['validate', 'm.mcpdesc.yaml', '--quiet', '--format', 'github'], files)).stdout, /::warning/),
    ).toBe(0);
    expect(await runCli(['validate', 'w.mcpdesc.yaml', '--quiet'], files)).toEqual({ code: 0, stdout: '', stderr: '' });
  });
});

describe('--max-warnings N', () => {
  const validate = (...argv: string[]) => runCli(['validate', 'w.mcpdesc.yaml', ...argv], files);

  it('exits 1 when there are more than N warnings, though every document is valid, and says so', async () => {
    expect((await validate('--max-warnings', '3')).code).toBe(0);
    const over = await validate('--max-warnings', '2');
    expect(over.code).toBe(1);
    expect(over.stderr).toBe('mcpdesc: too many warnings: found 3, --max-warnings allows 2\n');
    expect(over.stdout).toBe((await validate()).stdout);
    expect((await validate('--max-warnings', '0')).code).toBe(1);
    expect((await runCli(['validate', 'c.mcpdesc.yaml', '--max-warnings', '0'], files)).code).toBe(0);
  });

  it('counts the warnings --quiet does not report, and across files', async () => {
    const quiet = await validate('--quiet', '--max-warnings', '2');
    expect(quiet).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'mcpdesc: too many warnings: found 3, --max-warnings allows 2\n',
    });
    const two = await runCli(['validate', 'w.mcpdesc.yaml', 'w.mcpdesc.yaml', '--max-warnings', '5'], files);
    expect(two.code).toBe(1);
    expect(two.stderr).toContain('found 6');
  });

  it('takes a whole number', async () => {
    for (const value of ['-1', 'x', '1.5', ''])
      expect(await validate(`--max-warnings=${value}`)).toMatchObject({
        code: 2,
        stderr: expect.stringMatching(/^mcpdesc validate: --max-warnings must be a whole number, 0 or more/),
      });
  });
});

describe('--output FILE', () => {
  it('writes the stylish report to FILE, never coloured, and keeps the exit status', async () => {
    const written: Record<string, string> = { ...files };
    const out = { stdout: '', stderr: '' };
    const io = memoryIo(written, out, 1, undefined, { stdoutIsTTY: true, env: { FORCE_COLOR: '1' } });
    expect(await run(['validate', 'm.mcpdesc.yaml', '-o', 'report.txt'], io)).toBe(1);
    expect(out).toEqual({ stdout: '', stderr: '' });
    expect(written['report.txt']).toBe((await runCli(['validate', 'm.mcpdesc.yaml'], files)).stdout);
    expect(written['report.txt']).not.toContain(esc);
  });

  it('writes any format: json, with --output', async () => {
    const written: Record<string, string> = { ...files };
    const out = { stdout: '', stderr: '' };
    expect(
      await run(
        ['validate', 'c.mcpdesc.yaml', 'w.mcpdesc.yaml', '--json', '--output', 'r.json'],
        memoryIo(written, out),
      ),
    ).toBe(0);
    expect(out.stdout).toBe('');
    expect(written['r.json']).toBe(
      (await runCli(['validate', 'c.mcpdesc.yaml', 'w.mcpdesc.yaml', '--json'], files)).stdout,
    );
  });

  it('a file that cannot be written is one line on stderr, exit 2', async () => {
    const out = { stdout: '', stderr: '' };
    const io = {
      ...memoryIo({ ...files }, out),
      writeFile: () => {
        throw Object.assign(new Error('permission denied'), { code: 'EACCES' });
      },
    };
    expect(await run(['validate', 'm.mcpdesc.yaml', '-o', 'locked/r.txt'], io)).toBe(2);
    expect(out).toEqual({
      stdout: '',
      stderr:
        'mcpdesc: cannot write locked/r.txt: permission denied (check that you may write the file and its folder)\n',
    });
  });
});

describe('validate --help', () => {
  it('has an Examples section with the CI uses', async () => {
    const { code, stdout } = await runCli(['validate', '--help']);
    expect(code).toBe(0);
    const examples = stdout.slice(stdout.indexOf('\n  Examples:\n'));
    expect(examples).not.toBe(stdout);
    for (const use of ['--format github', '--format sarif -o mcpdesc.sarif', '--max-warnings 0', '--quiet'])
      expect(examples).toMatch(new RegExp(`^ {4}mcpdesc validate \\S+ ${use.replace(/[.-]/g, '\\$&')} `, 'm'));
  });
});
