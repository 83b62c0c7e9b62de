// HTTP syntax the spec borrows (RFC 9110): field names, as `x-mcp-header` values name them (9.2).

/** RFC 9110 5.1 / 5.6.2: field-name = token; token = 1*tchar. */
const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Whether `text` is a non-empty HTTP field-name token. */
export function isFieldNameToken(text: string): boolean {
  return token.test(text);
}

/** Field names compare case-insensitively (RFC 9110 5.1); tokens are ASCII, so lower-casing is exact. */
export function fieldNameKey(name: string): string {
  return name.toLowerCase();
}
