// validateStructure never throws, stays bounded, and every diagnostic it returns is well-formed (16.5), whatever the
// decoded value: arbitrary JSON, and valid documents with arbitrary values spliced in at arbitrary places.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../core/diagnostics.ts';
import { ruleById } from '../../core/rules/index.ts';
import { validateStructure } from '../../core/rules/structural.ts';
import { documentWith, valueAt } from './helpers.ts';

const kinds = [
  'missing-member',
  'unexpected-member',
  'invalid-value',
  'type-mismatch',
  'conflicting-members',
  'missing-alternative',
  'constraint',
];

function checkWellFormed(value: unknown, diagnostics: Diagnostic[]): void {
  const seen = new Set<string>();
  for (const d of diagnostics) {
    expect(ruleById(d.rule), d.rule).toBeDefined();
    expect(d.message.length).toBeGreaterThan(0);
    if (d.severity === 'info') continue;
    expect(kinds).toContain(d.detail?.kind);
    // The path names a value, or a member name, present in the document as written.
    expect(valueAt(value, d.path), d.path).not.toBeUndefined();
    const key = JSON.stringify([d.path, d.rule, d.detail]);
    expect(seen.has(key), `duplicate ${key}`).toBe(false);
    seen.add(key);
  }
}

const rich = documentWith({
  transports: [
    { type: 'stdio', command: 'c', env: { A: 'b' } },
    { type: 'streamable-http', url: 'https://a.example/mcp' },
  ],
  securitySchemes: {
    o: { type: 'oauth2', flows: { implicit: { authorizationUrl: 'https://a.example/a', scopes: {} } } },
  },
  security: [{ o: [] }],
  capabilities: [{ tools: { listChanged: true }, extensions: { 'io.example/x': {} } }],
  tags: [{ name: 't' }],
  components: { schemas: { A: { type: 'object' } } },
});

/** Every JSON Pointer of a value. */
function pointers(value: unknown, at = ''): string[] {
  if (value === null || typeof value !== 'object') return [at];
  const children = Object.entries(value).flatMap(([k, v]) =>
    pointers(v, `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`),
  );
  return [at, ...children];
}
const places = pointers(rich).filter((p) => p !== '');

function splice(document: unknown, pointer: string, replacement: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
  const segments = pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let holder: Record<string, unknown> = copy;
  for (const s of segments.slice(0, -1)) holder = holder[s] as Record<string, unknown>;
  holder[segments[segments.length - 1]!] = replacement;
  return copy;
}

describe('validateStructure robustness', () => {
  it('accepts the valid base document', () => {
    expect(validateStructure(rich)).toEqual([]);
  });

  it('returns well-formed diagnostics for arbitrary JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        const diagnostics = validateStructure(value);
        checkWellFormed(value, diagnostics);
        if (value === null || typeof value !== 'object' || Array.isArray(value))
          expect(diagnostics.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('returns well-formed diagnostics when any value of a valid document is replaced', () => {
    fc.assert(
      fc.property(fc.constantFrom(...places), fc.jsonValue({ maxDepth: 3 }), (place, replacement) => {
        const document = splice(rich, place, replacement);
        checkWellFormed(document, validateStructure(document));
      }),
      { numRuns: 500 },
    );
  });

  it('handles member names that are special in JavaScript or JSON Pointer', () => {
    const document = JSON.parse(
      '{"mcpdesc":"0.9.0","info":{"name":"n","version":"1","__proto__":{"a":1},"a/b~c":1},"protocolVersions":["2025-11-25"]}',
    );
    const diagnostics = validateStructure(document);
    expect(diagnostics.map((d) => d.path)).toEqual(['/info/__proto__', '/info/a~1b~0c']);
    checkWellFormed(document, diagnostics);
  });
});
