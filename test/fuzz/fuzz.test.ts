// Robustness of the whole core on mutated documents (issue 10 item 7): see test/fuzz/property.ts. A fixed seed keeps
// `npm test` deterministic; `npm run fuzz -- --runs N [--seed S]` runs the same property longer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCase, fuzzCase, seeds } from './property.ts';

describe('fuzzing the core with mutated examples and fixtures', () => {
  it('has seeds: every example and parsable conformance fixture', () => {
    expect(seeds.length).toBeGreaterThan(50);
  });

  it('validateText, convertText, organizeText, viewText and nativeText keep their properties', () => {
    fc.assert(
      fc.property(fuzzCase, (c) => checkCase(c)),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300), seed: 20261201 },
    );
  }, 600_000);
});
