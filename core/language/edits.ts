// Structural edits of the text as written, located through the parser's source map: set a value, add a member or an
// item, rename or remove a member. Each keeps the text's format and layout (JSON commas and indentation, YAML blocks).
import { isObject } from '../lib/data-model.ts';
import { serialize } from '../document/index.ts';
import { appendPointer, splitPointer, valueAtPointer } from '../lib/pointer.ts';
import type { LanguageDocument } from './document.ts';
import { quote } from './text.ts';
import type { SourceRange, TextEdit } from './types.ts';

function rangeOf(doc: LanguageDocument, pointer: string, part: 'key' | 'value' = 'value'): SourceRange | undefined {
  return doc.parsed.ok ? doc.parsed.sourceMap.rangeOf(pointer, part) : undefined;
}

function at(doc: LanguageDocument, offset: number): SourceRange {
  const position = doc.index.position(offset);
  return { start: position, end: position };
}

function isScalar(value: unknown): boolean {
  return typeof value !== 'object' || value === null;
}

/** A value as JSON text on one line, spaced as people write it: `{"name": "beta"}`, `["a", "b"]`. */
export function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (isObject(value))
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${inlineJson(v)}`)
      .join(', ')}}`;
  return JSON.stringify(value);
}

/** A value as JSON text whose lines after the first are indented by `indent`. */
function jsonValue(value: unknown, indent: number, multiline: boolean): string {
  if (!multiline || isScalar(value)) return inlineJson(value);
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${' '.repeat(indent)}`);
}

/** `name: value` in YAML block style at column `indent`, with no leading indentation on its first line. */
function yamlMember(name: string, value: unknown, indent: number): string {
  const key = quote(name, 'yaml');
  if (
    isScalar(value) ||
    (Array.isArray(value) && value.length === 0) ||
    (isObject(value) && Object.keys(value).length === 0)
  ) {
    return `${key}: ${isScalar(value) ? yamlScalar(value) : inlineJson(value)}`;
  }
  return `${key}:\n${yamlBlock(value, indent + 2)}`;
}

function yamlScalar(value: unknown): string {
  return typeof value === 'string' ? quote(value, 'yaml') : JSON.stringify(value);
}

/** A collection in YAML block style, every line indented by `indent`. */
function yamlBlock(value: unknown, indent: number): string {
  const pad = ' '.repeat(indent);
  return serialize(value, 'yaml')
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => pad + line)
    .join('\n');
}

/** A YAML sequence item `- value` at column `indent` (no leading indentation). */
function yamlItem(value: unknown, indent: number): string {
  if (isScalar(value)) return `- ${yamlScalar(value)}`;
  return `- ${yamlBlock(value, indent + 2).slice(indent + 2)}`;
}

function isFlow(doc: LanguageDocument, range: SourceRange): boolean {
  const c = doc.text[doc.index.offset(range.start)];
  return c === '{' || c === '[';
}

/** Replace the value at `pointer`. */
export function setValue(doc: LanguageDocument, pointer: string, value: unknown): TextEdit | undefined {
  const range = rangeOf(doc, pointer);
  if (!range) return undefined;
  if (doc.format === 'json' || isScalar(value) || isFlow(doc, range))
    return { range, text: doc.format === 'yaml' && isScalar(value) ? yamlScalar(value) : inlineJson(value) };
  return { range, text: inlineJson(value) };
}

/** Add member `name` to the object at `pointer` (after its last member). */
export function insertMember(
  doc: LanguageDocument,
  pointer: string,
  name: string,
  value: unknown,
): TextEdit | undefined {
  const object = valueAtPointer(doc.parsed.value, pointer);
  if (!isObject(object)) return undefined;
  const range = rangeOf(doc, pointer);
  if (!range) return undefined;
  const names = Object.keys(object);
  const last = names[names.length - 1];
  if (doc.format === 'json' || isFlow(doc, range)) {
    const start = doc.index.offset(range.start);
    if (last === undefined) {
      const inner = doc.text.indexOf('{', start) + 1;
      return { range: at(doc, inner), text: `${JSON.stringify(name)}: ${inlineJson(value)}` };
    }
    const lastKey = rangeOf(doc, appendPointer(pointer, last), 'key')!;
    const lastEnd = doc.index.offset(rangeOf(doc, appendPointer(pointer, last))!.end);
    const multiline = lastKey.start.line !== range.start.line;
    const indent = lastKey.start.column - 1;
    const text = multiline
      ? `,\n${' '.repeat(indent)}${JSON.stringify(name)}: ${jsonValue(value, indent, true)}`
      : `, ${JSON.stringify(name)}: ${inlineJson(value)}`;
    return { range: at(doc, lastEnd), text };
  }
  if (last === undefined) return undefined;
  const lastKey = rangeOf(doc, appendPointer(pointer, last), 'key')!;
  const indent = lastKey.start.column - 1;
  return {
    range: at(doc, blockEnd(doc, rangeOf(doc, appendPointer(pointer, last))!)),
    text: `${' '.repeat(indent)}${yamlMember(name, value, indent)}\n`,
  };
}

/** Offset of the start of the line after a YAML value (inserting a newline at the end when the text has none). */
export function blockEnd(doc: LanguageDocument, valueRange: SourceRange): number {
  const end = doc.index.offset(valueRange.end);
  if (valueRange.end.column === 1 && end > 0) return end;
  const newline = doc.text.indexOf('\n', end);
  return newline < 0 ? doc.text.length : newline + 1;
}

/** Add an item at the end of the array at `pointer`. */
export function appendItem(doc: LanguageDocument, pointer: string, value: unknown): TextEdit | undefined {
  const array = valueAtPointer(doc.parsed.value, pointer);
  if (!Array.isArray(array)) return undefined;
  const range = rangeOf(doc, pointer);
  if (!range) return undefined;
  if (array.length === 0) return { range, text: inlineJson([value]) };
  const lastRange = rangeOf(doc, appendPointer(pointer, array.length - 1))!;
  if (doc.format === 'json' || isFlow(doc, range)) {
    const multiline = lastRange.start.line !== range.start.line;
    const indent = lastRange.start.column - 1;
    const text = multiline ? `,\n${' '.repeat(indent)}${jsonValue(value, indent, true)}` : `, ${inlineJson(value)}`;
    return { range: at(doc, doc.index.offset(lastRange.end)), text };
  }
  const dash = lastRange.start.column - 3;
  const text = `${' '.repeat(dash)}${yamlItem(value, dash)}\n`;
  return {
    range: at(doc, blockEnd(doc, lastRange)),
    text: doc.text.endsWith('\n') || blockEnd(doc, lastRange) < doc.text.length ? text : `\n${text}`,
  };
}

/** Put `value` into the collection at `pointer` (an array item, or member `name` of a map), creating the collection in its parent when it is missing. */
export function addToCollection(
  doc: LanguageDocument,
  pointer: string,
  value: unknown,
  name?: string,
): TextEdit | undefined {
  const collection = valueAtPointer(doc.parsed.value, pointer);
  if (collection !== undefined)
    return name === undefined ? appendItem(doc, pointer, value) : insertMember(doc, pointer, name, value);
  const segments = splitPointer(pointer);
  if (segments.length === 0) return undefined;
  const parent = segments.slice(0, -1).reduce<string>((p, s) => appendPointer(p, s), '');
  const wrapped = name === undefined ? [value] : { [name]: value };
  return addToCollection(doc, parent, wrapped, segments[segments.length - 1]);
}

/** Rename member `pointer` (its name only). */
export function renameMember(doc: LanguageDocument, pointer: string, name: string): TextEdit | undefined {
  const range = rangeOf(doc, pointer, 'key');
  if (!range) return undefined;
  return { range, text: quote(name, doc.format) };
}

/** Remove member `pointer` with its value (and the comma or line it leaves behind). */
export function removeMember(doc: LanguageDocument, pointer: string): TextEdit | undefined {
  const key = rangeOf(doc, pointer, 'key');
  const value = rangeOf(doc, pointer);
  if (!key || !value) return undefined;
  const start = doc.index.offset(key.start);
  const end = doc.index.offset(value.end);
  const text = doc.text;
  const parentPointer = pointer.slice(0, pointer.lastIndexOf('/'));
  const parentRange = rangeOf(doc, parentPointer);
  if (doc.format === 'json' || (parentRange && isFlow(doc, parentRange))) return removeDelimited(doc, start, end);
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const stop = blockEnd(doc, value);
  if (text.slice(lineStart, start).trim() === '') return { range: doc.index.range(lineStart, stop), text: '' };
  // `- name: x`: the next member moves up beside the dash, or the item becomes an empty mapping.
  const parent = valueAtPointer(doc.parsed.value, parentPointer);
  if (isObject(parent) && Object.keys(parent).length === 1)
    return { range: doc.index.range(start, stop), text: '{}\n' };
  let next = stop;
  while (text[next] === ' ') next++;
  return { range: doc.index.range(start, next), text: '' };
}

/** Remove `start`..`end` of a JSON (or YAML flow) collection with the comma that separates it from a neighbour. */
function removeDelimited(doc: LanguageDocument, start: number, end: number): TextEdit {
  const text = doc.text;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const ownLine = text.slice(lineStart, start).trim() === '';
  let before = start;
  while (before > 0 && /\s/.test(text[before - 1]!)) before--;
  const commaBefore = text[before - 1] === ',' ? before - 1 : undefined;
  let after = end;
  while (after < text.length && /\s/.test(text[after]!)) after++;
  if (text[after] === ',') {
    after++;
    while (after < text.length && /[ \t]/.test(text[after]!)) after++;
    const lineEnds = text[after] === '\n' || text[after] === '\r';
    // The entry had its own line: remove that line.
    if (lineEnds && ownLine) return { range: doc.index.range(lineStart, text.indexOf('\n', after) + 1), text: '' };
    // The last entry of its line, after another one (`"a": 1, "b": 2,`): the comma before it goes, the line's end stays.
    if (lineEnds && commaBefore !== undefined && !ownLine)
      return { range: doc.index.range(commaBefore, end), text: '' };
    return { range: doc.index.range(start, after), text: '' };
  }
  if (commaBefore !== undefined) return { range: doc.index.range(commaBefore, end), text: '' };
  return { range: doc.index.range(start, end), text: '' };
}

/** Remove the array item `pointer` (a YAML block item with its dash and lines). */
export function removeItem(doc: LanguageDocument, pointer: string): TextEdit | undefined {
  const value = rangeOf(doc, pointer);
  const array = rangeOf(doc, pointer.slice(0, pointer.lastIndexOf('/')));
  if (!value || !array) return undefined;
  const start = doc.index.offset(value.start);
  const end = doc.index.offset(value.end);
  if (doc.format === 'json' || isFlow(doc, array)) return removeDelimited(doc, start, end);
  const text = doc.text;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const dash = text.lastIndexOf('-', start - 1);
  // Only an item that starts its own line (`- value`), not one nested on its parent's line (`- - value`).
  if (dash < lineStart || text.slice(lineStart, dash).trim() !== '' || text.slice(dash + 1, start).trim() !== '')
    return undefined;
  return { range: doc.index.range(lineStart, blockEnd(doc, value)), text: '' };
}

/** The characters of the value at `pointer` as written (a scalar's source text). */
export function writtenText(doc: LanguageDocument, pointer: string): string | undefined {
  const range = rangeOf(doc, pointer);
  return range ? doc.text.slice(doc.index.offset(range.start), doc.index.offset(range.end)) : undefined;
}

/** Replace the value at `pointer` with `text` exactly as given. */
export function replaceValue(doc: LanguageDocument, pointer: string, text: string): TextEdit | undefined {
  const range = rangeOf(doc, pointer);
  return range ? { range, text } : undefined;
}

/**
 * Move the YAML block member `pointer` (its key line through the end of its value) so that its key starts at
 * `column`: every line of it is shifted by the same amount, so its own structure (nested blocks, block scalars) holds.
 */
export function reindentMember(doc: LanguageDocument, pointer: string, column: number): TextEdit | undefined {
  const key = rangeOf(doc, pointer, 'key');
  const value = rangeOf(doc, pointer);
  if (doc.format !== 'yaml' || !key || !value || key.start.column === column) return undefined;
  const text = doc.text;
  const start = doc.index.offset(key.start);
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  if (text.slice(lineStart, start).trim() !== '') return undefined; // `- key: value`: not a line of its own
  const stop = blockEnd(doc, value);
  const delta = column - key.start.column;
  const lines = text.slice(lineStart, stop).split('\n');
  const moved: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') moved.push(line);
    else if (delta > 0) moved.push(' '.repeat(delta) + line);
    else if (/^ *$/.test(line.slice(0, -delta))) moved.push(line.slice(-delta));
    else return undefined;
  }
  return { range: doc.index.range(lineStart, stop), text: moved.join('\n') };
}

/** The column of the members of the block mapping at `pointer` (undefined for flow style, JSON or an empty object). */
export function memberColumn(doc: LanguageDocument, pointer: string): number | undefined {
  const object = valueAtPointer(doc.parsed.value, pointer);
  const range = rangeOf(doc, pointer);
  if (doc.format !== 'yaml' || !isObject(object) || !range || isFlow(doc, range)) return undefined;
  const first = Object.keys(object)[0];
  return first === undefined ? undefined : rangeOf(doc, appendPointer(pointer, first), 'key')?.start.column;
}

/** Whether the collection at `pointer` is written in block style (YAML, not `{...}` or `[...]`). */
export function isBlock(doc: LanguageDocument, pointer: string): boolean {
  const range = rangeOf(doc, pointer);
  return doc.format === 'yaml' && range !== undefined && !isFlow(doc, range);
}
