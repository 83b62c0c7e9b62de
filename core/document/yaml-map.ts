// YAML source map: the composed node tree already holds every node's source range; a pointer is
// resolved by walking it, with each mapping's keys indexed on first use.
import type { Node as YamlNode } from 'yaml';
import { isMap, isScalar, isSeq } from './yaml-library.ts';
import { arrayIndex, parsePointer } from '../lib/pointer.ts';
import type { LineIndex } from '../lib/text-positions.ts';
import type { SourceMap } from './types.ts';
import { resolveTagged } from './yaml-scalars.ts';

function nodeStart(node: YamlNode): number {
  return node.range?.[0] ?? 0;
}

function nodeEnd(node: YamlNode): number {
  return node.range?.[1] ?? nodeStart(node);
}

export function yamlSourceMap(root: () => YamlNode | null, lines: LineIndex): SourceMap {
  const keyIndex = new WeakMap<object, Map<string, { key: YamlNode; value: YamlNode | null }>>();
  const plainKey = (k: YamlNode): string | undefined => {
    if (!isScalar(k)) return undefined;
    const src = typeof k.source === 'string' ? k.source : String(k.value);
    if (k.tag !== undefined) {
      const r = resolveTagged(k.tag, src);
      return 'value' in r && typeof r.value === 'string' ? r.value : undefined;
    }
    return src;
  };
  return {
    rangeOf(pointer, part = 'value') {
      const segments = parsePointer(pointer);
      const top = root();
      if (!segments || !top) return undefined;
      let node: YamlNode = top;
      let keyNode: YamlNode | undefined;
      for (let s = 0; s < segments.length; s++) {
        const segment = segments[s]!;
        if (isMap(node)) {
          let index = keyIndex.get(node);
          if (!index) {
            index = new Map();
            for (const pair of node.items) {
              const k = pair.key as YamlNode | null;
              const name = k ? plainKey(k) : undefined;
              if (name !== undefined && !index.has(name))
                index.set(name, { key: k!, value: pair.value as YamlNode | null });
            }
            keyIndex.set(node, index);
          }
          const entry = index.get(segment);
          if (!entry) return undefined;
          keyNode = entry.key;
          if (!entry.value) {
            // `? key` without a value: only the member itself has a place in the text.
            if (s < segments.length - 1) return undefined;
            const end = nodeEnd(keyNode);
            return part === 'key' ? lines.range(nodeStart(keyNode), end) : lines.range(end, end);
          }
          node = entry.value;
        } else if (isSeq(node)) {
          const i = arrayIndex(segment);
          const item: YamlNode | null | undefined = i >= 0 ? (node.items[i] as YamlNode | null | undefined) : undefined;
          if (!item) return undefined;
          keyNode = undefined;
          node = item;
        } else return undefined;
      }
      if (part === 'key' && keyNode) return lines.range(nodeStart(keyNode), nodeEnd(keyNode));
      return lines.range(nodeStart(node), nodeEnd(node));
    },
  };
}
