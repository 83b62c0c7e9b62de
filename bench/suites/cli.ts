// The installed command (the dist-cli/ bundle scripts/build-cli.mjs makes, built here into a temporary folder), as a
// CI job runs it. Measured as CPU time of the whole process (user + system, every thread), from the kernel's account
// of a finished child (bash's `times`), never wall-clock time:
// - cold start: `mcpdesc validate` of a small YAML and a small JSON document against `node -e 0` (target <= 3x);
// - many files: 1,000 small documents validated by one `mcpdesc validate FOLDER` call (worker threads, one per core)
//   against 1,000 separate calls. The 1,000 calls are NOT run: that would cost minutes of CPU per bench run; their
//   cost is extrapolated as 1,000 x the median CPU time of one single-file call, measured in the same run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchCase, BenchSuite } from '../types.ts';

const files = 1000;
const starts = 11;

/** CPU milliseconds (user + system) of a finished command; throws if it did not exit with `status`. */
function cpuMs(command: string, args: string[], status = 0): number {
  const result = spawnSync('bash', ['-c', '"$@" >/dev/null 2>&1; s=$?; times; exit $s', 'bash', command, ...args], {
    encoding: 'utf8',
  });
  if (result.status !== status)
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}, expected ${status}: ${result.stderr}`);
  // `times` prints the shell's own times, then its children's: "0m0.112s 0m0.041s".
  const children = result.stdout.trim().split('\n').at(-1)!;
  const [user, system] = children.split(/\s+/).map((t) => {
    const [, minutes, seconds] = /^(\d+)m([\d.]+)s$/.exec(t) ?? [];
    if (minutes === undefined) throw new Error(`cannot read CPU times from "${children}"`);
    return (Number(minutes) * 60 + Number(seconds)) * 1000;
  });
  return user! + system!;
}

const yamlDocument = (name: string) =>
  `mcpdesc: "0.9.0"\ninfo:\n  name: ${name}\n  version: "1.0.0"\nprotocolVersions: ["2025-06-18"]\ntools:\n  - name: search\n    description: Find documents\n    inputSchema:\n      type: object\n      properties:\n        q: { type: string }\n      required: [q]\n`;

const suite: BenchSuite = {
  name: 'cli',
  cases() {
    const work = mkdtempSync(join(tmpdir(), 'mcpdesc-bench-'));
    const dist = join(work, 'dist-cli');
    const built = spawnSync(
      process.execPath,
      [fileURLToPath(new URL('../../scripts/build-cli.mjs', import.meta.url)), dist],
      { encoding: 'utf8' },
    );
    if (built.status !== 0) throw new Error(`building the CLI failed: ${built.stderr}`);
    const mcpdesc = join(dist, 'mcpdesc.js');
    const yaml = join(work, 'small.mcpdesc.yaml');
    const json = join(work, 'small.mcpdesc.json');
    writeFileSync(yaml, yamlDocument('small'));
    const jsonText = JSON.stringify(
      {
        mcpdesc: '0.9.0',
        info: { name: 'small', version: '1.0.0' },
        protocolVersions: ['2025-06-18'],
        tools: [{ name: 'search', inputSchema: { type: 'object' } }],
      },
      null,
      2,
    );
    writeFileSync(json, jsonText);
    const folder = join(work, 'specs');
    mkdirSync(folder);
    for (let i = 0; i < files; i++)
      writeFileSync(join(folder, `server-${i}.mcpdesc.yaml`), yamlDocument(`server-${i}`));
    const one = join(folder, 'server-0.mcpdesc.yaml');
    const nodeStart = {
      name: 'node -e 0 (CPU)',
      run: () => undefined,
      cost: () => cpuMs(process.execPath, ['-e', '0']),
    };

    const cases: BenchCase[] = [
      {
        name: 'cold start: mcpdesc validate small YAML (CPU)',
        bytes: yamlDocument('small').length,
        run: () => undefined,
        cost: () => cpuMs(process.execPath, [mcpdesc, 'validate', yaml]),
        baseline: nodeStart,
        target: 3,
        runs: starts,
      },
      {
        name: 'cold start: mcpdesc validate small JSON (CPU)',
        bytes: jsonText.length,
        run: () => undefined,
        cost: () => cpuMs(process.execPath, [mcpdesc, 'validate', json]),
        baseline: nodeStart,
        target: 3,
        runs: starts,
      },
      {
        name: `${files} small files: one mcpdesc validate call (CPU, all threads)`,
        bytes: files * yamlDocument('server-000').length,
        run: () => undefined,
        cost: () => cpuMs(process.execPath, [mcpdesc, 'validate', folder]),
        baseline: {
          name: `${files} calls, extrapolated (${files} x one call's CPU)`,
          run: () => undefined,
          cost: () => files * cpuMs(process.execPath, [mcpdesc, 'validate', one]),
        },
        runs: 3,
      },
    ];
    return cases;
  },
};

export default suite;
