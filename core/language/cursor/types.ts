// What the cursor scan tells about the place of the cursor, in JSON and YAML alike.

export interface CursorContext {
  /** Segments of the object or array that holds the cursor. */
  path: string[];
  container: 'object' | 'array';
  /** 'key': a member name is expected or being typed; 'value': the value of `segment` (a member name or item index). */
  slot: 'key' | 'value';
  segment?: string;
  /** Members already present in the object (in YAML also the mapping an item slot may start), scalar values unquoted. */
  members: Map<string, string | undefined>;
  /** Offsets of the token the cursor is in (quotes included in JSON), or an empty range at the cursor. */
  start: number;
  end: number;
  /** The token's text up to the cursor, and the whole token (unquoted). */
  typed: string;
  token: string;
  /** JSON: the token opens with a quote. */
  quoted: boolean;
  /** A ':' already follows the member name at a key slot (the name is being edited, not added). */
  hasColon: boolean;
  /** JSON, or a YAML flow collection: inserted text is written JSON-style (quotes, commas, no block indentation). */
  flow: boolean;
  /** JSON: the first significant character after the token ('' at the end of the text). */
  next: string;
  /** JSON: offset just after the previous value when a comma is missing before the cursor's slot. */
  commaAt?: number;
  /** Column (0-based) at which members of the object at the cursor start (YAML), or the cursor line's indentation. */
  indent: number;
}
