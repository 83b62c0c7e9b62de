import { describe, expect, it } from 'vitest';
import { hover } from '../../core/language/index.ts';
import { createLanguageSession, doc, json, withLine, yaml } from './fixtures.ts';

const specLink =
  'https://github.com/mcpdesc/mcpdesc-specification/blob/v0.9.0-rc.3/spec/draft/mcp-description.md#req-tool-fields';

describe('hover on member names', () => {
  it('JSON: meaning, object, section link and availability of inputSchema', () => {
    const result = hover(doc(json, 'json'), { line: 32, column: 10 })!;
    expect(result.contents).toContain('**inputSchema** — Tool Object (required)');
    expect(result.contents).toContain('JSON Schema of the arguments object of tools/call');
    expect(result.contents).toContain('Available in: all protocol versions.');
    expect(result.contents).toContain(`[Spec 9.1 Tool Object (req-tool-fields)](${specLink})`);
    expect(result.range).toEqual({ start: { line: 32, column: 7 }, end: { line: 32, column: 20 } });
  });

  it('YAML: availability of a member limited to some protocol versions', () => {
    const text = withLine(yaml, 25, '  - name: get_forecast\n    outputSchema: {}');
    const result = hover(doc(text, 'yaml'), { line: 26, column: 8 })!;
    expect(result.contents).toContain('**outputSchema** — Tool Object');
    expect(result.contents).toContain('Available in: MCP 2025-06-18 and later (2025-06-18, 2025-11-25, 2026-07-28).');
  });

  it('YAML, incomplete text: a member of a security scheme still resolves through the tolerant scan', () => {
    const text = 'securitySchemes:\n  key:\n    type: apiKey\n    in: hea';
    const result = hover(doc(text, 'yaml'), { line: 4, column: 6 })!;
    expect(result.contents).toContain('**in** — API key Security Scheme Object (required)');
    expect(result.contents).toContain('req-security-scheme-fields');
  });
});

describe('hover on values', () => {
  it('JSON: a $componentRef shows the first lines of its target', () => {
    const result = hover(doc(json, 'json'), { line: 32, column: 63 })!;
    expect(result.contents).toContain('**schemas component** ` City `');
    expect(result.contents).toContain('"type": "object"');
    expect(result.contents).toContain('req-component-reference-resolution');
  });

  it('each segment of a $componentRef says what its prefix names, over that segment', () => {
    const d = doc(json, 'json');
    const root = hover(d, { line: 32, column: 45 })!;
    expect(root.range).toEqual({ start: { line: 32, column: 43 }, end: { line: 32, column: 53 } });
    expect(root.contents).toContain('**#/components** — the root Components Object (` schemas `)');
    expect(root.contents).toContain('names the schemas component ` City `');
    expect(hover(d, { line: 32, column: 41 })!.contents).toContain('**#/components**');
    const namespace = hover(d, { line: 32, column: 56 })!;
    expect(namespace.range).toEqual({ start: { line: 32, column: 54 }, end: { line: 32, column: 61 } });
    expect(namespace.contents).toContain('**schemas** — a component namespace of the root `components` (1: ` City `)');
    const name = hover(d, { line: 32, column: 63 })!;
    expect(name.range).toEqual({ start: { line: 32, column: 62 }, end: { line: 32, column: 66 } });
    expect(name.contents).toContain('**schemas component** ` City `');
    // YAML too.
    expect(hover(doc(yaml, 'yaml'), { line: 29, column: 28 })!.contents).toContain('**#/components**');
  });

  it('YAML: a $componentRef to a missing component says so', () => {
    const text = withLine(yaml, 29, '      $componentRef: "#/components/schemas/Town"');
    expect(hover(doc(text, 'yaml'), { line: 29, column: 45 })!.contents).toContain(
      'there is no schemas component ` Town ` yet',
    );
  });

  it('YAML: a tag shows its declaration; a security requirement its scheme', () => {
    expect(hover(doc(yaml, 'yaml'), { line: 27, column: 10 })!.contents).toContain('Weather forecasts');
    const scheme = hover(doc(yaml, 'yaml'), { line: 13, column: 7 })!.contents;
    expect(scheme).toContain('**Security scheme** ` bearerAuth `');
    expect(scheme).toContain('type: http');
  });

  it('JSON: a protocol version says what it implies', () => {
    const text = withLine(json, 7, '  "protocolVersions": ["2025-03-26", "2025-11-25"],');
    const result = hover(doc(text, 'json'), { line: 7, column: 26 })!.contents;
    expect(result).toContain('**MCP 2025-03-26**');
    expect(result).toContain('A legacy protocol version');
    expect(result).toContain('Tool ` title ` (since MCP 2025-06-18; spec 9.1)');
    expect(result).toContain('req-field-protocol-version-availability');
  });

  it('document text in a hover cannot escape its code block', () => {
    const session = createLanguageSession();
    const text = withLine(yaml, 16, '    description: "``` <img src=x onerror=alert(1)> ```"');
    const result = session.hover(text, { line: 27, column: 10 }, 'yaml')!.contents;
    expect(result).toMatch(/````\n``` <img src=x onerror=alert\(1\)> ```\n````/);
  });
});
