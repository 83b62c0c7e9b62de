// `npm run fuzz -- --runs N [--seed S]`: the property of test/fuzz/fuzz.test.ts over N runs (default 5,000), reporting
// the first failure (shrunk) with its text, or the number of runs that passed.
import fc from 'fast-check';
import '../core/install-all.ts';
import { checkCase, fuzzCase } from '../test/fuzz/property.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const runs = option('runs', 5000);
const seed = option('seed', Date.now() % 2 ** 31);
const start = performance.now();
const details = fc.check(
  fc.property(fuzzCase, (c) => checkCase(c)),
  { numRuns: runs, seed },
);
const seconds = ((performance.now() - start) / 1000).toFixed(1);
if (details.failed) {
  console.error(`FAILED after ${details.numRuns} runs (seed ${seed}, ${seconds} s): ${String(details.errorInstance)}`);
  console.error(`counterexample: ${JSON.stringify(details.counterexample)}`);
  process.exit(1);
}
console.log(`${details.numRuns} runs passed, 0 failures (seed ${seed}, ${seconds} s)`);
