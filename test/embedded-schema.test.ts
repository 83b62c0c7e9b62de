// core/embedded-schema against the official JSON Schema Test Suite (vendored: test/vendor/json-schema-test-suite) for
// the two dialects of spec 9.2, plus the guards for untrusted schemas. Remote documents are served from the local copy
// through the explicit catalogue option: nothing is fetched.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSchema, validateInstance, type Dialect } from '../core/embedded-schema/index.ts';
import { runRuleChecks } from '../core/rules/run.ts';
import { validateText } from '../core/index.ts';

const suiteRoot = fileURLToPath(new URL('./vendor/json-schema-test-suite/', import.meta.url));

interface SuiteTest {
  description: string;
  data: unknown;
  valid: boolean;
}
interface SuiteGroup {
  description: string;
  schema: unknown;
  tests: SuiteTest[];
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? jsonFiles(path) : name.endsWith('.json') ? [path] : [];
    });
}

/** Every remote document under its http://localhost:1234/ URI, as the suite's README prescribes. */
const catalogue: Record<string, unknown> = Object.fromEntries(
  jsonFiles(join(suiteRoot, 'remotes')).map((file) => [
    `http://localhost:1234/${relative(join(suiteRoot, 'remotes'), file).split('\\').join('/')}`,
    JSON.parse(readFileSync(file, 'utf8')) as unknown,
  ]),
);

interface Outcome {
  id: string;
  optional: boolean;
  passed: boolean;
  /** Evaluated completely, with the wrong verdict (as opposed to not evaluated). */
  wrong: boolean;
}

export function runSuite(folder: string, dialect: Dialect): Outcome[] {
  const dir = join(suiteRoot, 'tests', folder);
  const outcomes: Outcome[] = [];
  for (const file of jsonFiles(dir)) {
    const name = relative(dir, file).split('\\').join('/');
    const groups = JSON.parse(readFileSync(file, 'utf8')) as SuiteGroup[];
    for (const group of groups) {
      for (const test of group.tests) {
        const result = validateInstance(group.schema, test.data, dialect, { catalogue });
        const complete = result.incomplete.length === 0;
        outcomes.push({
          id: `${name} | ${group.description} | ${test.description}`,
          optional: name.startsWith('optional/'),
          passed: complete && (result.problems.length === 0) === test.valid,
          wrong: complete && (result.problems.length === 0) !== test.valid,
        });
      }
    }
  }
  return outcomes;
}

function rate(outcomes: Outcome[]): string {
  const passed = outcomes.filter((o) => o.passed).length;
  return `${passed}/${outcomes.length} (${((100 * passed) / Math.max(1, outcomes.length)).toFixed(1)}%)`;
}

/**
 * Required tests evaluated completely but with the wrong verdict. Every other required failure is an evaluation
 * reported as incomplete (meta-schema references, dynamic scope, references the indexer cannot resolve), never a wrong
 * answer.
 */
const knownWrong: Record<string, string[]> = {
  '2020-12': [
    'ref.json | order of evaluation: $id and $anchor and $ref | data is valid against first definition',
    'vocabulary.json | schema that uses custom metaschema with with no validation vocabulary | no validation: invalid number, but it still validates',
  ],
  'draft-07': [],
};

/** Measured pass rates of the required tests (the floor this suite holds the validator to). */
const requiredFloor: Record<string, number> = { '2020-12': 0.965, 'draft-07': 0.99 };

describe('JSON Schema Test Suite (spec 9.2 dialects)', () => {
  for (const [folder, dialect] of [
    ['draft2020-12', '2020-12'],
    ['draft7', 'draft-07'],
  ] as const) {
    it(`${dialect}: required pass rate, optional measured, wrong verdicts only the known ones`, () => {
      const outcomes = runSuite(folder, dialect);
      const required = outcomes.filter((o) => !o.optional);
      const optional = outcomes.filter((o) => o.optional);
      const optionalWithoutFormat = optional.filter((o) => !o.id.startsWith('optional/format/'));
      console.log(
        `JSON Schema Test Suite ${dialect}: required ${rate(required)}; optional ${rate(optional)}; optional without format/ ${rate(optionalWithoutFormat)}`,
      );
      expect(required.filter((o) => o.passed).length / required.length).toBeGreaterThanOrEqual(requiredFloor[dialect]!);
      expect(required.filter((o) => o.wrong).map((o) => o.id)).toEqual(knownWrong[dialect]);
    }, 60_000);
  }
});

describe('checkSchema', () => {
  it('accepts the 2020-12 vocabulary: references, composition, conditionals, unknown keywords', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      $defs: { id: { type: 'string', pattern: '^[a-z]+$' } },
      properties: { a: { $ref: '#/$defs/id' }, b: { anyOf: [{ type: 'integer' }, { type: 'null' }] }, c: true },
      if: { required: ['a'] },
      then: { dependentRequired: { a: ['b'] } },
      else: { not: {} },
      unevaluatedProperties: false,
      'x-vendor': { anything: [1, 2] },
    };
    expect(checkSchema(schema, '2020-12')).toEqual([]);
  });

  it('reports values that break the meta-schema, at their schema path', () => {
    const problems = checkSchema(
      { type: 'object', required: 'query', properties: { a: { minLength: -1 }, b: 3 }, allOf: [] },
      '2020-12',
    );
    expect(problems.map((p) => [p.schemaPath, p.kind, p.severity])).toEqual([
      ['/allOf', 'invalid-keyword', 'error'],
      ['/properties/a/minLength', 'invalid-keyword', 'error'],
      ['/properties/b', 'invalid-keyword', 'error'],
      ['/required', 'invalid-keyword', 'error'],
    ]);
    expect(problems[3]!.message).toBe('"required" must be an array of distinct strings');
  });

  it('applies the dialect: items arrays and dependencies are draft-07, prefixItems is 2020-12', () => {
    expect(checkSchema({ items: [{ type: 'string' }], dependencies: { a: ['b'] } }, 'draft-07')).toEqual([]);
    expect(checkSchema({ items: [{ type: 'string' }] }, '2020-12').map((p) => p.schemaPath)).toEqual(['/items']);
    expect(checkSchema({ prefixItems: 3, dependentRequired: 3, $defs: 3 }, 'draft-07')).toEqual([]);
    expect(checkSchema({ dependencies: 3, definitions: 3, additionalItems: 3 }, '2020-12')).toEqual([]);
  });

  it('reports an external $ref as a warning and a dangling local one as an error, resolving pointers into any keyword', () => {
    const problems = checkSchema(
      {
        properties: {
          a: { $ref: 'https://schemas.example.com/common.json#/$defs/identifier' },
          b: { $ref: '#/$defs/missing' },
          c: { $ref: '#/definitions/legacy' },
        },
        definitions: { legacy: { type: 'string' } },
      },
      '2020-12',
    );
    expect(problems.map((p) => [p.schemaPath, p.kind, p.severity])).toEqual([
      ['/properties/a/$ref', 'external-ref', 'warning'],
      ['/properties/b/$ref', 'unresolved-ref', 'error'],
    ]);
  });

  it('arrays are not subschemas: properties, patternProperties and $defs values must be objects or booleans', () => {
    const problems = checkSchema(
      { properties: { x: [] }, patternProperties: { '^y': [] }, $defs: { a: [{ type: 'string' }] } },
      '2020-12',
    );
    expect(problems.map((p) => [p.schemaPath, p.severity, p.message])).toEqual([
      ['/$defs/a', 'error', 'a subschema must be an object or a boolean'],
      ['/patternProperties/^y', 'error', 'a subschema must be an object or a boolean'],
      ['/properties/x', 'error', 'a subschema must be an object or a boolean'],
    ]);
    // draft-07 `dependencies` values may be arrays of property names; `definitions` values may not be arrays.
    expect(
      checkSchema({ dependencies: { a: ['b'], c: [] }, definitions: { d: [] } }, 'draft-07').map((p) => p.schemaPath),
    ).toEqual(['/definitions/d']);
  });

  it('an array subschema in a Tool schema is a json-schema.tool-schema.valid error, and no "boolean schema" warning', () => {
    const text = JSON.stringify({
      mcpdesc: '0.9.0',
      info: { name: 'a', version: '1' },
      protocolVersions: ['2025-11-25'],
      transports: [{ type: 'stdio', command: 's' }],
      tools: [{ name: 't', inputSchema: { type: 'object', properties: { x: [] } } }],
    });
    const diagnostics = validateText(text).diagnostics;
    expect(
      diagnostics.filter((d) => d.rule === 'json-schema.tool-schema.valid').map((d) => [d.path, d.severity]),
    ).toEqual([['/tools/0/inputSchema/properties/x', 'error']]);
    expect(diagnostics.map((d) => d.message).join()).not.toContain('boolean schema');
  });

  it('warns about a pattern that is not an ECMA-262 regular expression', () => {
    expect(checkSchema({ pattern: '([a-z]' }, '2020-12').map((p) => [p.kind, p.severity])).toEqual([
      ['invalid-pattern', 'warning'],
    ]);
  });
});

describe('validateInstance', () => {
  it('reports problems with instance paths, one per failing leaf', () => {
    const result = validateInstance(
      {
        type: 'object',
        properties: { count: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } },
        required: ['count', 'name'],
      },
      { count: 'one', tags: ['a', 2] },
      '2020-12',
    );
    expect(result.incomplete).toEqual([]);
    expect(result.problems.map((p) => [p.instancePath, p.keyword])).toEqual([
      ['', 'required'],
      ['/count', 'type'],
      ['/tags/1', 'type'],
    ]);
  });

  it('keeps members named like Object.prototype properties as members', () => {
    expect(
      validateInstance(
        JSON.parse('{"properties": {"__proto__": {"type": "number"}}}'),
        JSON.parse('{"__proto__": "x"}'),
        '2020-12',
      ).problems,
    ).toHaveLength(1);
  });

  it('treats format as an annotation in both dialects', () => {
    expect(validateInstance({ format: 'email' }, 'not an address', '2020-12')).toEqual({
      problems: [],
      incomplete: [],
    });
    expect(validateInstance({ format: 'email' }, 'not an address', 'draft-07')).toEqual({
      problems: [],
      incomplete: [],
    });
  });

  it('does not evaluate against an external reference, and says so', () => {
    const result = validateInstance(
      { properties: { id: { $ref: 'https://schemas.example.invalid/id.json' } } },
      { id: 3 },
      '2020-12',
    );
    expect(result.problems).toEqual([]);
    expect(result.incomplete).toEqual([
      'external reference "https://schemas.example.invalid/id.json" is not retrieved',
    ]);
  });

  it('reports a schema that recurses without end as incomplete instead of crashing', () => {
    const result = validateInstance({ $ref: '#' }, {}, '2020-12');
    expect(result.problems).toEqual([]);
    expect(result.incomplete).toEqual(['the schema recurses without end']);
  });

  it('never mutates the schema it is given', () => {
    const schema = {
      $id: 'https://example.com/s',
      $defs: { a: { type: 'string' } },
      properties: { x: { $ref: '#/$defs/a', format: 'email' } },
    };
    const before = JSON.stringify(schema);
    validateInstance(schema, { x: 1 }, '2020-12');
    checkSchema(schema, '2020-12');
    expect(JSON.stringify(schema)).toBe(before);
    expect(Object.getOwnPropertyNames(schema.properties.x)).toEqual(['$ref', 'format']);
  });

  it('never mutates a schema without identifiers either (evaluated as it is, without a private copy)', () => {
    const schema = {
      type: 'object',
      properties: { when: { type: 'string', format: 'date-time' }, tags: { items: { format: 'uuid' } } },
      required: ['when'],
    };
    const before = JSON.stringify(schema);
    const names = (value: object) =>
      JSON.stringify(value, (_key, v: unknown) =>
        typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.getOwnPropertyNames(v) : v,
      );
    const shape = names(schema);
    for (const dialect of ['2020-12', 'draft-07'] as const)
      expect(validateInstance(schema, { tags: ['x'] }, dialect).problems).toHaveLength(1);
    expect(JSON.stringify(schema)).toBe(before);
    expect(names(schema)).toBe(shape);
  });

  it('property and definition names that look like identifiers are names, not identifiers', () => {
    // "$ref", "$id" and "id" as property names: no reference to follow, no resource to index, a plain verdict.
    const schema = {
      properties: { $ref: { type: 'string' }, $id: { type: 'integer' }, id: { type: 'boolean' } },
      $defs: { $anchor: { type: 'null' } },
    };
    expect(validateInstance(schema, { $ref: 'x', $id: 1, id: true }, '2020-12')).toEqual({
      problems: [],
      incomplete: [],
    });
    const wrong = validateInstance(schema, { $ref: 1, $id: 'x', id: 'no' }, '2020-12');
    expect(wrong.incomplete).toEqual([]);
    expect(wrong.problems.map((p) => p.instancePath).sort()).toEqual(['/$id', '/$ref', '/id']);
    // A reference inside a property's subschema is still found and followed.
    const referencing = { properties: { id: { $ref: '#/$defs/n' } }, $defs: { n: { type: 'number' } } };
    expect(validateInstance(referencing, { id: 'x' }, '2020-12').problems.map((p) => p.instancePath)).toEqual(['/id']);
  });
});

describe('regular expressions from documents run in linear time (re2js)', () => {
  const patternFiles =
    /^(pattern|patternProperties|propertyNames|optional\/ecmascript-regex|optional\/non-bmp-regex)\.json /;
  for (const [folder, dialect] of [
    ['draft2020-12', '2020-12'],
    ['draft7', 'draft-07'],
  ] as const) {
    it(`${dialect}: every pattern, patternProperties, propertyNames and ECMA-262 regex case of the suite passes`, () => {
      const outcomes = runSuite(folder, dialect).filter((o) => patternFiles.test(o.id));
      console.log(`JSON Schema Test Suite ${dialect} regular-expression cases: ${rate(outcomes)}`);
      expect(outcomes.length).toBeGreaterThan(130);
      expect(outcomes.filter((o) => !o.passed).map((o) => o.id)).toEqual([]);
    }, 60_000);
  }

  /** Patterns that backtrack catastrophically in a RegExp, with a subject that makes them (issue 10). */
  const hostile: [string, string, boolean][] = [
    ['^(a+)+$', `${'a'.repeat(40)}!`, false],
    ['^(a|a)*$', `${'a'.repeat(30)}!`, false],
    ['\\s*#?\\s*$', `${' '.repeat(2000)}x`, true],
    ['^\\d*\\d*\\d*\\d*x$', '1'.repeat(800), false],
    ['(a|aa)*$', `${'a'.repeat(5000)}!`, true],
    ['^([a-z]|[a-z0-9])*$', `${'a'.repeat(5000)}!`, false],
    ['^(a{1,30}){1,30}$', `${'a'.repeat(1000)}!`, false],
    ['(\\w|_)+@', '_'.repeat(5000), false],
  ];
  for (const [pattern, subject, matches] of hostile) {
    it(`${pattern} gets its verdict at once`, () => {
      const start = performance.now();
      const result = validateInstance(
        { type: 'object', properties: { q: { type: 'string', pattern } } },
        { q: subject },
        '2020-12',
      );
      expect(performance.now() - start).toBeLessThan(10_000);
      expect(result.incomplete).toEqual([]);
      expect(result.problems.map((p) => p.keyword)).toEqual(matches ? [] : ['pattern']);
    });
  }

  it('patternProperties names and propertyNames run on the same engine', () => {
    const name = `${'a'.repeat(30)}!`;
    expect(
      validateInstance(
        { patternProperties: { '^(a|a)*$': { type: 'string' } }, additionalProperties: false },
        { [name]: 1 },
        '2020-12',
      ).problems.map((p) => p.keyword),
    ).toEqual(['additionalProperties']);
    expect(
      validateInstance({ propertyNames: { pattern: '^(a|a)*$' } }, { [name]: 1 }, 'draft-07').problems.map(
        (p) => p.keyword,
      ),
    ).toEqual(['propertyNames']);
  });

  it('ECMA-262 meanings: \\d and \\w are ASCII, \\s and . follow ECMA-262, $ is the end of the string, code points with u', () => {
    const ok = (pattern: string, subject: string) =>
      validateInstance({ pattern }, subject, '2020-12').problems.length === 0;
    expect(ok('^\\d$', '\u0661')).toBe(false);
    expect(ok('^\\w$', 'é')).toBe(false);
    expect(ok('^\\s$', '\u00a0')).toBe(true);
    expect(ok('^\\s$', '\ufeff')).toBe(true);
    expect(ok('^.$', '\u2028')).toBe(false);
    expect(ok('^.$', '😀')).toBe(true);
    expect(ok('a$', 'a\n')).toBe(false);
    expect(ok('^\\p{Lu}\\p{Script=Greek}$', 'AΩ')).toBe(true);
    expect(ok('^[^]$', '\n')).toBe(true);
    expect(ok('[]', 'x')).toBe(false);
  });

  it('backreferences and lookaround have no linear-time form: not run, and the evaluation says it is incomplete', () => {
    for (const pattern of ['^(a+)\\1$', '^(?<x>a)\\k<x>$', 'a(?=b)', '(?<!x)y']) {
      const result = validateInstance({ properties: { q: { pattern } } }, { q: 'aa' }, '2020-12');
      expect(result.problems).toEqual([]);
      expect(result.incomplete).toHaveLength(1);
      expect(result.incomplete[0]).toMatch(
        /^pattern at "\/properties\/q\/pattern" uses a (backreference|lookaround assertion), which has no linear-time evaluation, so it is not run$/,
      );
    }
    // A pattern that is never reached does not make the evaluation incomplete.
    expect(validateInstance({ properties: { q: { pattern: '(a)\\1' } } }, { other: 1 }, '2020-12')).toEqual({
      problems: [],
      incomplete: [],
    });
  });

  it('a large program is charged for: the budget stops it, and patterns beyond the size limit are not compiled', () => {
    const start = performance.now();
    const result = validateInstance({ pattern: '(a{1,30}){1,30}$' }, `${'a'.repeat(20_000)}!`, '2020-12');
    expect(performance.now() - start).toBeLessThan(10_000);
    expect(result.incomplete).toEqual([expect.stringMatching(/^evaluation budget \(1000000 steps\) exhausted/)]);
    const huge = validateInstance({ pattern: '[a-z]{1,900}'.repeat(30) }, 'x', '2020-12');
    expect(huge.incomplete).toEqual([
      expect.stringMatching(
        /^pattern at "\/pattern" is too large for the linear-time matcher \(\d+ atoms with repetitions expanded, at most 20000\)/,
      ),
    ]);
  });

  it('long strings are matched too (1 MiB against ^(a|a)*$)', () => {
    const start = performance.now();
    const result = validateInstance({ pattern: '^(a|a)*$' }, `${'a'.repeat(1 << 20)}!`, '2020-12');
    expect(performance.now() - start).toBeLessThan(5000);
    expect(result.problems.map((p) => p.keyword)).toEqual(['pattern']);
  });
});

describe('evaluation work is bounded', () => {
  /** 25 $defs, each applying two references to the next (2^25 paths, 25 distinct subschemas). */
  const fanOut = (applicator: 'allOf' | 'anyOf', last: unknown) => {
    const $defs: Record<string, unknown> = {};
    for (let i = 0; i < 25; i++)
      $defs[`d${i}`] =
        i === 24 ? last : { [applicator]: [{ $ref: `#/$defs/d${i + 1}` }, { $ref: `#/$defs/d${i + 1}` }] };
    return { properties: { q: { $ref: '#/$defs/d0' } }, $defs };
  };

  it('$ref fan-out is evaluated once per (subschema, value): a verdict, and no "recurses without end"', () => {
    for (const applicator of ['allOf', 'anyOf'] as const) {
      const start = performance.now();
      expect(validateInstance(fanOut(applicator, { type: 'string' }), { q: 'x' }, '2020-12')).toEqual({
        problems: [],
        incomplete: [],
      });
      const wrong = validateInstance(fanOut(applicator, { type: 'string' }), { q: 1 }, '2020-12');
      expect(wrong.incomplete).toEqual([]);
      expect(wrong.problems).toHaveLength(1);
      expect(performance.now() - start).toBeLessThan(10_000);
    }
  });

  it('when the budget runs out, the evaluation is incomplete and names the schema where it stopped', () => {
    const result = validateInstance(fanOut('allOf', { type: 'string' }), { q: 'x' }, '2020-12', { budget: 30 });
    expect(result.problems).toEqual([]);
    expect(result.incomplete).toHaveLength(1);
    expect(result.incomplete[0]).toMatch(
      /^evaluation budget \(30 steps\) exhausted at schema "\/\$defs\/d\d+(\/allOf\/\d)?"$/,
    );
  });

  it('uniqueItems over many items is linear (canonical texts, not pairwise comparison)', () => {
    const items = Array.from({ length: 50_000 }, (_, i) => ({ b: i, a: [i] }));
    const start = performance.now();
    expect(validateInstance({ uniqueItems: true }, items, '2020-12').problems).toEqual([]);
    expect(
      validateInstance({ uniqueItems: true }, [...items, { a: [7], b: 7 }], '2020-12').problems.map((p) => p.keyword),
    ).toEqual(['uniqueItems']);
    expect(performance.now() - start).toBeLessThan(5000);
  });
});

describe('robustness on arbitrary values', () => {
  /** JSON values biased towards schema keywords, so that the walkers and the evaluator get real work. */
  const keyword = fc.constantFrom(
    'type',
    'properties',
    'items',
    'prefixItems',
    'required',
    '$ref',
    '$defs',
    'definitions',
    'anyOf',
    'allOf',
    'oneOf',
    'not',
    'if',
    'then',
    'else',
    'pattern',
    'patternProperties',
    'additionalProperties',
    'unevaluatedProperties',
    'enum',
    'const',
    'minimum',
    'maxLength',
    '$id',
    '$anchor',
    '$dynamicRef',
    '$dynamicAnchor',
    'dependencies',
    'dependentSchemas',
    'contains',
    'format',
    'x-extra',
  );
  const schemaLike = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom(
        '#',
        '#/$defs/a',
        '#/properties/a',
        'https://example.invalid/x.json',
        '^(a+)+$',
        'object',
        'string',
        true,
        false,
      ),
      fc.dictionary(keyword, tie('value'), { maxKeys: 4 }),
      fc.array(tie('value'), { maxLength: 3 }),
    ),
  })).value;

  it('checkSchema and validateInstance never throw and return well-formed results', () => {
    fc.assert(
      fc.property(
        schemaLike,
        fc.jsonValue({ maxDepth: 3 }),
        fc.constantFrom<Dialect>('2020-12', 'draft-07'),
        (schema, instance, dialect) => {
          for (const problem of checkSchema(schema, dialect)) {
            expect(typeof problem.schemaPath).toBe('string');
            expect(['error', 'warning']).toContain(problem.severity);
          }
          const result = validateInstance(schema, instance, dialect);
          if (result.incomplete.length > 0) expect(result.problems).toEqual([]);
          for (const problem of result.problems)
            expect(problem.instancePath === '' || problem.instancePath.startsWith('/')).toBe(true);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400) },
    );
  });

  it('the five rule checks never fail internally on arbitrary Tool schemas and examples', () => {
    fc.assert(
      fc.property(
        schemaLike,
        schemaLike,
        fc.jsonValue({ maxDepth: 3 }),
        fc.jsonValue({ maxDepth: 3 }),
        fc.subarray(['2024-11-05', '2025-06-18', '2025-11-25', '2026-07-28'], { minLength: 1 }),
        (input, output, value, structured, scope) => {
          const document = {
            mcpdesc: '0.9.0',
            info: { name: 'fuzz', version: '1' },
            protocolVersions: ['2024-11-05', '2025-06-18', '2025-11-25', '2026-07-28'],
            components: { schemas: { S: input } },
            tools: [
              {
                name: 'a',
                protocolVersions: scope,
                inputSchema: input,
                outputSchema: output,
                examples: { e: { input: value, result: { content: [], structuredContent: structured } } },
              },
              {
                name: 'b',
                inputSchema: { $componentRef: '#/components/schemas/S' },
                examples: { e: { input: value, result: { content: [] } } },
              },
            ],
          };
          const internal = runRuleChecks(document).filter((d) => d.message.includes('internal error'));
          expect(internal).toEqual([]);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 200) },
    );
  });
});
