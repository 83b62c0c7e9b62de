// Resolution of the Reference Objects native projection follows (4.14 step 4, 17.2, 17.4): a Tool `inputSchema` or
// `outputSchema` written as `{ "$componentRef": "#/components/schemas/<name>" }`, followed through component-to-component
// references. Only the use-site value is a reference; `$componentRef` nested inside a schema is schema content (17.2).
// A minimal local resolver until core/components.ts provides the shared one.
import { appendPointer } from '../pointer.ts';

export type ResolvedSchema =
  | { ok: true; value: unknown; /** JSON Pointer of the value in the document (the last component reached). */ path: string }
  | { ok: false; message: string; path: string };

const schemaReference = /^#\/components\/schemas\/([A-Za-z0-9._-]+)$/;
/** Bound on transitive references (17.7), far above any real chain. */
const maxReferenceDepth = 64;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A Reference Object: exactly one member, `$componentRef` (17.2). */
export function isReferenceObject(value: unknown): value is { $componentRef: unknown } {
  return isObject(value) && Object.keys(value).length === 1 && '$componentRef' in value;
}

/** Resolve the value at `path` (a Tool schema use site) to the schema it denotes; never throws. */
export function resolveSchemaUseSite(document: unknown, value: unknown, path: string): ResolvedSchema {
  const seen = new Set<string>();
  let current = value;
  let currentPath = path;
  while (isReferenceObject(current)) {
    const target = current.$componentRef;
    const match = typeof target === 'string' ? schemaReference.exec(target) : null;
    if (!match) return { ok: false, message: `Reference ${JSON.stringify(target)} does not name a schema component (17.2)`, path: currentPath };
    if (seen.has(target as string) || seen.size >= maxReferenceDepth)
      return { ok: false, message: `Reference ${JSON.stringify(target)} is part of a reference cycle (17.4)`, path: currentPath };
    seen.add(target as string);
    const schemas = isObject(document) && isObject(document.components) ? document.components.schemas : undefined;
    const name = match[1]!;
    if (!isObject(schemas) || !Object.prototype.hasOwnProperty.call(schemas, name))
      return { ok: false, message: `Reference ${JSON.stringify(target)} names a schema component that does not exist (17.4)`, path: currentPath };
    current = schemas[name];
    currentPath = appendPointer(appendPointer('/components', 'schemas'), name);
  }
  return { ok: true, value: current, path: currentPath };
}
