// The JSON-compatible data model of spec 3.1: guards every module uses on decoded (untrusted) values.

/** A JSON object: not null, not an array. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
