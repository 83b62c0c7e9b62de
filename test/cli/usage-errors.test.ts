// A mistake in the command line: the message (with "did you mean" when a command, option or value is close to one
// that exists), then the one line that says where the usage is; exit 2, nothing on standard output.
import { describe, expect, it } from 'vitest';
import { closestName } from '../../cli/args.ts';
import { commandHelp, commandNames } from '../../cli/help.ts';
import { runCli } from './run-cli.ts';

const valid = JSON.stringify({
  mcpdesc: '0.9.0',
  info: { name: 'demo', version: '1.0.0' },
  protocolVersions: ['2025-11-25'],
});
const files = { 'a.json': valid };

describe('did you mean', () => {
  it.each([
    [['validat', 'a.json'], 'mcpdesc: unknown command "validat" (did you mean validate?)'],
    [['vew', 'a.json'], 'mcpdesc: unknown command "vew" (did you mean view?)'],
    [['imprt', 'a.json'], 'mcpdesc: unknown command "imprt" (did you mean import?)'],
    [['--verison'], 'mcpdesc: unknown option --verison (options follow the command) (did you mean --version?)'],
    [['validate', 'a.json', '--foramt', 'json'], 'mcpdesc validate: unknown option --foramt (did you mean --format?)'],
    [['validate', 'a.json', '--jsno'], 'mcpdesc validate: unknown option --jsno (did you mean --json?)'],
    [['format', 'a.json', '--ordr', 'spec'], 'mcpdesc format: unknown option --ordr (did you mean --order?)'],
    [['merge', 'a.json', '--hepl'], 'mcpdesc merge: unknown option --hepl (did you mean --help?)'],
    [
      ['validate', 'a.json', '--format', 'stilish'],
      'mcpdesc validate: --format must be one of stylish, json, sarif, github (got "stilish"; did you mean stylish?)',
    ],
    [
      ['native', 'a.json', '--protocol-version', '2025-11-25', '--kind', 'tool'],
      'mcpdesc native: --kind must be one of tools, resources, resourceTemplates, prompts (got "tool"; did you mean tools?)',
    ],
    [
      ['format', 'a.json', '--to', 'jsno'],
      'mcpdesc format: --to must be json or yaml (got "jsno"; did you mean json?)',
    ],
  ])('%j suggests the closest name', async (argv, message) => {
    expect(await runCli(argv, files)).toEqual({
      code: 2,
      stdout: '',
      stderr: `${message}\nRun ${message.slice(0, message.indexOf(':'))} --help for usage.\n`,
    });
  });

  it.each([
    [['frobnicate', 'a.json'], 'mcpdesc: unknown command "frobnicate"'],
    [['validate', 'a.json', '--q'], 'mcpdesc validate: unknown option --q'],
    [['validate', 'a.json', '--colour-scheme'], 'mcpdesc validate: unknown option --colour-scheme'],
    [['format', 'a.json', '-z'], 'mcpdesc format: unknown option -z'],
    [['format', 'a.json', '--to', 'xml'], 'mcpdesc format: --to must be json or yaml (got "xml")'],
  ])('%j suggests nothing when nothing is close', async (argv, message) => {
    const { code, stderr } = await runCli(argv, files);
    expect(code).toBe(2);
    expect(stderr.split('\n')[0]).toBe(message);
  });

  it('the closest name is at most a third of the written length of edits away', () => {
    expect(closestName('validat', commandNames)).toBe('validate');
    expect(closestName('fromat', commandNames)).toBe('format');
    expect(closestName('x', ['to', 'json'])).toBeUndefined();
    expect(closestName('lspp', commandNames)).toBe('lsp');
    expect(closestName('schmea', commandNames)).toBe('schema');
    expect(closestName('valid', commandNames)).toBeUndefined();
  });
});

describe('the short usage error', () => {
  it('every usage error is the message and one line pointing at --help, never the whole help', async () => {
    for (const argv of [
      ['validate'],
      ['view'],
      ['merge', '--to'],
      ['fix', 'a.json', 'b.json'],
      ['import', 'a.json', '--server-name', 'x'],
      ['docs', 'a.json', '--to', 'pdf'],
      ['frobnicate'],
    ]) {
      const { code, stdout, stderr } = await runCli(argv, files);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      const lines = stderr.split('\n');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(/^Run mcpdesc( [a-z]+)? --help for usage\.$/);
      expect(stderr).not.toContain('Usage:');
      for (const name of commandNames) expect(stderr).not.toContain(commandHelp(name).split('\n')[1]!);
    }
  });
});
