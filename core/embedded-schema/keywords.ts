// The keyword vocabulary of the two embedded-schema dialects (9.2), as value kinds: what each meta-schema requires of
// a keyword's value. Unknown keywords are allowed by both dialects and are not inspected.
import type { Dialect } from './dialect.ts';
import { isObject } from '../lib/data-model.ts';

export type KeywordKind =
  | 'schema'
  | 'schema-array'
  | 'schema-map'
  | 'pattern-schema-map'
  | 'schema-or-schema-array'
  | 'non-negative-integer'
  | 'number'
  | 'positive-number'
  | 'boolean'
  | 'string'
  | 'regex'
  | 'uri-reference'
  | 'uri'
  | 'anchor'
  | 'id'
  | 'type'
  | 'string-array'
  | 'array'
  | 'string-array-map'
  | 'dependencies'
  | 'vocabulary'
  | 'any';

const common: Record<string, KeywordKind> = {
  $schema: 'uri',
  $ref: 'uri-reference',
  $comment: 'string',
  title: 'string',
  description: 'string',
  default: 'any',
  examples: 'array',
  readOnly: 'boolean',
  writeOnly: 'boolean',
  type: 'type',
  enum: 'array',
  const: 'any',
  multipleOf: 'positive-number',
  maximum: 'number',
  exclusiveMaximum: 'number',
  minimum: 'number',
  exclusiveMinimum: 'number',
  maxLength: 'non-negative-integer',
  minLength: 'non-negative-integer',
  pattern: 'regex',
  maxItems: 'non-negative-integer',
  minItems: 'non-negative-integer',
  uniqueItems: 'boolean',
  contains: 'schema',
  maxProperties: 'non-negative-integer',
  minProperties: 'non-negative-integer',
  required: 'string-array',
  properties: 'schema-map',
  patternProperties: 'pattern-schema-map',
  additionalProperties: 'schema',
  propertyNames: 'schema',
  if: 'schema',
  then: 'schema',
  else: 'schema',
  allOf: 'schema-array',
  anyOf: 'schema-array',
  oneOf: 'schema-array',
  not: 'schema',
  format: 'string',
  contentMediaType: 'string',
  contentEncoding: 'string',
};

export const vocabularies: Record<Dialect, Record<string, KeywordKind>> = {
  '2020-12': {
    ...common,
    $id: 'id',
    $anchor: 'anchor',
    $dynamicAnchor: 'anchor',
    $dynamicRef: 'uri-reference',
    $vocabulary: 'vocabulary',
    $defs: 'schema-map',
    deprecated: 'boolean',
    prefixItems: 'schema-array',
    items: 'schema',
    maxContains: 'non-negative-integer',
    minContains: 'non-negative-integer',
    dependentSchemas: 'schema-map',
    dependentRequired: 'string-array-map',
    unevaluatedItems: 'schema',
    unevaluatedProperties: 'schema',
    contentSchema: 'schema',
  },
  'draft-07': {
    ...common,
    $id: 'uri-reference',
    definitions: 'schema-map',
    items: 'schema-or-schema-array',
    additionalItems: 'schema',
    dependencies: 'dependencies',
  },
};

const simpleTypes = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);

export interface KeywordProblem {
  /** What the value must be, as a phrase: "a non-negative integer". */
  expected: string;
}

function isStringArray(value: unknown): boolean {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') && new Set(value).size === value.length;
}

/** Whether a regular expression compiles as cfworker and ECMA-262 with the `u` flag run it. */
export function isRegex(value: string): boolean {
  try {
    new RegExp(value, 'u');
    return true;
  } catch {
    return false;
  }
}

function fail(expected: string): KeywordProblem {
  return { expected };
}

/**
 * The problem with a keyword's value when it is not what the dialect's meta-schema requires (schema-valued keywords
 * only get their container checked here: the walker visits the subschemas). Undefined when the value fits.
 */
export function keywordProblem(kind: KeywordKind, value: unknown): KeywordProblem | undefined {
  switch (kind) {
    case 'schema':
      return isObject(value) || typeof value === 'boolean' ? undefined : fail('a schema (an object or a boolean)');
    case 'schema-array':
      return Array.isArray(value) && value.length > 0 ? undefined : fail('a non-empty array of schemas');
    case 'schema-or-schema-array':
      return isObject(value) || typeof value === 'boolean' || Array.isArray(value)
        ? undefined
        : fail('a schema or an array of schemas');
    case 'schema-map':
    case 'pattern-schema-map':
      return isObject(value) ? undefined : fail('an object whose values are schemas');
    case 'non-negative-integer':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0
        ? undefined
        : fail('a non-negative integer');
    case 'number':
      return typeof value === 'number' ? undefined : fail('a number');
    case 'positive-number':
      return typeof value === 'number' && value > 0 ? undefined : fail('a number greater than 0');
    case 'boolean':
      return typeof value === 'boolean' ? undefined : fail('a boolean');
    case 'string':
      return typeof value === 'string' ? undefined : fail('a string');
    case 'regex':
      return typeof value === 'string' ? undefined : fail('a string (a regular expression)');
    // The meta-schemas give URI keywords a `format`, which is an annotation: only the type (and 2020-12's `$id` pattern) is asserted.
    case 'uri-reference':
    case 'uri':
      return typeof value === 'string' ? undefined : fail('a string (a URI reference)');
    case 'id':
      return typeof value === 'string' && /^[^#]*#?$/.test(value)
        ? undefined
        : fail('a URI reference without a non-empty fragment');
    case 'anchor':
      return typeof value === 'string' && /^[A-Za-z_][-A-Za-z0-9._]*$/.test(value)
        ? undefined
        : fail('a plain-name anchor (a letter or "_", then letters, digits, "-", "." or "_")');
    case 'type':
      if (typeof value === 'string')
        return simpleTypes.has(value)
          ? undefined
          : fail('one of the type names array, boolean, integer, null, number, object, string');
      return Array.isArray(value) &&
        value.length > 0 &&
        value.every((v) => typeof v === 'string' && simpleTypes.has(v)) &&
        new Set(value).size === value.length
        ? undefined
        : fail('a type name or a non-empty array of distinct type names');
    case 'string-array':
      return isStringArray(value) ? undefined : fail('an array of distinct strings');
    case 'array':
      return Array.isArray(value) ? undefined : fail('an array');
    case 'string-array-map':
      return isObject(value) && Object.values(value).every(isStringArray)
        ? undefined
        : fail('an object whose values are arrays of distinct strings');
    case 'dependencies':
      return isObject(value) &&
        Object.values(value).every((v) => isObject(v) || typeof v === 'boolean' || isStringArray(v))
        ? undefined
        : fail('an object whose values are schemas or arrays of distinct strings');
    case 'vocabulary':
      return isObject(value) && Object.values(value).every((v) => typeof v === 'boolean')
        ? undefined
        : fail('an object whose values are booleans');
    case 'any':
      return undefined;
  }
}
