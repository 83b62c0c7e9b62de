// Specification extension placement (14.2): `x-*` exactly on eligible objects of sections 3-8, 13 and 17.
import { describe, expect, it } from 'vitest';
import { validateStructure } from '../../core/rules/structural.ts';
import { documentWith } from './helpers.ts';

const extension = { 'x-acme-note': { any: ['json', 1, null] } };
const oauth = {
  type: 'oauth2',
  flows: { implicit: { authorizationUrl: 'https://a.example/authorize', scopes: {}, ...extension }, ...extension },
  ...extension,
};

const eligible: [string, Record<string, unknown>][] = [
  ['root', documentWith(extension)],
  [
    'Info, Contact, License, Icon',
    documentWith({
      info: {
        name: 'n',
        version: '1',
        contact: { ...extension },
        license: { name: 'MIT', ...extension },
        icons: [{ src: 'https://a.example/i.png', ...extension }],
        ...extension,
      },
    }),
  ],
  ['Tag', documentWith({ tags: [{ name: 't', ...extension }] })],
  [
    'Transport Objects',
    documentWith({
      transports: [
        { type: 'stdio', command: 'c', ...extension },
        { type: 'streamable-http', url: 'https://a.example/mcp', ...extension },
        { type: 'sse', url: 'https://a.example/sse', ...extension },
      ],
    }),
  ],
  [
    'Security Scheme, OAuth Flows and OAuth Flow Objects',
    documentWith({ securitySchemes: { o: oauth, h: { type: 'http', scheme: 'basic', ...extension } } }),
  ],
  [
    'Capabilities Object and its declaration objects',
    documentWith({
      capabilities: [{ tools: { ...extension }, resources: { ...extension }, prompts: { ...extension }, ...extension }],
    }),
  ],
  [
    'Client Capability Requirements Object',
    documentWith({
      tools: [{ name: 't', inputSchema: { type: 'object' }, clientRequirements: { sampling: {}, ...extension } }],
    }),
  ],
  ['outer Components Object', documentWith({ components: { schemas: { A: { type: 'object' } }, ...extension } })],
];

const ineligible: [string, Record<string, unknown>, string, string][] = [
  [
    'Reference Object',
    documentWith({
      components: { schemas: { A: { type: 'object' }, B: { $componentRef: '#/components/schemas/A', ...extension } } },
    }),
    '/components/schemas/B/x-acme-note',
    'mcpdesc.components.members',
  ],
  [
    'capabilities.extensions protocol-extension map',
    documentWith({ capabilities: [{ extensions: { ...extension } }] }),
    '/capabilities/0/extensions/x-acme-note',
    'mcp.server-capabilities.members',
  ],
  [
    'clientRequirements.extensions map',
    documentWith({
      tools: [{ name: 't', inputSchema: { type: 'object' }, clientRequirements: { extensions: { ...extension } } }],
    }),
    '/tools/0/clientRequirements/extensions/x-acme-note',
    'mcp.client-capabilities.protocol-shape',
  ],
  [
    'stdio env domain map (values must be strings)',
    documentWith({ transports: [{ type: 'stdio', command: 'c', env: { ...extension } }] }),
    '/transports/0/env/x-acme-note',
    'mcpdesc.transport.members',
  ],
  [
    'OAuth scopes domain map (values must be strings)',
    documentWith({
      securitySchemes: {
        o: { type: 'oauth2', flows: { password: { tokenUrl: 'https://a.example/t', scopes: { ...extension } } } },
      },
    }),
    '/securitySchemes/o/flows/password/scopes/x-acme-note',
    'mcpdesc.security-scheme.members',
  ],
  [
    'component namespace map (an x-* key is a component name)',
    documentWith({ components: { schemas: { 'x-acme-note': 'not a schema' } } }),
    '/components/schemas/x-acme-note',
    'mcpdesc.components.members',
  ],
];

describe('specification extension placement (14.2)', () => {
  it.each(eligible)('accepts x-* on %s', (_name, document) => {
    expect(validateStructure(document)).toEqual([]);
  });

  it.each(ineligible)('rejects x-* on %s', (_name, document, path, rule) => {
    const diagnostics = validateStructure(document);
    expect(diagnostics.map((d) => [d.rule, d.path, d.severity])).toEqual([[rule, path, 'error']]);
  });
});
