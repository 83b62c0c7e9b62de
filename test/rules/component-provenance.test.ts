// 16.2 item 10, 17.3 and 16.5 req-diagnostic-component-provenance: values reached through `$componentRef` are
// validated in the context of each use site, and findings are located at the Reference Object with the place in the
// (final) component definition as related location.
import { describe, expect, it } from 'vitest';
import { validateText, type Diagnostic } from '../../core/index.ts';

const head = `mcpdesc: 0.9.0
info:
  name: components
  version: 1.0.0
protocolVersions: ['2025-11-25']
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
    expect(findings(inline, 'mcp.tool.input-schema.object-root').map((d) => d.path)).toEqual(['/tools/0/inputSchema/type']);
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
    expect(found.map(summary)).toEqual([{ path: '/tools/0/inputSchema', at: [9, 7], related: [['component-definition', '/components/schemas/S/type', 13, 13]] }]);
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
      { path: '/tools/0/inputSchema', at: [9, 7], related: [['component-definition', '/components/schemas/S/type', 21, 13]] },
      { path: '/tools/1/inputSchema', at: [12, 7], related: [['component-definition', '/components/schemas/S/type', 21, 13]] },
      { path: '/tools/2/inputSchema', at: [15, 7], related: [['component-definition', '/components/schemas/S/type', 21, 13]] },
    ]);
  });

  it('a fault of the component itself (not of its use sites) is reported once, where it is defined', () => {
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
components:
  toolExamples:
    E:
      input: {}
      surprise: true
      result:
        resultType: complete
        content: []
`;
    const found = validateText(text).diagnostics.filter((d) => d.severity === 'error');
    expect(found.map((d) => [d.rule, d.path, d.range?.start.line, d.relatedLocations])).toEqual([
      ['mcpdesc.example.members', '/components/toolExamples/E/surprise', 23, undefined],
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
