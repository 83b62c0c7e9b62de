// The run context (core/model/run-context.ts): what checks derive from a document is computed on first use, once per
// run, and belongs to that run (as ESLint's context.sourceCode), not to a module-level cache keyed by document.
import { describe, expect, it } from 'vitest';
import { lazyMembers, memoize } from '../core/lib/lazy.ts';
import { createRunContext } from '../core/model/run-context.ts';

describe('lazy members and memoized functions (core/lib/lazy.ts)', () => {
  it('computes a member on its first read only, then returns the same value', () => {
    const calls: string[] = [];
    const members = lazyMembers<{ a: number[]; b: string }>({
      a: () => (calls.push('a'), [1]),
      b: () => (calls.push('b'), 'b'),
    });
    expect(calls).toEqual([]);
    const first = members.a;
    expect(members.a).toBe(first);
    expect(calls).toEqual(['a']);
    expect(members.b).toBe('b');
    expect(calls).toEqual(['a', 'b']);
  });

  it('computes once per key, undefined results included', () => {
    const calls: string[] = [];
    const of = memoize((key: string) => (calls.push(key), key === 'none' ? undefined : { key }));
    expect(of('x')).toBe(of('x'));
    expect(of('none')).toBeUndefined();
    expect(of('none')).toBeUndefined();
    expect(calls).toEqual(['x', 'none']);
  });
});

describe('the derived members of a run context', () => {
  const document = {
    mcpdesc: '0.9.0',
    info: { name: 'run', version: '1.0.0' },
    protocolVersions: ['2025-11-25'],
    tools: [
      {
        name: 'a',
        inputSchema: { $componentRef: '#/components/schemas/S' },
        examples: { one: { input: {}, result: { content: [], _meta: { 'bad key': 1 } } } },
      },
    ],
    components: { schemas: { S: { type: 'object' } } },
  };

  it('are computed once per run: every read gives the same lists', () => {
    const context = createRunContext(document);
    const [tool] = context.primitives('tools');
    expect(context.primitives('tools')).toBe(context.primitives('tools'));
    expect(context.namedExamples('tools')).toBe(context.namedExamples('tools'));
    expect(context.toolSchemas).toBe(context.toolSchemas);
    expect(context.toolSchema(tool!, 'inputSchema')).toBe(context.toolSchemas[0]);
    expect(context.carried).toBe(context.carried);
    expect(context.carried.observations).toBe(context.carried.observations);
    expect(context.meta).toBe(context.meta);
  });

  it('describe the resolved document: the schema in place of its reference, the example, the _meta key', () => {
    const context = createRunContext(document);
    expect(context.toolSchemas.map((s) => [s.path, s.value, s.dialectScope])).toEqual([
      ['/tools/0/inputSchema', { type: 'object' }, ['2025-11-25']],
    ]);
    expect(context.namedExamples('tools').map((e) => e.path)).toEqual(['/tools/0/examples/one']);
    expect(context.carried.values.map((c) => [c.type, c.versions])).toEqual([['CallToolResult', ['2025-11-25']]]);
    expect(context.meta.keyFormat.map((f) => f.path)).toEqual(['/tools/0/examples/one/result/_meta/bad key']);
  });

  it('belong to their run: another run over the same document object computes its own', () => {
    const first = createRunContext(document);
    const second = createRunContext(document);
    expect(second.namedExamples('tools')).not.toBe(first.namedExamples('tools'));
    expect(second.toolSchemas).not.toBe(first.toolSchemas);
    expect(second.toolSchemas).toEqual(first.toolSchemas);
    expect(second.meta).not.toBe(first.meta);
  });
});
