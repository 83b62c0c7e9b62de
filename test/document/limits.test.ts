// Limits enforced while parsing (spec 15.8 req-serialization-untrusted, 16.2 item 9; issue 10 item 4): YAML is
// rejected by a linear scan before the `yaml` library lexes and composes it, as JSON is by its census; member names
// are bounded like strings in both formats.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../core/document/index.ts';

const limits = { maxCollectionSize: 3 };
const yaml = (text: string, l: Record<string, number> = limits) => parseDocument(text, { format: 'yaml', limits: l });

function rejected(text: string, kind: 'Sequence' | 'Mapping', line: number, l?: Record<string, number>) {
  const r = yaml(text, l);
  expect(r.ok).toBe(false);
  expect(r.diagnostics).toHaveLength(1);
  expect(r.diagnostics[0]!.message).toMatch(
    new RegExp(
      `^${kind} with more than ${(l ?? limits).maxCollectionSize ?? 100000} entries exceeds the collection size limit`,
    ),
  );
  expect(r.diagnostics[0]!.range?.start.line).toBe(line);
}

describe('YAML collection size is checked before composing', () => {
  it('block sequences, block mappings, compact and flow collections: exactly at the limit accepted, one more rejected', () => {
    expect(yaml('x:\n- 1\n- 2\n- 3\n').ok).toBe(true);
    rejected('x:\n- 1\n- 2\n- 3\n- 4\n', 'Sequence', 2);
    expect(yaml('a: 1\nb: 2\nc: 3\n').ok).toBe(true);
    rejected('a: 1\nb: 2\nc: 3\nd: 4\n', 'Mapping', 1);
    expect(yaml('- a: 1\n  b: 2\n  c: 3\n').ok).toBe(true);
    rejected('- a: 1\n  b: 2\n  c: 3\n  d: 4\n', 'Mapping', 1);
    expect(yaml('x: [1, 2, 3]\n').ok).toBe(true);
    // In flow collections the scan counts separators: n separators prove at least n entries.
    rejected('x: [1, 2, 3, 4, 5]\n', 'Sequence', 1);
    rejected('x: {a: 1, b: 2, c: 3, d: 4, e: 5}\n', 'Mapping', 1);
  });

  it("sequences written at their mapping key's column are values, not entries of the mapping", () => {
    expect(yaml('a:\n- 1\n- 2\n- 3\nb:\n- 1\nc:\n- 1\n- 2\n- 3\n').ok).toBe(true);
    expect(yaml('a: 1\n? b\n: 2\nc: 3\n').ok).toBe(true);
  });

  it('comments, blank lines, block scalars and multi-line scalars are not entries', () => {
    expect(
      yaml('# one\na: |\n  x\n  y\n  z\n\n# two\nb: plain\n  continued\n  more\nc: "quoted\n  on lines"\n').ok,
    ).toBe(true);
  });

  it('a 1,000,000-item block sequence costs about what the JSON equivalent costs', () => {
    const text = 'x:\n' + '- 1\n'.repeat(1_000_000);
    const json = JSON.stringify({ x: Array.from({ length: 1_000_000 }, () => 1) });
    let start = performance.now();
    expect(parseDocument(json).ok).toBe(false);
    const jsonMs = performance.now() - start;
    start = performance.now();
    rejected(text, 'Sequence', 2, {});
    const yamlMs = performance.now() - start;
    // Generous: the scan is a few passes over the text; composing it took 7-25 s.
    // Under the full CI load (e2e beside the unit tests) the scan has taken 4.2 s; composing would take far longer.
    expect(yamlMs).toBeLessThan(Math.max(6000, jsonMs * 40));
  }, 60_000);

  it('the exact check after composing still applies (a flow sequence without a trailing separator)', () => {
    const r = yaml('x: [1, 2, 3, 4]\n', { maxCollectionSize: 4 });
    expect(r.ok).toBe(true);
    expect(yaml('x: [1, 2, 3, 4, 5]\n', { maxCollectionSize: 4 }).ok).toBe(false);
  });
});

describe('member names are bounded like strings', () => {
  it('JSON: a member name longer than maxScalarLength is rejected at the name, with the object as path', () => {
    const r = parseDocument('{"info": {"' + 'n'.repeat(50) + '": 1}}', { limits: { maxScalarLength: 10 } });
    expect(r.ok).toBe(false);
    expect(r.diagnostics[0]).toMatchObject({
      path: '/info',
      message: 'Member name of 50 characters exceeds the scalar length limit (maxScalarLength 10)',
    });
    expect(r.diagnostics[0]!.range).toEqual({ start: { line: 1, column: 11 }, end: { line: 1, column: 63 } });
  });

  it('YAML: a key longer than maxScalarLength is rejected', () => {
    const r = yaml(`${'n'.repeat(50)}: 1\n`, { maxScalarLength: 10 });
    expect(r.ok).toBe(false);
    expect(r.diagnostics[0]!.message).toMatch(/exceeds the scalar length limit \(maxScalarLength 10\)/);
  });
});
