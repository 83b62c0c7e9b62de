// Elicitation Declarations (spec 12) and elicitation steps of Tool Interaction Examples (9.4) as the semantic rules
// see them: which modes each protocol version defines (12.5), the restricted requestedSchema vocabulary of each
// version (12.3, from the pinned MCP schema.json `PrimitiveSchemaDefinition`), the internal consistency of a form
// schema (12.3), and the declarations and elicitation steps of a document with their applicable protocol versions.
//
// Division of work: the outer shape of `requestedSchema` (an object with `type: "object"` and a `properties` map) is
// mcp.elicitation.form-schema.members'; this module judges the root keywords and the property schemas per version.
// MCP 2024-11-05 and 2025-03-26 keep the legacy treatment of 12.5 (no per-version elicitation checks).
import { applicableVersions } from './availability.ts';
import { isObject } from '../lib/data-model.ts';
import { resolveUseSite, type Resolved } from './named-examples.ts';
import { appendPointer } from '../lib/pointer.ts';
import type { Finding } from '../diagnostics.ts';
import { type ScopeIndex } from './scopes.ts';
import { protocolVersions, type ProtocolVersion } from './versions.ts';
import { legacyProtocolVersions } from './versions.ts';

export type ElicitationMode = 'form' | 'url';

/** The first protocol version that defines each mode (12.5): form from MCP 2025-06-18, URL from MCP 2025-11-25. */
export const elicitationModeSince: Record<ElicitationMode, ProtocolVersion> = { form: '2025-06-18', url: '2025-11-25' };

function atLeast(version: ProtocolVersion, since: ProtocolVersion): boolean {
  return protocolVersions.indexOf(version) >= protocolVersions.indexOf(since);
}

/** Protocol versions whose elicitation rules are checked completely (12.5: from MCP 2025-06-18 on). */
export function checkedVersions(versions: readonly ProtocolVersion[]): ProtocolVersion[] {
  return versions.filter((version) => !legacyProtocolVersions.includes(version));
}

/** Whether `mode` is an elicitation mode that `version` defines; undefined for an unknown mode (a structural error). */
export function modeDefined(mode: unknown, version: ProtocolVersion): boolean | undefined {
  if (mode !== 'form' && mode !== 'url') return undefined;
  return atLeast(version, elicitationModeSince[mode]);
}

// ---------------------------------------------------------------------------------------------------------------
// The restricted requestedSchema vocabulary (12.3), per protocol version, as the pinned MCP schemas define it.

/** Kinds of MCP elicitation primitive property schemas (`PrimitiveSchemaDefinition`). */
export type PrimitiveSchemaKind =
  'string' | 'number' | 'boolean' | 'enum' | 'titled-enum' | 'multi-select' | 'titled-multi-select';

/** JSON types of keyword values, as the pinned schemas define them. */
type ValueType = 'string' | 'number' | 'integer' | 'boolean' | 'string-array' | 'options' | 'object';

interface Keyword {
  /** First protocol version that defines the keyword for the kind. */
  since: ProtocolVersion;
  type: ValueType;
}

interface KindVocabulary {
  /** How messages name the kind. */
  label: string;
  /** First protocol version that defines the kind. */
  since: ProtocolVersion;
  keywords: Readonly<Record<string, Keyword>>;
  /** Keywords the kind requires besides `type`. */
  required: readonly string[];
}

const k = (since: ProtocolVersion, type: ValueType): Keyword => ({ since, type });
const annotations = { title: k('2025-06-18', 'string'), description: k('2025-06-18', 'string') };
const multiSelect = {
  ...annotations,
  items: k('2025-11-25', 'object'),
  minItems: k('2025-11-25', 'integer'),
  maxItems: k('2025-11-25', 'integer'),
  default: k('2025-11-25', 'string-array'),
};

/**
 * StringSchema, NumberSchema, BooleanSchema, the string-enum schemas (EnumSchema of MCP 2025-06-18; Legacy and
 * Untitled single-select later), TitledSingleSelectEnumSchema and the two multi-select enum schemas; `type` selects the kind.
 */
export const primitiveSchemaVocabulary: Readonly<Record<PrimitiveSchemaKind, KindVocabulary>> = {
  string: {
    label: 'string',
    since: '2025-06-18',
    required: [],
    keywords: {
      ...annotations,
      minLength: k('2025-06-18', 'integer'),
      maxLength: k('2025-06-18', 'integer'),
      format: k('2025-06-18', 'string'),
      default: k('2025-11-25', 'string'),
    },
  },
  number: {
    label: 'number',
    since: '2025-06-18',
    required: [],
    keywords: {
      ...annotations,
      minimum: k('2025-06-18', 'number'),
      maximum: k('2025-06-18', 'number'),
      default: k('2025-11-25', 'number'),
    },
  },
  boolean: {
    label: 'boolean',
    since: '2025-06-18',
    required: [],
    keywords: { ...annotations, default: k('2025-06-18', 'boolean') },
  },
  enum: {
    label: 'string-enum',
    since: '2025-06-18',
    required: ['enum'],
    keywords: {
      ...annotations,
      enum: k('2025-06-18', 'string-array'),
      enumNames: k('2025-06-18', 'string-array'),
      default: k('2025-11-25', 'string'),
    },
  },
  'titled-enum': {
    label: 'titled single-select enum (oneOf)',
    since: '2025-11-25',
    required: ['oneOf'],
    keywords: { ...annotations, oneOf: k('2025-11-25', 'options'), default: k('2025-11-25', 'string') },
  },
  'multi-select': { label: 'multi-select enum', since: '2025-11-25', required: ['items'], keywords: multiSelect },
  'titled-multi-select': {
    label: 'titled multi-select enum',
    since: '2025-11-25',
    required: ['items'],
    keywords: multiSelect,
  },
};

/** Members of multi-select `items` and of titled enum options (the same in every version that defines them). */
const untitledItems: Readonly<Record<string, ValueType>> = { type: 'string', enum: 'string-array' };
const titledItems: Readonly<Record<string, ValueType>> = { anyOf: 'options' };
const option: Readonly<Record<string, ValueType>> = { const: 'string', title: 'string' };

/** Keywords of the requestedSchema root, with the first protocol version that defines each (12.3: `$schema` from MCP 2025-11-25). */
export const requestedSchemaKeywords: Readonly<Record<string, ProtocolVersion>> = {
  type: '2025-06-18',
  properties: '2025-06-18',
  required: '2025-06-18',
  $schema: '2025-11-25',
};

/** String formats of StringSchema (12.3). */
export const elicitationStringFormats = ['date', 'date-time', 'email', 'uri'] as const;

/** The kind of a property schema, from its `type` and enum keywords; undefined when it is no primitive schema. */
export function primitiveSchemaKind(schema: unknown): PrimitiveSchemaKind | undefined {
  if (!isObject(schema)) return undefined;
  switch (schema.type) {
    case 'boolean':
      return 'boolean';
    case 'number':
    case 'integer':
      return 'number';
    case 'string':
      return Object.hasOwn(schema, 'oneOf') ? 'titled-enum' : Object.hasOwn(schema, 'enum') ? 'enum' : 'string';
    case 'array':
      return isObject(schema.items) && Object.hasOwn(schema.items, 'anyOf') ? 'titled-multi-select' : 'multi-select';
    default:
      return undefined;
  }
}

/** A problem inside a requestedSchema, relative to its root. */
export interface SchemaProblem {
  /** JSON Pointer inside the requestedSchema ('' is its root). */
  pointer: string;
  message: string;
  /** The keyword named, when the problem is a member that does not belong. */
  member?: string;
  /** The `req-*` anchor the problem violates, when the problem alone decides it (consistency problems do). */
  requirement?: string;
}

function propertyEntries(schema: unknown): [string, unknown][] {
  if (!isObject(schema) || !isObject(schema.properties)) return [];
  return Object.entries(schema.properties);
}

function hasType(value: unknown, type: ValueType): boolean {
  switch (type) {
    case 'string':
    case 'number':
    case 'boolean':
      return typeof value === type;
    case 'integer':
      return Number.isInteger(value);
    case 'string-array':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
    case 'options':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
  }
}

const typeNames: Record<ValueType, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean',
  'string-array': 'an array of strings',
  options: 'an array of options',
  object: 'an object',
};

/** Members of a nested object (multi-select `items`, an enum option): unknown ones, missing ones, wrongly typed ones. */
function memberProblems(
  value: unknown,
  members: Readonly<Record<string, ValueType>>,
  pointer: string,
  what: string,
  version: ProtocolVersion,
): SchemaProblem[] {
  if (!isObject(value)) return [{ pointer, message: `${what} must be ${typeNames.object} in MCP ${version} (12.3)` }];
  const problems: SchemaProblem[] = [];
  for (const key of Object.keys(members)) {
    if (!Object.hasOwn(value, key))
      problems.push({ pointer, message: `${what} lacks ${JSON.stringify(key)}, which MCP ${version} requires (12.3)` });
  }
  for (const key of Object.keys(value)) {
    const type = Object.hasOwn(members, key) ? members[key] : undefined;
    if (type === undefined)
      problems.push({
        pointer: appendPointer(pointer, key),
        member: key,
        message: `${what} uses keyword ${JSON.stringify(key)}, which MCP ${version} does not define there (12.3)`,
      });
    else if (!hasType(value[key], type))
      problems.push({
        pointer: appendPointer(pointer, key),
        message: `${what} has ${JSON.stringify(key)} that is not ${typeNames[type]}, as MCP ${version} requires (12.3)`,
      });
  }
  return problems;
}

function optionsProblems(options: unknown, pointer: string, name: string, version: ProtocolVersion): SchemaProblem[] {
  if (!Array.isArray(options)) return [];
  return options.flatMap((entry, index) =>
    memberProblems(
      entry,
      option,
      appendPointer(pointer, index),
      `Option ${index} of property ${JSON.stringify(name)}`,
      version,
    ),
  );
}

/** Where one property schema leaves the vocabulary of MCP `version`. */
function propertyProblems(name: string, property: unknown, version: ProtocolVersion): SchemaProblem[] {
  const pointer = appendPointer('/properties', name);
  const what = `Property ${JSON.stringify(name)} of requestedSchema`;
  const kind = primitiveSchemaKind(property);
  if (kind === undefined || !isObject(property)) {
    return [
      {
        pointer,
        message: `${what} is not an elicitation primitive schema of MCP ${version} (string, number, integer, boolean or enum; no nested objects or arrays) (12.3)`,
      },
    ];
  }
  const vocabulary = primitiveSchemaVocabulary[kind];
  if (!atLeast(version, vocabulary.since))
    return [
      { pointer, message: `${what} is a ${vocabulary.label} schema, which MCP ${version} does not define (12.3)` },
    ];
  const problems: SchemaProblem[] = [];
  for (const key of vocabulary.required) {
    if (!Object.hasOwn(property, key))
      problems.push({
        pointer,
        message: `${what} is a ${vocabulary.label} schema without ${JSON.stringify(key)}, which MCP ${version} requires (12.3)`,
      });
  }
  for (const key of Object.keys(property)) {
    if (key === 'type') continue;
    const keyword = Object.hasOwn(vocabulary.keywords, key) ? vocabulary.keywords[key] : undefined;
    const at = appendPointer(pointer, key);
    if (keyword === undefined || !atLeast(version, keyword.since)) {
      problems.push({
        pointer: at,
        member: key,
        message: `${what} uses keyword ${JSON.stringify(key)}, which MCP ${version} does not define for ${vocabulary.label} property schemas (12.3)`,
      });
    } else if (!hasType(property[key], keyword.type)) {
      problems.push({
        pointer: at,
        message: `${what} has ${JSON.stringify(key)} that is not ${typeNames[keyword.type]}, as MCP ${version} requires (12.3)`,
      });
    }
  }
  if (
    kind === 'string' &&
    typeof property.format === 'string' &&
    !(elicitationStringFormats as readonly string[]).includes(property.format)
  ) {
    problems.push({
      pointer: appendPointer(pointer, 'format'),
      message: `${what} uses string format ${JSON.stringify(property.format)}, which MCP ${version} does not define for elicitation (${elicitationStringFormats.join(', ')}) (12.3)`,
    });
  }
  const items = appendPointer(pointer, 'items');
  const itemsWhat = `The items of property ${JSON.stringify(name)}`;
  if (kind === 'multi-select' && isObject(property.items)) {
    problems.push(...memberProblems(property.items, untitledItems, items, itemsWhat, version));
    if (typeof property.items.type === 'string' && property.items.type !== 'string')
      problems.push({
        pointer: appendPointer(items, 'type'),
        message: `${itemsWhat} must have type "string" in MCP ${version} (12.3)`,
      });
  }
  if (kind === 'titled-multi-select' && isObject(property.items)) {
    problems.push(...memberProblems(property.items, titledItems, items, itemsWhat, version));
    problems.push(...optionsProblems(property.items.anyOf, appendPointer(items, 'anyOf'), name, version));
  }
  if (kind === 'titled-enum')
    problems.push(...optionsProblems(property.oneOf, appendPointer(pointer, 'oneOf'), name, version));
  return problems;
}

/**
 * Where a requestedSchema leaves the vocabulary MCP `version` defines (12.3 req-elicitation-form-vocabulary): root
 * keywords, and each property schema's kind, keywords, keyword value types, string formats, multi-select items and
 * enum options. Whether the root describes an object (`type`, `properties`) is mcp.elicitation.form-schema.members'.
 */
export function vocabularyProblems(schema: unknown, version: ProtocolVersion): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  if (!isObject(schema)) return problems;
  for (const key of Object.keys(schema)) {
    const since = Object.hasOwn(requestedSchemaKeywords, key) ? requestedSchemaKeywords[key] : undefined;
    if (since !== undefined && atLeast(version, since)) continue;
    problems.push({
      pointer: appendPointer('', key),
      member: key,
      message: `requestedSchema uses keyword ${JSON.stringify(key)}, which MCP ${version} does not define for elicitation schemas (12.3)`,
    });
  }
  for (const [name, property] of propertyEntries(schema)) problems.push(...propertyProblems(name, property, version));
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Form schema consistency (12.3): required names, enumNames, defaults, ranges. Independent of the protocol version.

/** The choices of an enum or titled enum (`enum` values, or `const` of `oneOf`/`anyOf` options). */
function optionValues(options: unknown): unknown[] | undefined {
  if (!Array.isArray(options)) return undefined;
  return options
    .filter(isObject)
    .filter((o) => Object.hasOwn(o, 'const'))
    .map((o) => o.const);
}

/** The declared choices of a property schema, single- or multi-select; undefined when it declares none. */
function choicesOf(property: Record<string, unknown>, kind: PrimitiveSchemaKind): unknown[] | undefined {
  switch (kind) {
    case 'enum':
      return Array.isArray(property.enum) ? property.enum : undefined;
    case 'titled-enum':
      return optionValues(property.oneOf);
    case 'multi-select':
      return isObject(property.items) && Array.isArray(property.items.enum) ? property.items.enum : undefined;
    case 'titled-multi-select':
      return isObject(property.items) ? optionValues(property.items.anyOf) : undefined;
    default:
      return undefined;
  }
}

const ranges: [string, string, string][] = [
  ['minLength', 'maxLength', 'length'],
  ['minimum', 'maximum', 'value'],
  ['minItems', 'maxItems', 'selection count'],
];

/** Where a form requestedSchema contradicts itself (12.3 req-elicitation-form-required, -enum-names, -defaults, -ranges). */
export function consistencyProblems(schema: unknown): (SchemaProblem & { requirement: string })[] {
  const problems: (SchemaProblem & { requirement: string })[] = [];
  if (!isObject(schema)) return problems;
  const declared = isObject(schema.properties) ? schema.properties : {};
  if (Array.isArray(schema.required)) {
    schema.required.forEach((name, index) => {
      if (typeof name === 'string' && !Object.hasOwn(declared, name)) {
        problems.push({
          pointer: appendPointer('/required', index),
          requirement: 'req-elicitation-form-required',
          message: `Required property ${JSON.stringify(name)} is not declared in requestedSchema properties (12.3)`,
        });
      }
    });
  }
  for (const [name, property] of propertyEntries(schema)) {
    if (!isObject(property)) continue;
    const pointer = appendPointer('/properties', name);
    const what = `property ${JSON.stringify(name)}`;
    const enumValues = Array.isArray(property.enum) ? property.enum : undefined;
    const enumNames = Array.isArray(property.enumNames) ? property.enumNames : undefined;
    if (enumNames && enumValues && enumNames.length !== enumValues.length) {
      problems.push({
        pointer: appendPointer(pointer, 'enumNames'),
        requirement: 'req-elicitation-form-enum-names',
        message: `enumNames of ${what} has ${enumNames.length} display name${enumNames.length === 1 ? '' : 's'} for ${enumValues.length} enum value${enumValues.length === 1 ? '' : 's'}; it needs one per value (12.3)`,
      });
    }
    const kind = primitiveSchemaKind(property);
    const choices = kind === undefined ? undefined : choicesOf(property, kind);
    if (choices !== undefined && Object.hasOwn(property, 'default')) {
      const at = appendPointer(pointer, 'default');
      const multi = kind === 'multi-select' || kind === 'titled-multi-select';
      const defaults: [unknown, string][] = multi
        ? Array.isArray(property.default)
          ? property.default.map((value, i) => [value, appendPointer(at, i)])
          : []
        : [[property.default, at]];
      for (const [value, where] of defaults) {
        if (!choices.some((choice) => choice === value)) {
          problems.push({
            pointer: where,
            requirement: 'req-elicitation-form-defaults',
            message: `Default ${JSON.stringify(value)} of ${what} is not one of its declared choices (12.3)`,
          });
        }
      }
    }
    for (const [min, max, measure] of ranges) {
      const low = property[min];
      const high = property[max];
      if (typeof low === 'number' && typeof high === 'number' && low > high) {
        problems.push({
          pointer: appendPointer(pointer, min),
          requirement: 'req-elicitation-form-ranges',
          message: `${min} ${low} of ${what} exceeds its ${max} ${high}; the ${measure} range is empty (12.3)`,
        });
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Declarations and steps of a document.

export interface ElicitationDeclaration {
  /** `/tools/0/elicitations/1` */
  path: string;
  value: Record<string, unknown>;
  /** Pointer of the containing primitive. */
  primitive: string;
  /** Protocol versions whose views contain the declaration (its effective scope within root). */
  versions: ProtocolVersion[];
}

/** Every Elicitation Declaration object of the document's primitives, in document order, with its applicable versions. */
export function elicitationDeclarations(scopes: ScopeIndex): ElicitationDeclaration[] {
  return scopes.declarations
    .filter((declaration) => declaration.parent !== '')
    .map((declaration) => ({
      path: declaration.path,
      value: declaration.value,
      primitive: declaration.parent,
      versions: applicableVersions(scopes, declaration.path),
    }));
}

/** A form declaration's `requestedSchema`, resolved (17.4); undefined when absent or unresolvable (reported elsewhere). */
export function requestedSchemaOf(
  document: unknown,
  declaration: Pick<ElicitationDeclaration, 'path' | 'value'>,
): Resolved | undefined {
  if (!Object.hasOwn(declaration.value, 'requestedSchema')) return undefined;
  return resolveUseSite(
    document,
    declaration.value.requestedSchema,
    appendPointer(declaration.path, 'requestedSchema'),
    'schemas',
  );
}

export interface InteractionStep {
  /** `/tools/0/interactionExamples/x/steps/2` */
  path: string;
  value: Record<string, unknown>;
  /** Pointer of the containing Tool. */
  tool: string;
  toolValue: Record<string, unknown>;
}

/** Every step object of every Tool interaction example (9.4), in document order; `type` filters by step kind. */
export function interactionSteps(document: unknown, type?: string): InteractionStep[] {
  const steps: InteractionStep[] = [];
  const tools = isObject(document) && Array.isArray(document.tools) ? document.tools : [];
  tools.forEach((tool, index) => {
    if (!isObject(tool) || !isObject(tool.interactionExamples)) return;
    const toolPath = appendPointer('/tools', index);
    for (const [name, example] of Object.entries(tool.interactionExamples)) {
      if (!isObject(example) || !Array.isArray(example.steps)) continue;
      const stepsPath = appendPointer(appendPointer(appendPointer(toolPath, 'interactionExamples'), name), 'steps');
      example.steps.forEach((step, position) => {
        if (isObject(step) && (type === undefined || step.type === type))
          steps.push({ path: appendPointer(stepsPath, position), value: step, tool: toolPath, toolValue: tool });
      });
    }
  });
  return steps;
}

/** A finding for a problem inside a resolved requestedSchema (at the use site when it is a component, 16.5). */
export function schemaFinding(
  schema: Resolved,
  problem: SchemaProblem,
  extra: Omit<Finding, 'path' | 'message'>,
): Finding {
  const at = schema.path + problem.pointer;
  if (schema.referencedFrom === undefined) {
    return {
      path: at,
      message: problem.message,
      ...extra,
      ...(problem.member !== undefined ? { detail: { kind: 'unexpected-member', member: problem.member } } : {}),
    };
  }
  return {
    path: schema.referencedFrom,
    message: `${problem.message.replace(/ \(12\.3\)$/, '')} (in the component at ${schema.path}) (12.3)`,
    ...extra,
    relatedLocations: [{ relation: 'component-definition', path: at }],
  };
}

/** The Elicitation Declaration of `tool` named `name` (names are unique per primitive, 12.2), with its pointer. */
export function declarationNamed(
  toolPath: string,
  tool: Record<string, unknown>,
  name: string,
): { path: string; value: Record<string, unknown> } | undefined {
  if (!Array.isArray(tool.elicitations)) return undefined;
  const index = tool.elicitations.findIndex((entry) => isObject(entry) && entry.name === name);
  const value: unknown = tool.elicitations[index];
  return index >= 0 && isObject(value)
    ? { path: appendPointer(appendPointer(toolPath, 'elicitations'), index), value }
    : undefined;
}
