// 16.2 item 10, 17.3 and 16.5 req-diagnostic-component-provenance: values reached through `$componentRef` are
// validated in the context of each use site, and findings are located at the Reference Object with the place in the
// (final) component definition as related location.
import { describe, expect, it } from 'vitest';
import { validateText, type Diagnostic } from '../../core/index.ts';
import { parseDocument, serialize } from '../../core/document/index.ts';
import { isReferenceObject, useSites } from '../../core/model/components.ts';
import { ruleReferences } from '../../core/reference/rule-examples/index.ts';
import { parsePointer } from '../../core/lib/pointer.ts';
import { atUseSites } from '../../core/validation/contextual.ts';

const head = `mcpdesc: 0.9.0
info:
  name: components
  version: 1.0.0
protocolVersions: ['2025-11-25']
`;

/** A Tool Example component with a member the Tool Example Object does not define (a fault of its own). */
const faultyExample = `components:
  toolExamples:
    E:
      input: {}
      surprise: true
      result:
        resultType: complete
        content: []
`;

function findings(text: string, rule: string): Diagnostic[] {
  return validateText(text).diagnostics.filter((d) => d.rule === rule);
}

function summary(d: Diagnostic) {
  return {
    path: d.path,
    at: [d.range?.start.line, d.range?.start.column],
    related: d.relatedLocations?.map((r) => [r.relation, r.path, r.range?.start.line, r.range?.start.column]),
  };
}

describe('component references are resolved before contextual validation (16.2 item 10, 17.3)', () => {
  it('a schema component that is no object fails the Tool input object-root rule at its use site, like the same schema inline', () => {
    const inline = `${head}tools:\n  - name: a\n    inputSchema:\n      type: string\n`;
    expect(findings(inline, 'mcp.tool.input-schema.object-root').map((d) => d.path)).toEqual([
      '/tools/0/inputSchema/type',
    ]);
    const referenced = `${head}tools:
  - name: a
    inputSchema:
      $componentRef: '#/components/schemas/S'
components:
  schemas:
    S:
      type: string
`;
    const found = findings(referenced, 'mcp.tool.input-schema.object-root');
    expect(found.map(summary)).toEqual([
      {
        path: '/tools/0/inputSchema',
        at: [9, 7],
        related: [['component-definition', '/components/schemas/S/type', 13, 13]],
      },
    ]);
    expect(validateText(referenced).valid).toBe(false);
  });

  it('a component used at three sites with a site-dependent fault gives three findings; chains relate to the final definition', () => {
    const text = `${head}tools:
  - name: a
    inputSchema:
      $componentRef: '#/components/schemas/S'
  - name: b
    inputSchema:
      $componentRef: '#/components/schemas/S'
  - name: c
    inputSchema:
      $componentRef: '#/components/schemas/Alias'
components:
  schemas:
    Alias:
      $componentRef: '#/components/schemas/S'
    S:
      type: string
`;
    expect(findings(text, 'mcp.tool.input-schema.object-root').map(summary)).toEqual([
      {
        path: '/tools/0/inputSchema',
        at: [9, 7],
        related: [['component-definition', '/components/schemas/S/type', 21, 13]],
      },
      {
        path: '/tools/1/inputSchema',
        at: [12, 7],
        related: [['component-definition', '/components/schemas/S/type', 21, 13]],
      },
      {
        path: '/tools/2/inputSchema',
        at: [15, 7],
        related: [['component-definition', '/components/schemas/S/type', 21, 13]],
      },
    ]);
  });

  it('a fault of the component itself is reported at each use site, related to where it is defined (16.5)', () => {
    const text = `${head}tools:
  - name: a
    inputSchema: { type: object }
    examples:
      one:
        $componentRef: '#/components/toolExamples/E'
      two:
        $componentRef: '#/components/toolExamples/E'
  - name: b
    inputSchema: { type: object }
    examples:
      three:
        $componentRef: '#/components/toolExamples/E'
${faultyExample}`;
    const found = validateText(text).diagnostics.filter((d) => d.severity === 'error');
    const related = [['component-definition', '/components/toolExamples/E/surprise', 23, 7]];
    expect(found.map((d) => [d.rule, ...Object.values(summary(d))])).toEqual([
      ['mcpdesc.example.members', '/tools/0/examples/one', [11, 9], related],
      ['mcpdesc.example.members', '/tools/0/examples/two', [13, 9], related],
      ['mcpdesc.example.members', '/tools/1/examples/three', [18, 9], related],
    ]);
  });

  it('a component no use site references is validated where it is defined', () => {
    const text = `${head}tools:
  - name: a
    inputSchema: { type: object }
${faultyExample}`;
    const found = validateText(text).diagnostics.filter((d) => d.severity === 'error');
    expect(found.map((d) => [d.rule, ...Object.values(summary(d))])).toEqual([
      ['mcpdesc.example.members', '/components/toolExamples/E/surprise', [13, 7], undefined],
    ]);
  });

  it('an unexpected member inside a referenced schema relates to the member name in the component', () => {
    const text = `${head}tools:
  - name: a
    inputSchema:
      $componentRef: '#/components/schemas/S'
    outputSchema:
      $componentRef: '#/components/schemas/S'
components:
  schemas:
    S:
      type: object
      properties:
        n: { type: number }
`;
    expect(validateText(text).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});

// A fault of a referenced component can be found twice: on the resolved document (already at the use site) and on
// the document as written (inside the component, then moved to the use site). The two are one finding when their
// structured data agree, whatever their messages say about where they were made.
describe('a finding made at the use site and in the component is reported once (16.5)', () => {
  const provenance = [{ referencePath: '/tools/0/inputSchema', targetPath: '/components/schemas/S' }];
  const atUse = (message: string, detail = { kind: 'type-mismatch', expectedTypes: ['object'] }): Diagnostic => ({
    rule: 'mcpdesc.document.schema',
    severity: 'error',
    requirement: 'req-document-schema',
    path: '/tools/0/inputSchema',
    message,
    detail,
    relatedLocations: [{ relation: 'component-definition', path: '/components/schemas/S/type' }],
  });
  const inComponent = (message: string, detail = { kind: 'type-mismatch', expectedTypes: ['object'] }): Diagnostic => ({
    rule: 'mcpdesc.document.schema',
    severity: 'error',
    requirement: 'req-document-schema',
    path: '/components/schemas/S/type',
    message,
    detail,
  });

  it('keeps the finding made at the use site, whatever the messages say', () => {
    const made = atUse('The value at "/tools/0/inputSchema/type" must be an object');
    const moved = inComponent('The value at "/components/schemas/S/type" must be an object');
    expect(atUseSites([made, moved], provenance)).toEqual([made]);
  });

  it('moves a finding that differs in its structured data, even with the same message', () => {
    const message = 'The value must be an object';
    const moved = inComponent(message, { kind: 'type-mismatch', expectedTypes: ['array'] });
    expect(atUseSites([atUse(message), moved], provenance).map((d) => [d.path, d.detail])).toEqual([
      ['/tools/0/inputSchema', { kind: 'type-mismatch', expectedTypes: ['object'] }],
      ['/tools/0/inputSchema', { kind: 'type-mismatch', expectedTypes: ['array'] }],
    ]);
  });

  it('lets one finding at the use site stand for one moved finding only', () => {
    const moved = [inComponent('first fault'), inComponent('second fault')];
    const found = atUseSites([atUse('first fault, at the use site'), ...moved], provenance);
    expect(found.map((d) => [d.path, d.message])).toEqual([
      ['/tools/0/inputSchema', 'first fault, at the use site'],
      ['/tools/0/inputSchema', 'second fault'],
    ]);
  });
});

// 16.5 req-diagnostic-component-provenance for every rule, whichever stage reports it (document schema, a check of
// the resolved document or of the document as written): each rule's invalid reference example, with the value that
// holds its finding moved into a component and used by reference, reports that finding at the Reference Object and
// relates it to the same place in the component.
describe('every rule locates its findings at the use site of a referenced component (16.5)', () => {
  const name = 'moved';
  const cases = ruleReferences.flatMap((reference) =>
    reference.invalid.flatMap((example) => {
      const parsed = parseDocument(example.text, { format: example.format });
      if (!parsed.ok) return [];
      const site = useSites(parsed.value).find(
        (s) => !s.component && (example.finding.path === s.path || example.finding.path.startsWith(`${s.path}/`)),
      );
      if (!site || isReferenceObject(site.value)) return [];
      return [
        {
          rule: reference.rule,
          title: example.title,
          document: parsed.value as Record<string, unknown>,
          site,
          finding: example.finding.path,
        },
      ];
    }),
  );

  it('covers the rules whose examples have findings inside examples or schemas', () => {
    expect(new Set(cases.map((c) => c.rule)).size).toBeGreaterThanOrEqual(25);
  });

  it.each(cases.map((c) => [c.rule, c.title, c] as const))(
    '%s: %s',
    (_rule, _title, { rule, document, site, finding }) => {
      // The value at the use site becomes component `moved` of the use site's namespace, referenced from there.
      const moved = structuredClone(document);
      const components = (moved.components ??= {}) as Record<string, Record<string, unknown>>;
      (components[site.namespace] ??= {})[name] = site.value;
      const segments = parsePointer(site.path)!;
      let parent = moved as Record<string, unknown>;
      for (const segment of segments.slice(0, -1)) parent = parent[segment] as Record<string, unknown>;
      parent[segments.at(-1)!] = { $componentRef: `#/components/${site.namespace}/${name}` };
      const text = serialize(moved, 'yaml');
      const definition = `/components/${site.namespace}/${name}${finding.slice(site.path.length)}`;

      const found = validateText(text).diagnostics.filter((d) => d.rule === rule);
      const atUseSite = found.find(
        (d) =>
          d.path === site.path &&
          d.relatedLocations?.[0]?.relation === 'component-definition' &&
          d.relatedLocations[0].path === definition,
      );
      expect(
        atUseSite,
        found.map((d) => `${d.path} ${JSON.stringify(d.relatedLocations?.map((r) => r.path))}`).join('\n'),
      ).toBeDefined();
      // Nothing of the rule is left at the component itself: it is reached from a use site.
      expect(found.filter((d) => d.path.startsWith('/components/')).map((d) => d.path)).toEqual([]);

      // Both locations are where the text has them: the Reference Object, and the member or value in the component.
      const { sourceMap } = parseDocument(text);
      expect(atUseSite!.range?.start).toEqual(sourceMap.rangeOf(site.path, 'value')!.start);
      const related = atUseSite!.relatedLocations![0]!.range?.start;
      expect([
        sourceMap.rangeOf(definition, 'key')?.start,
        sourceMap.rangeOf(definition, 'value')?.start,
      ]).toContainEqual(related);
    },
  );
});
