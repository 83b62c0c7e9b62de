// Organize (spec 18) for YAML text without losing comments: the `yaml` library's Document keeps each comment on the
// node it belongs to, so reordering the members of the document's own maps moves comments with their members.
// The order itself comes from organize() on the data model; this module only applies it to the node tree.
import type { Node as YamlNode } from 'yaml';
import { isMap, isScalar, isSeq, yamlLibrary } from './yaml-library.ts';

/** Number of comments in a YAML text (0 for JSON-like text without any). */
export function countYamlComments(text: string): number {
  let count = 0;
  for (const token of new (yamlLibrary().Lexer)().lex(text)) if (token.startsWith('#')) count++;
  return count;
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
    for (const pair of node.items) {
      const key = keyOf(pair.key);
      if (key !== undefined) reorder(pair.value as YamlNode, (organized as Record<string, unknown>)[key]);
    }
  } else if (isSeq(node) && Array.isArray(organized)) {
    node.items.forEach((item, index) => reorder(item as YamlNode, organized[index]));
  }
}

/**
 * `text` (a YAML document that parsed without errors) with its maps reordered like `organized`, comments and scalar
 * styles kept. `check` confirms the result still reads as `organized`; undefined when it does not.
 */
export function organizeYamlText(
  text: string,
  organized: unknown,
  check: (text: string) => boolean,
): string | undefined {
  const doc = yamlLibrary().parseDocument(text, {
    schema: 'failsafe',
    uniqueKeys: false,
    merge: false,
    keepSourceTokens: false,
  });
  if (doc.errors.length > 0) return undefined;
  reorder(doc.contents, organized);
  // Sequences written flush with their parent key ("tools:\n- name: …") stay that way.
  const indentSeq = !/^([ \t]*)[^\s#-][^\n]*:[ \t]*\r?\n\1- /m.test(text);
  const out = doc.toString({ lineWidth: 0, minContentWidth: 0, indentSeq, flowCollectionPadding: false });
  return check(out) ? out : undefined;
}
