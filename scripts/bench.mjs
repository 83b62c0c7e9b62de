// `npm run bench`: runs bench/run.ts and its suites from an esbuild bundle, built as the CLI and the worker ship the
// core (bundled, minified, no TypeScript loader), so the figures are the shipped code's. Running the TypeScript through
// tsx instead costs what no user pays: tsx keeps function names, adding a name-setting call for every named function
// created on each call (about 12 % of a small document's validation).
//
//   node scripts/bench.mjs [--json] [--filter TEXT]      (the arguments go to bench/run.ts)
//
// Every case is measured the same way (bench/run.ts `measure`): a fast case (under 50 ms with its baseline) is first
// run with its baseline, interleaved, for 3,000 runs and 250 ms at least (2 s at most), so that V8 has optimised the
// code it calls once per run, as a keystroke's revalidation runs it; then both are timed interleaved, alternating
// which goes first, and the ratio is the median of the case over the median of its baseline.
//
// Each suite is its own entry (bench/run.ts discovers them in the output's suites/ folder), with code splitting so
// that they share one copy of the core. `import.meta.url` in a suite is its source file's URL, so that the files a
// suite reads beside it (the examples, scripts/build-cli.mjs) are found as when it runs from source.
import { build } from 'esbuild';
import { nodeBundle } from './build-cli.mjs';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const suites = readdirSync(join(root, 'bench/suites')).filter((f) => f.endsWith('.ts'));
const outdir = mkdtempSync(join(tmpdir(), 'mcpdesc-bench-'));

/** Gives every module under bench/suites/ its source file's URL as `import.meta.url`. */
const sourceUrl = {
  name: 'suite-source-url',
  setup(b) {
    b.onLoad({ filter: /[\\/]bench[\\/]suites[\\/][^\\/]+\.ts$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: 'ts',
    }));
  },
};

let status;
try {
  await build({
    absWorkingDir: root,
    entryPoints: {
      run: 'bench/run.ts',
      ...Object.fromEntries(suites.map((f) => [`suites/${f.replace(/\.ts$/, '')}`, `bench/suites/${f}`])),
    },
    outdir,
    ...nodeBundle,
    logLevel: 'warning',
    external: ['esbuild'],
    plugins: [sourceUrl],
  });
  status = spawnSync(process.execPath, [join(outdir, 'run.js'), ...process.argv.slice(2)], { stdio: 'inherit' }).status;
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
process.exit(status ?? 1);
