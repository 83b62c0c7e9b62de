// Resolution of a Tool schema use site (4.14 step 4, 17.3): a thin adapter over the shared resolver in
// core/components.ts, kept because core/availability.ts imports it. New code should call core/components.ts.
import { isReferenceObject as isComponentReference, resolveValue } from '../components.ts';

export type ResolvedSchema =
  | { ok: true; value: unknown; /** JSON Pointer of the value in the document (the last component reached). */ path: string }
  | { ok: false; message: string; path: string };

/** A Reference Object (17.2). */
export function isReferenceObject(value: unknown): value is { $componentRef: unknown } {
  return isComponentReference(value);
}

/** Resolve the value at `path` (a Tool schema use site) to the schema it denotes; never throws. */
export function resolveSchemaUseSite(document: unknown, value: unknown, path: string): ResolvedSchema {
  const resolved = resolveValue(document, value, path, 'schemas');
  return resolved.ok ? { ok: true, value: resolved.value, path: resolved.path } : { ok: false, message: resolved.message, path: resolved.at };
}
