// Section 6: Transport Objects, a union discriminated by `type` (6.2, 6.6).
import type { Defs } from '../types.ts';
import { alternativeDefs, closedObject, discriminatedUnion, ref, type Alternative } from './common.ts';

const common = { protocolVersions: ref('ProtocolScope'), security: ref('SecurityRequirementArray') };
const url = { type: 'string', format: 'uri' };

const alternatives: Record<string, Alternative> = {
  'streamable-http': [
    'StreamableHttpTransport',
    closedObject(
      { type: { const: 'streamable-http' }, url, ...common },
      { title: 'Streamable HTTP Transport Object', required: ['type', 'url'], extensible: true },
    ),
  ],
  stdio: [
    'StdioTransport',
    closedObject(
      {
        type: { const: 'stdio' },
        command: { type: 'string' },
        args: { type: 'array', items: { type: 'string' } },
        // An environment-variable map: domain-keyed, so no extension slot (14.2).
        env: { type: 'object', additionalProperties: { type: 'string' } },
        ...common,
      },
      { title: 'stdio Transport Object', required: ['type', 'command'], extensible: true },
    ),
  ],
  sse: [
    'SseTransport',
    closedObject(
      { type: { const: 'sse' }, url, ...common },
      { title: 'SSE Transport Object', required: ['type', 'url'], extensible: true },
    ),
  ],
};

export const defs: Defs = {
  Transport: discriminatedUnion('type', alternatives, { extensible: true, title: 'Transport Object' }),
  ...alternativeDefs(alternatives),
};
