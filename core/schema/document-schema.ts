// The MCP Description 0.9.0-rc.3 document schema (JSON Schema 2020-12), assembled from the area definitions.
// Root object: spec 3.2, 3.3, 3.9, 4.1, 4.8, 4.9.
import type { Defs, JsonSchemaObject } from './types.ts';
import { closedObject, namedMap, nonEmptyArray, ref } from './defs/common.ts';
import * as common from './defs/common.ts';
import * as info from './defs/info.ts';
import * as transports from './defs/transports.ts';
import * as security from './defs/security.ts';
import * as capabilities from './defs/capabilities.ts';
import * as tags from './defs/tags.ts';
import * as components from './defs/components.ts';
import * as tools from './defs/tools.ts';
import * as resources from './defs/resources.ts';
import * as prompts from './defs/prompts.ts';
import * as elicitation from './defs/elicitation.ts';

export const schemaId = 'https://mcpdesc.org/schema/mcp-description/0.9.0-rc.3.json';
/** The only `mcpdesc` value this playground validates (4.2, 4.8). */
export const mcpdescVersion = '0.9.0';
/** The specification release the schema is written from. */
export const specificationVersion = '0.9.0-rc.3';

const areas: Record<string, { defs: Defs }> = {
  common,
  info,
  transports,
  security,
  capabilities,
  tags,
  components,
  tools,
  resources,
  prompts,
  elicitation,
};

/** Definitions that other areas reference; an object stands in for each until its area defines it. */
const standIns = [
  'Tool',
  'Resource',
  'ResourceTemplate',
  'Prompt',
  'ToolExample',
  'StaticResourceExample',
  'ResourceTemplateExample',
  'PromptExample',
];

function collectDefs(): Defs {
  const all: Defs = {};
  const owner = new Map<string, string>();
  for (const [area, module] of Object.entries(areas)) {
    for (const [name, schema] of Object.entries(module.defs)) {
      const previous = owner.get(name);
      if (previous) throw new Error(`$defs/${name} is defined by both ${previous} and ${area}`);
      owner.set(name, area);
      // A copy, so every definition is a distinct object even when an area reuses one value for two names.
      all[name] = JSON.parse(JSON.stringify(schema)) as JsonSchemaObject;
    }
  }
  for (const name of standIns) all[name] ??= { type: 'object' };
  return all;
}

export function buildDocumentSchema(): JsonSchemaObject {
  const root = closedObject(
    {
      $schema: { type: 'string' },
      mcpdesc: { const: mcpdescVersion },
      info: ref('Info'),
      protocolVersions: { type: 'array', minItems: 1, uniqueItems: true, items: ref('ProtocolVersion') },
      instructions: { type: 'string' },
      transports: nonEmptyArray(ref('Transport')),
      securitySchemes: namedMap(ref('SecurityScheme')),
      security: ref('SecurityRequirementArray'),
      components: ref('Components'),
      capabilities: nonEmptyArray(ref('Capabilities')),
      tools: nonEmptyArray(ref('Tool')),
      resources: nonEmptyArray(ref('Resource')),
      resourceTemplates: nonEmptyArray(ref('ResourceTemplate')),
      prompts: nonEmptyArray(ref('Prompt')),
      tags: nonEmptyArray(ref('Tag')),
    },
    { required: ['mcpdesc', 'info', 'protocolVersions'], extensible: true },
  );
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: schemaId,
    title: `MCP Description ${specificationVersion}`,
    description: `Structural schema of MCP Description documents (mcpdesc "${mcpdescVersion}"), written from specification ${specificationVersion}.`,
    ...root,
    $defs: collectDefs(),
  };
}

export const documentSchema: JsonSchemaObject = buildDocumentSchema();

/** The schema as the JSON file the app offers for download and `mcpdesc schema` prints. */
export function documentSchemaJson(): string {
  return `${JSON.stringify(documentSchema, null, 2)}\n`;
}
