// Wording of structural diagnostics: names of objects and locations as people read them.
import type { JsonSchemaObject } from './types.ts';
import { everyToken, splitPointer } from '../lib/pointer.ts';

/** `transports[0].url`, `securitySchemes["api key"]`; the root is "The document". */
export function locationOf(path: string): string {
  if (path === '') return 'The document';
  let text = '';
  everyToken(path, (segment) => {
    if (/^(0|[1-9][0-9]*)$/.test(segment)) text += `[${segment}]`;
    else if (/^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(segment)) text += text === '' ? segment : `.${segment}`;
    else text += `[${JSON.stringify(segment)}]`;
    return true;
  });
  return text;
}

/** A value named by its location, for use inside a sentence. */
export function describeValue(path: string): string {
  return path === '' ? 'the document root' : locationOf(path);
}

/**
 * The object a schema finding concerns: the definition's `title`, else its `$defs` name in words ("Tool",
 * "Tool Interaction Example"), else the location in the document.
 */
export function describeObject(
  schemaPointer: string,
  instancePath: string,
  subschema: JsonSchemaObject | undefined,
): string {
  const segments = splitPointer(schemaPointer);
  if (segments.length === 0) return 'The document root object';
  const name =
    typeof subschema?.title === 'string'
      ? subschema.title
      : segments.length === 2 && segments[0] === '$defs'
        ? words(segments[1]!)
        : undefined;
  return name ? `${name} at ${locationOf(instancePath)}` : locationOf(instancePath);
}

function words(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
}

/** A value quoted as JSON, shortened for messages. */
export function jsonText(value: unknown): string {
  let text: string;
  try {
    text = value === undefined ? 'nothing' : JSON.stringify(value);
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** "a, b and c" / "a, b or c". */
export function list(items: string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

export function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}
