// Section 9: Tool Objects (9.1), their input and output schemas (9.2), named Tool Examples (9.3), Tool Interaction
// Examples (9.4), Tool Annotations (9.6) and the Execution Object (9.7); plus the completed-result fields (3.6)
// shared by every example `result`.
import type { Defs, JsonSchemaObject } from '../types.ts';
import {
  alternativeDefs,
  closedObject,
  componentOr,
  discriminatedUnion,
  nameKeys,
  namedMap,
  nonEmptyArray,
  ref,
  type Alternative,
} from './common.ts';

const string = { type: 'string' };
const boolean = { type: 'boolean' };
const object = { type: 'object' };
/** Literal MCP `_meta` (3.5): never an extension location; key format and availability are semantic (mcp.meta.*, mcp.root.meta.protocol-version). */
const meta = object;

/** Members that Tool, Resource, Resource Template and Prompt declarations share (9.1, 10.1.1, 10.2.1, 11.1). */
export const primitiveMembers: Record<string, unknown> = {
  protocolVersions: ref('ProtocolScope'),
  name: string,
  title: string,
  description: string,
  icons: nonEmptyArray(ref('Icon')),
  // 13.3: references to the catalogue and their uniqueness are checked by mcpdesc.tags.references (they depend on root `tags`).
  tags: nonEmptyArray(string),
  elicitations: nonEmptyArray(ref('ElicitationDeclaration')),
  deprecated: boolean,
  _meta: meta,
  security: ref('SecurityRequirementArray'),
  clientRequirements: ref('ClientCapabilityRequirements'),
};

/** Tool Interaction step kinds (9.4), discriminated by `type`; every step may carry `x-*`. */
const stepAlternatives: Record<string, Alternative> = {
  elicitation: [
    'ToolInteractionElicitationStep',
    closedObject(
      {
        type: { const: 'elicitation' },
        // Names an Elicitation Declaration of the same Tool; that it exists and matches is semantic.
        declaration: { type: 'string', ...nameKeys },
        request: ref('ToolInteractionElicitationRequest'),
        response: ref('ToolInteractionElicitationResponse'),
      },
      {
        title: 'Tool Interaction Step Object (elicitation)',
        required: ['type', 'request', 'response'],
        extensible: true,
      },
    ),
  ],
  sampling: [
    'ToolInteractionSamplingStep',
    closedObject(
      {
        type: { const: 'sampling' },
        request: ref('ToolInteractionSamplingRequest'),
        response: ref('ToolInteractionSamplingResponse'),
      },
      { title: 'Tool Interaction Step Object (sampling)', required: ['type', 'request', 'response'], extensible: true },
    ),
  ],
  roots: [
    'ToolInteractionRootsStep',
    closedObject(
      {
        type: { const: 'roots' },
        request: ref('ToolInteractionRootsRequest'),
        response: ref('ToolInteractionRootsResponse'),
      },
      { title: 'Tool Interaction Step Object (roots)', required: ['type', 'request', 'response'], extensible: true },
    ),
  ],
};

/** The canonical elicitation request of an `elicitation` step (9.4, 18.9), discriminated by `mode`; a payload, so no `x-*`. */
const requestAlternatives: Record<string, Alternative> = {
  form: [
    'ToolInteractionFormElicitationRequest',
    closedObject(
      // The requested schema is an embedded schema; its compatibility with the declaration is semantic.
      { mode: { const: 'form' }, message: string, requestedSchema: object },
      { title: 'Form elicitation request', required: ['mode', 'message', 'requestedSchema'], extensible: false },
    ),
  ],
  url: [
    'ToolInteractionUrlElicitationRequest',
    closedObject(
      { mode: { const: 'url' }, message: string, url: { type: 'string', format: 'uri' } },
      { title: 'URL elicitation request', required: ['mode', 'message', 'url'], extensible: false },
    ),
  ],
};

// Each `$defs` entry is its own object (never a shared constant): the build maps def objects to their schema locations.
export const defs: Defs = {
  // 9.1
  Tool: closedObject(
    {
      ...primitiveMembers,
      // 17.3: inputSchema and outputSchema may reference `#/components/schemas/<name>`.
      inputSchema: componentOr('SchemaComponentReference', 'ToolInputSchema'),
      outputSchema: componentOr('SchemaComponentReference', 'ToolOutputSchema'),
      annotations: ref('ToolAnnotations'),
      execution: ref('Execution'),
      examples: namedMap(componentOr('ToolExampleComponentReference', 'ToolExample')),
      // 9.4: declaration-local; there is no component namespace for interaction scenarios.
      interactionExamples: namedMap(ref('ToolInteractionExample')),
    },
    { title: 'Tool Object', required: ['name', 'inputSchema'], extensible: true },
  ),

  // 9.2: an embedded JSON Schema, opaque beyond its object root: a root `type` gives "object" or an array containing
  // it. Dialect, vocabulary, legacy/native shapes, x-mcp-header and per-version root rules are semantic rules
  // (json-schema.tool-schema.valid, mcp.tool.*); `x-*` keywords and nested `$componentRef` are plain schema content.
  ToolInputSchema: {
    title: 'Tool inputSchema',
    type: 'object',
    properties: {
      // Selected by JSON type; "contains object" is written as `not` over items so one finding names the array.
      type: {
        if: { type: 'string' },
        then: { const: 'object' },
        else: { type: 'array', not: { type: 'array', items: { not: { const: 'object' } } } },
      },
    },
  },
  // 9.2: any root is a valid outputSchema for MCP 2026-07-28; the object root before it is mcp.tool.output-schema.object-root.
  ToolOutputSchema: { title: 'Tool outputSchema', type: 'object' },

  // 9.6: MCP's closed ToolAnnotations; no `x-*`.
  ToolAnnotations: closedObject(
    {
      title: string,
      readOnlyHint: boolean,
      destructiveHint: boolean,
      idempotentHint: boolean,
      openWorldHint: boolean,
    },
    { title: 'Tool Annotations Object', extensible: false },
  ),

  // 9.7: not an extension location (14.2 does not list it).
  Execution: closedObject(
    { taskSupport: { enum: ['forbidden', 'optional', 'required'] } },
    { title: 'Execution Object', extensible: false },
  ),

  // 9.3: input is the complete tools/call arguments object; its fit to inputSchema is mcpdesc.tool.example.schema-conformance.
  ToolExample: closedObject(
    { input: object, result: ref('ToolCallResult') },
    { title: 'Tool Example Object', required: ['input', 'result'], extensible: true },
  ),

  // 9.4
  ToolInteractionExample: closedObject(
    { input: object, steps: nonEmptyArray(ref('ToolInteractionStep')), result: ref('ToolCallResult') },
    { title: 'Tool Interaction Example Object', required: ['input', 'steps', 'result'], extensible: true },
  ),
  ToolInteractionStep: discriminatedUnion('type', stepAlternatives, {
    title: 'Tool Interaction Step Object',
    extensible: true,
  }),
  ...alternativeDefs(stepAlternatives),
  ToolInteractionElicitationRequest: discriminatedUnion('mode', requestAlternatives, {
    title: 'Elicitation request',
    extensible: false,
  }),
  ...alternativeDefs(requestAlternatives),
  // 9.4: the canonical elicitation response: an action and optional form content. When `content` may appear is
  // semantic (mcpdesc.tool.interaction.elicitation-consistency), as is the shape of `content` itself.
  ToolInteractionElicitationResponse: {
    title: 'Elicitation Interaction Response Object',
    type: 'object',
    required: ['action'],
    properties: { action: { enum: ['accept', 'decline', 'cancel'] }, content: object, _meta: meta },
    allOf: [ref('ToolInteractionElicitationResponseMembers')],
  },
  // 9.4 (req-interaction-response-closed): the Elicitation Interaction Response Object is closed, in every protocol
  // version, beyond MCP's own response type (16.5); no `x-*`.
  ToolInteractionElicitationResponseMembers: closedObject(
    { action: true, content: true, _meta: true },
    { title: 'Elicitation Interaction Response Object', extensible: false },
  ),
  // Native sampling/createMessage parameters and result: their fields are checked per protocol version by semantic rules
  // (mcp.interaction-message.members, mcp.sampling.tools.protocol-version).
  ToolInteractionSamplingRequest: { title: 'Sampling request', type: 'object' },
  ToolInteractionSamplingResponse: { title: 'Sampling response', type: 'object' },
  // 9.4: a roots step request is an empty object.
  ToolInteractionRootsRequest: closedObject({}, { title: 'Roots request', extensible: false }),
  // Native roots result: its fields are checked per protocol version by semantic rules (mcp.interaction-message.members, mcp.root.uri.file-scheme).
  ToolInteractionRootsResponse: { title: 'Roots response', type: 'object' },

  // 3.6: fields every example `result` may carry, fixed in every protocol version. The rest of a carried result
  // (per-version types, open/closed fields) is checked by semantic rules (mcpdesc.example.result.protocol-fidelity).
  // JSON-RPC envelope, error, task and input-required forms are mcpdesc.example.completed-result-form (semantic).
  CompletedResult: {
    title: 'Completed result',
    type: 'object',
    properties: {
      resultType: { const: 'complete' },
      ttlMs: { type: 'integer', minimum: 0 },
      cacheScope: { enum: ['public', 'private'] },
    },
  },
  // 9.3: a completed Tool Result contains `content`; success/error forms are mcpdesc.tool.example.error-result.
  ToolCallResult: completedResult({ title: 'Tool result', required: ['content'] }),
};

/** A completed example result (3.6) with the members its section requires. */
export function completedResult(schema: JsonSchemaObject): JsonSchemaObject {
  return { ...ref('CompletedResult'), type: 'object', ...schema };
}
