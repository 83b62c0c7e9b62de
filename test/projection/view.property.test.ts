// Properties of the Effective Protocol View (spec 4.10, 4.12) over generated scope assignments.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectView } from '../../core/projection/view.ts';
import { protocolVersions as supported } from '../../core/model/versions.ts';

type Json = Record<string, unknown>;

/** A scope: omitted (inherits) or an explicit non-empty subset of the root versions, written in any order. */
const scope = (root: string[]) => fc.option(fc.shuffledSubarray(root, { minLength: 1 }), { nil: undefined });
const withScope = (value: Json, explicit: string[] | undefined): Json =>
  explicit ? { ...value, protocolVersions: explicit } : value;

const documents = fc
  .shuffledSubarray([...supported], { minLength: 1 })
  .chain((root) =>
    fc.record({
      root: fc.constant(root),
      transports: fc.array(scope(root), { maxLength: 3 }),
      tools: fc.array(
        fc.tuple(
          scope(root),
          fc.array(fc.constantFrom('inherit', 'subset'), { maxLength: 3 }),
          fc.constantFrom([], [{}], undefined),
        ),
        { maxLength: 5 },
      ),
      prompts: fc.array(scope(root), { maxLength: 3 }),
    }),
  )
  .chain((shape) =>
    fc.tuple(
      fc.constant(shape),
      fc.array(fc.shuffledSubarray(shape.root, { minLength: 1 }), { minLength: 16, maxLength: 16 }),
    ),
  )
  .map(([shape, subsets]) => {
    let next = 0;
    const document: Json = { mcpdesc: '0.9.0', info: { name: 'n', version: '1' }, protocolVersions: shape.root };
    if (shape.transports.length > 0)
      document.transports = shape.transports.map((s, i) => withScope({ type: 'stdio', command: `c${i}` }, s));
    if (shape.tools.length > 0) {
      document.tools = shape.tools.map(([s, elicitations, security], i) => {
        const tool: Json = withScope({ name: `t${i}`, inputSchema: { type: 'object' } }, s);
        if (security) tool.security = security;
        if (elicitations.length > 0) {
          const parent = s ?? shape.root;
          tool.elicitations = elicitations.map((kind, j) => {
            const subset = (subsets[next++ % subsets.length] ?? []).filter((v) => parent.includes(v));
            return withScope(
              { name: `e${j}`, mode: 'url', message: 'm' },
              kind === 'subset' && subset.length > 0 ? subset : undefined,
            );
          });
        }
        return tool;
      });
    }
    if (shape.prompts.length > 0) document.prompts = shape.prompts.map((s, i) => withScope({ name: `p${i}` }, s));
    return document;
  });

const applies = (declaration: Json, inherited: string[], version: string) =>
  ((declaration.protocolVersions as string[] | undefined) ?? inherited).includes(version);

function withoutScope(declaration: Json): Json {
  const { protocolVersions: _scope, ...rest } = declaration;
  return rest;
}

describe('projectView properties', () => {
  it('retains exactly the declarations whose effective scope includes V, unscoped and otherwise unchanged', () => {
    fc.assert(
      fc.property(documents, (document) => {
        const root = document.protocolVersions as string[];
        for (const version of root) {
          const result = projectView(document, version);
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const projected = result.document as Json;
          expect(projected.protocolVersions).toEqual([version]);
          for (const collection of ['transports', 'prompts']) {
            const expected = ((document[collection] as Json[] | undefined) ?? [])
              .filter((d) => applies(d, root, version))
              .map(withoutScope);
            if (expected.length === 0) expect(projected).not.toHaveProperty(collection);
            else expect(projected[collection]).toEqual(expected);
          }
          const tools = ((document.tools as Json[] | undefined) ?? []).filter((d) => applies(d, root, version));
          const expectedTools = tools.map((tool) => {
            const inherited = (tool.protocolVersions as string[] | undefined) ?? root;
            const projectedTool = withoutScope(tool);
            if (Array.isArray(tool.elicitations)) {
              const kept = (tool.elicitations as Json[])
                .filter((e) => applies(e, inherited, version))
                .map(withoutScope);
              if (kept.length > 0) projectedTool.elicitations = kept;
              else delete projectedTool.elicitations;
            }
            return projectedTool;
          });
          if (expectedTools.length === 0) expect(projected).not.toHaveProperty('tools');
          else expect(projected.tools).toEqual(expectedTools);
          // Idempotent: the view of a view is itself.
          const again = projectView(projected, version);
          expect(again.ok && again.document).toEqual(projected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses every supported version the document does not declare', () => {
    fc.assert(
      fc.property(documents, (document) => {
        for (const version of supported) {
          if ((document.protocolVersions as string[]).includes(version)) continue;
          expect(projectView(document, version)).toMatchObject({
            ok: false,
            code: 'view-protocol-version-not-declared',
          });
        }
      }),
      { numRuns: 100 },
    );
  });
});
