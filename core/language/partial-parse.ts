// The value of a YAML text after a local edit, parsing only the block that holds the edit (YAML parsing is what a
// quick fix's verification spends its time on: a 20 KB document is parsed in tens of milliseconds, one tool's block in
// a fraction of that). A block-style member or sequence item is everything from its line to the next line indented
// no deeper than it: that span is parsed alone (dedented), and its value put in place of the old one in a copy of
// the document's value. It is used only when that is sure to give what parsing the whole text gives: the edits lie
// inside the block, the text around the block is unchanged, the block parses cleanly into one member (with its old
// name) or one item; otherwise the caller parses the whole text.
import { isObject } from '../lib/data-model.ts';
import { parseDocument } from '../document/index.ts';
import { memberNames, orderedObject } from '../document/member-order.ts';
import { appendPointer, splitPointer, valueAtPointer } from '../lib/pointer.ts';
import type { LanguageDocument } from './document.ts';
import { blockEnd } from './edits.ts';
import type { TextEdit } from './types.ts';

interface Block {
  /** Pointer of the member or item. */
  pointer: string;
  /** Offset of the start of its first line, and of where its value may be edited (after the name or dash). */
  start: number;
  content: number;
  /** Column (0-based) of the name or dash. */
  indent: number;
  item: boolean;
}

/** Offset of the first line after `start`'s line that is indented no deeper than `indent` (blank and comment lines do not count). */
function blockStop(text: string, start: number, indent: number): number {
  let at = text.indexOf('\n', start);
  while (at >= 0) {
    const line = at + 1;
    let i = line;
    while (text[i] === ' ') i++;
    const c = text[i];
    if (c !== undefined && c !== '\n' && c !== '\r' && c !== '#' && i - line <= indent) return line;
    at = text.indexOf('\n', line);
  }
  return text.length;
}

/** The block of a member or item, when it starts its own line (not `- name: x`, nor flow style). */
function blockOf(doc: LanguageDocument, pointer: string, item: boolean): Block | undefined {
  if (!doc.parsed.ok) return undefined;
  const map = doc.parsed.sourceMap;
  const value = map.rangeOf(pointer);
  if (!value) return undefined;
  const text = doc.text;
  const head = item
    ? doc.index.offset(value.start)
    : doc.index.offset(map.rangeOf(pointer, 'key')?.start ?? value.start);
  const lineStart = text.lastIndexOf('\n', head - 1) + 1;
  let marker = head;
  if (item) {
    marker = text.lastIndexOf('-', head - 1);
    if (marker < lineStart || text.slice(marker + 1, head).trim() !== '') return undefined;
  }
  if (text.slice(lineStart, marker).trim() !== '' || /[\t]/.test(text.slice(lineStart, marker))) return undefined;
  const indent = marker - lineStart;
  // The block must end where its value ends, give or take blank and comment lines (a member whose sequence is not
  // indented, `tags:` over `- a` at the same column, does not).
  const stop = blockStop(text, lineStart, indent);
  const end = blockEnd(doc, value);
  if (
    stop < end ||
    text
      .slice(end, stop)
      .split('\n')
      .some((l) => l.trim() !== '' && !l.trim().startsWith('#'))
  )
    return undefined;
  // A member's name may be edited too (a rename): the whole block is parsed again either way.
  return { pointer, start: lineStart, content: item ? marker + 1 : lineStart, indent, item };
}

/** The innermost block holding every edit. */
function innermost(doc: LanguageDocument, from: number, to: number): Block | undefined {
  let found: Block | undefined;
  let pointer = '';
  let value = doc.parsed.value;
  for (let depth = 0; depth < 64; depth++) {
    const children: [string, boolean][] = Array.isArray(value)
      ? value.map((_, i) => [appendPointer(pointer, i), true])
      : isObject(value)
        ? memberNames(value).map((k) => [appendPointer(pointer, k), false])
        : [];
    let next: Block | undefined;
    for (const [child, item] of children) {
      const range = doc.parsed.ok ? doc.parsed.sourceMap.rangeOf(child) : undefined;
      if (!range || doc.index.offset(range.end) < from) continue;
      const block = blockOf(doc, child, item);
      if (block && block.content <= from && to <= blockStop(doc.text, block.start, block.indent)) {
        next = block;
        break;
      }
      // A block that ends where the edits start (its value range ends at the next line) may be followed by the one.
      if (doc.index.offset(range.start) > to) break;
    }
    if (!next) return found;
    found = next;
    pointer = next.pointer;
    value = valueAtPointer(doc.parsed.value, pointer);
  }
  return found;
}

/** A copy of `root` with the value at `pointer` replaced (only the objects and arrays on the way are copied). */
function replaced(root: unknown, segments: readonly string[], value: unknown): unknown {
  if (segments.length === 0) return value;
  const [head, ...rest] = segments as [string, ...string[]];
  if (Array.isArray(root)) {
    const copy = root.slice();
    copy[Number(head)] = replaced(root[Number(head)], rest, value);
    return copy;
  }
  if (!isObject(root)) return root;
  return orderedObject(
    memberNames(root).map((k) => [k, k === head ? replaced(root[k], rest, value) : root[k]] as const),
  );
}

/** The lines of a block, dedented by `indent`, or undefined when a line after the first is not indented deeper. */
function dedent(lines: readonly string[], indent: number): string | undefined {
  const out: string[] = [];
  for (const [i, line] of lines.entries()) {
    const trimmed = line.trimStart();
    if (trimmed === '' || trimmed === '\r') out.push(trimmed);
    // Every line after the first is indented deeper than the block, comments too (how the parser reads a comment
    // at the block's own column depends on the lines around it).
    else if (i > 0 && line.length - trimmed.length <= indent) return undefined;
    else if (/^ *$/.test(line.slice(0, indent))) out.push(line.slice(indent));
    else return undefined;
  }
  return out.join('\n');
}

/** A block mapping's one member, parsed alone: its name and value, when the text is exactly that (a name at its start). */
function parseMember(text: string): { name: string; value: unknown } | undefined {
  const parsed = parseDocument(text, { format: 'yaml' });
  if (!parsed.ok || parsed.diagnostics.length > 0 || !isObject(parsed.value)) return undefined;
  const [name, ...others] = memberNames(parsed.value);
  if (name === undefined || others.length > 0) return undefined;
  const key = parsed.sourceMap.rangeOf(appendPointer('', name), 'key');
  if (key?.start.line !== 1 || key.start.column !== 1) return undefined;
  return { name, value: parsed.value[name] };
}

/**
 * Lines inserted where a block mapping's last member ends, starting at its members' column: a new last member (what
 * adding a missing member writes). The first line after them must be indented less (or be the end of the text).
 */
function appendedMember(doc: LanguageDocument, at: number, inserted: string): { value: unknown } | undefined {
  const text = doc.text;
  if (!inserted.endsWith('\n') || (at > 0 && text[at - 1] !== '\n')) return undefined;
  const column = inserted.length - inserted.trimStart().length;
  if (!/^[A-Za-z0-9_$"'/.]/.test(inserted.trimStart())) return undefined;
  const next = text.slice(at, text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at));
  if (next.trim() !== '' && (next.trimStart().startsWith('#') || next.length - next.trimStart().length >= column))
    return undefined;
  if (next.trim() === '' && at < text.length) return undefined;
  // The object whose last member ends there, with its members at that column (objects nested at their end end there too).
  let pointer = '';
  let value = doc.parsed.value;
  for (let depth = 0; depth < 64; depth++) {
    const item = Array.isArray(value);
    const names: string[] = item
      ? (value as unknown[]).map((_, i) => String(i))
      : isObject(value)
        ? [...memberNames(value)]
        : [];
    // The member or item whose block holds the insertion point (it ends there at the latest).
    const holder = names.find((n) => {
      const block = blockOf(doc, appendPointer(pointer, n), item);
      return block !== undefined && block.start < at && at <= blockStop(text, block.start, block.indent);
    });
    if (holder === undefined) return undefined;
    const block = blockOf(doc, appendPointer(pointer, holder), item)!;
    if (
      !item &&
      holder === names[names.length - 1] &&
      block.indent === column &&
      blockStop(text, block.start, block.indent) === at
    ) {
      const member = dedent(inserted.replace(/\n$/, '').split('\n'), column);
      const parsed = member === undefined ? undefined : parseMember(member);
      const object = value as Record<string, unknown>;
      if (!parsed || Object.hasOwn(object, parsed.name)) return undefined;
      const members = [...names.map((k) => [k, object[k]] as const), [parsed.name, parsed.value] as const];
      return { value: replaced(doc.parsed.value, splitPointer(pointer), orderedObject(members)) };
    }
    pointer = appendPointer(pointer, holder);
    value = valueAtPointer(doc.parsed.value, pointer);
  }
  return undefined;
}

/**
 * The value of `after` (the document's text with `edits` applied) from a parse of the edited block only, or undefined
 * when that is not sure to equal a parse of the whole text (then parse it whole). YAML block style only.
 */
export function valueAfterLocalEdit(
  doc: LanguageDocument,
  edits: readonly TextEdit[],
  after: string,
): { value: unknown } | undefined {
  // A text the parser had anything to say about is parsed whole (its findings are located by the whole parse).
  if (doc.format !== 'yaml' || !doc.parsed.ok || doc.parsed.diagnostics.length > 0 || edits.length === 0)
    return undefined;
  const from = Math.min(...edits.map((e) => doc.index.offset(e.range.start)));
  const to = Math.max(...edits.map((e) => doc.index.offset(e.range.end)));
  if (edits.length === 1 && from === to) {
    const appended = appendedMember(doc, from, edits[0]!.text);
    if (appended) return appended;
  }
  const block = innermost(doc, from, to);
  if (!block) return undefined;
  const text = doc.text;
  const oldStop = blockStop(text, block.start, block.indent);
  const segments = splitPointer(block.pointer);
  const name = segments[segments.length - 1]!;
  const parentPointer = block.pointer.slice(0, block.pointer.lastIndexOf('/'));
  const parent = valueAtPointer(doc.parsed.value, parentPointer);
  if (edits.length === 1 && edits[0]!.text === '' && from === block.start) {
    // The whole block removed (with the blank and comment lines after it, or not): its parent without it, unless
    // that leaves the parent empty (which YAML reads as null, not as an empty collection).
    if (
      after.slice(0, from) !== text.slice(0, from) ||
      !/^(\s*(#[^\n]*)?\n)*\s*(#[^\n]*)?$/.test(text.slice(to, oldStop)) ||
      to < blockEnd(doc, doc.parsed.sourceMap.rangeOf(block.pointer)!)
    )
      return undefined;
    let without: unknown;
    if (Array.isArray(parent) && parent.length > 1) without = parent.filter((_, i) => i !== Number(name));
    else if (isObject(parent) && Object.keys(parent).length > 1)
      without = orderedObject(
        memberNames(parent)
          .filter((k) => k !== name)
          .map((k) => [k, parent[k]] as const),
      );
    else return undefined;
    return { value: replaced(doc.parsed.value, splitPointer(parentPointer), without) };
  }
  const newStop = blockStop(after, block.start, block.indent);
  // The text before and after the block is what it was, and the block still starts at its column (its siblings' one).
  if (after.slice(0, block.start) !== text.slice(0, block.start) || after.slice(newStop) !== text.slice(oldStop))
    return undefined;
  // It also starts as it did: a block item's dash, or a member's name (plain or quoted, not a flow collection, a
  // complex key, an anchor or a tag, which the whole parse reads in the context of the lines around).
  const head = after.slice(block.start, block.start + block.indent + 2);
  if (
    !(
      block.item ? new RegExp(`^ {${block.indent}}-[ \\r\\n]`) : new RegExp(`^ {${block.indent}}[A-Za-z0-9_$"'/.]`)
    ).test(head)
  )
    return undefined;
  const dedented = dedent(after.slice(block.start, newStop).split('\n'), block.indent);
  if (dedented === undefined) return undefined;
  if (block.item) {
    const parsed = parseDocument(dedented, { format: 'yaml' });
    if (!parsed.ok || parsed.diagnostics.length > 0 || !Array.isArray(parsed.value) || parsed.value.length !== 1)
      return undefined;
    return { value: replaced(doc.parsed.value, segments, parsed.value[0]) };
  }
  const member = parseMember(dedented);
  if (!member || !isObject(parent)) return undefined;
  const renamed = member.name;
  if (renamed === name) return { value: replaced(doc.parsed.value, segments, member.value) };
  // Renamed: in its place, unless the new name is taken (the whole parse reports that duplicate).
  if (Object.hasOwn(parent, renamed)) return undefined;
  const members = memberNames(parent).map((k) =>
    k === name ? ([renamed, member.value] as const) : ([k, parent[k]] as const),
  );
  return { value: replaced(doc.parsed.value, splitPointer(parentPointer), orderedObject(members)) };
}
