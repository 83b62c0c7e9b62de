// The document size limit (spec 15.8, core/document/limits.ts), for the UI: checked before any text replaces the
// editor's, and before any run is sent to the worker. Lives beside the worker because it reads the core's limit.
import { defaultLimits, exceedsSize, utf8Length } from '../../core/document/limits.ts';

/** Largest document the playground accepts, in UTF-8 bytes (the core's parse limit). */
export const MAX_DOCUMENT_BYTES = defaultLimits.maxBytes;

/** Whether `text` is over the size limit; cheap for obviously small or large texts. */
export function isOverSizeLimit(text: string): boolean {
  return exceedsSize(text, MAX_DOCUMENT_BYTES);
}

/** Size of a text as a file (UTF-8 bytes). */
export function textBytes(text: string): number {
  return utf8Length(text);
}
