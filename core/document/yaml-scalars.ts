// Scalar resolution of the restricted YAML profile (spec 15.3.3): the YAML 1.2.2 JSON schema.

// YAML 1.2.2 section 10.2.2, JSON schema tag resolution for plain scalars.
const intPattern = /^-?(?:0|[1-9][0-9]*)$/;
const floatPattern = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/;

export const TAG = 'tag:yaml.org,2002:';
export const scalarTags = new Set([`${TAG}str`, `${TAG}int`, `${TAG}float`, `${TAG}bool`, `${TAG}null`, '!']);

export type Resolved = { value: unknown } | { error: string };

/**
 * A plain (untagged) scalar by the JSON schema: null, booleans, integers, floats; anything else a
 * string (issue 3, following the spec's own examples such as `mcpdesc: 0.9.0`). The schema lists only
 * `null` for null, so an empty value (`key:`) is the empty string, as the yaml library's JSON schema
 * also reads it; an empty mapping key is rejected separately as a null key.
 */
export function resolvePlainScalar(source: string): Resolved {
  switch (source) {
    case 'null':
      return { value: null };
    case 'true':
      return { value: true };
    case 'false':
      return { value: false };
  }
  const c = source.charCodeAt(0);
  if ((c >= 48 && c <= 57) || c === 45) {
    if (intPattern.test(source) || floatPattern.test(source)) return finite(source);
  }
  return { value: source };
}

function finite(source: string): Resolved {
  const n = Number(source);
  if (!Number.isFinite(n))
    return {
      error: `Number ${clip(source)} is not a finite double-precision value (spec 15.3.3 rejects non-finite numbers)`,
    };
  return { value: n };
}

export function clip(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

/** A scalar with an explicit JSON-schema tag: the content must match that tag's pattern. */
export function resolveTagged(tag: string, source: string): Resolved {
  switch (tag) {
    case '!':
    case `${TAG}str`:
      return { value: source };
    case `${TAG}null`:
      return source === 'null'
        ? { value: null }
        : { error: `'${clip(source)}' is not a null (!!null accepts only 'null')` };
    case `${TAG}bool`:
      return source === 'true' || source === 'false'
        ? { value: source === 'true' }
        : { error: `'${clip(source)}' is not a boolean (!!bool accepts only 'true' or 'false')` };
    case `${TAG}int`:
      return intPattern.test(source)
        ? finite(source)
        : { error: `'${clip(source)}' is not an integer of the YAML JSON schema` };
    default:
      return floatPattern.test(source)
        ? finite(source)
        : { error: `'${clip(source)}' is not a number of the YAML JSON schema` };
  }
}

/** Whether a plain scalar would resolve to something other than the same string. */
export function plainResolvesToNonString(source: string): boolean {
  const r = resolvePlainScalar(source);
  return 'error' in r || typeof r.value !== 'string';
}
