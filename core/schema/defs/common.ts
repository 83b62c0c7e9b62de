// Building blocks shared by every area of the document schema, and the definitions used across areas:
// protocol versions (4.9, 4.10) and the Icon Object (Appendix A).
import type { Defs, JsonSchemaObject } from '../types.ts';
import { protocolVersions } from '../../model/versions.ts';

/** Grammar of scheme, example, component and elicitation names (7.1, 9.3, 10.4.1, 11.3, 12.2, 17.1). */
export const namePattern = '^[A-Za-z0-9._-]+$';

/** `propertyNames` of a map keyed by such names; the description words the expectation in messages. */
export const nameKeys = {
  pattern: namePattern,
  description: 'a name made only of letters, digits, ".", "_" and "-" (no spaces)',
};

/** Specification extension members (14.1): allowed only where a schema spreads this in (14.2). */
export const extensionPattern = '^x-';

/** `{ $ref: '#/$defs/<name>' }`. */
export function ref(name: string): JsonSchemaObject {
  return { $ref: `#/$defs/${name}` };
}

export interface ObjectOptions {
  /** How messages name the object ("Info Object"); defaults to the `$defs` name in words. */
  title?: string;
  required?: string[];
  /** Eligible for `x-*` specification extensions (14.2). */
  extensible: boolean;
  minProperties?: number;
}

/** A closed object (3.9): only the listed members, plus `x-*` when it is extensible. */
export function closedObject(properties: Record<string, unknown>, options: ObjectOptions): JsonSchemaObject {
  return {
    ...(options.title ? { title: options.title } : {}),
    type: 'object',
    ...(options.required && options.required.length > 0 ? { required: options.required } : {}),
    ...(options.minProperties !== undefined ? { minProperties: options.minProperties } : {}),
    properties,
    ...(options.extensible ? { patternProperties: { [extensionPattern]: true } } : {}),
    additionalProperties: false,
  };
}

/** An ordinary collection (3.3): an array that is omitted rather than empty. */
export function nonEmptyArray(items: unknown, extra: JsonSchemaObject = {}): JsonSchemaObject {
  return { type: 'array', minItems: 1, items, ...extra };
}

/** A named map (e.g. examples, components): at least one entry, names following the name grammar, no extension slot. */
export function namedMap(values: unknown): JsonSchemaObject {
  return { type: 'object', minProperties: 1, propertyNames: { ...nameKeys }, additionalProperties: values };
}

/**
 * A use site that also permits a Reference Object (17.2, 17.3): the guard is the presence of `$componentRef`
 * on an object (16.5), so a value is checked either as a reference or as the inline value, never both.
 */
export function componentOr(referenceDef: string, valueDef: string): JsonSchemaObject {
  return { if: { type: 'object', required: ['$componentRef'] }, then: ref(referenceDef), else: ref(valueDef) };
}

/** One alternative of a discriminated union: the `$defs` name it is written under, and its schema. */
export type Alternative = [defName: string, schema: JsonSchemaObject];

/**
 * A discriminated object union as 16.5 prescribes: the parent declares the discriminator's constraint and the union
 * of the alternatives' members (each `true`), rejects other members, and selects exactly one alternative through
 * a guarded conditional on the discriminator's value. Each alternative keeps its own closure.
 */
export function discriminatedUnion(
  discriminator: string,
  alternatives: Record<string, Alternative>,
  options: { extensible: boolean; title?: string },
): JsonSchemaObject {
  const values = Object.keys(alternatives);
  const members: Record<string, unknown> = { [discriminator]: { enum: values } };
  for (const [, schema] of Object.values(alternatives)) {
    for (const member of Object.keys((schema.properties as Record<string, unknown> | undefined) ?? {})) {
      if (member !== discriminator) members[member] = true;
    }
  }
  return {
    ...closedObject(members, { required: [discriminator], extensible: options.extensible, title: options.title }),
    allOf: values.map((value) => ({
      if: { type: 'object', properties: { [discriminator]: { const: value } }, required: [discriminator] },
      then: ref(alternatives[value]![0]),
    })),
  };
}

/** Definitions of this module's alternatives, for spreading into an area's `defs`. */
export function alternativeDefs(alternatives: Record<string, Alternative>): Defs {
  return Object.fromEntries(Object.values(alternatives));
}

export const defs: Defs = {
  // 4.9: one MCP protocol version of the closed set.
  ProtocolVersion: { enum: [...protocolVersions] },
  // 4.10: a declaration's explicit protocol scope; subset-of-parent checks are semantic.
  ProtocolScope: { type: 'array', minItems: 1, uniqueItems: true, items: ref('ProtocolVersion') },
  // Appendix A.
  Icon: closedObject(
    {
      src: { type: 'string', format: 'uri' },
      mimeType: { type: 'string' },
      sizes: { type: 'array', items: { type: 'string' } },
      theme: { enum: ['light', 'dark'] },
    },
    { title: 'Icon Object', required: ['src'], extensible: true },
  ),
};
