// Restricted YAML 1.2.2 profile (spec 15.3): the `yaml` library composes the node tree with its
// failsafe schema (no tag construction, no merges, no alias expansion); this module resolves plain
// scalars by the YAML 1.2.2 JSON schema and rejects what the profile forbids, with locations.
import { Composer, Parser, isAlias, isMap, isScalar, isSeq, type Document, type Node as YamlNode } from 'yaml';
import type { Diagnostic } from '../diagnostics.ts';
import { conformingError } from './conforming.ts';
import type { ParseLimits } from './limits.ts';
import { cstDepthProblem, scanYamlDepth } from './yaml-depth.ts';
import { arrayIndex, escapeSegment, parsePointer } from './pointer.ts';
import { createLineIndex, type LineIndex } from './positions.ts';
import { setMember, type ParseResult, type SourceMap } from './types.ts';

// YAML 1.2.2 section 10.2.2, JSON schema tag resolution for plain scalars.
const intPattern = /^-?(?:0|[1-9][0-9]*)$/;
const floatPattern = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/;

const TAG = 'tag:yaml.org,2002:';
const scalarTags = new Set([`${TAG}str`, `${TAG}int`, `${TAG}float`, `${TAG}bool`, `${TAG}null`, '!']);

type Resolved = { value: unknown } | { error: string };

/** A plain (untagged) scalar by the JSON schema: null, booleans, integers, floats; anything else a string. */
export function resolvePlainScalar(source: string): Resolved {
  switch (source) {
    case 'null':
      return { value: null };
    case 'true':
      return { value: true };
    case 'false':
      return { value: false };
  }
  const c = source.charCodeAt(0);
  if ((c >= 48 && c <= 57) || c === 45) {
    if (intPattern.test(source) || floatPattern.test(source)) return finite(source);
  }
  return { value: source };
}

function finite(source: string): Resolved {
  const n = Number(source);
  if (!Number.isFinite(n)) return { error: `Number ${clip(source)} is not a finite double-precision value (spec 15.3.3 rejects non-finite numbers)` };
  return { value: n };
}

function clip(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

/** A scalar with an explicit JSON-schema tag: the content must match that tag's pattern. */
function resolveTagged(tag: string, source: string): Resolved {
  switch (tag) {
    case '!':
    case `${TAG}str`:
      return { value: source };
    case `${TAG}null`:
      return source === 'null' ? { value: null } : { error: `'${clip(source)}' is not a null (!!null accepts only 'null')` };
    case `${TAG}bool`:
      return source === 'true' || source === 'false' ? { value: source === 'true' } : { error: `'${clip(source)}' is not a boolean (!!bool accepts only 'true' or 'false')` };
    case `${TAG}int`:
      return intPattern.test(source) ? finite(source) : { error: `'${clip(source)}' is not an integer of the YAML JSON schema` };
    default:
      return floatPattern.test(source) ? finite(source) : { error: `'${clip(source)}' is not a number of the YAML JSON schema` };
  }
}

/** Whether a plain scalar would resolve to something other than the same string. */
export function plainResolvesToNonString(source: string): boolean {
  const r = resolvePlainScalar(source);
  return 'error' in r || typeof r.value !== 'string';
}

// ---------------------------------------------------------------------------------------------

interface Walk {
  text: string;
  limits: ParseLimits;
  lines: LineIndex;
  diagnostics: Diagnostic[];
  path: (string | number)[];
  /** The profile makes the data model ambiguous or unrepresentable: no value. */
  fatal: boolean;
}

function pointerOf(path: (string | number)[], extra?: string | number): string {
  let p = '';
  for (const s of path) p += '/' + (typeof s === 'number' ? String(s) : escapeSegment(s));
  if (extra !== undefined) p += '/' + (typeof extra === 'number' ? String(extra) : escapeSegment(extra));
  return p;
}

function report(w: Walk, message: string, start: number, end: number, extra?: string | number): void {
  const range = w.lines.range(start, Math.max(start, end));
  w.diagnostics.push(conformingError(`${message} (line ${range.start.line}, column ${range.start.column})`, pointerOf(w.path, extra), range));
  w.fatal = true;
}

function nodeStart(node: YamlNode): number {
  return node.range?.[0] ?? 0;
}

function nodeEnd(node: YamlNode): number {
  return node.range?.[1] ?? nodeStart(node);
}

function checkProps(w: Walk, node: YamlNode, allowedTag: (tag: string) => boolean): boolean {
  let ok = true;
  if (node.anchor !== undefined) {
    const at = w.text.lastIndexOf(`&${node.anchor}`, nodeStart(node));
    const start = at >= 0 ? at : nodeStart(node);
    report(w, `Anchor '&${node.anchor}' is not allowed: the restricted YAML profile forbids anchors and aliases (spec 15.3.5)`, start, at >= 0 ? at + node.anchor.length + 1 : nodeEnd(node));
    ok = false;
  }
  if (node.tag !== undefined && !allowedTag(node.tag)) {
    const shown = node.tag.startsWith(TAG) ? `!!${node.tag.slice(TAG.length)}` : node.tag;
    let at = w.text.lastIndexOf('!', nodeStart(node));
    while (at > 0 && w.text.charCodeAt(at - 1) > 32) at--;
    const start = at >= 0 && nodeStart(node) - at < 1024 ? at : nodeStart(node);
    report(w, `Tag '${shown}' is not allowed: only the YAML JSON-schema tags are permitted, no custom, application or language tags (spec 15.3.4)`, start, nodeEnd(node));
    ok = false;
  }
  return ok;
}

function convert(w: Walk, node: YamlNode | null, depth: number): unknown {
  if (node === null) return null;
  if (isAlias(node)) {
    report(w, `Alias '*${node.source}' is not allowed: the restricted YAML profile forbids aliases, which are never expanded (spec 15.3.5)`, nodeStart(node), nodeEnd(node));
    return undefined;
  }
  if (isScalar(node)) {
    if (!checkProps(w, node, (t) => scalarTags.has(t))) return undefined;
    const source = typeof node.source === 'string' ? node.source : String(node.value);
    if (source.length > w.limits.maxScalarLength) {
      report(w, `Scalar of ${source.length} characters exceeds the scalar length limit (maxScalarLength ${w.limits.maxScalarLength})`, nodeStart(node), nodeEnd(node));
      return undefined;
    }
    const r = node.tag !== undefined ? resolveTagged(node.tag, source) : node.type === 'PLAIN' ? resolvePlainScalar(source) : { value: source };
    if ('error' in r) {
      report(w, r.error, nodeStart(node), nodeEnd(node));
      return undefined;
    }
    return r.value;
  }
  if (depth >= w.limits.maxDepth) {
    report(w, `Nesting deeper than the depth limit (maxDepth ${w.limits.maxDepth})`, nodeStart(node), nodeStart(node) + 1);
    return undefined;
  }
  if (isSeq(node)) {
    checkProps(w, node, (t) => t === `${TAG}seq`);
    const items = node.items as (YamlNode | null)[];
    if (items.length > w.limits.maxCollectionSize) {
      report(w, `Sequence with ${items.length} entries exceeds the collection size limit (maxCollectionSize ${w.limits.maxCollectionSize})`, nodeStart(node), nodeStart(node) + 1);
      return undefined;
    }
    const out: unknown[] = new Array(items.length);
    for (let i = 0; i < items.length; i++) {
      w.path.push(i);
      out[i] = convert(w, items[i] ?? null, depth + 1);
      w.path.pop();
    }
    return out;
  }
  if (isMap(node)) {
    checkProps(w, node, (t) => t === `${TAG}map`);
    const items = node.items;
    if (items.length > w.limits.maxCollectionSize) {
      report(w, `Mapping with ${items.length} entries exceeds the collection size limit (maxCollectionSize ${w.limits.maxCollectionSize})`, nodeStart(node), nodeStart(node) + 1);
      return undefined;
    }
    const out: Record<string, unknown> = {};
    const seen = new Map<string, number>();
    for (const pair of items) {
      const keyNode = pair.key as YamlNode | null;
      const key = mappingKey(w, keyNode, pair.value as YamlNode | null);
      if (key === undefined) continue;
      const first = seen.get(key);
      if (first !== undefined) {
        const at = w.lines.position(first);
        const start = keyNode ? nodeStart(keyNode) : 0;
        report(w, `Duplicate mapping key '${clip(key)}' (first at line ${at.line}, column ${at.column}); the restricted YAML profile rejects duplicate keys (spec 15.3.2)`, start, keyNode ? nodeEnd(keyNode) : start, key);
        continue;
      }
      seen.set(key, keyNode ? nodeStart(keyNode) : 0);
      w.path.push(key);
      setMember(out, key, convert(w, pair.value as YamlNode | null, depth + 1));
      w.path.pop();
    }
    return out;
  }
  report(w, 'Unsupported YAML node', nodeStart(node), nodeEnd(node));
  return undefined;
}

/** The string a mapping key resolves to, or undefined (reported) when it is not a string. */
function mappingKey(w: Walk, keyNode: YamlNode | null, valueNode: YamlNode | null): string | undefined {
  const emptyKey = keyNode !== null && isScalar(keyNode) && keyNode.type === 'PLAIN' && keyNode.tag === undefined && keyNode.source === '';
  if (keyNode === null || emptyKey) {
    const at = keyNode ? nodeStart(keyNode) : valueNode ? Math.max(0, w.text.lastIndexOf(':', nodeStart(valueNode))) : 0;
    report(w, 'Mapping key is missing (resolves to null); every key must be a string (spec 15.3.1)', at, at + 1);
    return undefined;
  }
  if (isAlias(keyNode)) {
    report(w, `Alias '*${keyNode.source}' is not allowed as a mapping key: the restricted YAML profile forbids aliases (spec 15.3.5)`, nodeStart(keyNode), nodeEnd(keyNode));
    return undefined;
  }
  if (!isScalar(keyNode)) {
    report(w, `Complex mapping key (a ${isSeq(keyNode) ? 'sequence' : 'mapping'}) is not allowed; every key must be a string (spec 15.3.1)`, nodeStart(keyNode), nodeEnd(keyNode));
    return undefined;
  }
  const resolved = convert(w, keyNode, 0);
  if (resolved === undefined) return undefined;
  if (typeof resolved !== 'string') {
    const kind = resolved === null ? 'null' : typeof resolved === 'boolean' ? 'boolean' : 'numeric';
    report(w, `Mapping key ${String(keyNode.source)} resolves to a ${kind} value; every key must be a string (quote it) (spec 15.3.1)`, nodeStart(keyNode), nodeEnd(keyNode));
    return undefined;
  }
  return resolved;
}

// ---------------------------------------------------------------------------------------------

function yamlSourceMap(root: () => YamlNode | null, text: string, lines: LineIndex): SourceMap {
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
  void text;
  return {
    rangeOf(pointer, part = 'value') {
      const segments = parsePointer(pointer);
      const top = root();
      if (!segments || !top) return undefined;
      let node: YamlNode = top;
      let keyNode: YamlNode | undefined;
      for (const segment of segments) {
        if (isMap(node)) {
          let index = keyIndex.get(node);
          if (!index) {
            index = new Map();
            for (const pair of node.items) {
              const k = pair.key as YamlNode | null;
              const name = k ? plainKey(k) : undefined;
              if (name !== undefined && !index.has(name)) index.set(name, { key: k!, value: pair.value as YamlNode | null });
            }
            keyIndex.set(node, index);
          }
          const entry = index.get(segment);
          if (!entry) return undefined;
          keyNode = entry.key;
          if (!entry.value) {
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

export function parseYaml(text: string, limits: ParseLimits): ParseResult {
  const lines = createLineIndex(text);
  let contents: YamlNode | null = null;
  const sourceMap = yamlSourceMap(() => contents, text, lines);
  const diagnostics: Diagnostic[] = [];
  const fail = (message: string, start: number, end: number): ParseResult => {
    const range = lines.range(start, Math.max(start, end));
    diagnostics.push(conformingError(`${message} (line ${range.start.line}, column ${range.start.column})`, '', range));
    return { format: 'yaml', value: undefined, ok: false, diagnostics, sourceMap };
  };

  const depth = scanYamlDepth(text, limits.maxDepth);
  if (depth.exceededAt !== undefined) return fail(`Nesting deeper than the depth limit (maxDepth ${limits.maxDepth})`, depth.exceededAt, depth.exceededAt + 1);
  const tokens = Array.from(new Parser().parse(text));
  if (depth.bound > limits.maxDepth) {
    const p = cstDepthProblem(tokens, limits.maxDepth);
    if (p) return fail(`Nesting deeper than the depth limit (maxDepth ${limits.maxDepth})`, p.offset, p.offset + 1);
  }

  const composer = new Composer({ schema: 'failsafe', uniqueKeys: false, merge: false, resolveKnownTags: false, prettyErrors: false, strict: true, keepSourceTokens: false });
  let docs: Document.Parsed[];
  try {
    docs = Array.from(composer.compose(tokens, false, text.length)) as Document.Parsed[];
  } catch (error) {
    if (error instanceof RangeError) return fail(`Nesting deeper than this parser can handle (maxDepth ${limits.maxDepth})`, 0, 0);
    throw error;
  }
  if (docs.length === 0) return fail('The YAML stream contains no document; an MCP Description must be exactly one YAML document (spec 15.3)', 0, 0);
  const doc = docs[0]!;
  for (const error of docs.flatMap((d) => d.errors)) {
    const [start, end] = error.pos;
    const range = lines.range(start, Math.max(start, end));
    const message = error.message.replace(/ at line \d+, column \d+:[\s\S]*$/, '');
    diagnostics.push(conformingError(`YAML syntax error: ${message} (line ${range.start.line}, column ${range.start.column})`, '', range));
  }
  if (docs.length > 1) {
    const second = docs[1]!;
    const start = second.range[0];
    let at = text.lastIndexOf('---', start + 3);
    if (at < 0 || at < (doc.range[1] ?? 0) - 3) at = start;
    const range = lines.range(at, at + 3);
    diagnostics.push(conformingError(`The YAML stream contains ${docs.length} documents; an MCP Description must be exactly one YAML document (spec 15.3) (line ${range.start.line}, column ${range.start.column})`, '', range));
  }
  contents = doc.contents as YamlNode | null;
  if (diagnostics.length > 0) return { format: 'yaml', value: undefined, ok: false, diagnostics, sourceMap };

  const w: Walk = { text, limits, lines, diagnostics, path: [], fatal: false };
  let value: unknown;
  try {
    value = convert(w, contents, 0);
  } catch (error) {
    if (error instanceof RangeError) return fail(`Nesting deeper than this parser can handle (maxDepth ${limits.maxDepth})`, 0, 0);
    throw error;
  }
  if (w.fatal) return { format: 'yaml', value: undefined, ok: false, diagnostics, sourceMap };
  return { format: 'yaml', value, ok: true, diagnostics, sourceMap };
}
