// Run-time helpers of the precompiled document-schema validator (core/generated/), written for it so the
// generated module imports only ES modules: JSON deep equality, string length in code points, and formats.

/** Deep equality of JSON values (const, enum, uniqueItems). */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a !== a && b !== b;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const bo = b as Record<string, unknown>;
  for (const k of ka)
    if (!Object.prototype.hasOwnProperty.call(bo, k) || !equal((a as Record<string, unknown>)[k], bo[k])) return false;
  return true;
}

/** Length in Unicode code points, as JSON Schema counts string length. */
export function ucs2length(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    length++;
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  return length;
}

// RFC 3986 section 3 / appendix A, URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ].
const unreserved = 'A-Za-z0-9\\-._~';
const subDelims = "!$&'()*+,;=";
const pct = '%[0-9A-Fa-f]{2}';
const pchar = `(?:[${unreserved}${subDelims}:@]|${pct})`;
const decOctet = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const ipv4 = `${decOctet}(?:\\.${decOctet}){3}`;
const h16 = '[0-9A-Fa-f]{1,4}';
const ls32 = `(?:${h16}:${h16}|${ipv4})`;
const ipv6 =
  '(?:' +
  [
    `(?:${h16}:){6}${ls32}`,
    `::(?:${h16}:){5}${ls32}`,
    `(?:${h16})?::(?:${h16}:){4}${ls32}`,
    `(?:(?:${h16}:){0,1}${h16})?::(?:${h16}:){3}${ls32}`,
    `(?:(?:${h16}:){0,2}${h16})?::(?:${h16}:){2}${ls32}`,
    `(?:(?:${h16}:){0,3}${h16})?::${h16}:${ls32}`,
    `(?:(?:${h16}:){0,4}${h16})?::${ls32}`,
    `(?:(?:${h16}:){0,5}${h16})?::${h16}`,
    `(?:(?:${h16}:){0,6}${h16})?::`,
  ].join('|') +
  ')';
const ipvFuture = `v[0-9A-Fa-f]+\\.[${unreserved}${subDelims}:]+`;
const host = `(?:\\[(?:${ipv6}|${ipvFuture})\\]|${ipv4}|(?:[${unreserved}${subDelims}]|${pct})*)`;
const userinfo = `(?:[${unreserved}${subDelims}:]|${pct})*`;
const authority = `(?:${userinfo}@)?${host}(?::[0-9]*)?`;
const segment = `${pchar}*`;
const segmentNz = `${pchar}+`;
const hierPart = `(?://${authority}(?:/${segment})*|/(?:${segmentNz}(?:/${segment})*)?|${segmentNz}(?:/${segment})*|)`;
const queryOrFragment = `(?:${pchar}|[/?])*`;
const uriPattern = new RegExp(
  `^[A-Za-z][A-Za-z0-9+\\-.]*:${hierPart}(?:\\?${queryOrFragment})?(?:#${queryOrFragment})?$`,
);

/** An absolute URI per RFC 3986 (a scheme is required), as the spec's "string (URI)" values are (15.6). */
export function isUri(text: string): boolean {
  return uriPattern.test(text);
}

/** Formats the document schema uses, by name. */
export const formats: Record<string, (text: string) => boolean> = { uri: isUri };
