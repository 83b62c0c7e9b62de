// `npm test`: typecheck, lint and build side by side (each mostly uses one core), then the unit tests, then the
// end-to-end tests — then one plain closing line "N passed, N failed" summing the unit and e2e counts (CI reads it;
// Vitest and Playwright print their own). A step run beside others prints its output when it ends, in one piece.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, rmSync } from 'node:fs';

rmSync('.e2e-out', { recursive: true, force: true });
mkdirSync('.e2e-out', { recursive: true });

/** Groups of steps: the steps of a group run at the same time, the groups one after another. */
const groups = [
  [
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['build', 'npm', ['run', '--silent', 'build']],
  ],
  [
    [
      'unit',
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.e2e-out/vitest.json'],
    ],
  ],
  [['e2e', 'npx', ['playwright', 'test']]],
];

/** Runs one step; alone it prints as it goes, beside others it keeps its output until it ends. */
function run([name, command, args], alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    if (alone) console.log(`\n=== ${name} ===`);
    child.on('close', (status) => {
      if (!alone) {
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
for (const group of groups) {
  const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
  group.forEach(([name], i) => {
    if (!results[i]) failures.push(name);
  });
  if (failures.includes('build')) break; // e2e needs the build
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
