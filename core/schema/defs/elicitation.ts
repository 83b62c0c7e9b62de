// Section 12: Elicitation Declaration Objects (12.2), a union discriminated by `mode`: form (12.3) or URL (12.4).
import type { Defs } from '../types.ts';
import {
  alternativeDefs,
  closedObject,
  componentOr,
  discriminatedUnion,
  nameKeys,
  ref,
  type Alternative,
} from './common.ts';

/** 12.2: `message`, `when`, `onDecline` and `onCancel` are non-empty when present. */
const text = { type: 'string', minLength: 1 };

const common = {
  name: { type: 'string', ...nameKeys },
  message: text,
  when: text,
  onDecline: text,
  onCancel: text,
  protocolVersions: ref('ProtocolScope'),
};

const alternatives: Record<string, Alternative> = {
  form: [
    'ElicitationFormDeclaration',
    closedObject(
      {
        ...common,
        mode: { const: 'form' },
        // 17.3: may reference `#/components/schemas/<name>`.
        requestedSchema: componentOr('SchemaComponentReference', 'ElicitationRequestedSchema'),
      },
      {
        title: 'Elicitation Declaration Object (form mode)',
        required: ['name', 'mode', 'message', 'requestedSchema'],
        extensible: true,
      },
    ),
  ],
  url: [
    'ElicitationUrlDeclaration',
    closedObject(
      // 12.4: a syntactically valid URI when present; omitted when the URL is chosen at runtime.
      { ...common, mode: { const: 'url' }, url: { type: 'string', format: 'uri' } },
      { title: 'Elicitation Declaration Object (url mode)', required: ['name', 'mode', 'message'], extensible: true },
    ),
  ],
};

export const defs: Defs = {
  ElicitationDeclaration: discriminatedUnion('mode', alternatives, {
    title: 'Elicitation Declaration Object',
    extensible: true,
  }),
  ...alternativeDefs(alternatives),
  // 12.3: an embedded restricted form schema describing an object; its vocabulary per protocol version and internal
  // consistency are semantic (mcp.elicitation.form-schema.*, mcpdesc.elicitation.form-schema.consistency).
  // The outer shape every MCP version's ElicitRequest defines: `type: "object"`, a `properties` map of property
  // schemas (judged per version by mcp.elicitation.form-schema.protocol-shape), and `required` as an array of names.
  ElicitationRequestedSchema: {
    title: 'requestedSchema',
    type: 'object',
    required: ['type', 'properties'],
    properties: {
      type: { const: 'object' },
      properties: { type: 'object' },
      required: { type: 'array', items: { type: 'string' } },
    },
  },
};
