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
    expect(partsNeeded({ texts: [plain] })).toEqual(['2025-06-18']);
    expect(partsNeeded({ texts: [plain], version: '2026-07-28' })).toEqual(['2025-06-18', '2026-07-28']);
    expect(partsNeeded({ texts: [`${plain}tools: [{ inputSchema: { pattern: "^a" } }]`] })).toEqual([
      're2',
      '2025-06-18',
    ]);
    const every = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];
    expect(partsNeeded({ texts: ['{"a\\u0062": 1}'] })).toEqual(['re2', ...every]); // an escape may spell any name
    expect(partsNeeded({ texts: [`${plain}clientRequirements: {}`] })).toEqual(every);
    expect(partsNeeded({ texts: [plain], everyVersion: true })).toEqual(every);

    await installParts({ texts: [plain] });
    expect(partsNeeded({ texts: [plain] })).toEqual([]);
    expect(partsNeeded({ texts: [plain], everyVersion: true })).toEqual(every.filter((v) => v !== '2025-06-18'));
  });
});
