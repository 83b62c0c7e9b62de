// The one test that runs mcpdesc as a real process: the command as a user installs it. It builds the bundle
// (scripts/build-cli.mjs, what `npm pack` runs as prepack), packs the package, installs the tarball into an empty
// folder and runs the installed command: `npx mcpdesc validate file.yaml`, a folder of 200 files on real worker
// threads, a coloured report (FORCE_COLOR=1) and a plain one (piped), standard input, a usage error, --version, and
// fix --dry-run then --write on a folder. The package has no dependencies, so the install needs no network (it runs
// with --offline); it needs only npm on PATH, as CI (.ci/run → npm test) has. Without npm the test is skipped, saying
// so.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { applyUnifiedDiff, diffsByFile } from './apply-diff.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  scripts: Record<string, string>;
  dependencies?: object;
};
const npmFound = spawnSync('npm', ['--version'], { encoding: 'utf8' }).status === 0;

const valid = (name: string) =>
  `mcpdesc: "0.9.0"\ninfo:\n  name: ${name}\n  version: "1.0.0"\nprotocolVersions: ["2025-06-18"]\n`;
const invalid = (name: string) =>
  JSON.stringify({ mcpdesc: '0.9.0', info: { name }, protocolVersions: ['2025-06-18'] });

describe('the installed command', () => {
  const work = mkdtempSync(join(tmpdir(), 'mcpdesc-installed-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const run = (command: string, args: string[], options: SpawnSyncOptions = {}) => {
    const result = spawnSync(command, args, { encoding: 'utf8', cwd: work, ...options });
    return { status: result.status, stdout: String(result.stdout), stderr: String(result.stderr) };
  };

  it('packs, installs into an empty folder without network, and runs', (context) => {
    if (!npmFound) context.skip('npm is not on PATH: cannot pack and install the package');
    // No install-time work for consumers, no dependencies to fetch.
    expect(Object.keys(packageJson.scripts).filter((s) => /^(pre|post)?install$/.test(s))).toEqual([]);
    expect(packageJson.dependencies ?? {}).toEqual({});
    expect(packageJson.scripts.prepack).toBe('node scripts/build-cli.mjs');

    const built = run('node', ['scripts/build-cli.mjs'], { cwd: root });
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    const packed = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: root });
    expect(packed.status, packed.stderr).toBe(0);
    const [tarball] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
    const contents = tarball!.files.map((f) => f.path);
    expect(contents).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'LICENSE',
        'dist-cli/mcpdesc.js',
        'dist-cli/validate-worker.js',
        'dist-cli/lsp-thread.js',
        'dist-cli/THIRD_PARTY_NOTICES.md',
      ]),
    );
    expect(
      contents.filter(
        (path) => !path.startsWith('dist-cli/') && !['package.json', 'README.md', 'LICENSE'].includes(path),
      ),
    ).toEqual([]);

    const consumer = join(work, 'consumer');
    mkdirSync(consumer);
    writeFileSync(
      join(consumer, 'package.json'),
      JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }),
    );
    const installed = run('npm', ['install', '--offline', '--no-audit', '--no-fund', join(work, tarball!.filename)], {
      cwd: consumer,
    });
    expect(installed.status, installed.stderr).toBe(0);
    writeFileSync(join(consumer, 'server.mcpdesc.yaml'), valid('weather'));

    const npx = run('npx', ['--no', 'mcpdesc', 'validate', 'server.mcpdesc.yaml'], { cwd: consumer });
    // A clean file prints nothing, as ESLint does.
    expect(npx).toMatchObject({ status: 0, stdout: '', stderr: '' });

    const mcpdesc = (args: string[], options: SpawnSyncOptions = {}) =>
      run(join(consumer, 'node_modules/.bin/mcpdesc'), args, { cwd: consumer, ...options });
    mkdirSync(join(consumer, 'specs'));
    const names = Array.from(
      { length: 200 },
      (_, i) => `s${String(i).padStart(3, '0')}.mcpdesc.${i === 42 ? 'json' : 'yaml'}`,
    );
    names.forEach((name, i) => writeFileSync(join(consumer, 'specs', name), i === 42 ? invalid(name) : valid(name)));
    const many = mcpdesc(['validate', 'specs', '--jobs', '2', '--json']);
    expect(many.stderr).toBe('');
    expect(many.status).toBe(1);
    const report = JSON.parse(many.stdout) as { file: string; valid: boolean }[];
    expect(report.map((r) => r.file)).toEqual(names.map((n) => join('specs', n)));
    expect(report.filter((r) => !r.valid).map((r) => r.file)).toEqual([join('specs', names[42]!)]);

    // The stylish report is coloured with FORCE_COLOR=1, and not when piped without it.
    const plainEnv = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name !== 'FORCE_COLOR' && name !== 'NO_COLOR'),
    );
    const invalidFile = join('specs', names[42]!);
    const coloured = mcpdesc(['validate', invalidFile], { env: { ...plainEnv, FORCE_COLOR: '1' } });
    expect(coloured.status).toBe(1);
    expect(coloured.stdout).toContain('\u001b[31merror\u001b[39m');
    const piped = mcpdesc(['validate', invalidFile], { env: plainEnv });
    expect(piped.status).toBe(1);
    expect(piped.stdout).not.toContain('\u001b');
    expect(piped.stdout).toBe(stripVTControlCharacters(coloured.stdout));
    expect(piped.stdout).toMatch(/\n✖ 1 problem \(1 error, 0 warnings\)\n$/);

    const bytes = Buffer.concat([
      Buffer.from('{"mcpdesc": "0.9.0", "x": "'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ]);
    const stdin = mcpdesc(['validate', '-', '--json'], { input: bytes });
    expect(stdin.status).toBe(1);
    expect(JSON.parse(stdin.stdout).diagnostics[0].message).toContain('offset 27 (0xC3)');

    const usage = mcpdesc(['validate', '--jsno', 'server.mcpdesc.yaml']);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toBe(
      'mcpdesc validate: unknown option --jsno (did you mean --json?)\nRun mcpdesc validate --help for usage.\n',
    );
    expect(mcpdesc(['--version'])).toMatchObject({ status: 0, stdout: `${packageJson.version}\n` });

    // fix --dry-run on a folder: a diff that gives what --write writes, and nothing written until then.
    mkdirSync(join(consumer, 'tofix'));
    const fixable =
      '{\r\n  "mcpdesc": "0.9.0",\r\n  "info": {"name": "w", "version": "1"},\r\n  "protocolVersions": ["2025-06-18", "2025-06-18"]\r\n}\r\n';
    writeFileSync(join(consumer, 'tofix', 'a.mcpdesc.json'), fixable);
    writeFileSync(join(consumer, 'tofix', 'b.mcpdesc.yaml'), valid('calm'));
    const dry = mcpdesc(['fix', 'tofix', '--dry-run']);
    expect(dry.stderr).toMatch(/\n1 of 2 files would change: 1 problem would be fixed\. No problems would remain\.\n/);
    expect(dry.status).toBe(0);
    expect(readFileSync(join(consumer, 'tofix', 'a.mcpdesc.json'), 'utf8')).toBe(fixable);
    const diffs = diffsByFile(dry.stdout);
    expect([...diffs.keys()]).toEqual([join('tofix', 'a.mcpdesc.json')]);
    expect(mcpdesc(['fix', 'tofix', '--write']).status).toBe(0);
    const written = readFileSync(join(consumer, 'tofix', 'a.mcpdesc.json'), 'utf8');
    expect(written).toBe(fixable.replace(', "2025-06-18"]', ']'));
    expect(applyUnifiedDiff(fixable, diffs.get(join('tofix', 'a.mcpdesc.json'))!)).toBe(written);

    // format --check on a folder: the unformatted file listed, exit 1, nothing written; 0 once it is formatted.
    mkdirSync(join(consumer, 'unformatted'));
    const messy = join(consumer, 'unformatted', 'a.mcpdesc.yaml');
    const tidy = join(consumer, 'unformatted', 'b.mcpdesc.yaml');
    writeFileSync(messy, 'mcpdesc:   "0.9.0" # kept\r\n');
    writeFileSync(tidy, 'mcpdesc: 0.9.0 # kept\n');
    const check = mcpdesc(['format', 'unformatted', '--check']);
    expect(check).toMatchObject({ status: 1, stdout: '' });
    expect(check.stderr).toBe(
      `would reformat ${join('unformatted', 'a.mcpdesc.yaml')}\n` +
        '1 file would be reformatted, 1 file already formatted; run mcpdesc format --write to format them.\n',
    );
    expect(readFileSync(messy, 'utf8')).toBe('mcpdesc:   "0.9.0" # kept\r\n');
    expect(mcpdesc(['format', 'unformatted', '--write']).status).toBe(0);
    expect(readFileSync(messy, 'utf8')).toBe('mcpdesc: "0.9.0" # kept\r\n');
    expect(mcpdesc(['format', 'unformatted', '--check']).status).toBe(0);
  }, 180_000);
});
