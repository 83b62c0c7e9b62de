// Carried MCP values (spec 3.6): named-example results and Tool Interaction step responses, each validated with the
// type that every protocol version of the containing declaration's effective scope defines for it (precompiled from
// the pinned MCP schemas, core/mcp/). One walk yields observations; each rule reports the kind it owns.
import { applicableVersions } from './availability.ts';
import { isObject } from './data-model.ts';
import { describePrimitive, exampleFinding, namedExamples, nonCompletedResultFields, type NamedExample } from './named-examples.ts';
import { type PrimitiveCollection } from './collections.ts';
import { carriedFields, carriedValidator } from '../mcp/validators.ts';
import type { CarriedTypeName } from '../mcp/types.ts';
import { appendPointer, splitPointer } from '../lib/pointer.ts';
import type { Finding } from '../diagnostics.ts';
import type { RuleContext } from './run-context.ts';
import type { ProtocolVersion } from './versions.ts';

/**
 * What a carried value is: an example `result`, or the `response` of a Tool Interaction step (9.4). The `request` of
 * a sampling step is not a carried value but is validated the same way (9.4 req-interaction-sampling-protocol-version).
 */
export type CarriedRole = 'result' | 'response' | 'request';

export interface CarriedValue {
  role: CarriedRole;
  /** The MCP type the value has in every protocol version. */
  type: CarriedTypeName;
  value: unknown;
  /** Pointer of the value inside its example (`/result`, `/steps/0/response`). */
  pointer: string;
  example: NamedExample;
  member: 'examples' | 'interactionExamples' | 'completionExamples';
  /** Protocol versions of the containing declaration's Effective Protocol Views, oldest first. */
  versions: ProtocolVersion[];
}

const resultTypes: Record<PrimitiveCollection, CarriedTypeName> = {
  tools: 'CallToolResult',
  resources: 'ReadResourceResult',
  resourceTemplates: 'ReadResourceResult',
  prompts: 'GetPromptResult',
};

/** Response type of each Tool Interaction step kind (9.4). */
const responseTypes: Record<string, CarriedTypeName> = {
  sampling: 'CreateMessageResult',
  elicitation: 'ElicitResult',
  roots: 'ListRootsResult',
};

/** Every carried value of the document, at its use site (component examples resolved, 17.3). */
export function carriedValues(context: RuleContext): CarriedValue[] {
  const { document, scopes } = context;
  const out: CarriedValue[] = [];
  const add = (example: NamedExample, member: CarriedValue['member'], role: CarriedRole, type: CarriedTypeName, pointer: string, value: unknown) => {
    let versions = applicableVersions(scopes, example.primitive.path);
    // 10.4.6, 11.4: completion examples are unsupported for MCP 2024-11-05 (mcp.completion.protocol-version).
    if (type === 'CompleteResult') versions = versions.filter((v) => v !== '2024-11-05');
    if (isObject(value) && versions.length > 0) out.push({ role, type, value, pointer, example, member, versions });
  };
  for (const collection of Object.keys(resultTypes) as PrimitiveCollection[]) {
    for (const example of namedExamples(document, collection)) add(example, 'examples', 'result', resultTypes[collection], '/result', example.value.result);
    if (collection === 'resourceTemplates' || collection === 'prompts') {
      for (const example of namedExamples(document, collection, 'completionExamples')) add(example, 'completionExamples', 'result', 'CompleteResult', '/result', example.value.result);
    }
  }
  for (const example of namedExamples(document, 'tools', 'interactionExamples')) {
    add(example, 'interactionExamples', 'result', 'CallToolResult', '/result', example.value.result);
    const steps = example.value.steps;
    if (!Array.isArray(steps)) continue;
    steps.forEach((step, index) => {
      if (!isObject(step) || typeof step.type !== 'string' || !Object.hasOwn(responseTypes, step.type)) return;
      add(example, 'interactionExamples', 'response', responseTypes[step.type]!, `/steps/${index}/response`, step.response);
    });
  }
  return out;
}

/** The `request` of every sampling step, as `sampling/createMessage` parameters of each applicable version (9.4). */
export function samplingRequests(context: RuleContext): CarriedValue[] {
  const out: CarriedValue[] = [];
  for (const example of namedExamples(context.document, 'tools', 'interactionExamples')) {
    const versions = applicableVersions(context.scopes, example.primitive.path);
    const steps = example.value.steps;
    if (!Array.isArray(steps) || versions.length === 0) continue;
    steps.forEach((step, index) => {
      if (isObject(step) && step.type === 'sampling' && isObject(step.request)) {
        out.push({ role: 'request', type: 'CreateMessageRequestParams', value: step.request, pointer: `/steps/${index}/request`, example, member: 'interactionExamples', versions });
      }
    });
  }
  return out;
}

/** `interaction example "flow" of Tool "ask"`, for messages. */
export function describeCarried(carried: CarriedValue): string {
  const kind = carried.member === 'interactionExamples' ? 'interaction example' : carried.member === 'completionExamples' ? 'completion example' : 'example';
  const component = carried.example.referencedFrom !== undefined ? ` (component ${carried.example.path})` : '';
  const step = carried.role === 'result' ? '' : `the ${carried.role} of step ${carried.pointer.split('/')[2] ?? ''} of `;
  return `${step}${kind} ${JSON.stringify(carried.example.name)}${component} of ${describePrimitive(carried.example.primitive)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The walk

/** Content block types by their `type` member, across the supported protocol versions. */
const contentBlockTypes: Record<string, CarriedTypeName> = {
  text: 'TextContent',
  image: 'ImageContent',
  audio: 'AudioContent',
  resource_link: 'ResourceLink',
  resource: 'EmbeddedResource',
  tool_use: 'ToolUseContent',
  tool_result: 'ToolResultContent',
};

const resourceContentsTypes = new Set<CarriedTypeName>(['TextResourceContents', 'BlobResourceContents']);

/** The member type of a union value: a content block by `type`, Resource Contents by `text` or `blob`. */
function unionMember(value: unknown): CarriedTypeName | undefined {
  if (!isObject(value)) return undefined;
  if (typeof value.type === 'string') return Object.hasOwn(contentBlockTypes, value.type) ? contentBlockTypes[value.type] : undefined;
  if ('text' in value) return 'TextResourceContents';
  if ('blob' in value) return 'BlobResourceContents';
  return undefined;
}

/** Members through which a type holds nested objects of known types (one object, or an array of them). */
const nestedMembers: Partial<Record<CarriedTypeName, string[]>> = {
  CallToolResult: ['content'],
  ReadResourceResult: ['contents'],
  GetPromptResult: ['messages'],
  PromptMessage: ['content'],
  EmbeddedResource: ['resource', 'annotations'],
  CreateMessageResult: ['content'],
  CreateMessageRequestParams: ['messages'],
  SamplingMessage: ['content'],
  ListRootsResult: ['roots'],
  ToolResultContent: ['content', 'annotations'],
  TextContent: ['annotations'],
  ImageContent: ['annotations'],
  AudioContent: ['annotations'],
  ResourceLink: ['annotations'],
  TextResourceContents: ['annotations'],
  BlobResourceContents: ['annotations'],
};

/**
 * The type of a nested object: prompt and sampling messages and roots by position, the closed Resource Annotations
 * of content blocks (10.3), content blocks and contents by their members.
 */
function nestedType(parent: CarriedTypeName, member: string, value: unknown): CarriedTypeName | undefined {
  if (member === 'annotations') return 'Annotations';
  if (parent === 'GetPromptResult') return 'PromptMessage';
  if (parent === 'CreateMessageRequestParams') return 'SamplingMessage';
  if (parent === 'ListRootsResult') return 'Root';
  return unionMember(value);
}

export type Observation =
  /** A field the version defines does not satisfy its type, or a field it requires is missing (3.6 item 1). */
  | { kind: 'invalid'; pointer: string; type: CarriedTypeName; keyword: string; missing?: string; expected?: string }
  /** A content block of a type the version does not allow at that place (9.3, 11.3). */
  | { kind: 'unsupported-content'; pointer: string; blockType: string }
  /** A field the version does not define on `type` (3.6 items 2 and 3). */
  | { kind: 'undefined-field'; pointer: string; type: CarriedTypeName; field: string; open: boolean; top: boolean };

/** Whether `type` is open in `version` (3.6): results extend the open Result; input responses are closed in 2026-07-28. */
export function isOpenType(version: ProtocolVersion, type: CarriedTypeName, top: boolean): boolean {
  if (!top) return false;
  if (type === 'CreateMessageResult' || type === 'ElicitResult' || type === 'ListRootsResult') return version !== '2026-07-28';
  return true;
}

interface AjvError {
  instancePath: string;
  keyword: string;
  params?: Record<string, unknown>;
}

function valueAt(value: unknown, pointer: string): unknown {
  let at = value;
  for (const segment of splitPointer(pointer)) {
    if (Array.isArray(at)) at = at[Number(segment)];
    else if (isObject(at) && Object.hasOwn(at, segment)) at = at[segment];
    else return undefined;
  }
  return at;
}

function within(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Type observations of `value` against `type` in `version`: errors outside unions, union members validated on their own. */
function validateType(version: ProtocolVersion, type: CarriedTypeName, value: unknown, pointer: string, out: Observation[], depth = 0): void {
  const validate = carriedValidator(version, type);
  if (!validate || depth > 32) return;
  if (validate(value)) return;
  const errors = (validate.errors ?? []) as AjvError[];
  const unions = [...new Set(errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath))]
    .sort((a, b) => a.length - b.length)
    .filter((path, i, all) => !all.slice(0, i).some((outer) => within(path, outer)));
  const seen = new Set<string>();
  for (const error of errors) {
    if (unions.some((u) => within(error.instancePath, u))) continue;
    const missing = error.keyword === 'required' && typeof error.params?.missingProperty === 'string' ? error.params.missingProperty : undefined;
    const key = `${error.instancePath}\u0000${missing ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const expected = error.keyword === 'type' ? String(error.params?.type) : error.keyword === 'const' ? JSON.stringify(error.params?.allowedValue) : error.keyword === 'enum' ? (error.params?.allowedValues as unknown[] | undefined)?.map((v) => JSON.stringify(v)).join(', ') : undefined;
    out.push({ kind: 'invalid', pointer: pointer + error.instancePath, type, keyword: error.keyword, ...(missing !== undefined ? { missing } : {}), ...(expected !== undefined ? { expected } : {}) });
  }
  for (const union of unions) {
    const node = valueAt(value, union);
    const before = out.length;
    // A union of blocks or of block arrays (sampling content from MCP 2025-11-25): each block on its own; which block
    // of an array a version does not allow is not told apart, so that case is one finding for the array.
    if (Array.isArray(node)) node.forEach((item, i) => validateMember(version, item, `${pointer}${union}/${i}`, out, depth, false));
    else validateMember(version, node, pointer + union, out, depth, true);
    if (out.length === before) out.push({ kind: 'invalid', pointer: pointer + union, type, keyword: 'anyOf' });
  }
}

/** A union member validated as the type its members select; a valid block of a type not allowed there is unsupported. */
function validateMember(version: ProtocolVersion, node: unknown, pointer: string, out: Observation[], depth: number, single: boolean): void {
  const member = unionMember(node);
  if (member === undefined) return;
  const before = out.length;
  if (carriedValidator(version, member)) validateType(version, member, node, pointer, out, depth + 1);
  if (single && out.length === before && isObject(node) && typeof node.type === 'string') out.push({ kind: 'unsupported-content', pointer, blockType: node.type });
}

/** Undefined-field observations of `value` as `type` and of the nested objects of known types. */
function walkFields(version: ProtocolVersion, type: CarriedTypeName, value: unknown, pointer: string, top: boolean, out: Observation[], depth = 0): void {
  const fields = carriedFields(version, type);
  if (!fields || !isObject(value) || depth > 32) return;
  const open = isOpenType(version, type, top);
  for (const field of Object.keys(value)) {
    if (!fields.includes(field)) out.push({ kind: 'undefined-field', pointer: appendPointer(pointer, field), type, field, open, top });
  }
  for (const member of nestedMembers[type] ?? []) {
    if (!fields.includes(member) || !Object.hasOwn(value, member)) continue;
    const child = value[member];
    const at = appendPointer(pointer, member);
    if (Array.isArray(child)) for (let i = 0; i < child.length; i++) walkNested(version, type, member, child[i], appendPointer(at, i), out, depth);
    else walkNested(version, type, member, child, at, out, depth);
  }
}

/** walkFields of a nested member's value (or one of its items), when its type is known. */
function walkNested(version: ProtocolVersion, type: CarriedTypeName, member: string, item: unknown, at: string, out: Observation[], depth: number): void {
  const itemType = nestedType(type, member, item);
  if (itemType !== undefined) walkFields(version, itemType, item, at, false, out, depth + 1);
}

/** Every observation of a carried value in one protocol version; pointers are relative to the example. */
export function observe(carried: CarriedValue, version: ProtocolVersion): Observation[] {
  const out: Observation[] = [];
  validateType(version, carried.type, carried.value, carried.pointer, out);
  walkFields(version, carried.type, carried.value, carried.pointer, true, out);
  return out;
}

export interface CarriedObservations {
  carried: CarriedValue;
  version: ProtocolVersion;
  observations: Observation[];
}

// One walk per rule run, shared by the rules: the scope index is computed once per run (core/rules/run.ts).
const cache = new WeakMap<object, { document: unknown; entries: CarriedObservations[] }>();

/** Each carried value with its observations per applicable protocol version, in document and version order. */
export function carriedObservations(context: RuleContext): CarriedObservations[] {
  const cached = cache.get(context.scopes);
  if (cached && cached.document === context.document) return cached.entries;
  const entries = carriedValues(context).flatMap((carried) => carried.versions.map((version) => ({ carried, version, observations: observe(carried, version) })));
  cache.set(context.scopes, { document: context.document, entries });
  return entries;
}

/**
 * The Tool Interaction step values (9.4) with their observations per applicable version: each sampling, elicitation
 * and roots `response`, then each sampling `request`, validated all the way down as the MCP types of the version.
 */
export function stepObservations(context: RuleContext): CarriedObservations[] {
  const responses = carriedObservations(context).filter((entry) => entry.carried.role === 'response');
  const requests = samplingRequests(context).flatMap((carried) => carried.versions.map((version) => ({ carried, version, observations: observe(carried, version) })));
  return [...responses, ...requests];
}

/** A pointer relative to the carried value (`content/0/text`), for messages. */
export function fieldName(carried: CarriedValue, pointer: string): string {
  return pointer.startsWith(carried.pointer) ? pointer.slice(carried.pointer.length + 1) : pointer;
}

/** A finding about `pointer` of a carried value's example, at the use site when the example is a component. */
export function carriedFinding(carried: CarriedValue, pointer: string, finding: Omit<Finding, 'path'>): Finding {
  return exampleFinding(carried.example, pointer, finding);
}

/** Members of an example result that mcpdesc.example.completed-result-form reports (envelope, workflow state). */
export function isNonCompletedResultField(carried: CarriedValue, observation: Observation): boolean {
  return carried.role === 'result' && observation.kind === 'undefined-field' && observation.top && Object.hasOwn(nonCompletedResultFields, observation.field);
}

export function isResourceContentsType(type: CarriedTypeName): boolean {
  return resourceContentsTypes.has(type);
}
