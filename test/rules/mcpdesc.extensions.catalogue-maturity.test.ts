import { describe, expect, it } from 'vitest';
import {
  extensionCatalogue,
  extensionIdentifierFindings,
} from '../../core/rules/mcpdesc.extensions.catalogue-maturity.ts';
import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'extensions', version: '1.0.0' },
  protocolVersions: ['2026-07-28'],
  transports: [{ type: 'stdio', command: 'server' }],
};

testRule('mcpdesc.extensions.catalogue-maturity', {
  valid: [
    {
      name: 'an unknown identifier outside the reserved prefixes is preserved silently (8.4)',
      document: { ...base, capabilities: [{ extensions: { 'com.example/custom-feature': { enabled: true } } }] },
    },
    {
      name: 'catalogued official extensions get no unknown-identifier warning (8.4 req-extensions-official-no-warning)',
      document: {
        ...base,
        capabilities: [{ extensions: { 'io.modelcontextprotocol/tasks': {}, 'io.modelcontextprotocol/ui': {} } }],
        tools: [
          {
            name: 't',
            inputSchema: { type: 'object' },
            clientRequirements: { extensions: { 'io.modelcontextprotocol/oauth-client-credentials': {} } },
          },
        ],
      },
    },
    {
      name: 'a prefix whose last label is mcp is not reserved',
      document: { ...base, capabilities: [{ extensions: { 'com.example.mcp/x': {} } }] },
    },
  ],
  invalid: [
    {
      name: 'an unrecognized identifier under io.modelcontextprotocol/ in server capabilities (8.4)',
      document: {
        ...base,
        capabilities: [{ extensions: { 'io.modelcontextprotocol/future-capability': { enabled: true } } }],
      },
      findings: [
        {
          path: '/capabilities/0/extensions/io.modelcontextprotocol~1future-capability',
          requirement: 'req-extensions-reserved-identifiers',
          message: `Extension identifier "io.modelcontextprotocol/future-capability" is under the MCP-reserved prefix "io.modelcontextprotocol/" but is not in the validator's extension catalogue of ${extensionCatalogue.effectiveDate} (8.4)`,
        },
      ],
    },
    {
      name: 'other reserved prefixes, in a primitive clientRequirements map (8.5)',
      document: {
        ...base,
        prompts: [
          {
            name: 'p',
            clientRequirements: { extensions: { 'dev.mcp/thing': {}, 'org.modelcontextprotocol.api/y': {} } },
          },
        ],
      },
      findings: [
        {
          path: '/prompts/0/clientRequirements/extensions/dev.mcp~1thing',
          requirement: 'req-extensions-reserved-identifiers',
        },
        {
          path: '/prompts/0/clientRequirements/extensions/org.modelcontextprotocol.api~1y',
          requirement: 'req-extensions-reserved-identifiers',
        },
      ],
    },
  ],
});

describe('catalogue maturity (8.4 req-extensions-catalogue-maturity)', () => {
  const catalogue = {
    source: 'test',
    effectiveDate: '2026-01-01',
    extensions: { 'io.modelcontextprotocol/incubating': 'experimental', 'io.modelcontextprotocol/settled': 'beta' },
  } as const;
  const document = {
    capabilities: [{ extensions: { 'io.modelcontextprotocol/incubating': {}, 'io.modelcontextprotocol/settled': {} } }],
  };

  it('identifies a catalogued experimental extension as experimental, not unknown', () => {
    const findings = extensionIdentifierFindings(document, catalogue);
    expect(findings).toHaveLength(1);
    expect(findings[0]!.path).toBe('/capabilities/0/extensions/io.modelcontextprotocol~1incubating');
    expect(findings[0]!.message).toContain('is an experimental official MCP extension');
    expect(findings[0]!.message).not.toContain('not in');
  });

  it('discloses the pinned catalogue: source, effective date, maturity of every identifier', () => {
    expect(extensionCatalogue.source.length).toBeGreaterThan(0);
    expect(extensionCatalogue.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const maturity of Object.values(extensionCatalogue.extensions))
      expect(['experimental', 'beta', 'stable', 'unassigned']).toContain(maturity);
  });
});
