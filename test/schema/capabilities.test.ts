// Capabilities Objects (8.2-8.4) and Client Capability Requirements Objects (8.5).
import { describe, expect, it } from 'vitest';
import { checkCase, documentWith, formats, type StructuralCase } from './helpers.ts';

const capabilityMembers = [
  'protocolVersions',
  'tools',
  'resources',
  'prompts',
  'completions',
  'logging',
  'tasks',
  'extensions',
  'experimental',
];
const requirementMembers = ['roots', 'sampling', 'elicitation', 'tasks', 'extensions', 'experimental'];
const withCapabilities = (...capabilities: unknown[]) =>
  documentWith({ protocolVersions: ['2025-11-25', '2026-07-28'], capabilities });
const withRequirements = (clientRequirements: unknown) =>
  documentWith({
    protocolVersions: ['2026-07-28'],
    tools: [{ name: 't', inputSchema: { type: 'object' }, clientRequirements }],
  });

const cases: StructuralCase[] = [
  {
    name: 'the example of 8.7, with extensions on the eligible objects',
    document: withCapabilities(
      {
        protocolVersions: ['2025-11-25'],
        tools: { listChanged: true, 'x-acme': 1 },
        resources: { subscribe: true, listChanged: true },
        prompts: { listChanged: false },
        completions: {},
        logging: {},
        tasks: { list: {}, cancel: {}, requests: { tools: { call: {} } } },
        experimental: { 'com.example/feature': { on: true } },
        'x-acme': 'capabilities',
      },
      {
        protocolVersions: ['2026-07-28'],
        tools: { listChanged: true },
        extensions: { 'io.example/tasks': {}, 'io.modelcontextprotocol/ui': { a: 1 } },
      },
    ),
    expected: [],
  },
  {
    name: 'unknown capability member (8.4)',
    document: withCapabilities({ sampling: {} }),
    expected: [
      {
        rule: 'mcp.server-capabilities.members',
        path: '/capabilities/0/sampling',
        detail: { kind: 'unexpected-member', member: 'sampling', allowedMembers: capabilityMembers },
      },
    ],
  },
  {
    name: 'declaration objects are closed and typed (8.2)',
    document: withCapabilities({
      tools: { listChanged: 'yes', subscribe: true },
      resources: { subscribe: 1 },
      prompts: [],
    }),
    expected: [
      {
        rule: 'mcp.server-capabilities.members',
        path: '/capabilities/0/tools/listChanged',
        detail: { kind: 'type-mismatch', expectedTypes: ['boolean'] },
      },
      {
        rule: 'mcp.server-capabilities.members',
        path: '/capabilities/0/tools/subscribe',
        detail: { kind: 'unexpected-member', member: 'subscribe', allowedMembers: ['listChanged'] },
      },
      {
        rule: 'mcp.server-capabilities.members',
        path: '/capabilities/0/resources/subscribe',
        detail: { kind: 'type-mismatch', expectedTypes: ['boolean'] },
      },
      {
        rule: 'mcp.server-capabilities.members',
        path: '/capabilities/0/prompts',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
    ],
  },
  {
    name: 'native payloads are objects (8.2, 8.3); findings follow document order',
    document: withCapabilities({ logging: true, completions: null, tasks: { list: 1 } }),
    expected: [
      {
        rule: 'mcp.server-capabilities.members',
        path: '/capabilities/0/logging',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
      {
        rule: 'mcp.server-capabilities.members',
        path: '/capabilities/0/completions',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
      {
        rule: 'mcp.server-capabilities.members',
        path: '/capabilities/0/tasks/list',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
    ],
  },
  {
    name: 'extension identifiers need the prefix/name form; x-* is not an extension slot there (8.4, 14.2)',
    document: withCapabilities({
      extensions: { 'missing-prefix': {}, 'x-example-policy': { enabled: true }, 'io.example/ok': 'settings' },
    }),
    expected: [
      {
        rule: 'mcp.server-capabilities.members',
        path: '/capabilities/0/extensions/missing-prefix',
        detail: expect.objectContaining({ kind: 'constraint', keyword: 'propertyNames', member: 'missing-prefix' }),
        message:
          'Invalid name "missing-prefix" in capabilities[0].extensions: expected an extension identifier of the form prefix/name',
      },
      {
        rule: 'mcp.server-capabilities.members',
        path: '/capabilities/0/extensions/x-example-policy',
        detail: expect.objectContaining({ keyword: 'propertyNames', member: 'x-example-policy' }),
      },
      {
        rule: 'mcp.server-capabilities.members',
        path: '/capabilities/0/extensions/io.example~1ok',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
    ],
  },
  {
    name: 'empty extensions map (8.2)',
    document: withCapabilities({ extensions: {} }),
    expected: [
      {
        rule: 'mcp.server-capabilities.members',
        path: '/capabilities/0/extensions',
        detail: { kind: 'constraint', keyword: 'minProperties', limit: 1 },
      },
    ],
  },
  {
    name: 'capability protocolVersions use the scope definition (4.10)',
    document: withCapabilities({ protocolVersions: [] }),
    expected: [
      {
        rule: 'mcpdesc.protocol-scope.consistency',
        path: '/capabilities/0/protocolVersions',
        detail: { kind: 'constraint', keyword: 'minItems', limit: 1 },
      },
    ],
  },
  {
    name: 'client requirements of every kind, with an extension (8.5)',
    document: withRequirements({
      roots: {},
      sampling: { tools: {} },
      elicitation: { form: {}, url: {} },
      tasks: { requests: { sampling: { createMessage: {} } } },
      extensions: { 'io.modelcontextprotocol/tasks': {} },
      experimental: { 'com.example/review': {} },
      'x-acme': 'metadata',
    }),
    expected: [],
  },
  {
    name: 'empty client requirements (8.5)',
    document: withRequirements({}),
    expected: [
      {
        rule: 'mcp.client-capabilities.members',
        path: '/tools/0/clientRequirements',
        detail: { kind: 'constraint', keyword: 'minProperties', limit: 1 },
      },
    ],
  },
  {
    name: 'client requirements are closed and carry no protocolVersions (8.5)',
    document: withRequirements({ protocolVersions: ['2026-07-28'], futureCapability: {} }),
    expected: [
      {
        rule: 'mcp.client-capabilities.members',
        path: '/tools/0/clientRequirements/protocolVersions',
        detail: { kind: 'unexpected-member', member: 'protocolVersions', allowedMembers: requirementMembers },
      },
      {
        rule: 'mcp.client-capabilities.members',
        path: '/tools/0/clientRequirements/futureCapability',
        detail: { kind: 'unexpected-member', member: 'futureCapability', allowedMembers: requirementMembers },
      },
    ],
  },
  {
    name: 'client requirement values are objects; extension identifiers are checked (8.5)',
    document: withRequirements({ roots: true, extensions: { tasks: {} }, experimental: { 'com.example/x': [] } }),
    expected: [
      {
        rule: 'mcp.client-capabilities.protocol-shape',
        path: '/tools/0/clientRequirements/roots',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
      {
        rule: 'mcp.client-capabilities.protocol-shape',
        path: '/tools/0/clientRequirements/extensions/tasks',
        detail: expect.objectContaining({ keyword: 'propertyNames', member: 'tasks' }),
      },
      {
        rule: 'mcp.client-capabilities.protocol-shape',
        path: '/tools/0/clientRequirements/experimental/com.example~1x',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
    ],
  },
];

describe('Capabilities and Client Capability Requirements', () => {
  for (const format of formats) {
    it.each(cases.map((c) => [c.name, c] as const))(`${format}: %s`, (_name, testCase) =>
      checkCase(testCase, format, expect),
    );
  }
});
