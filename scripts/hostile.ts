// `npm run hostile`: time and peak memory of each hostile input of issue 10 (bench/hostile-inputs.ts), each in its own
// Node process under /usr/bin/time -v, with a timeout. `-- --filter TEXT` for a subset, `-- --timeout SECONDS`
// (default 60), `-- --json` for machine-readable output. `-- --run ID` runs one input in this process.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { hostileInputs } from '../bench/hostile-inputs.ts';
import { convertText, organizeText, validateText } from '../core/index.ts';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

function runOne(id: string): void {
  const input = hostileInputs.find((h) => h.id === id);
  if (!input) throw new Error(`no hostile input ${id}`);
  const text = input.text();
  const start = performance.now();
  let outcome: string;
  if (input.call === 'validate') {
    const r = validateText(text);
    const errors = r.diagnostics.filter((d) => d.severity === 'error').length;
    outcome = `valid=${r.valid} diagnostics=${r.diagnostics.length} errors=${errors} first=${JSON.stringify(r.diagnostics[0]?.message.slice(0, 120) ?? '')}`;
  } else {
    const r = input.call === 'convert' ? convertText(text, 'yaml') : organizeText(text);
    outcome = r.ok ? `ok length=${r.text.length}` : `not ok: ${r.message.slice(0, 120)}`;
  }
  const ms = performance.now() - start;
  console.log(JSON.stringify({ id, bytes: text.length, ms: Math.round(ms), outcome }));
}

interface Row {
  id: string;
  title: string;
  seconds: string;
  peakMiB: string;
  outcome: string;
}

function runAll(): void {
  const filter = option('filter');
  const timeout = Number(option('timeout') ?? 60);
  const script = fileURLToPath(import.meta.url);
  const rows: Row[] = [];
  for (const input of hostileInputs) {
    if (filter && !input.id.includes(filter)) continue;
    const child = spawnSync(
      '/usr/bin/time',
      [
        '-v',
        'timeout',
        '-s',
        'KILL',
        String(timeout),
        process.execPath,
        '--max-old-space-size=8192',
        '--import',
        'tsx',
        script,
        '--run',
        input.id,
      ],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const stderr = child.stderr ?? '';
    const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
    const elapsed = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(stderr);
    const wall = elapsed ? Number(elapsed[1] ?? 0) * 3600 + Number(elapsed[2]) * 60 + Number(elapsed[3]) : NaN;
    const line = (child.stdout ?? '').trim().split('\n').pop() ?? '';
    let outcome: string;
    let seconds: string;
    try {
      const parsed = JSON.parse(line) as { ms: number; outcome: string };
      outcome = parsed.outcome;
      seconds = (parsed.ms / 1000).toFixed(2);
    } catch {
      const killed = /Command terminated by signal 9|status 137/.test(stderr) || wall >= timeout;
      outcome = killed
        ? `killed after ${timeout} s`
        : `failed: ${(stderr.split('\n').find((l) => /Error|heap/.test(l)) ?? stderr.slice(0, 200)).trim()}`;
      seconds = killed ? `>${timeout}` : '—';
    }
    const row = {
      id: input.id,
      title: input.title,
      seconds,
      peakMiB: rss ? (Number(rss[1]) / 1024).toFixed(0) : '?',
      outcome,
    };
    rows.push(row);
    if (!args.includes('--json'))
      console.log(`${row.id.padEnd(34)} ${row.seconds.padStart(7)} s ${row.peakMiB.padStart(6)} MiB  ${row.outcome}`);
  }
  if (args.includes('--json')) console.log(JSON.stringify(rows, null, 2));
}

const one = option('run');
if (one) runOne(one);
else runAll();
