// Files that cannot be read or written: one line in words that names the path, says what is wrong and what to do
// (exit 2), never an errno code or a stack; a file that is not UTF-8 is an invalid document (exit 1, 15.2).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeFileError, nodeIo, type Io } from '../../cli/io.ts';
import { run } from '../../cli/run.ts';
import { fileError, memoryIo, runCli, type CliFiles } from './run-cli.ts';

const valid = JSON.stringify({
  mcpdesc: '0.9.0',
  info: { name: 'demo', version: '1.0.0' },
  protocolVersions: ['2025-11-25'],
  tools: [{ name: 'search', inputSchema: { type: 'object' } }],
});

/** One line, ending the output, with no errno code (ENOENT, EACCES…) and no stack. */
function expectOneLineInWords(stderr: string) {
  expect(stderr.split('\n')).toHaveLength(2);
  expect(stderr.endsWith('\n')).toBe(true);
  expect(stderr).not.toMatch(/\bE[A-Z]{3,}\b|\n\s+at /);
}

/** The CLI with an in-memory file system whose writes fail with `code`. */
async function withFailingWrites(argv: string[], files: CliFiles, code: string) {
  const out = { stdout: '', stderr: '' };
  const io: Io = {
    ...memoryIo(files, out),
    writeFile: () => {
      throw fileError(code);
    },
  };
  return { code: await run(argv, io), ...out };
}

describe('a file that cannot be read', () => {
  it.each([
    [['view', 'nope.yaml', '--protocol-version', '2025-11-25']],
    [['native', 'nope.yaml', '--protocol-version', '2025-11-25', '--kind', 'tools']],
    [['format', 'nope.yaml']],
    [['fix', 'nope.yaml']],
    [['docs', 'nope.yaml']],
    [['validate', 'nope.yaml']],
    [['merge', 'a.json', 'nope.yaml']],
    [['import', 'nope.yaml']],
  ])('%j: a missing file is named, with what to do (exit 2)', async (argv) => {
    const { code, stdout, stderr } = await runCli(argv, { 'a.json': valid });
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toBe('mcpdesc: nope.yaml: no such file or folder (check the path)\n');
  });

  it.each([
    ['view', 'one file', ['--protocol-version', '2025-11-25']],
    ['native', 'one file', ['--protocol-version', '2025-11-25', '--kind', 'tools']],
    ['docs', 'one file', []],
  ])('%s on a folder says it takes one file and names a few descriptions in it', async (command, _, options) => {
    const files = {
      'specs/b.mcpdesc.json': valid,
      'specs/a.mcpdesc.yaml': valid,
      'specs/readme.md': '# specs',
      'specs/nested/c.mcpdesc.yaml': valid,
      'empty/notes.txt': 'x',
    };
    const { code, stderr } = await runCli([command, 'specs', ...options], files);
    expect(code).toBe(2);
    expect(stderr).toBe(
      `mcpdesc: specs is a folder; ${command} takes one file, e.g. specs/a.mcpdesc.yaml or specs/b.mcpdesc.json\n`,
    );
    const empty = await runCli([command, 'empty', ...options], files);
    expect(empty.stderr).toBe(
      `mcpdesc: empty is a folder; ${command} takes one file (it holds no *.mcpdesc.json, *.mcpdesc.yaml or *.mcpdesc.yml file)\n`,
    );
  });

  it('merge and import on a folder say they take files', async () => {
    const files = { 'specs/a.mcpdesc.yaml': valid, 'specs/b.mcpdesc.json': valid, 'specs/c.mcpdesc.yml': valid };
    const merge = await runCli(['merge', 'specs'], { ...files, 'specs/d.mcpdesc.json': valid });
    expect(merge).toMatchObject({ code: 2, stdout: '' });
    expect(merge.stderr).toBe(
      'mcpdesc: specs is a folder; merge takes files, e.g. specs/a.mcpdesc.yaml specs/b.mcpdesc.json specs/c.mcpdesc.yml\n',
    );
    expect((await runCli(['import', 'specs'], files)).stderr).toMatch(
      /^mcpdesc: specs is a folder; import takes files/,
    );
  });

  it.each([
    ['EACCES', 'a.json: permission denied (check that you may read the file)'],
    ['EPERM', 'a.json: permission denied (check that you may read the file)'],
    ['ENOTDIR', 'a.json: part of the path is a file, not a folder (check the path)'],
    ['EBUSY', 'cannot read a.json: failed'],
  ])('%s on reading is said in words (exit 2)', async (errno, message) => {
    for (const argv of [
      ['view', 'a.json', '--protocol-version', '2025-11-25'],
      ['format', 'a.json'],
      ['merge', 'a.json'],
      ['validate', 'a.json'],
    ]) {
      const { code, stderr } = await runCli(argv, { 'a.json': fileError(errno) });
      expect(code).toBe(2);
      expect(stderr).toBe(`mcpdesc: ${message}\n`);
      expectOneLineInWords(stderr);
    }
  });
});

describe('a file that cannot be written', () => {
  it.each([
    ['EACCES', 'cannot write OUT: permission denied (check that you may write the file and its folder)'],
    ['EPERM', 'cannot write OUT: permission denied (check that you may write the file and its folder)'],
    ['EROFS', 'cannot write OUT: the file system is read-only (write the result somewhere else)'],
    ['ENOSPC', 'cannot write OUT: no space left on the disk (free some space and run the command again)'],
    ['EISDIR', 'cannot write OUT: it is a folder (give the path of a file)'],
    ['ENOENT', 'cannot write OUT: its folder does not exist (create the folder first, or check the path)'],
  ])('%s on writing (fix --write, docs -o) is said in words (exit 2)', async (errno, message) => {
    const broken = valid.replace('"tools"', '"tool"');
    const fix = await withFailingWrites(['fix', 'a.json', '--write'], { 'a.json': broken }, errno);
    expect(fix.code).toBe(2);
    expect(fix.stderr).toBe(`mcpdesc: ${message.replace('OUT', 'a.json')}\n`);
    expectOneLineInWords(fix.stderr);
    const docs = await withFailingWrites(['docs', 'a.json', '-o', 'out/page.html'], { 'a.json': valid }, errno);
    expect(docs.code).toBe(2);
    expect(docs.stderr).toBe(`mcpdesc: ${message.replace('OUT', 'out/page.html')}\n`);
  });

  it('every code reads as words, for reading and writing alike', () => {
    for (const code of ['ENOENT', 'EISDIR', 'ENOTDIR', 'EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EMFILE'])
      for (const action of ['read', 'write'] as const) {
        const message = describeFileError('x.yaml', fileError(code), action);
        expect(message).toContain('x.yaml');
        expect(message).not.toMatch(/\bE[A-Z]{3,}\b|\n/);
      }
    expect(describeFileError('-', fileError('EACCES'), 'read')).toMatch(/^standard input: permission denied/);
  });
});

describe('a file that is not UTF-8 (15.2)', () => {
  const bytes = new Uint8Array([
    ...new TextEncoder().encode('{\n  "mcpdesc": "0.9.0",\n  "x": "caf'),
    0xe9,
    0x22,
    0x7d,
  ]);
  const line =
    'is not UTF-8 text: the byte at line 3, column 12 (offset 35, 0xE9) is not valid UTF-8 (mcpdesc.serialization.conforming, 15.2); save it as UTF-8\n';

  it.each([
    [['view', 'a.json', '--protocol-version', '2025-11-25']],
    [['native', 'a.json', '--protocol-version', '2025-11-25', '--kind', 'tools']],
    [['format', 'a.json']],
    [['fix', 'a.json']],
    [['docs', 'a.json']],
    [['merge', 'a.json']],
    [['import', 'a.json']],
  ])('%j fails on it as on an invalid document: one line, exit 1', async (argv) => {
    const { code, stdout, stderr } = await runCli(argv, { 'a.json': bytes });
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    expect(stderr).toBe(`mcpdesc: a.json ${line}`);
  });

  it('validate reports it as a finding of the document with its place (exit 1)', async () => {
    const { code, stdout } = await runCli(['validate', 'a.json'], { 'a.json': bytes });
    expect(code).toBe(1);
    expect(stdout).toMatch(/^a\.json\n {2}3:12 {2}error {2}.* {2}mcpdesc\.serialization\.conforming /m);
    expect((await runCli(['format', '-'], { '-': bytes })).stderr).toBe(`mcpdesc: standard input ${line}`);
  });
});

describe('on the real file system', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-errors-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const real = async (argv: string[]) => {
    const out = { stdout: '', stderr: '' };
    const io: Io = { ...nodeIo, stdout: (t) => (out.stdout += t), stderr: (t) => (out.stderr += t) };
    return { code: await run(argv, io), ...out };
  };

  it('a folder given as FILE (EISDIR) and a path through a file (ENOTDIR)', async () => {
    mkdirSync(join(dir, 'specs'));
    writeFileSync(join(dir, 'specs', 'server.mcpdesc.yaml'), valid);
    const specs = join(dir, 'specs');
    const folder = await real(['view', specs, '--protocol-version', '2025-11-25']);
    expect(folder).toMatchObject({ code: 2, stdout: '' });
    expect(folder.stderr).toBe(
      `mcpdesc: ${specs} is a folder; view takes one file, e.g. ${join(specs, 'server.mcpdesc.yaml')}\n`,
    );
    const through = join(specs, 'server.mcpdesc.yaml', 'x.json');
    expect((await real(['format', through])).stderr).toBe(
      `mcpdesc: ${through}: part of the path is a file, not a folder (check the path)\n`,
    );
    const write = await real(['docs', join(specs, 'server.mcpdesc.yaml'), '-o', join(dir, 'missing', 'page.html')]);
    expect(write.code).toBe(2);
    expect(write.stderr).toMatch(/: its folder does not exist \(create the folder first, or check the path\)\n$/);
  });

  it.skipIf(process.getuid?.() === 0)('a file one may not read, or write (EACCES)', async () => {
    const file = join(dir, 'locked.mcpdesc.json');
    writeFileSync(file, valid.replace('"tools"', '"tool"'));
    chmodSync(file, 0o000);
    const read = await real(['format', file]);
    expect(read).toMatchObject({
      code: 2,
      stderr: `mcpdesc: ${file}: permission denied (check that you may read the file)\n`,
    });
    chmodSync(file, 0o444);
    const write = await real(['fix', file, '--write']);
    expect(write).toMatchObject({
      code: 2,
      stderr: `mcpdesc: cannot write ${file}: permission denied (check that you may write the file and its folder)\n`,
    });
  });
});
