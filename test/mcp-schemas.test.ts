// The vendored MCP protocol schemas (third_party/mcp-schemas/) and the validators generated from them (4.14 step 6).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import Ajv2020Module from 'ajv/dist/2020.js';
import AjvDraft07Module from 'ajv/dist/ajv.js';
import { protocolVersions } from '../core/model/versions.ts';
import { mcpDefinedFields, mcpValidator } from '../core/mcp/validators.ts';
import { mcpTypeNames, type McpTypeName } from '../core/mcp/types.ts';
import { formats } from '../core/mcp/runtime.ts';
import { generateMcpValidatorModule, mcpSchemaSubset } from '../scripts/build-validators.ts';

const root = new URL('../third_party/mcp-schemas/', import.meta.url);
const interop = <T>(m: T): T => (m as { default?: T }).default ?? m;

function filesUnder(dir: URL, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) =>
    statSync(new URL(name, dir)).isDirectory()
      ? filesUnder(new URL(`${name}/`, dir), `${prefix}${name}/`)
      : [`${prefix}${name}`],
  );
}

describe('vendored MCP schemas', () => {
  const provenance = readFileSync(new URL('PROVENANCE.md', root), 'utf8');
  const recorded = new Map([...provenance.matchAll(/^([0-9a-f]{64}) {2}(\S+)$/gm)].map((m) => [m[2]!, m[1]!]));

  it('records a SHA-256 for LICENSE and both files of every supported protocol version', () => {
    const expected = ['LICENSE', ...protocolVersions.flatMap((v) => [`${v}/schema.json`, `${v}/schema.ts`])];
    expect([...recorded.keys()].sort()).toEqual(expected.sort());
    expect(
      filesUnder(root)
        .filter((f) => f !== 'PROVENANCE.md')
        .sort(),
    ).toEqual(expected.sort());
  });

  it('names the source repository and commit', () => {
    expect(provenance).toContain('https://github.com/modelcontextprotocol/modelcontextprotocol');
    expect(provenance).toContain('b0f60ba5409db7a6582440a7b473cc0398890f15');
  });

  it.each([...recorded])('%s is byte-identical to its recorded hash', (file, sha) => {
    expect(
      createHash('sha256')
        .update(readFileSync(new URL(file, root)))
        .digest('hex'),
    ).toBe(sha);
  });

  it.each(protocolVersions)('%s schema.json uses the dialect and definitions keyword of its version', (version) => {
    const schema = JSON.parse(readFileSync(new URL(`${version}/schema.json`, root), 'utf8')) as Record<string, unknown>;
    const modern = version >= '2025-11-25';
    expect(schema.$schema).toBe(
      modern ? 'https://json-schema.org/draft/2020-12/schema' : 'http://json-schema.org/draft-07/schema#',
    );
    expect(Object.keys(schema)).toContain(modern ? '$defs' : 'definitions');
  });
});

// Values per type: one the type accepts and some it rejects, in every supported version.
const tool = { name: 'search', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } };
const resource = { uri: 'file:///notes.txt', name: 'notes' };
const template = { uriTemplate: 'file:///notes/{id}', name: 'note' };
const prompt = { name: 'review', arguments: [{ name: 'code' }] };
const completed = (version: string) =>
  version >= '2026-07-28' ? { resultType: 'complete', ttlMs: 0, cacheScope: 'public' } : {};

function samples(version: string): Record<McpTypeName, { good: unknown[]; bad: unknown[] }> {
  const extra = completed(version);
  return {
    Tool: {
      good: [tool, { ...tool, description: 'Search' }],
      bad: [{ name: 'search' }, { ...tool, inputSchema: { type: 'array' } }, { ...tool, name: 7 }, 'tool'],
    },
    Resource: {
      good: [resource, { ...resource, size: 10 }],
      bad: [{ name: 'notes' }, { ...resource, uri: 'no scheme' }, { ...resource, size: 1.5 }],
    },
    ResourceTemplate: {
      good: [template],
      bad: [
        { uriTemplate: 'file:///{id}' },
        { ...template, uriTemplate: 'file:///{unclosed' },
        { ...template, mimeType: 1 },
      ],
    },
    Prompt: {
      good: [prompt, { name: 'plain' }],
      bad: [{ arguments: [] }, { ...prompt, arguments: [{ required: true }] }],
    },
    ListToolsResult: {
      good: [
        { tools: [tool], ...extra },
        { tools: [], ...extra },
      ],
      bad: [{ tools: [{ name: 'x' }], ...extra }, { ...extra }],
    },
    ListResourcesResult: {
      good: [{ resources: [resource], ...extra }],
      bad: [{ resources: [{ uri: 'file:///a' }], ...extra }],
    },
    ListResourceTemplatesResult: {
      good: [{ resourceTemplates: [template], ...extra }],
      bad: [{ resourceTemplates: [resource], ...extra }],
    },
    ListPromptsResult: {
      good: [{ prompts: [prompt], ...extra }],
      bad: [
        { prompts: [{}], ...extra },
        { prompts: prompt, ...extra },
      ],
    },
  };
}

describe.each(protocolVersions)('generated MCP %s validators', (version) => {
  const full = JSON.parse(readFileSync(new URL(`${version}/schema.json`, root), 'utf8')) as Record<string, unknown>;
  const defsKeyword = '$defs' in full ? '$defs' : 'definitions';
  const Ajv = defsKeyword === '$defs' ? interop(Ajv2020Module) : interop(AjvDraft07Module);
  // The reference: Ajv compiling the whole unpruned schema.json at test time.
  const ajv = new Ajv({ strict: false, formats });
  ajv.addSchema({ ...full, $id: 'https://mcp.test/schema.json' });

  it.each(mcpTypeNames)('%s accepts known-good and rejects known-bad values, as the full schema.json does', (type) => {
    const validate = mcpValidator(version, type)!;
    const reference = ajv.getSchema(`https://mcp.test/schema.json#/${defsKeyword}/${type}`)!;
    const { good, bad } = samples(version)[type];
    for (const value of good) {
      expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
      expect(reference(value)).toBe(true);
    }
    for (const value of bad) {
      expect(validate(value), JSON.stringify(value)).toBe(false);
      expect(validate.errors?.length).toBeGreaterThan(0);
      expect(reference(value)).toBe(false);
    }
  });

  it('list results of 2026-07-28 require resultType, ttlMs and cacheScope; earlier ones do not', () => {
    expect(mcpValidator(version, 'ListToolsResult')!({ tools: [] })).toBe(version < '2026-07-28');
  });

  it('is current: run `npm run gen` after changing the build script', () => {
    expect(readFileSync(new URL(`../core/generated/mcp-${version}.js`, import.meta.url), 'utf8')).toBe(
      generateMcpValidatorModule(version),
    );
  });

  it('compiles only the projected types and the definitions they reference', () => {
    const { schema, defsKeyword: keyword } = mcpSchemaSubset(version);
    const kept = Object.keys(schema[keyword] as object);
    expect(kept).toEqual(expect.arrayContaining([...mcpTypeNames]));
    expect(kept.length).toBeLessThan(Object.keys(full[keyword] as object).length / 4);
    expect(kept).not.toContain('CallToolResult');
  });

  it('is a standalone ES module without require or code evaluation', () => {
    const code = readFileSync(new URL(`../core/generated/mcp-${version}.js`, import.meta.url), 'utf8');
    expect(code).not.toMatch(/\brequire\(|\beval\(|new Function/);
    expect(code).toMatch(/^import \* as runtime from '..\/mcp\/runtime.ts';$/m);
  });
});

describe('field lists of the projected types', () => {
  it('follow each version schema.json (spec 9.1, 10.1.1, 10.2.1, 11.1, 11.2 availability notes)', () => {
    expect(mcpDefinedFields('2024-11-05', 'Tool')).toEqual(['description', 'inputSchema', 'name']);
    expect(mcpDefinedFields('2025-03-26', 'Tool')).toContain('annotations');
    expect(mcpDefinedFields('2025-03-26', 'Tool')).not.toContain('title');
    expect(mcpDefinedFields('2025-06-18', 'Tool')).toEqual(expect.arrayContaining(['title', 'outputSchema', '_meta']));
    expect(mcpDefinedFields('2025-11-25', 'Tool')).toEqual(expect.arrayContaining(['execution', 'icons']));
    expect(mcpDefinedFields('2026-07-28', 'Tool')).not.toContain('execution');
    expect(mcpDefinedFields('2025-06-18', 'PromptArgument')).toContain('title');
    expect(mcpDefinedFields('2025-03-26', 'PromptArgument')).not.toContain('title');
    expect(mcpDefinedFields('2025-06-18', 'Icon')).toBeUndefined();
    expect(mcpDefinedFields('2025-11-25', 'Icon')).toEqual(
      expect.arrayContaining(['src', 'mimeType', 'sizes', 'theme']),
    );
    expect(mcpDefinedFields('2099-01-01', 'Tool')).toBeUndefined();
    expect(mcpValidator('2099-01-01', 'Tool')).toBeUndefined();
  });
});
