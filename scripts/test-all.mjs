// `npm test`: typecheck, lint, unit tests, build, end-to-end tests — then one plain closing line
// "N passed, N failed" summing the unit and e2e counts (CI reads it; Vitest and Playwright print their own).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, rmSync } from 'node:fs';

rmSync('.e2e-out', { recursive: true, force: true });
mkdirSync('.e2e-out', { recursive: true });
const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.e2e-out/vitest.json']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['e2e', 'npx', ['playwright', 'test']],
];

let passed = 0;
let failed = 0;
const failures = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  console.log(
    `=== ${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (status !== 0) failures.push(name);
  if (name === 'build' && status !== 0) break; // e2e needs the build
}

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
