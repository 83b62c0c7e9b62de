// The subschema at a pointer into the document schema.
import type { JsonSchemaObject } from './types.ts';
import { splitPointer } from '../lib/pointer.ts';

/** The subschema at an absolute pointer, when it is an object schema. */
export function schemaAt(schema: JsonSchemaObject, pointer: string): JsonSchemaObject | undefined {
  let current: unknown = schema;
  for (const segment of splitPointer(pointer)) {
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, segment))
      return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current !== null && typeof current === 'object' && !Array.isArray(current)
    ? (current as JsonSchemaObject)
    : undefined;
}
