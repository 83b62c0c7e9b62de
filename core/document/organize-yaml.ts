// Organize (spec 18) for YAML text without losing comments: the `yaml` library's Document keeps each comment on the
// node it belongs to, so reordering the members of the document's own maps moves comments with their members.
// The order itself comes from organize() on the data model; this module only applies it to the node tree.
import type { Document as YamlDocument, Node as YamlNode } from 'yaml';
import { isMap, isScalar, isSeq, yamlLibrary } from './yaml-library.ts';
import { createLineIndex } from '../lib/text-positions.ts';

/** A comment of a YAML text: its text from `#` to the end of its line (trailing blanks dropped), and its line. */
export interface YamlComment {
  text: string;
  line: number;
}

// The lexer's control tokens (document start, flow end, scalar): not characters of the text.
const lexerControls = new Set(['\x02', '\x18', '\x1f']);

/** Every comment of a YAML text, in text order. */
export function yamlComments(text: string): YamlComment[] {
  const offsets: { text: string; offset: number }[] = [];
  let offset = 0;
  for (const token of new (yamlLibrary().Lexer)().lex(text)) {
    if (token.startsWith('#')) offsets.push({ text: token.trimEnd(), offset });
    // Every other token is the text itself, in order.
    if (!lexerControls.has(token)) offset += token.length;
  }
  if (offsets.length === 0) return [];
  const lines = createLineIndex(text);
  return offsets.map((c) => ({ text: c.text, line: lines.position(c.offset).line }));
}

/** Number of comments in a YAML text (0 for JSON-like text without any). */
export function countYamlComments(text: string): number {
  return yamlComments(text).length;
}

/** The first comment of `comments` whose text `out` does not hold (each text counted as often as it is written). */
function firstLost(comments: readonly YamlComment[], out: string): YamlComment | undefined {
  const left = new Map<string, number>();
  for (const c of yamlComments(out)) left.set(c.text, (left.get(c.text) ?? 0) + 1);
  return comments.find((c) => {
    const count = left.get(c.text) ?? 0;
    left.set(c.text, count - 1);
    return count <= 0;
  });
}

function keyOf(node: unknown): string | undefined {
  return isScalar(node) && typeof node.value === 'string' ? node.value : undefined;
}

/** Reorders the members of every map under `node` to the key order of the matching object in `organized`. */
function reorder(node: YamlNode | null | undefined, organized: unknown): void {
  if (isMap(node) && typeof organized === 'object' && organized !== null && !Array.isArray(organized)) {
    const order = new Map(Object.keys(organized).map((key, index) => [key, index]));
    const first = node.items[0];
    node.items.sort(
      (a, b) => (order.get(keyOf(a.key) ?? '') ?? Infinity) - (order.get(keyOf(b.key) ?? '') ?? Infinity),
    );
    // The library keeps a comment above a map's first member on the map: it belongs to that member, so when the
    // member moves, the comment moves with it.
    if (first && node.items[0] !== first && node.commentBefore && isScalar(first.key)) {
      first.key.commentBefore = first.key.commentBefore
        ? `${node.commentBefore}\n${first.key.commentBefore}`
        : node.commentBefore;
      node.commentBefore = undefined;
    }
    // And a comment above the member that is now first goes on the map, where reading the result puts it (so
    // organizing the result again changes nothing).
    const head = node.items[0];
    if (head && head !== first && isScalar(head.key) && head.key.commentBefore) {
      node.commentBefore = head.key.commentBefore;
      head.key.commentBefore = undefined;
    }
    for (const pair of node.items) {
      const key = keyOf(pair.key);
      if (key !== undefined) reorder(pair.value as YamlNode, (organized as Record<string, unknown>)[key]);
    }
  } else if (isSeq(node) && Array.isArray(organized)) {
    node.items.forEach((item, index) => reorder(item as YamlNode, organized[index]));
  }
}

/**
 * The library keeps comments after the document's last member on the innermost last collection when that one ends
 * with a comment of its own: the ones written at column 0 at the very end belong to the document, so they go back to
 * it (and stay last when that collection moves).
 */
function keepDocumentEnd(doc: YamlDocument, text: string): void {
  if (doc.comment) return;
  const lines = text.trimEnd().split(/\r?\n|\r/);
  let count = 0;
  while (lines.length > 0 && /^(#|\s*$)/.test(lines.at(-1)!)) if (lines.pop()!.startsWith('#')) count++;
  if (count === 0) return;
  let owner: YamlNode | undefined;
  for (let node: unknown = doc.contents; isMap(node) || isSeq(node);) {
    if (node.comment) owner = node;
    const last: unknown = node.items.at(-1);
    node = isMap(node) ? (last as { value?: unknown } | undefined)?.value : last;
  }
  if (!owner?.comment) return;
  const own = owner.comment.split('\n');
  const document: string[] = [];
  while (own.length > 0 && document.filter((line) => line !== '').length < count) document.unshift(own.pop()!);
  owner.comment = own.join('\n').replace(/\n+$/, '') || undefined;
  doc.comment = document.join('\n').replace(/^\n+/, '');
}

/**
 * `text` (a YAML document that parsed without errors, with `comments`) with its maps reordered like `organized`
 * (the same value: rewritten in place), every comment and scalar style kept. `check` confirms the result still
 * reads as `organized`. Fails with the line of a comment it could not keep (the first comment when the result
 * does not pass `check`), never dropping one.
 */
export function organizeYamlText(
  text: string,
  organized: unknown,
  comments: readonly YamlComment[],
  check: (text: string) => boolean,
): { ok: true; text: string } | { ok: false; line: number } {
  const refused = { ok: false as const, line: comments[0]?.line ?? 1 };
  const doc = yamlLibrary().parseDocument(text, {
    schema: 'failsafe',
    uniqueKeys: false,
    merge: false,
    keepSourceTokens: false,
  });
  if (doc.errors.length > 0) return refused;
  keepDocumentEnd(doc, text);
  reorder(doc.contents, organized);
  // Sequences written flush with their parent key ("tools:\n- name: …") stay that way.
  const indentSeq = !/^([ \t]*)[^\s#-][^\n]*:[ \t]*\r?\n\1- /m.test(text);
  const out = doc.toString({ lineWidth: 0, minContentWidth: 0, indentSeq, flowCollectionPadding: false });
  if (!check(out)) return refused;
  const lost = firstLost(comments, out);
  return lost ? { ok: false, line: lost.line } : { ok: true, text: out };
}
