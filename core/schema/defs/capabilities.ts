// Section 8: server Capabilities Objects (8.2-8.4) and primitive Client Capability Requirements Objects (8.5).
import type { Defs } from '../types.ts';
import { closedObject, ref } from './common.ts';

const label = '[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
/** MCP mandatory-prefix identifier `prefix/name` (8.4), as for `_meta` keys: dotted labels, a slash, a name. */
export const extensionIdentifierPattern = `^${label}(?:\\.${label})*/[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$`;

const object = { type: 'object' };
/** Extension identifier -> settings object; a protocol-extension map, never an `x-*` location (14.2, 14.7). */
const extensionMap = () => ({
  type: 'object',
  minProperties: 1,
  propertyNames: {
    pattern: extensionIdentifierPattern,
    description: 'an extension identifier of the form prefix/name, such as "io.example/feature"',
  },
  additionalProperties: object,
});
/** Experimental capabilities: name -> object, accepted and preserved as MCP defines them. */
const experimental = { type: 'object', additionalProperties: object };

export const defs: Defs = {
  Capabilities: closedObject(
    {
      protocolVersions: ref('ProtocolScope'),
      tools: ref('ToolsCapability'),
      resources: ref('ResourcesCapability'),
      prompts: ref('PromptsCapability'),
      // MCP-native capability payloads keep MCP's own (open) shape.
      completions: object,
      logging: object,
      tasks: ref('TasksCapability'),
      extensions: ref('CapabilityExtensions'),
      experimental,
    },
    { title: 'Capabilities Object', extensible: true },
  ),
  ToolsCapability: closedObject({ listChanged: { type: 'boolean' } }, { title: 'tools capability', extensible: true }),
  ResourcesCapability: closedObject(
    { subscribe: { type: 'boolean' }, listChanged: { type: 'boolean' } },
    { title: 'resources capability', extensible: true },
  ),
  PromptsCapability: closedObject(
    { listChanged: { type: 'boolean' } },
    { title: 'prompts capability', extensible: true },
  ),
  // 8.3: the MCP 2025-11-25 core tasks capability, an MCP-native payload (open like MCP's own schema).
  TasksCapability: {
    type: 'object',
    properties: {
      list: object,
      cancel: object,
      requests: { type: 'object', properties: { tools: { type: 'object', properties: { call: object } } } },
    },
  },
  CapabilityExtensions: extensionMap(),
  // 8.5: the union of the client capabilities of the supported protocol versions; per-version shape is semantic.
  ClientCapabilityRequirements: closedObject(
    {
      roots: object,
      sampling: object,
      elicitation: object,
      tasks: object,
      extensions: ref('ClientRequirementExtensions'),
      experimental,
    },
    { title: 'Client Capability Requirements Object', extensible: true, minProperties: 1 },
  ),
  ClientRequirementExtensions: extensionMap(),
};
