// Counts in words: "1 error", "2 errors", "0 differences". The one helper for every count the app, the CLI and the
// core's messages show, so no text says "1 Errors" or "finding(s)".

/**
 * `n` and the noun in its singular or plural form. The plural is the singular with an "s" unless given
 * (`countOf(3, 'property', 'properties')`). Numbers of four digits or more are grouped ("1,024 tools").
 */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`;
}

/** The noun alone, in the form that goes with `n` ("error" for 1, "errors" otherwise). */
export function nounFor(n: number, singular: string, plural = `${singular}s`): string {
  return n === 1 ? singular : plural;
}
