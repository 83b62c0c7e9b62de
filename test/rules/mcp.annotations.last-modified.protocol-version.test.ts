// 10.3 req-resource-annotations-last-modified: lastModified only in views from MCP 2025-06-18 on.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { validateText } from '../../core/index.ts';
import { testRule } from './rule-tester.ts';

const rule = 'mcp.annotations.last-modified.protocol-version';
const doc = (protocolVersions: string[], extra: Record<string, unknown>) => ({
  mcpdesc: '0.9.0',
  info: { name: 'annotations', version: '1.0.0' },
  protocolVersions,
  ...extra,
});
const lastModified = '2026-08-24T10:00:00Z';

testRule('mcp.annotations.last-modified.protocol-version', {
  valid: [
    {
      name: 'lastModified from MCP 2025-06-18 on',
      document: doc(['2025-06-18', '2026-07-28'], {
        resources: [{ uri: 'test://a', name: 'a', annotations: { audience: ['user'], lastModified } }],
        resourceTemplates: [{ uriTemplate: 'test://t/{id}', name: 't', annotations: { lastModified } }],
      }),
    },
    {
      name: 'audience and priority in MCP 2024-11-05',
      document: doc(['2024-11-05'], {
        resources: [{ uri: 'test://a', name: 'a', annotations: { audience: ['assistant'], priority: 0.5 } }],
      }),
    },
  ],
  invalid: [
    {
      name: 'lastModified on a Resource and a Resource Template before MCP 2025-06-18',
      document: doc(['2025-03-26', '2025-06-18'], {
        resources: [{ uri: 'test://a', name: 'a', annotations: { priority: 1, lastModified } }],
        resourceTemplates: [
          { uriTemplate: 'test://t/{id}', name: 't', protocolVersions: ['2025-03-26'], annotations: { lastModified } },
        ],
      }),
      findings: [
        {
          path: '/resources/0/annotations/lastModified',
          requirement: 'req-resource-annotations-last-modified',
          protocolVersion: '2025-03-26',
          message:
            'Resource Annotations field "lastModified" is available since MCP 2025-06-18, but the Resource applies to MCP 2025-03-26 (10.3)',
        },
        {
          path: '/resourceTemplates/0/annotations/lastModified',
          requirement: 'req-resource-annotations-last-modified',
          protocolVersion: '2025-03-26',
          message: 'the Resource Template applies',
        },
      ],
    },
  ],
});

describe(`${rule} on the upstream fixture`, () => {
  it('reports expected-invalid/invalid-resource-annotations.json (lastModified under MCP 2024-11-05)', () => {
    const text = readFileSync(
      new URL('../conformance/upstream-0.8.0-rc.1/expected-invalid/invalid-resource-annotations.json', import.meta.url),
      'utf8',
    ).replace('"0.8.0"', '"0.9.0"');
    const mine = validateText(text).diagnostics.filter((d) => d.rule === rule);
    expect(mine.map((d) => [d.path, d.protocolVersion, d.range?.start.line])).toEqual([
      ['/resources/0/annotations/lastModified', '2024-11-05', 22],
    ]);
  });
});
