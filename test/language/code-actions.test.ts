// Quick fixes, every kind in JSON and YAML: the fix is applied to the text and the document validated again; the
// finding is gone, no new error appears (values a snippet leaves to complete aside), and the text outside the edit
// (comments, extension members, flow style) is unchanged. Findings are matched by rule id and path, not message.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeActions, type CodeAction } from '../../core/language/index.ts';
import { shortTitle } from '../../core/language/code-actions.ts';
import type { Diagnostic, DocumentFormat } from '../../core/diagnostics.ts';
import { parseDocument } from '../../core/document/index.ts';
import { fixText } from '../../core/language/fix.ts';
import { applyEdits, doc, expandSnippet, validateText } from './fixtures.ts';
import { baseJson, baseYaml } from './fix-fixtures.ts';

const bases: Record<DocumentFormat, string> = { json: baseJson, yaml: baseYaml };

/** `text` with `from` (which must occur once) replaced by `to`. */
function swap(text: string, from: string, to: string): string {
  expect(text.split(from).length, `"${from}" once in the text`).toBe(2);
  return text.replace(from, to);
}

function errorCounts(
  diagnostics: readonly Diagnostic[],
  skip: (d: Diagnostic) => boolean = () => false,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of diagnostics)
    if (d.severity === 'error' && !skip(d)) counts.set(d.rule, (counts.get(d.rule) ?? 0) + 1);
  return counts;
}

interface Applied {
  fixed: string;
  after: Diagnostic[];
  actions: CodeAction[];
  action: CodeAction;
}

/**
 * Ask for the fixes of the finding `rule` at `path`, apply the one whose title matches, validate again. `completing`:
 * the pointer of a value the user is left to complete (errors there are expected).
 */
function applyFix(
  text: string,
  format: DocumentFormat,
  rule: string,
  path: string,
  title: RegExp,
  completing?: string,
): Applied {
  const before = validateText(text, { format }).diagnostics;
  const finding = before.find((d) => d.rule === rule && d.path === path);
  expect(
    finding,
    `expected ${rule} at ${path} in ${JSON.stringify(before.map((d) => [d.rule, d.path]))}`,
  ).toBeDefined();
  const actions = codeActions(doc(text, format), finding!.range!);
  const action = actions.find((a) => title.test(a.title));
  expect(action, `no action ${title} in ${JSON.stringify(actions.map((a) => a.title))}`).toBeDefined();
  const fixed = applyEdits(text, action!.edits);
  const after = validateText(fixed, { format }).diagnostics;
  // The finding is gone.
  const same = (d: Diagnostic) =>
    d.rule === rule &&
    d.path === path &&
    d.detail?.kind === finding!.detail?.kind &&
    (d.detail as { member?: string } | undefined)?.member ===
      (finding!.detail as { member?: string } | undefined)?.member;
  expect(after.filter(same), fixed).toEqual([]);
  // No new error: for every rule, fewer errors than before (or as many, for the rules the fix did not target).
  const pending = (d: Diagnostic) =>
    completing !== undefined && (d.path === completing || d.path.startsWith(`${completing}/`));
  const was = errorCounts(before);
  for (const [r, n] of errorCounts(after, pending))
    expect(n, `${r} errors after the fix:\n${fixed}`).toBeLessThanOrEqual(
      (was.get(r) ?? 0) - (r === rule && finding!.severity === 'error' && !same(finding!) ? 1 : 0),
    );
  // The text outside the edit is unchanged: the changed span holds no comment and no extension member.
  let start = 0;
  while (start < text.length && text[start] === fixed[start]) start++;
  let end = 0;
  while (end < text.length - start && text[text.length - 1 - end] === fixed[fixed.length - 1 - end]) end++;
  expect(text.slice(start, text.length - end)).not.toMatch(/#|x-/);
  // Never a placeholder that passes as data.
  expect(fixed).not.toContain('TODO');
  return { fixed, after, actions, action: action! };
}

const formats: DocumentFormat[] = ['json', 'yaml'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads of a parsed document
function valueOf(text: string, format: DocumentFormat): any {
  const parsed = parseDocument(text, { format });
  expect(parsed.ok).toBe(true);
  return parsed.value;
}

describe('quick fixes: the base documents are valid', () => {
  it.each(formats)('%s', (format) => {
    expect(validateText(bases[format], { format }).diagnostics).toEqual([]);
  });
});

describe.each(formats)('quick fixes (%s)', (format) => {
  const base = bases[format];
  const j = format === 'json';

  it('an unknown member close to an allowed one is renamed, first and preferred', () => {
    const text = swap(
      base,
      j ? '"description": "Daily' : 'description: Daily',
      j ? '"descripton": "Daily' : 'descripton: Daily',
    );
    const { fixed, actions } = applyFix(
      text,
      format,
      'mcpdesc.tool.members',
      '/tools/0/descripton',
      /^Rename to "description"$/,
    );
    expect(actions[0]!.title).toBe('Rename to "description"');
    expect(actions[0]!.preferred).toBe(true);
    expect(fixed).toBe(base);
    // It is the fix `mcpdesc fix` applies (the language server marks it isPreferred).
    expect(actions[0]!.safe).toBe(true);
    expect(fixText(text, { format }).applied.map((a) => a.title)).toEqual(['Rename to "description"']);
  });

  it('a misspelled root protocolVersion: the rename is ranked before inserting the missing member', () => {
    const text = swap(
      base,
      j ? '"protocolVersions":' : 'protocolVersions:',
      j ? '"protocolVersion":' : 'protocolVersion:',
    );
    const { fixed, actions, action } = applyFix(
      text,
      format,
      'mcpdesc.document.schema',
      '',
      /^Rename (?:"protocolVersion" )?to "protocolVersions"$/,
    );
    expect(actions[0]).toBe(action);
    expect(action.fixes.map((f) => f.path).sort()).toEqual(['', '/protocolVersion']);
    expect(fixed).toBe(base);
    // The insertion is still offered, after it, as a snippet that leaves the versions to choose.
    const insert = actions.find((a) => a.title.startsWith('Add required member "protocolVersions"'))!;
    expect(actions.indexOf(insert)).toBeGreaterThan(0);
    // Values the user must choose: never what `mcpdesc fix` applies.
    expect(insert.safe).toBeUndefined();
    expect(insert.snippet).toMatch(/\$\{1\|2024-11-05,2025-03-26,2025-06-18,2025-11-25,2026-07-28\|\}/);
  });

  it('an unexpected member is removed', () => {
    const text = swap(
      base,
      j ? '"name": "get_alerts",' : '  - name: get_alerts\n',
      j ? '"name": "get_alerts", "colour": "red",' : '  - name: get_alerts\n    colour: red\n',
    );
    expect(applyFix(text, format, 'mcpdesc.tool.members', '/tools/1/colour', /^Remove member "colour"$/).fixed).toBe(
      base,
    );
  });

  it('a string the text makes a boolean ("false", "no") becomes the boolean', () => {
    for (const written of ['"false"', '"no"']) {
      const text = swap(
        base,
        j ? '"deprecated": false' : 'deprecated: false',
        j ? `"deprecated": ${written}` : `deprecated: ${written}`,
      );
      const { fixed, action } = applyFix(
        text,
        format,
        'mcpdesc.tool.members',
        '/tools/0/deprecated',
        /^Change to false/,
      );
      expect(action.title).toBe(`Change to false (a boolean, not the string ${written})`);
      expect(fixed).toBe(base);
    }
  });

  it('a number where a string is required becomes the string as written (1.0 stays "1.0")', () => {
    const text = swap(base, j ? '"version": "1.0.0"' : 'version: "1.0.0"', j ? '"version": 1.0' : 'version: 1.0');
    const { fixed } = applyFix(text, format, 'mcpdesc.info.members', '/info/version', /^Change to the string "1\.0"$/);
    expect(fixed).toBe(swap(base, '"1.0.0"', '"1.0"'));
  });

  it('a quoted number where an integer is required becomes the number', () => {
    const text = swap(base, j ? '"size": 12' : 'size: 12', j ? '"size": "12"' : 'size: "12"');
    expect(applyFix(text, format, 'mcp.resource.size', '/resources/0/size', /^Change to 12/).fixed).toBe(base);
  });

  it('a single value where a list is required becomes a list of it', () => {
    const text = swap(
      base,
      j ? '"tags": ["forecast"]' : 'tags: [forecast]',
      j ? '"tags": "forecast"' : 'tags: forecast',
    );
    expect(applyFix(text, format, 'mcpdesc.tool.members', '/tools/0/tags', /^Make it a list/).fixed).toBe(base);
  });

  it('an empty collection is removed', () => {
    const text = j ? swap(base, '  "resources": [', '  "prompts": [],\n  "resources": [') : `${base}prompts: []\n`;
    expect(applyFix(text, format, 'mcpdesc.document.schema', '/prompts', /^Remove the empty prompts$/).fixed).toBe(
      base,
    );
  });

  it('a duplicate value is removed from tags, protocolVersions and required', () => {
    const tags = swap(
      base,
      j ? '"tags": ["forecast"]' : 'tags: [forecast]',
      j ? '"tags": ["forecast", "forecast"]' : 'tags: [forecast, forecast]',
    );
    expect(
      applyFix(tags, format, 'mcpdesc.tool.members', '/tools/0/tags/1', /^Remove the duplicate "forecast" from tags$/)
        .fixed,
    ).toBe(base);
    const versions = swap(
      base,
      j ? '["2025-06-18", "2025-11-25"]' : '  - "2025-11-25"\n',
      j ? '["2025-06-18", "2025-11-25", "2025-06-18"]' : '  - "2025-11-25"\n  - "2025-06-18"\n',
    );
    expect(
      applyFix(
        versions,
        format,
        'mcpdesc.protocol-versions.values',
        '/protocolVersions/2',
        /^Remove the duplicate "2025-06-18"/,
      ).fixed,
    ).toBe(base);
    const required = swap(
      base,
      j ? '"required": ["region"]' : '        - region\n',
      j ? '"required": ["region", "region"]' : '        - region\n        - region\n',
    );
    expect(
      applyFix(
        required,
        format,
        'json-schema.tool-schema.valid',
        '/tools/1/inputSchema/required',
        /^Remove the duplicate "region" from required$/,
      ).fixed,
    ).toBe(base);
  });

  it('an example name with a space is renamed to a valid name', () => {
    const example = j
      ? '"examples": {"berlin today": {"input": {"region": "north"}, "result": {"content": [{"type": "text", "text": "none"}]}}},'
      : '    examples:\n      berlin today:\n        input: {region: north}\n        result:\n          content:\n            - {type: text, text: none}\n';
    const text = j
      ? swap(base, '"tags": ["alerts"],', `"tags": ["alerts"], ${example}`)
      : swap(base, '    tags:\n      - alerts\n', `    tags:\n      - alerts\n${example}`);
    const { fixed } = applyFix(
      text,
      format,
      'mcpdesc.example.members',
      '/tools/1/examples/berlin today',
      /^Rename to "berlin_today"$/,
    );
    expect(fixed).toBe(text.replace('berlin today', 'berlin_today'));
  });

  it('an elicitation name that is not a valid name is renamed with the steps that use it', () => {
    const text = j
      ? swap(
          base,
          '"tags": ["alerts"],',
          '"tags": ["alerts"], "elicitations": [{"name": "ask user", "mode": "form", "message": "Which region?", "requestedSchema": {"type": "object", "properties": {"region": {"type": "string"}}}}], "interactionExamples": {"asks": {"input": {"region": "north"}, "steps": [{"type": "elicitation", "declaration": "ask user", "request": {"mode": "form", "message": "Which region?", "requestedSchema": {"type": "object", "properties": {"region": {"type": "string"}}}}, "response": {"action": "accept", "content": {"region": "north"}}}], "result": {"content": [{"type": "text", "text": "none"}]}}},',
        )
      : swap(
          base,
          '    tags:\n      - alerts\n',
          '    tags:\n      - alerts\n    elicitations:\n      - name: ask user\n        mode: form\n        message: Which region?\n        requestedSchema: {type: object, properties: {region: {type: string}}}\n    interactionExamples:\n      asks:\n        input: {region: north}\n        steps:\n          - type: elicitation\n            declaration: ask user\n            request: {mode: form, message: Which region?, requestedSchema: {type: object, properties: {region: {type: string}}}}\n            response: {action: accept, content: {region: north}}\n        result:\n          content:\n            - {type: text, text: none}\n',
        );
    const { fixed } = applyFix(
      text,
      format,
      'mcpdesc.elicitation.members',
      '/tools/1/elicitations/0/name',
      /^Rename to "ask_user" \(and its 1 use\)$/,
    );
    expect(fixed).toBe(text.split('ask user').join('ask_user'));
  });

  it('two tools with one name: rename one (a snippet over the suggested suffix), or narrow a scope', () => {
    const second = j
      ? '{"name": "get_alerts", "inputSchema": {"type": "object"}}'
      : '  - name: get_alerts\n    inputSchema: {type: object}\n';
    const text = j
      ? swap(base, '  ],\n  "resources"', `  ,\n    ${second}\n  ],\n  "resources"`).replace('}\n  ,\n', '},\n')
      : swap(base, 'resources:\n', `${second}resources:\n`);
    const renamed = applyFix(
      text,
      format,
      'mcpdesc.protocol-scope.consistency',
      '/tools/2/name',
      /^Rename this tool to "get_alerts_2"/,
    );
    expect(renamed.action.snippet).toBe(j ? '"get_alerts${1:_2}"' : 'get_alerts${1:_2}');
    // The earlier tool applies to 2025-06-18 only: the later one is narrowed to the rest.
    const scoped = j
      ? swap(text, '"name": "get_alerts",\n', '"name": "get_alerts", "protocolVersions": ["2025-06-18"],\n')
      : swap(
          text,
          '  - name: get_alerts\n    tags:',
          '  - name: get_alerts\n    protocolVersions: ["2025-06-18"]\n    tags:',
        );
    const { fixed } = applyFix(
      scoped,
      format,
      'mcpdesc.protocol-scope.consistency',
      '/tools/2/name',
      /^Narrow tools\[2\] to MCP 2025-11-25/,
    );
    expect(valueOf(fixed, format).tools[2].protocolVersions).toEqual(['2025-11-25']);
  });

  it('a tool written twice: the repetition is removed (first), and nothing else changes', () => {
    const tool = j
      ? baseJson.slice(baseJson.indexOf('    {\n      "name": "get_alerts"'), baseJson.indexOf('\n  ],\n  "resources"'))
      : baseYaml.slice(baseYaml.indexOf('  - name: get_alerts'), baseYaml.indexOf('resources:\n'));
    const text = j
      ? swap(base, '    }\n  ],\n  "resources"', `    },\n${tool}\n  ],\n  "resources"`)
      : swap(base, 'resources:\n', `${tool}resources:\n`);
    const { fixed, actions, action } = applyFix(
      text,
      format,
      'mcpdesc.protocol-scope.consistency',
      '/tools/2/name',
      /^Remove this repetition of tools\[1\]$/,
    );
    expect(actions[0]).toBe(action);
    expect(fixed).toBe(base);
  });

  it('a member a protocol version does not have: the declaration is narrowed to the versions that have it, or the member dropped', () => {
    const text = j
      ? swap(base, '"x-internal": true', '"x-internal": true, "icons": [{"src": "https://example.com/i.png"}]')
      : swap(base, '    x-internal: true\n', '    x-internal: true\n    icons: [{src: "https://example.com/i.png"}]\n');
    const narrowed = applyFix(
      text,
      format,
      'mcp.declaration.field.protocol-version',
      '/tools/0/icons',
      /^Narrow tools\[0\] to MCP 2025-11-25$/,
    );
    expect(narrowed.fixed).toContain('2025-11-25');
    expect(
      applyFix(text, format, 'mcp.declaration.field.protocol-version', '/tools/0/icons', /^Remove member "icons"$/)
        .fixed,
    ).toBe(base);
  });

  it('an undeclared tag: change to a close declared one, declare it, or remove it from the tool', () => {
    const close = swap(
      base,
      j ? '"tags": ["alerts"]' : '      - alerts\n',
      j ? '"tags": ["alert"]' : '      - alert\n',
    );
    const changed = applyFix(close, format, 'mcpdesc.tags.references', '/tools/1/tags/0', /^Change to tag "alerts"$/);
    expect(changed.actions[0]).toBe(changed.action);
    expect(changed.fixed).toBe(base);
    const other = swap(
      base,
      j ? '"tags": ["forecast"]' : 'tags: [forecast]',
      j ? '"tags": ["forecast", "beta"]' : 'tags: [forecast, beta]',
    );
    expect(
      applyFix(other, format, 'mcpdesc.tags.references', '/tools/0/tags/1', /^Declare tag "beta" in the root tags$/)
        .fixed,
    ).toContain(j ? '{"name": "beta"}' : '  - name: beta\n');
    expect(
      applyFix(other, format, 'mcpdesc.tags.references', '/tools/0/tags/1', /^Remove tag "beta" from tools\[0\]$/)
        .fixed,
    ).toBe(base);
  });

  it('an undeclared security scheme is declared as a snippet choosing its type, never an invented one', () => {
    const text = swap(
      base,
      j ? '"security": [{"bearerAuth": []}]' : '  - bearerAuth: []\n',
      j ? '"security": [{"sessionCookie": []}]' : '  - sessionCookie: []\n',
    );
    const { fixed, action } = applyFix(
      text,
      format,
      'mcpdesc.security.requirements',
      '/security/0/sessionCookie',
      /^Declare security scheme "sessionCookie"/,
      '/securitySchemes/sessionCookie',
    );
    expect(action.snippet).toContain(
      j ? '"type": "${1|http,apiKey,oauth2,openIdConnect|}"' : 'type: ${1|http,apiKey,oauth2,openIdConnect|}',
    );
    expect(valueOf(fixed, format).securitySchemes.sessionCookie).toEqual({ type: null });
    const selectedLine = fixed.split('\n')[action.selection!.start.line - 1]!;
    expect(selectedLine.slice(action.selection!.start.column - 1, action.selection!.end.column - 1)).toBe('null');
    // As plain text the type is left empty, so the declaration does not pass until the user chooses.
    expect(
      validateText(fixed, { format }).diagnostics.some(
        (d) => d.severity === 'error' && d.path.startsWith('/securitySchemes/sessionCookie'),
      ),
    ).toBe(true);
    const typo = swap(
      base,
      j ? '"security": [{"bearerAuth": []}]' : '  - bearerAuth: []\n',
      j ? '"security": [{"bearerAuht": []}]' : '  - bearerAuht: []\n',
    );
    expect(
      applyFix(
        typo,
        format,
        'mcpdesc.security.requirements',
        '/security/0/bearerAuht',
        /^Change to security scheme "bearerAuth"$/,
      ).fixed,
    ).toBe(base);
  });

  it('a $componentRef to a missing component: change to a close one, or declare it', () => {
    const typo = swap(base, '#/components/schemas/City', '#/components/schemas/Cty');
    expect(
      applyFix(
        typo,
        format,
        'mcpdesc.components.references',
        '/tools/0/inputSchema/$componentRef',
        /^Change to component "City"$/,
      ).fixed,
    ).toBe(base);
    const missing = swap(base, '#/components/schemas/City', '#/components/schemas/Region');
    const { fixed } = applyFix(
      missing,
      format,
      'mcpdesc.components.references',
      '/tools/0/inputSchema/$componentRef',
      /^Declare schemas component "Region"$/,
    );
    expect(valueOf(fixed, format).components.schemas.Region).toEqual({ type: 'object' });
  });

  it('a protocol version a declaration lists but the root does not: added to the root, or removed from the declaration', () => {
    const text = j
      ? swap(base, '"name": "get_alerts",', '"name": "get_alerts", "protocolVersions": ["2025-11-25", "2026-07-28"],')
      : swap(
          base,
          '  - name: get_alerts\n',
          '  - name: get_alerts\n    protocolVersions: ["2025-11-25", "2026-07-28"]\n',
        );
    const added = applyFix(
      text,
      format,
      'mcpdesc.protocol-scope.consistency',
      '/tools/1/protocolVersions/1',
      /^Add MCP 2026-07-28 to the root protocolVersions$/,
    );
    expect(added.fixed).toContain(
      j ? '["2025-06-18", "2025-11-25", "2026-07-28"]' : '  - "2025-11-25"\n  - "2026-07-28"\n',
    );
    const removed = applyFix(
      text,
      format,
      'mcpdesc.protocol-scope.consistency',
      '/tools/1/protocolVersions/1',
      /^Remove MCP 2026-07-28 from tools\[1\]$/,
    );
    expect(removed.fixed).toContain('protocolVersions": ["2025-11-25"]'.slice(j ? 0 : 18));
  });

  it('an unsupported mcpdesc value is set to the supported one', () => {
    const text = swap(base, '"0.9.0"', '"0.8.0"');
    expect(applyFix(text, format, 'mcpdesc.document.schema', '/mcpdesc', /^Set mcpdesc to "0\.9\.0"$/).fixed).toBe(
      base,
    );
  });

  it('an invalid value: the closest allowed one first', () => {
    const text = swap(base, j ? '"type": "http"' : 'type: http', j ? '"type": "htp"' : 'type: htp');
    const { actions, fixed } = applyFix(
      text,
      format,
      'mcpdesc.security-scheme.members',
      '/securitySchemes/bearerAuth/type',
      /^Change to "http"$/,
    );
    expect(actions[0]!.title).toBe('Change to "http"');
    expect(fixed).toBe(base);
  });

  it('an unsupported protocol version: never a version the list already has (a duplicate); new warnings are named', () => {
    const text = swap(base, '"2025-11-25"', '"2025-09-01"');
    const finding = validateText(text, { format }).diagnostics.find(
      (d) => d.rule === 'mcpdesc.protocol-versions.values',
    )!;
    const titles = codeActions(doc(text, format), finding.range!).map((a) => a.title);
    expect(titles.some((t) => t.startsWith('Change to "2025-06-18"'))).toBe(false);
    expect(titles.some((t) => t.startsWith('Change to "2025-11-25"'))).toBe(true);
    const { action } = applyFix(
      text,
      format,
      'mcpdesc.protocol-versions.values',
      '/protocolVersions/1',
      /^Change to "2025-03-26"/,
    );
    // The title counts the new warnings (short enough for the Ctrl+. menu); the description names them.
    expect(action.title).toBe('Change to "2025-03-26" (1 new warning)');
    expect(action.description).toBe(
      'Change to "2025-03-26"; it causes 1 new warning: mcpdesc.legacy-protocol.validation-scope',
    );
    expect(action.warnings).toEqual(['mcpdesc.legacy-protocol.validation-scope']);
  });

  it('a missing required string: a snippet tab stop, "" as plain text (which does not validate), never TODO', () => {
    const text = j ? swap(base, '"version": "1.0.0", ', '') : swap(base, '  version: "1.0.0"\n', '');
    const { fixed, action, after } = applyFix(
      text,
      format,
      'mcpdesc.info.members',
      '/info',
      /^Add required member "version" \(you fill in its value\)$/,
      '/info/version',
    );
    expect(action.snippet).toBe(j ? ', "version": "${1}"' : '  version: "${1}"\n');
    expect(fixed).toContain(j ? '"version": ""' : '  version: ""\n');
    // The value still does not pass: the document is not valid until the user types a version.
    expect(after.some((d) => d.severity === 'error' && d.path === '/info/version')).toBe(true);
    // After a plain application the cursor goes between the quotes; the snippet, filled in, validates.
    const at = fixed.split('\n').findIndex((l) => l.includes('"version": ""') || l.includes('version: ""'));
    expect(action.selection!.start.line).toBe(at + 1);
    expect(fixed.split('\n')[at]![action.selection!.start.column - 2]).toBe('"');
    const typed = applyEdits(text, [
      { range: action.edits[0]!.range, text: expandSnippet(action.snippet!.replace('${1}', '${1:2.0.0}')) },
    ]);
    expect(validateText(typed, { format }).valid).toBe(true);
  });

  it('a missing member whose value is structure only is inserted as data', () => {
    const text = j
      ? swap(base, '      "inputSchema": {"$componentRef": "#/components/schemas/City"},\n', '')
      : swap(base, '    inputSchema:\n      $componentRef: "#/components/schemas/City"\n', '');
    const { fixed, action } = applyFix(
      text,
      format,
      'mcpdesc.tool.members',
      '/tools/0',
      /^Add required member "inputSchema"$/,
    );
    expect(action.snippet).toBeUndefined();
    expect(valueOf(fixed, format).tools[0].inputSchema).toEqual({ type: 'object' });
  });

  it('no fix is offered on text that does not parse', () => {
    expect(
      codeActions(doc(j ? '{"mcpdesc": ' : 'mcpdesc: [', format), {
        start: { line: 1, column: 1 },
        end: { line: 1, column: 5 },
      }),
    ).toEqual([]);
  });
});

describe('quick fixes: bounded work', () => {
  it('a line holding thousands of findings (minified JSON): only the few that fit the range best are verified', () => {
    const tools = Array.from({ length: 2000 }, (_, i) => ({
      name: `t${i}`,
      deprecated: 'no',
      inputSchema: { type: 'object' },
    }));
    const text = JSON.stringify({
      mcpdesc: '0.9.0',
      info: { name: 'n', version: '1' },
      protocolVersions: ['2025-11-25'],
      tools,
    });
    const line = { start: { line: 1, column: 1 }, end: { line: 1, column: text.length + 1 } };
    const actions = codeActions(doc(text, 'json'), line);
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.length).toBeLessThanOrEqual(8);
    expect(actions.every((a) => a.title.startsWith('Change to false'))).toBe(true);
  }, 120_000);
});

describe('quick fixes: YAML members indented wrongly', () => {
  it('a member indented too little moves into the block above it', () => {
    const text = swap(
      baseYaml,
      '  version: "1.0.0"\n  x-team: forecasts # an extension member\n',
      '  x-team: forecasts # an extension member\nversion: "1.0.0"\n',
    );
    const { fixed, actions, action } = applyFix(
      text,
      'yaml',
      'mcpdesc.info.members',
      '/info',
      /^Move "version" into info/,
    );
    expect(actions[0]).toBe(action);
    expect(fixed).toBe(text.replace('\nversion: "1.0.0"\n', '\n  version: "1.0.0"\n'));
  });

  it('a member indented too much (the last of its object) moves out to the object that takes it', () => {
    const text = swap(
      baseYaml,
      '  x-team: forecasts # an extension member\nprotocolVersions:\n  - "2025-06-18"\n  - "2025-11-25"\n',
      '  x-team: forecasts # an extension member\n  protocolVersions:\n    - "2025-06-18"\n    - "2025-11-25"\n',
    );
    const { fixed } = applyFix(
      text,
      'yaml',
      'mcpdesc.info.members',
      '/info/protocolVersions',
      /^Move "protocolVersions" into the root object/,
    );
    expect(fixed).toBe(baseYaml);
  });

  it('the issue example: every planted mistake of the invalid example has a fix, and none adds an error', async () => {
    const { examples } = await import('../../src/examples/index.ts');
    const text = examples.find((e) => e.id === 'invalid')!.text;
    const result = validateText(text, { format: 'yaml' });
    const d = doc(text, 'yaml');
    for (const finding of result.diagnostics.filter((f) => f.severity === 'error')) {
      const actions = codeActions(d, finding.range!, result.diagnostics);
      expect(actions.length, `${finding.rule} at ${finding.path}`).toBeGreaterThan(0);
      for (const action of actions) {
        const after = validateText(applyEdits(text, action.edits), { format: 'yaml' }).diagnostics;
        expect(after.filter((a) => a.severity === 'error').length, action.title).toBeLessThan(
          result.diagnostics.filter((b) => b.severity === 'error').length + (action.snippet ? 1 : 0),
        );
      }
    }
  });
});

describe('a text read in the wrong format', () => {
  const yamlText = 'mcpdesc: "0.9.0"\ninfo:\n  name: a\n  version: "1.0.0"\nprotocolVersions: ["2025-11-25"]\n';

  it('its syntax error says which format reads it, and its one quick fix switches to that format', () => {
    const error = validateText(yamlText, { format: 'json' }).diagnostics.find((d) => d.severity === 'error')!;
    expect(error.message).toMatch(/ — the text parses as YAML: read it as YAML$/);
    const actions = codeActions(doc(yamlText, 'json'), error.range!);
    expect(actions).toEqual([expect.objectContaining({ format: 'yaml', edits: [], preferred: true })]);
    expect(actions[0]!.title).toBe('Read the text as YAML (switch the format)');
    expect(actions[0]!.diagnostic.message).toBe(error.message);
  });

  it('no such note or fix when neither format reads the text, nor with detection', () => {
    const broken = '{"mcpdesc": "0.9.0",, ]';
    const error = validateText(broken, { format: 'json' }).diagnostics.find((d) => d.severity === 'error')!;
    expect(error.message).not.toContain('parses as');
    expect(codeActions(doc(broken, 'json'), error.range!)).toEqual([]);
    expect(validateText(yamlText).valid).toBe(true);
  });
});

describe('fix titles fit the Ctrl+. menu', () => {
  it('a long value is cut in the title with "…"; the whole title is the description', () => {
    const tag = 'a-tag-with-a-rather-long-name-for-the-menu';
    const invalid = readFileSync(new URL('../../src/examples/invalid.mcpdesc.yaml', import.meta.url), 'utf8');
    const text = invalid.replace('      - beta\n', `      - ${tag}\n`);
    expect(text).not.toBe(invalid);
    const finding = validateText(text, { format: 'yaml' }).diagnostics.find(
      (d) => d.rule === 'mcpdesc.tags.references',
    )!;
    const actions = codeActions(doc(text, 'yaml'), finding.range!);
    const declare = actions.find((a) => a.description === `Declare tag "${tag}" in the root tags`)!;
    expect(declare.title).toBe('Declare tag "a-tag-with-a-rather-…" in the root tags');
    for (const action of actions) expect(action.title.length).toBeLessThanOrEqual(60);
  });

  it('a closing remark in parentheses goes to the description first', () => {
    expect(shortTitle('Declare security scheme "sessionCookie" in securitySchemes (choose its type)')).toBe(
      'Declare security scheme "sessionCookie" in securitySchemes',
    );
  });

  it('every fix title of the invalid example is at most 60 characters, JSON and YAML', () => {
    for (const format of formats) {
      const text = bases[format];
      for (const finding of validateText(text, { format }).diagnostics.filter((d) => d.range))
        for (const action of codeActions(doc(text, format), finding.range!))
          expect(action.title.length, action.title).toBeLessThanOrEqual(60);
    }
  });
});
