// Carried MCP values (spec 3.6): named-example results and Tool Interaction step responses, each validated with the
// type that every protocol version of the containing declaration's effective scope defines for it (precompiled from
// the pinned MCP schemas, core/mcp/). One walk yields observations; each rule reports the kind it owns.
import { applicableVersions } from './availability.ts';
import { isObject } from '../lib/data-model.ts';
import {
  describePrimitive,
  exampleFinding,
  nonCompletedResultFields,
  type NamedExample,
  type NamedExamplesOf,
} from './named-examples.ts';
import { type PrimitiveCollection } from './collections.ts';
import { carriedTypeTable, carriedValidator } from '../mcp/validators.ts';
import type { CarriedRootTypeName, CarriedTypeTable, TypeShape, ValueShape } from '../mcp/types.ts';
import { appendPointer, valueAtPointer } from '../lib/pointer.ts';
import { iso8601Problem } from '../lib/iso8601.ts';
import { lazyMembers } from '../lib/lazy.ts';
import type { Finding } from '../diagnostics.ts';
import type { ScopeIndex } from './scopes.ts';
import type { ProtocolVersion } from './versions.ts';

/**
 * What a carried value is: an example `result`, or the `response` of a Tool Interaction step (9.4). The `request` of
 * a sampling step is not a carried value but is validated the same way (9.4 req-interaction-sampling-protocol-version).
 */
export type CarriedRole = 'result' | 'response' | 'request';

export interface CarriedValue {
  role: CarriedRole;
  /** The MCP type the value has in every protocol version. */
  type: CarriedRootTypeName;
  value: unknown;
  /** Pointer of the value inside its example (`/result`, `/steps/0/response`). */
  pointer: string;
  example: NamedExample;
  member: 'examples' | 'interactionExamples' | 'completionExamples';
  /** Protocol versions of the containing declaration's Effective Protocol Views, oldest first. */
  versions: ProtocolVersion[];
}

const resultTypes: Record<PrimitiveCollection, CarriedRootTypeName> = {
  tools: 'CallToolResult',
  resources: 'ReadResourceResult',
  resourceTemplates: 'ReadResourceResult',
  prompts: 'GetPromptResult',
};

/** Response type of each Tool Interaction step kind (9.4). */
const responseTypes: Record<string, CarriedRootTypeName> = {
  sampling: 'CreateMessageResult',
  elicitation: 'ElicitResult',
  roots: 'ListRootsResult',
};

/** Every carried value of the document, at its use site (component examples resolved, 17.3). */
export function carriedValues(namedExamples: NamedExamplesOf, scopes: ScopeIndex): CarriedValue[] {
  const out: CarriedValue[] = [];
  const add = (
    example: NamedExample,
    member: CarriedValue['member'],
    role: CarriedRole,
    type: CarriedRootTypeName,
    pointer: string,
    value: unknown,
  ) => {
    let versions = applicableVersions(scopes, example.primitive.path);
    // 10.4.6, 11.4: completion examples are unsupported for MCP 2024-11-05 (mcp.completion.protocol-version).
    if (type === 'CompleteResult') versions = versions.filter((v) => v !== '2024-11-05');
    if (isObject(value) && versions.length > 0) out.push({ role, type, value, pointer, example, member, versions });
  };
  for (const collection of Object.keys(resultTypes) as PrimitiveCollection[]) {
    for (const example of namedExamples(collection))
      add(example, 'examples', 'result', resultTypes[collection], '/result', example.value.result);
    if (collection === 'resourceTemplates' || collection === 'prompts') {
      for (const example of namedExamples(collection, 'completionExamples'))
        add(example, 'completionExamples', 'result', 'CompleteResult', '/result', example.value.result);
    }
  }
  for (const example of namedExamples('tools', 'interactionExamples')) {
    add(example, 'interactionExamples', 'result', 'CallToolResult', '/result', example.value.result);
    const steps = example.value.steps;
    if (!Array.isArray(steps)) continue;
    steps.forEach((step, index) => {
      if (!isObject(step) || typeof step.type !== 'string' || !Object.hasOwn(responseTypes, step.type)) return;
      add(
        example,
        'interactionExamples',
        'response',
        responseTypes[step.type]!,
        `/steps/${index}/response`,
        step.response,
      );
    });
  }
  return out;
}

/** The `request` of every sampling step, as `sampling/createMessage` parameters of each applicable version (9.4). */
export function samplingRequests(namedExamples: NamedExamplesOf, scopes: ScopeIndex): CarriedValue[] {
  const out: CarriedValue[] = [];
  for (const example of namedExamples('tools', 'interactionExamples')) {
    const versions = applicableVersions(scopes, example.primitive.path);
    const steps = example.value.steps;
    if (!Array.isArray(steps) || versions.length === 0) continue;
    steps.forEach((step, index) => {
      if (isObject(step) && step.type === 'sampling' && isObject(step.request)) {
        out.push({
          role: 'request',
          type: 'CreateMessageRequestParams',
          value: step.request,
          pointer: `/steps/${index}/request`,
          example,
          member: 'interactionExamples',
          versions,
        });
      }
    });
  }
  return out;
}

/** `interaction example "flow" of Tool "ask"`, for messages. */
export function describeCarried(carried: CarriedValue): string {
  const kind =
    carried.member === 'interactionExamples'
      ? 'interaction example'
      : carried.member === 'completionExamples'
        ? 'completion example'
        : 'example';
  const component = carried.example.referencedFrom !== undefined ? ` (component ${carried.example.path})` : '';
  const step =
    carried.role === 'result' ? '' : `the ${carried.role} of step ${carried.pointer.split('/')[2] ?? ''} of `;
  return `${step}${kind} ${JSON.stringify(carried.example.name)}${component} of ${describePrimitive(carried.example.primitive)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The walk: one recursive walk of a carried value against the carried-type table of a protocol version, read from its
// pinned schema.ts at build time (core/mcp/types.ts CarriedTypeTable). Which types are open, which members each
// defines and what their values are all come from the table, so a new protocol version needs no edit here.

const resourceContentsTypes = new Set(['TextResourceContents', 'BlobResourceContents']);

export type Observation =
  /** A field the version defines does not satisfy its type, or a field it requires is missing (3.6 item 1). */
  | { kind: 'invalid'; pointer: string; type: string; keyword: string; missing?: string; expected?: string }
  /** A content block of a type the version does not allow at that place (9.3, 11.3). */
  | { kind: 'unsupported-content'; pointer: string; blockType: string }
  /** A date the version documents as ISO 8601 that is not one, or names no day that exists (15.6). */
  | { kind: 'invalid-date'; pointer: string; type: string; field: string; value: string; problem: string; via?: string }
  | UndefinedField;

/** A field the version does not define on `type` (3.6 items 2 and 3). */
export interface UndefinedField {
  kind: 'undefined-field';
  pointer: string;
  /** The table name of the type (`TextContent`, or `CompleteResult.completion` for an inline type). */
  type: string;
  field: string;
  /** Whether `type` is open in the version (3.6): its schema.ts definition declares or inherits an index signature. */
  open: boolean;
  /** Whether the field is a member of the carried value itself rather than of a nested object. */
  top: boolean;
  /** The member through which the object holding the field was reached (`annotations`), when it is nested. */
  via?: string;
  /** The types of the objects enclosing it, outermost (the carried value's type) first. */
  within: readonly string[];
}

interface Walk {
  table: CarriedTypeTable;
  out: Observation[];
  /** The type chosen for each object value at a union (a content block, resource contents), or null for none. */
  selections: Map<string, string | null>;
}

const maxDepth = 64;

/** Undefined-field observations of an object of type `name` and, through the members the type defines, of everything below it. */
function walkObject(
  walk: Walk,
  name: string,
  value: unknown,
  pointer: string,
  within: readonly string[],
  via: string | undefined,
  depth: number,
): void {
  const type = Object.hasOwn(walk.table.types, name) ? walk.table.types[name] : undefined;
  if (!type || !isObject(value) || depth > maxDepth) return;
  // An index signature without members is a map (structuredContent, a tool's `input`): its entries are not fields.
  const map = type.open && Object.keys(type.members).length === 0;
  const inner = [...within, name];
  for (const field of Object.keys(value)) {
    if (Object.hasOwn(type.members, field)) continue;
    const at = appendPointer(pointer, field);
    if (!map)
      walk.out.push({
        kind: 'undefined-field',
        pointer: at,
        type: name,
        field,
        open: type.open,
        top: within.length === 0,
        ...(via !== undefined ? { via } : {}),
        within,
      });
    if (type.others) walkValue(walk, type.others, value[field], at, inner, field, depth + 1);
  }
  for (const [member, shape] of Object.entries(type.members)) {
    if (!Object.hasOwn(value, member)) continue;
    const date = value[member];
    if (shape === 'date' && typeof date === 'string') {
      const problem = iso8601Problem(date);
      if (problem !== undefined)
        walk.out.push({
          kind: 'invalid-date',
          pointer: appendPointer(pointer, member),
          type: name,
          field: member,
          value: date,
          problem,
          ...(via !== undefined ? { via } : {}),
        });
      continue;
    }
    walkValue(walk, shape, value[member], appendPointer(pointer, member), inner, member, depth + 1);
  }
}

function walkValue(
  walk: Walk,
  shape: ValueShape,
  value: unknown,
  pointer: string,
  within: readonly string[],
  via: string,
  depth: number,
): void {
  if (typeof shape !== 'object' || depth > maxDepth) return;
  if ('ref' in shape) walkObject(walk, shape.ref, value, pointer, within, via, depth);
  else if ('array' in shape) {
    if (Array.isArray(value))
      value.forEach((item, i) => walkValue(walk, shape.array, item, appendPointer(pointer, i), within, via, depth + 1));
  } else if ('anyOf' in shape) {
    const chosen = alternative(walk.table, shape.anyOf, value);
    if (isObject(value) && !Array.isArray(value))
      walk.selections.set(
        pointer,
        chosen !== undefined && typeof chosen === 'object' && 'ref' in chosen ? chosen.ref : null,
      );
    if (chosen !== undefined) walkValue(walk, chosen, value, pointer, within, via, depth);
  }
}

/**
 * The alternative of a union that a value is: an array alternative for an array; for an object, the object type its
 * literal members select (a content block's `type`), else the one whose defining members it has (the members only
 * that alternative requires: `text` or `blob` of resource contents), the one defining the most of its members first.
 * Undefined when none is.
 */
function alternative(
  table: CarriedTypeTable,
  alternatives: readonly ValueShape[],
  value: unknown,
): ValueShape | undefined {
  if (Array.isArray(value)) return alternatives.find((shape) => typeof shape === 'object' && 'array' in shape);
  if (!isObject(value)) return undefined;
  let best: { shape: ValueShape; rank: number; unknown: number } | undefined;
  for (const { shape, type, defining, literalMembers } of objectAlternatives(table, alternatives)) {
    const rank = matchRank(type, defining, literalMembers, value);
    if (rank === 0) continue;
    const unknown = Object.keys(value).filter((field) => !Object.hasOwn(type.members, field)).length;
    if (!best || rank > best.rank || (rank === best.rank && unknown < best.unknown)) best = { shape, rank, unknown };
  }
  return best?.shape;
}

/** An object alternative of a union, with what matching a value against it reads (the same for every value). */
interface ObjectAlternative {
  shape: ValueShape;
  type: TypeShape;
  /** The members only this alternative requires, or all it requires when it has none of its own. */
  defining: readonly string[];
  /** Its members whose values are literals, with those values, in the type's member order. */
  literalMembers: readonly (readonly [string, readonly (string | number | boolean)[]])[];
}

/**
 * The object alternatives of each union of each table, made on first use: the tables are constants, and a union is
 * matched once per carried object at it, per protocol version.
 */
const objectAlternativesOf = new WeakMap<CarriedTypeTable, WeakMap<readonly ValueShape[], ObjectAlternative[]>>();

function objectAlternatives(table: CarriedTypeTable, alternatives: readonly ValueShape[]): ObjectAlternative[] {
  let ofTable = objectAlternativesOf.get(table);
  if (!ofTable) objectAlternativesOf.set(table, (ofTable = new WeakMap()));
  let made = ofTable.get(alternatives);
  if (made) return made;
  const candidates = alternatives.flatMap((shape) =>
    typeof shape === 'object' && 'ref' in shape && Object.hasOwn(table.types, shape.ref)
      ? [{ shape, type: table.types[shape.ref]! }]
      : [],
  );
  made = candidates.map(({ shape, type }) => {
    const others = candidates.filter((c) => c.type !== type);
    const own = type.required.filter((member) => !others.some((c) => c.type.required.includes(member)));
    const literalMembers = Object.entries(type.members).flatMap(([member, memberShape]) => {
      const allowed = literals(memberShape);
      return allowed === undefined ? [] : [[member, allowed] as const];
    });
    return { shape, type, defining: own.length > 0 ? own : type.required, literalMembers };
  });
  ofTable.set(alternatives, made);
  return made;
}

/** 2 when the value's literal members select the type, 1 when it has the type's defining members, 0 otherwise. */
function matchRank(
  type: TypeShape,
  defining: readonly string[],
  literalMembers: ObjectAlternative['literalMembers'],
  value: Record<string, unknown>,
): number {
  let literal = false;
  for (const [member, allowed] of literalMembers) {
    if (!Object.hasOwn(value, member)) {
      if (type.required.includes(member)) return 0;
      continue;
    }
    if (!allowed.includes(value[member] as never)) return 0;
    literal = true;
  }
  if (literal) return 2;
  return defining.every((member) => Object.hasOwn(value, member)) ? 1 : 0;
}

/** The values of a literal shape (`"text"`, `"user" | "assistant"`), or undefined for any other shape. */
function literals(shape: ValueShape): readonly (string | number | boolean)[] | undefined {
  if (typeof shape !== 'object') return undefined;
  if ('const' in shape) return [shape.const];
  if (!('anyOf' in shape)) return undefined;
  const values: (string | number | boolean)[] = [];
  for (const alternative of shape.anyOf) {
    if (typeof alternative !== 'object' || !('const' in alternative)) return undefined;
    values.push(alternative.const);
  }
  return values;
}

interface AjvError {
  instancePath: string;
  keyword: string;
  params?: Record<string, unknown>;
}

function within(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Type observations of `value` against `type` in `version`: errors outside unions, and each union member validated
 * on its own as the type the walk chose for it (`selections`).
 */
function validateType(
  version: ProtocolVersion,
  type: string,
  value: unknown,
  pointer: string,
  out: Observation[],
  selections: ReadonlyMap<string, string | null>,
  depth = 0,
): void {
  const validate = carriedValidator(version, type);
  if (!validate || depth > 32) return;
  if (validate(value)) return;
  const errors = (validate.errors ?? []) as AjvError[];
  const unions = [
    ...new Set(errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath)),
  ]
    .sort((a, b) => a.length - b.length)
    .filter((path, i, all) => !all.slice(0, i).some((outer) => within(path, outer)));
  const seen = new Set<string>();
  for (const error of errors) {
    if (unions.some((u) => within(error.instancePath, u))) continue;
    const missing =
      error.keyword === 'required' && typeof error.params?.missingProperty === 'string'
        ? error.params.missingProperty
        : undefined;
    const key = `${error.instancePath}\u0000${missing ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const expected =
      error.keyword === 'type'
        ? String(error.params?.type)
        : error.keyword === 'const'
          ? JSON.stringify(error.params?.allowedValue)
          : error.keyword === 'enum'
            ? (error.params?.allowedValues as unknown[] | undefined)?.map((v) => JSON.stringify(v)).join(', ')
            : undefined;
    out.push({
      kind: 'invalid',
      pointer: pointer + error.instancePath,
      type,
      keyword: error.keyword,
      ...(missing !== undefined ? { missing } : {}),
      ...(expected !== undefined ? { expected } : {}),
    });
  }
  for (const union of unions) {
    const node = valueAtPointer(value, union);
    const before = out.length;
    // A union of blocks or of block arrays (sampling content from MCP 2025-11-25): each block on its own; which block
    // of an array a version does not allow is not told apart, so that case is one finding for the array.
    if (Array.isArray(node))
      node.forEach((item, i) =>
        validateMember(version, item, `${pointer}${union}/${i}`, out, selections, depth, false),
      );
    else validateMember(version, node, pointer + union, out, selections, depth, true);
    if (out.length === before) out.push({ kind: 'invalid', pointer: pointer + union, type, keyword: 'anyOf' });
  }
}

/** A union member validated as the type the walk chose for it; a block of a type the union does not have is unsupported. */
function validateMember(
  version: ProtocolVersion,
  node: unknown,
  pointer: string,
  out: Observation[],
  selections: ReadonlyMap<string, string | null>,
  depth: number,
  single: boolean,
): void {
  const member = selections.get(pointer);
  if (member === undefined) return;
  if (member !== null) validateType(version, member, node, pointer, out, selections, depth + 1);
  else if (single && isObject(node) && typeof node.type === 'string')
    out.push({ kind: 'unsupported-content', pointer, blockType: node.type });
}

/** Every observation of a carried value in one protocol version; pointers are relative to the example. */
export function observe(carried: CarriedValue, version: ProtocolVersion): Observation[] {
  const table = carriedTypeTable(version);
  const root = table?.roots[carried.type];
  if (!table || root === undefined) return [];
  const fields: Observation[] = [];
  const walk: Walk = { table, out: fields, selections: new Map() };
  walkObject(walk, root, carried.value, carried.pointer, [], undefined, 0);
  const out: Observation[] = [];
  validateType(version, carried.type, carried.value, carried.pointer, out, walk.selections);
  return [...out, ...fields];
}

export interface CarriedObservations {
  carried: CarriedValue;
  version: ProtocolVersion;
  observations: Observation[];
}

/** Each value with its observations per applicable protocol version, in document and version order. */
export function observeAll(values: readonly CarriedValue[]): CarriedObservations[] {
  return values.flatMap((carried) =>
    carried.versions.map((version) => ({ carried, version, observations: observe(carried, version) })),
  );
}

/** What a run knows of its carried values (`RuleContext.carried`, core/model/run-context.ts): each list is made on first use. */
export interface Carried {
  /** Every carried value, at its use site ({@link carriedValues}). */
  readonly values: readonly CarriedValue[];
  /** The `request` of every sampling step ({@link samplingRequests}). */
  readonly requests: readonly CarriedValue[];
  /** Each carried value with its observations per applicable protocol version, in document and version order. */
  readonly observations: readonly CarriedObservations[];
  /** Each sampling step request with its observations per applicable version (9.4). */
  readonly requestObservations: readonly CarriedObservations[];
}

/** The carried values of a run: one walk of each, shared by every rule that asks (the lists are made on first use). */
export function carriedOf(namedExamples: NamedExamplesOf, scopes: ScopeIndex): Carried {
  const carried: Carried = lazyMembers<Carried>({
    values: () => carriedValues(namedExamples, scopes),
    requests: () => samplingRequests(namedExamples, scopes),
    observations: () => observeAll(carried.values),
    requestObservations: () => observeAll(carried.requests),
  });
  return carried;
}

/**
 * The Tool Interaction step values (9.4) with their observations per applicable version: each sampling, elicitation
 * and roots `response`, then each sampling `request`, validated all the way down as the MCP types of the version.
 */
export function stepObservations(carried: Carried): CarriedObservations[] {
  return allObservations(carried).filter((entry) => entry.carried.role !== 'result');
}

/** Every carried value and sampling request with its observations per applicable version: results, responses, requests. */
export function allObservations(carried: Carried): CarriedObservations[] {
  return [...carried.observations, ...carried.requestObservations];
}

/** A pointer relative to the carried value (`content/0/text`), for messages. */
export function fieldName(carried: CarriedValue, pointer: string): string {
  return pointer.startsWith(carried.pointer) ? pointer.slice(carried.pointer.length + 1) : pointer;
}

/** A finding about `pointer` of a carried value's example, at the use site when the example is a component. */
export function carriedFinding(carried: CarriedValue, pointer: string, finding: Omit<Finding, 'path'>): Finding {
  return exampleFinding(carried.example, pointer, finding);
}

/** The message types of Tool Interaction steps (9.4). */
function isMessageType(type: string): boolean {
  return type === 'SamplingMessage' || type === 'Root';
}

/**
 * The rule that rejects a field a protocol version does not define on a closed type (3.6 item 3), so that every such
 * field of every carried value and sampling request is reported by exactly one rule; undefined where another stage
 * owns it (the document schema closes the Elicitation Interaction Response Object and the completion object in every
 * protocol version, 9.4 and 3.6; the `_meta` of a sampling request is request framing, 9.4).
 */
export function closedFieldRule(carried: CarriedValue, observation: UndefinedField): string | undefined {
  if (observation.open) return undefined;
  // 3.5: whether a version defines `_meta` on an object; Resource Contents have their own rule (10.4.4), and the
  // messages of a sampling request are 9.4's.
  if (observation.field === '_meta') {
    if (carried.role === 'request')
      return observation.top
        ? undefined
        : observation.type === 'SamplingMessage'
          ? 'mcp.interaction-message.members'
          : 'mcp.root.meta.protocol-version';
    return isResourceContentsType(observation.type)
      ? 'mcp.resource-contents.meta.protocol-version'
      : 'mcp.root.meta.protocol-version';
  }
  if (observation.top) {
    if (carried.role === 'request') return 'mcp.sampling.tools.protocol-version';
    if (carried.role === 'response') return carried.type === 'ElicitResult' ? undefined : 'mcp.input-response.closed';
    return 'mcp.content.members';
  }
  if (carried.type === 'CompleteResult') return undefined;
  // Objects of the sampling request itself (model preferences, tools, tool choice), not of its messages (9.4).
  if (carried.role === 'request' && !isMessageType(observation.type) && !observation.within.some(isMessageType))
    return 'mcp.sampling.tools.protocol-version';
  // 10.3: the Resource Annotations of content blocks and resource contents.
  if (observation.via === 'annotations') return 'mcp.annotations.members';
  if (carried.role !== 'result' && isMessageType(observation.type)) return 'mcp.interaction-message.members';
  return 'mcp.content.members';
}

/** The closed-type fields (3.6 item 3) that `rule` reports: each carried value's observations per version, filtered. */
export function closedFields(
  values: Carried,
  rule: string,
): { carried: CarriedValue; version: ProtocolVersion; observation: UndefinedField }[] {
  const out: { carried: CarriedValue; version: ProtocolVersion; observation: UndefinedField }[] = [];
  for (const { carried, version, observations } of allObservations(values)) {
    for (const observation of observations) {
      if (observation.kind === 'undefined-field' && closedFieldRule(carried, observation) === rule)
        out.push({ carried, version, observation });
    }
  }
  return out;
}

/** The label of a closed object in messages: Resource Contents, a content block (its type has a literal `type`), or its type. */
export function describeClosedType(version: ProtocolVersion, type: string): string {
  if (isResourceContentsType(type)) return 'Resource Contents';
  const shape = carriedTypeTable(version)?.types[type];
  const kind = shape?.members.type;
  return typeof kind === 'object' && 'const' in kind ? 'Content block' : type;
}

/** Members of an example result that mcpdesc.example.completed-result-form reports (envelope, workflow state). */
export function isNonCompletedResultField(carried: CarriedValue, observation: Observation): boolean {
  return (
    carried.role === 'result' &&
    observation.kind === 'undefined-field' &&
    observation.top &&
    Object.hasOwn(nonCompletedResultFields, observation.field)
  );
}

export function isResourceContentsType(type: string): boolean {
  return resourceContentsTypes.has(type);
}
