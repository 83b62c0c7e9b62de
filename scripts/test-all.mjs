// `npm test`: the end-to-end tests on the build, with the unit tests, typecheck and lint beside them — then one plain
// closing line "N passed, N failed" summing the unit and e2e counts (CI reads it; Vitest and Playwright print their own).
// The e2e suite is the longest step (two Playwright workers, each with its browser) and needs the build; the other steps
// need nothing built, so they start with the build and use the core it leaves idle (Vite's build runs mostly on one).
// They run at a lower CPU priority (nice 10), so they take what the build and the e2e tests leave instead of slowing
// them down. The e2e tests wait for states, never for time, so they pass beside the others' load.
//
// The end-to-end tests print as they go; every other step keeps its output until it ends and prints it in one piece.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';

rmSync('.e2e-out', { recursive: true, force: true });
mkdirSync('.e2e-out', { recursive: true });

/** The steps, all started at once except those that wait for another (`after`) to pass. */
const steps = [
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
  { name: 'e2e', command: 'npx', args: ['playwright', 'test'], streams: true, after: 'build' },
  {
    name: 'unit',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.e2e-out/vitest.json'],
    background: true,
  },
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'], background: true },
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'], background: true },
];

/** The niceness of background steps (their child processes inherit it). */
const BACKGROUND_PRIORITY = 10;

/** Runs one step and resolves whether it passed. */
function run({ name, command, args, streams = false, background = false }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: streams ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    if (background && child.pid !== undefined) {
      try {
        setPriority(child.pid, BACKGROUND_PRIORITY);
      } catch {
        /* not permitted here: the step runs at normal priority */
      }
    }
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    if (streams) console.log(`\n=== ${name} ===`);
    child.on('close', (status) => {
      if (!streams) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`=== ${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${seconds} s ===`);
      resolve(status === 0);
    });
  });
}

const failures = [];
/** Whether each step passed, by name, once it has ended (a step whose `after` failed is not run and does not pass). */
const results = new Map();
for (const step of steps) {
  const waited = step.after === undefined ? Promise.resolve(true) : results.get(step.after);
  const ran = waited.then((ready) => {
    if (ready) return run(step);
    console.log(`\n=== ${step.name}: not run (${step.after} failed) ===`);
    return false;
  });
  results.set(step.name, ran);
}
for (const step of steps) {
  if (!(await results.get(step.name))) failures.push(step.name);
}

let passed = 0;
let failed = 0;
if (existsSync('.e2e-out/vitest.json')) {
  const report = JSON.parse(readFileSync('.e2e-out/vitest.json', 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}
if (existsSync('.e2e-out/results.json') && !failures.includes('build')) {
  const stats = JSON.parse(readFileSync('.e2e-out/results.json', 'utf8')).stats ?? {};
  passed += stats.expected ?? 0;
  failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
}
if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
