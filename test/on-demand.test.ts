// What the core installs on demand (core/install-all.ts installs all of it; the app's worker only what a text needs): the
// linear-time pattern matcher and each protocol version's MCP types. Missing, neither is ever taken for a pass.
import { describe, expect, it, vi } from 'vitest';

describe('pattern matcher installation', () => {
  it('a pattern is reported as not run while no matcher is installed, and runs once one is', async () => {
    vi.resetModules();
    const regex = await import('../core/embedded-schema/regex.ts');
    expect(regex.regexEngineInstalled()).toBe(false);
    expect(regex.compilePattern('^a+$')).toEqual({
      ok: false,
      reason: 'cannot be run: the linear-time matcher is not loaded',
    });
    await import('../core/embedded-schema/re2.ts');
    expect(regex.regexEngineInstalled()).toBe(true);
    const compiled = regex.compilePattern('^a+$');
    expect(compiled.ok && compiled.test('aaa')).toBe(true);
    expect(compiled.ok && compiled.test('ab')).toBe(false);
  });

  it('an evaluation meeting a pattern without a matcher is incomplete, not a pass', async () => {
    vi.resetModules();
    const { validateInstance } = await import('../core/embedded-schema/index.ts');
    const result = validateInstance({ type: 'string', pattern: '^x$' }, 'y', '2020-12');
    expect(result.problems).toEqual([]);
    expect(result.incomplete[0]).toContain('the linear-time matcher is not loaded');
  });
});

describe('MCP types installed per protocol version', () => {
  it('a version whose types are not installed is an error, never "not defined"; installing it answers', async () => {
    vi.resetModules();
    const validators = await import('../core/mcp/validators.ts');
    expect(validators.mcpVersionInstalled('2025-11-25')).toBe(false);
    expect(() => validators.carriedValidator('2025-11-25', 'CallToolResult')).toThrow(
      'the MCP 2025-11-25 types are not loaded',
    );
    expect(validators.carriedValidator('1999-01-01', 'CallToolResult')).toBeUndefined();
    validators.installMcpVersion('2025-11-25', await import('../core/generated/mcp-2025-11-25.js'));
    expect(validators.carriedValidator('2025-11-25', 'CallToolResult')?.({ content: [] })).toBe(true);
  });

  it('a rule meeting a version whose types are missing says it could not check, instead of passing', async () => {
    vi.resetModules();
    const { runRuleChecks } = await import('../core/rules/run.ts');
    const document = {
      mcpdesc: '0.9.0',
      info: { name: 's', version: '1' },
      protocolVersions: ['2025-11-25'],
      tools: [
        {
          name: 't',
          inputSchema: { type: 'object' },
          examples: { e: { input: {}, result: { content: [{ type: 'text' }] } } },
        },
      ],
    };
    const internal = runRuleChecks(document).filter((d) => d.message.includes('could not be checked'));
    expect(internal.length).toBeGreaterThan(0);
    expect(internal[0]!.message).toContain('the MCP 2025-11-25 types are not loaded');
  });
});

describe('which parts a request needs (core/validation/parts.ts, for the worker and the CLI)', () => {
  it('names only the parts the texts can need, installs them, and then needs nothing more', async () => {
    vi.resetModules();
    const { partsNeeded, installParts } = await import('../core/validation/parts.ts');
    const plain = 'mcpdesc: "0.9.0"\nprotocolVersions: ["2025-06-18"]\n';
    expect(partsNeeded({ texts: [plain] })).toEqual(['yaml', '2025-06-18']);
    expect(partsNeeded({ texts: [plain], version: '2026-07-28' })).toEqual(['yaml', '2025-06-18', '2026-07-28']);
    expect(partsNeeded({ texts: [`${plain}tools: [{ inputSchema: { pattern: "^a" } }]`] })).toEqual([
      're2',
      'yaml',
      '2025-06-18',
    ]);
    const every = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];
    expect(partsNeeded({ texts: ['{"a\\u0062": 1}'] })).toEqual(['re2', ...every]); // an escape may spell any name
    expect(partsNeeded({ texts: [`${plain}clientRequirements: {}`] })).toEqual(['yaml', ...every]);
    expect(partsNeeded({ texts: [plain], everyVersion: true })).toEqual(['yaml', ...every]);

    await installParts({ texts: [plain] });
    expect(partsNeeded({ texts: [plain] })).toEqual([]);
    expect(partsNeeded({ texts: [plain], everyVersion: true })).toEqual(every.filter((v) => v !== '2025-06-18'));
  });

  it('the YAML reader only for a text that can be read as YAML: never for JSON that parses', async () => {
    vi.resetModules();
    const { partsNeeded } = await import('../core/validation/parts.ts');
    const { maxJsonAsYamlLength } = await import('../core/document/parse.ts');
    const json = '{"mcpdesc": "0.9.0", "protocolVersions": ["2025-06-18"]}';
    expect(partsNeeded({ texts: [json] })).toEqual(['2025-06-18']);
    expect(partsNeeded({ texts: [json], format: 'json' })).toEqual(['2025-06-18']);
    // Read as YAML by choice, or JSON with a syntax error (the parser asks whether YAML would read it), or blank.
    expect(partsNeeded({ texts: [json], format: 'yaml' })).toEqual(['yaml', '2025-06-18']);
    expect(partsNeeded({ texts: [json.slice(0, -1)] })).toEqual(['yaml', '2025-06-18']);
    // ... but JSON with a syntax error over maxJsonAsYamlLength is never read as YAML (parse.ts): no YAML reader.
    const long = `{"mcpdesc": "0.9.0", "protocolVersions": ["2025-06-18"], "x": "${'x'.repeat(maxJsonAsYamlLength)}"`;
    expect(partsNeeded({ texts: [long] })).toEqual(['2025-06-18']);
    expect(partsNeeded({ texts: [''] })).toEqual(['yaml']);
    // Merge inputs: one YAML text among JSON ones.
    expect(partsNeeded({ texts: [json, 'mcpdesc: "0.9.0"\n'] })).toEqual(['yaml', '2025-06-18']);
  });

  it('a YAML text the fast reader does not read is reported as not read while the YAML reader is not installed, and is read once it is', async () => {
    vi.resetModules();
    const { parseDocument } = await import('../core/document/parse.ts');
    const { loadPart } = await import('../core/validation/parts.ts');
    const flow = '{mcpdesc: "0.9.0", tags: [a, b]}';
    expect(() => parseDocument(flow, { format: 'yaml' })).toThrow('The YAML reader is not loaded');
    // JSON that JSON.parse reads but the profile rejects (a duplicate name) is reported without the YAML reader.
    const duplicate = parseDocument('{"mcpdesc": "0.9.0", "mcpdesc": "0.9.0"}', { previousFormat: 'json' });
    expect(duplicate.diagnostics[0]!.message).toMatch(/duplicate/i);
    // Block-style YAML is read by the fast reader alone.
    expect(parseDocument('mcpdesc: "0.9.0"\n', { format: 'yaml' }).value).toEqual({ mcpdesc: '0.9.0' });
    await loadPart('yaml');
    expect(parseDocument(flow, { format: 'yaml' }).value).toEqual({ mcpdesc: '0.9.0', tags: ['a', 'b'] });
  });
});

describe('the CLI installs the YAML reader for the format it reads a file as', () => {
  it.each([
    ['format', ['format', 'doc.yaml']],
    ['view', ['view', 'doc.yaml', '--protocol-version', '2025-11-25']],
    ['validate', ['validate', 'doc.yaml']],
    ['merge', ['merge', 'doc.yaml', 'other.json', '--input-format', 'yaml']],
  ])('%s: JSON text in a file named .yaml is read as YAML', async (_, argv) => {
    vi.resetModules();
    const { runCli } = await import('./cli/run-cli.ts');
    const json = JSON.stringify({
      mcpdesc: '0.9.0',
      info: { name: 'flow', version: '1.0.0' },
      protocolVersions: ['2025-11-25'],
      transports: [{ type: 'stdio', command: 'server' }],
    });
    const result = await runCli(argv, { 'doc.yaml': json, 'other.json': json });
    expect(result.stderr).not.toContain('not loaded');
    expect(result.code).toBe(0);
  });
});
