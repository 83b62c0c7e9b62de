// Benchmarks: `npm run bench` prints a table; `npm run bench -- --json` prints only a JSON array of
// { case, bytes, medianMs, baselineMs, ratio }. `--filter TEXT` keeps cases whose name contains TEXT.
// Suites are discovered: every bench/suites/*.ts whose default export is a BenchSuite. `npm run bench` runs this file and
// the suites from an esbuild bundle (scripts/bench.mjs: suites/*.js beside run.js), as the CLI and the worker ship the
// core; `npx tsx bench/run.ts` runs them from source.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchCase, BenchSuite, Timed } from './types.ts';
// Suites that import core modules directly get the core as the CLI runs it (pattern matcher, every MCP version).
import '../core/install-all.ts';

export type { BenchCase, BenchSuite } from './types.ts';

export interface BenchResult {
  case: string;
  bytes: number;
  medianMs: number;
  baselineMs: number;
  ratio: number;
  note?: string;
}

/** Per case, time spent measuring (case and baseline together) before stopping, and run bounds. */
const budgetMs = 2500;
const minRuns = 3;
const maxRuns = 200;
/**
 * The warm-up of a fast case (its first run and its baseline's under 50 ms together): interleaved runs of the two for
 * `warmUpMs` and `warmUpRuns` runs at least, `maxWarmUpMs` at most (see warmUp).
 */
const warmUpMs = 250;
const warmUpRuns = 3000;
const maxWarmUpMs = 2000;

export async function loadSuites(): Promise<BenchSuite[]> {
  const dir = join(dirname(fileURLToPath(import.meta.url)), 'suites');
  const files = readdirSync(dir)
    .filter((f) => /\.(ts|js)$/.test(f))
    .sort();
  const suites: BenchSuite[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default?: BenchSuite };
    if (mod.default && typeof mod.default.cases === 'function') suites.push(mod.default);
  }
  return suites;
}

function time(t: Timed): number {
  if (t.cost) return t.cost();
  const start = performance.now();
  t.run();
  return performance.now() - start;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Runs a fast case and its baseline until the engine has optimised both, and returns what one run of the two costs
 * then (the median of the last 100 runs). A keystroke's revalidation runs warm code, and V8 optimises a function
 * after enough calls, not after enough time: a validation calls many functions once per run, so a 0.1 ms validation
 * of a small document went on getting faster for 2,500-3,500 runs (the invalid example as JSON, run alone: 35x
 * JSON.parse over its first 500 runs, 21x at 1,500, 16.5x from 3,000 on). A warm-up of 250 ms (about 300 such runs)
 * measured it half-warm, and its figure depended on which cases had warmed the shared code before it (18-22x after
 * the other examples, 25-35x alone).
 */
function warmUp(c: BenchCase): number {
  const start = performance.now();
  const last: number[] = [];
  for (let runs = 0; ; runs++) {
    last[runs % 100] = time(c) + time(c.baseline);
    const elapsed = performance.now() - start;
    if ((runs >= warmUpRuns && elapsed >= warmUpMs) || elapsed >= maxWarmUpMs) return median(last);
  }
}

/** Times a case and its baseline interleaved (alternating which goes first), after a warm-up. */
export function measure(c: BenchCase): BenchResult {
  // The first run of each is the warm-up of a slow case; a fast one is warmed up until it runs steady (warmUp), and
  // its number of runs follows from its warm cost rather than from that of its first, cold run.
  let warm = time(c) + time(c.baseline);
  if (warm < 50 && !c.cost && !c.baseline.cost) warm = warmUp(c);
  const runs = c.runs ?? Math.max(minRuns, Math.min(maxRuns, Math.floor(budgetMs / Math.max(warm, 0.01))));
  const ours: number[] = [];
  const base: number[] = [];
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      ours.push(time(c));
      base.push(time(c.baseline));
    } else {
      base.push(time(c.baseline));
      ours.push(time(c));
    }
  }
  const medianMs = median(ours);
  const baselineMs = median(base);
  return {
    case: c.name,
    bytes: c.bytes,
    medianMs,
    baselineMs,
    ratio: medianMs / baselineMs,
    ...(c.note ? { note: c.note } : {}),
  };
}

function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / 1024 / 1024).toFixed(2)} MB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${n} B`;
}

function table(rows: { suite: string; c: BenchCase; r: BenchResult }[]): string {
  const header = ['case', 'size', 'median ms', 'baseline', 'baseline ms', 'ratio', 'target', 'note'];
  const body = rows.map(({ c, r }) => [
    r.case,
    formatBytes(r.bytes),
    r.medianMs.toFixed(3),
    c.baseline.name,
    r.baselineMs.toFixed(3),
    `${r.ratio < 0.1 ? r.ratio.toPrecision(2) : r.ratio.toFixed(2)}x`,
    c.target === undefined ? '' : `<= ${c.target}x ${r.ratio <= c.target ? 'ok' : 'MISSED'}`,
    c.note ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 || i === 3 || i === 7 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

async function main(argv: string[]): Promise<void> {
  const asJson = argv.includes('--json');
  const filterAt = argv.indexOf('--filter');
  const filter = filterAt >= 0 ? argv[filterAt + 1] : undefined;
  const rows: { suite: string; c: BenchCase; r: BenchResult }[] = [];
  for (const suite of await loadSuites()) {
    const cases = suite.cases().filter((c) => !filter || c.name.includes(filter));
    for (const c of cases) {
      const r = measure(c);
      rows.push({ suite: suite.name, c, r });
      if (!asJson)
        process.stderr.write(
          `  ${suite.name}: ${r.case} ${r.ratio < 0.1 ? r.ratio.toPrecision(2) : r.ratio.toFixed(2)}x\n`,
        );
    }
  }
  if (asJson) {
    process.stdout.write(
      JSON.stringify(
        rows.map(({ r }) => r),
        null,
        2,
      ) + '\n',
    );
    return;
  }
  process.stdout.write(
    `\nNode ${process.version}; median of interleaved runs; ratio = median / baseline median\n\n${table(rows)}\n`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
