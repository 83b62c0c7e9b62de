// Each quick fix is applied to the text and the document validated again: the finding it fixes is gone.
import { describe, expect, it } from 'vitest';
import { codeActions } from '../../core/language/index.ts';
import type { DocumentFormat } from '../../core/diagnostics.ts';
import { applyEdits, doc, json, validateText, withLine, yaml } from './fixtures.ts';

function fix(text: string, format: DocumentFormat, rule: string, path: string, title: RegExp) {
  const before = validateText(text, { format }).diagnostics;
  const finding = before.find((d) => d.rule === rule && d.path === path);
  expect(finding, `expected ${rule} at ${path} in ${JSON.stringify(before.map((d) => [d.rule, d.path]))}`).toBeDefined();
  const actions = codeActions(doc(text, format), finding!.range!);
  const chosen = actions.find((a) => title.test(a.title));
  expect(chosen, `no action ${title} in ${JSON.stringify(actions.map((a) => a.title))}`).toBeDefined();
  const fixed = applyEdits(text, chosen!.edits);
  const after = validateText(fixed, { format }).diagnostics;
  expect(after.filter((d) => d.rule === rule && d.path === path), fixed).toEqual([]);
  return { fixed, after, actions };
}

describe('quick fixes', () => {
  it('JSON: unknown member close to an allowed one is renamed', () => {
    const text = withLine(json, 30, '      "name": "get_forecast", "descripton": "Forecast",');
    const { fixed, after, actions } = fix(text, 'json', 'mcpdesc.tool.members', '/tools/0/descripton', /Rename to "description"/);
    expect(actions[0]!.preferred).toBe(true);
    expect(fixed).toContain('"description": "Forecast"');
    expect(after.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('YAML: unknown member close to an allowed one is renamed', () => {
    const text = withLine(yaml, 25, '  - name: get_forecast\n    descripton: Forecast');
    const { after } = fix(text, 'yaml', 'mcpdesc.tool.members', '/tools/0/descripton', /Rename to "description"/);
    expect(after.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('JSON and YAML: an unexpected member is removed', () => {
    const jsonText = withLine(json, 30, '      "name": "get_forecast", "colour": "red",');
    expect(fix(jsonText, 'json', 'mcpdesc.tool.members', '/tools/0/colour', /Remove member "colour"/).after.filter((d) => d.severity === 'error')).toEqual([]);
    const yamlText = withLine(yaml, 26, '    colour: red\n    tags:');
    const { fixed, after } = fix(yamlText, 'yaml', 'mcpdesc.tool.members', '/tools/0/colour', /Remove member "colour"/);
    expect(fixed).toBe(yaml);
    expect(after.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('YAML: the first member of a sequence item is removed and the next one moves up', () => {
    const text = withLine(yaml, 25, '  - colour: red\n    name: get_forecast');
    const { fixed } = fix(text, 'yaml', 'mcpdesc.tool.members', '/tools/0/colour', /Remove member/);
    expect(fixed).toBe(yaml);
  });

  it('JSON and YAML: a missing required member is inserted with a placeholder', () => {
    const jsonText = withLine(json, 36, '      "description": "alerts"');
    const { fixed } = fix(jsonText, 'json', 'mcpdesc.tool.members', '/tools/1', /Add required member "inputSchema"/);
    expect(JSON.parse(fixed).tools[1].inputSchema).toEqual({ type: 'object' });
    const yamlText = yaml.replace('info:\n  name: weather\n', 'info:\n');
    const yamlFixed = fix(yamlText, 'yaml', 'mcpdesc.info.members', '/info', /Add required member "name"/).fixed;
    expect(yamlFixed).toContain('  version: "1.0.0"\n  name: TODO\n');
  });

  it('JSON: an undeclared tag is declared in the root catalogue; YAML: a close declared tag is offered', () => {
    const jsonText = withLine(json, 31, '      "tags": ["alerts"],');
    const { fixed } = fix(jsonText, 'json', 'mcpdesc.tags.references', '/tools/0/tags/0', /Declare tag "alerts"/);
    expect(JSON.parse(fixed).tags).toEqual([{ name: 'forecast', description: 'Weather forecasts' }, { name: 'alerts' }]);
    const yamlText = withLine(yaml, 27, '      - forcast');
    expect(fix(yamlText, 'yaml', 'mcpdesc.tags.references', '/tools/0/tags/0', /Change to tag "forecast"/).fixed).toBe(yaml);
    expect(fix(yamlText, 'yaml', 'mcpdesc.tags.references', '/tools/0/tags/0', /Declare tag "forcast"/).fixed).toContain('  - name: forcast\n');
  });

  it('JSON and YAML: an undeclared security scheme is declared', () => {
    const jsonText = withLine(json, 15, '    {"apiKey": []}');
    const { fixed } = fix(jsonText, 'json', 'mcpdesc.security.requirements', '/security/0/apiKey', /Declare security scheme "apiKey"/);
    expect(JSON.parse(fixed).securitySchemes.apiKey).toEqual({ type: 'http', scheme: 'bearer' });
    const yamlText = withLine(yaml, 13, '  - oauth: []');
    expect(fix(yamlText, 'yaml', 'mcpdesc.security.requirements', '/security/0/oauth', /Declare security scheme "oauth"/).after.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('JSON and YAML: a $componentRef to a missing component declares it', () => {
    const jsonText = withLine(json, 36, '      "inputSchema": {"$componentRef": "#/components/schemas/Region"}');
    const { fixed } = fix(jsonText, 'json', 'mcpdesc.components.references', '/tools/1/inputSchema/$componentRef', /Declare schemas component "Region"/);
    expect(JSON.parse(fixed).components.schemas.Region).toEqual({ type: 'object' });
    const yamlText = withLine(yaml, 32, '      $componentRef: "#/components/toolExamples/Region"').replace('    inputSchema:\n      $componentRef: "#/components/toolExamples/Region"', '    inputSchema: {type: object}\n    examples:\n      one:\n        $componentRef: "#/components/toolExamples/Region"');
    const declared = fix(yamlText, 'yaml', 'mcpdesc.components.references', '/tools/1/examples/one/$componentRef', /Declare toolExamples component "Region"/);
    expect(declared.fixed).toContain('  toolExamples:\n    Region:\n');
  });

  it('YAML: a protocol version missing at the root is added there', () => {
    const text = withLine(yaml, 25, '  - name: get_forecast\n    protocolVersions:\n      - "2026-07-28"');
    const { fixed } = fix(text, 'yaml', 'mcpdesc.protocol-scope.consistency', '/tools/0/protocolVersions/0', /Add MCP 2026-07-28 to the root protocolVersions/);
    expect(fixed).toContain('  - "2025-11-25"\n  - "2026-07-28"\n');
  });

  it('JSON and YAML: an unsupported mcpdesc value is set to the supported one', () => {
    expect(fix(withLine(json, 2, '  "mcpdesc": "0.8.0",'), 'json', 'mcpdesc.document.schema', '/mcpdesc', /Set mcpdesc to "0.9.0"/).fixed).toBe(json);
    expect(fix(withLine(yaml, 1, 'mcpdesc: "1.0.0"'), 'yaml', 'mcpdesc.document.schema', '/mcpdesc', /Set mcpdesc to "0.9.0"/).fixed).toBe(yaml);
  });

  it('an invalid enum value is changed to the closest allowed one', () => {
    const text = withLine(yaml, 10, '    type: htp');
    expect(fix(text, 'yaml', 'mcpdesc.security-scheme.members', '/securitySchemes/bearerAuth/type', /Change to "http"/).fixed).toBe(yaml);
  });

  it('no fix is offered on text that does not parse', () => {
    expect(codeActions(doc('{"mcpdesc": ', 'json'), { start: { line: 1, column: 1 }, end: { line: 1, column: 5 } })).toEqual([]);
  });
});
