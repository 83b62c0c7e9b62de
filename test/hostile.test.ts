// Issue 10: each hostile input (bench/hostile-inputs.ts, measured by `npm run hostile`) gets a bounded answer. Time
// bounds are generous (tens of times the measured cost on a loaded machine): they catch a return of unbounded work,
// not a slowdown, which `npm run hostile` and the benchmarks measure.
import { describe, expect, it } from 'vitest';
import { hostileInputs } from '../bench/hostile-inputs.ts';
import { convertText, organizeText, validateText, type Diagnostic } from '../core/index.ts';
import { runCli } from './cli/run-cli.ts';

const bound = 20_000;

function input(id: string): string {
  const found = hostileInputs.find((h) => h.id === id);
  if (!found) throw new Error(`no hostile input ${id}`);
  return found.text();
}

function timed<T>(f: () => T): T {
  const start = performance.now();
  const result = f();
  expect(performance.now() - start).toBeLessThan(bound);
  return result;
}

const messages = (diagnostics: Diagnostic[], rule: string) =>
  diagnostics.filter((d) => d.rule === rule).map((d) => d.message);

describe('catastrophic backtracking patterns in embedded schemas (item 1)', () => {
  for (const h of hostileInputs.filter((h) => /^(pattern|patternProperties|propertyNames)/.test(h.id))) {
    it(
      `${h.title}: a verdict, not a hang`,
      () => {
        const result = timed(() => validateText(h.text()));
        const conformance = result.diagnostics.filter((d) => d.rule === 'mcpdesc.tool.example.schema-conformance');
        // These unanchored patterns match (at the end of the subject); the others do not.
        const matches = ['pattern-optional-spaces', 'pattern-a-or-aa', 'pattern-class-overlap'].includes(h.id);
        expect(conformance.map((d) => d.severity)).toEqual(matches ? [] : ['error']);
        expect(conformance.map((d) => d.message).join()).not.toContain('could not be completely checked');
      },
      bound * 2,
    );
  }
});

describe('$ref fan-out (item 2)', () => {
  for (const id of ['ref-fan-out-allOf', 'ref-fan-out-anyOf']) {
    it(
      `${id}: validated completely, and no "recurses without end"`,
      () => {
        const result = timed(() => validateText(input(id)));
        expect(result.diagnostics.filter((d) => d.rule === 'mcpdesc.tool.example.schema-conformance')).toEqual([]);
        expect(JSON.stringify(result.diagnostics)).not.toContain('recurses without end');
      },
      bound * 2,
    );
  }
});

describe('diagnostics stay linear in the input (item 3)', () => {
  it(
    '4,000 identical resources: each duplicate points at the first occurrence only, at most 1,000 findings and one summary',
    () => {
      const result = timed(() => validateText(input('duplicate-resources-4000')));
      const rule = 'mcpdesc.protocol-scope.consistency';
      const found = result.diagnostics.filter((d) => d.rule === rule);
      expect(found).toHaveLength(1001);
      for (const d of found.slice(0, 1000)) {
        expect(d.relatedLocations?.map((r) => r.path)).toEqual(['/resources/0']);
        expect(d.message.length).toBeLessThan(300);
      }
      expect(result.diagnostics.at(-1)).toMatchObject({
        rule,
        severity: 'info',
        message: '2999 further findings of this rule are not shown; fix the ones above first.',
      });
    },
    bound * 2,
  );

  it(
    '20,000 identically named tools: bounded, and the CLI prints its JSON report',
    async () => {
      const text = input('duplicate-tools-20000');
      const start = performance.now();
      const result = await runCli(['validate', 'big.json', '--json'], { 'big.json': text });
      expect(performance.now() - start).toBeLessThan(bound);
      expect(result.code).toBe(1);
      const report = JSON.parse(result.stdout) as { valid: boolean; diagnostics: Diagnostic[] };
      expect(report.valid).toBe(false);
      expect(report.diagnostics.length).toBeLessThan(5000);
    },
    bound * 2,
  );

  it(
    '6,000 and 99,990 unknown members in info: findings in document order, capped',
    () => {
      for (const id of ['unknown-info-members-6000', 'unknown-info-members-99990']) {
        const result = timed(() => validateText(input(id)));
        const unexpected = result.diagnostics.filter((d) => d.detail?.kind === 'unexpected-member').map((d) => d.path);
        expect(unexpected.slice(0, 3)).toEqual(['/info/u0', '/info/u1', '/info/u2']);
        expect(unexpected).toHaveLength(1000);
        expect(result.diagnostics.at(-1)?.message).toMatch(/^\d+ further structural findings are not shown/);
      }
    },
    bound * 3,
  );

  it(
    '100,000 YAML aliases: 1,000 parse errors and one summary',
    () => {
      const result = timed(() => validateText(input('yaml-aliases-100000')));
      expect(result.valid).toBe(false);
      expect(result.diagnostics).toHaveLength(1001);
      expect(messages(result.diagnostics, 'mcpdesc.serialization.conforming').at(-1)).toBe(
        '99000 further problems of the YAML text are not shown; fix the ones above first.',
      );
      expect(result.diagnostics.at(-1)?.range).toBeUndefined();
      // Rejected from the pre-scan's tokens, with the same messages and ranges as when composed; the anchor itself is
      // allowed (15.3.5 forbids aliases only).
      expect(result.diagnostics.some((d) => d.message.startsWith("Anchor '&x'"))).toBe(false);
      expect(result.diagnostics[0]).toMatchObject({
        message: expect.stringMatching(/^Alias '\*x' is not allowed/),
        range: { start: { line: 3, column: 3 }, end: { line: 3, column: 5 } },
      });
    },
    bound * 2,
  );
});

describe('limits enforced while parsing (item 4)', () => {
  it(
    'a 1,000,000-item YAML sequence and 200,000 YAML members are rejected by the limit, for validate, convert and organize',
    () => {
      for (const id of ['yaml-sequence-1000000', 'yaml-mapping-200000']) {
        const text = input(id);
        const result = timed(() => validateText(text));
        expect(result.diagnostics.map((d) => d.message)).toEqual([
          expect.stringMatching(
            /with more than 100000 entries exceeds the collection size limit \(maxCollectionSize 100000\)/,
          ),
        ]);
        const converted = timed(() => convertText(text, 'json'));
        expect(converted.ok).toBe(false);
        expect(timed(() => organizeText(text)).ok).toBe(false);
      }
    },
    bound * 6,
  );

  it('a JSON member name of 1,048,588 characters is rejected like a string of that length, so it never reaches YAML', () => {
    const text = input('json-long-member-name');
    expect(validateText(text).diagnostics.map((d) => d.message)).toEqual([
      'Member name of 1048588 characters exceeds the scalar length limit (maxScalarLength 1048576)',
    ]);
    const converted = convertText(text, 'yaml');
    expect(converted.ok).toBe(false);
  });
});

describe('the CLI never dies with an uncaught exception (item 7)', () => {
  it('an unexpected failure is a clear message on stderr and exit code 2', async () => {
    const { run } = await import('../cli/run.ts');
    const { memoryIo } = await import('./cli/run-cli.ts');
    const out = { stdout: '', stderr: '' };
    const io = memoryIo({ 'a.json': '{}' }, out);
    const code = await run(['validate', 'a.json', '--json'], {
      ...io,
      stdout: () => {
        throw new RangeError('Invalid string length');
      },
    });
    const stderr = out.stderr;
    expect(code).toBe(2);
    expect(stderr).toBe('mcpdesc: internal error: RangeError: Invalid string length; please report it\n');
  });
});
