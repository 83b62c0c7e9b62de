// Where the cursor stands in a document that may be incomplete (the user is typing): a tolerant scan of the text,
// independent of the parser, that names the container at the cursor (as JSON Pointer segments), whether a member
// name or a value is expected there, the members already present, and the token being typed.
import type { DocumentFormat } from '../../diagnostics.ts';
import type { CursorContext } from './types.ts';
import { jsonContext } from './json.ts';
import { yamlContext } from './yaml.ts';

export { colonFollows } from './json.ts';

export type { CursorContext };

export function cursorContext(text: string, offset: number, format: DocumentFormat): CursorContext | undefined {
  return format === 'json' ? jsonContext(text, offset) : yamlContext(text, offset);
}

/** The segments of the value at the cursor's slot (the value of `segment`, or the object for a key slot). */
export function slotPath(context: CursorContext): string[] {
  return context.slot === 'value' && context.segment !== undefined ? [...context.path, context.segment] : context.path;
}
