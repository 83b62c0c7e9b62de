// Restricted YAML 1.2.2 profile (spec 15.3). The fast reader (`yaml-fast.ts`) reads the block style most documents
// are written in; any other text goes to the `yaml` library, which composes the node tree with its failsafe schema
// (no tag construction, no merges, no alias expansion); this module resolves plain scalars by the YAML 1.2.2 JSON
// schema and rejects what the profile forbids, with locations.
import type { Document, Node as YamlNode } from 'yaml';
import { isAlias, isMap, isScalar, isSeq, yamlLibrary } from './yaml-library.ts';
import type { Diagnostic } from '../diagnostics.ts';
import {
  conformingError,
  conformingRule,
  serializationRequirements as req,
  type SerializationRequirement,
} from './conforming.ts';
import { furtherFindings, maxFindings } from '../lib/findings-cap.ts';
import type { ParseLimits } from './limits.ts';
import { cstDepthProblem, scanYamlDepth } from './yaml-depth.ts';
import { escapeSegment } from '../lib/pointer.ts';
import { clip, resolvePlainScalar, resolveTagged, scalarTags, TAG } from './yaml-scalars.ts';
import { yamlSourceMap } from './yaml-map.ts';
import { createLineIndex, type LineIndex } from '../lib/text-positions.ts';
import { setMember, type ParseResult } from './types.ts';
import { keepOrder } from './member-order.ts';
import { describeYamlErrors } from './yaml-errors.ts';
import { readYamlFast } from './yaml-fast.ts';

const syntaxErrorPrefix = 'YAML syntax error: ';

/** Whether a diagnostic of parseYaml says the text cannot be read as YAML at all (not a rule of the restricted profile). */
export const isYamlSyntaxError = (d: Diagnostic): boolean => d.message.startsWith(syntaxErrorPrefix);

// ---------------------------------------------------------------------------------------------

interface Walk {
  text: string;
  limits: ParseLimits;
  lines: LineIndex;
  diagnostics: Diagnostic[];
  path: (string | number)[];
  /** The profile makes the data model ambiguous or unrepresentable: no value. */
  fatal: boolean;
  /** Problems found past the first maxFindings (not reported one by one). */
  omitted: number;
}

function pointerOf(path: (string | number)[], extra?: string | number): string {
  let p = '';
  for (const s of path) p += '/' + (typeof s === 'number' ? String(s) : escapeSegment(s));
  if (extra !== undefined) p += '/' + (typeof extra === 'number' ? String(extra) : escapeSegment(extra));
  return p;
}

function report(
  w: Walk,
  requirement: SerializationRequirement,
  message: string,
  start: number,
  end: number,
  extra?: string | number,
): void {
  w.fatal = true;
  if (w.diagnostics.length >= maxFindings) {
    w.omitted++;
    return;
  }
  const range = w.lines.range(start, Math.max(start, end));
  w.diagnostics.push(conformingError(message, pointerOf(w.path, extra), range, requirement));
}

/** The summary of the problems past the cap (spec 15.8: reported work stays bounded). */
function omittedSummary(omitted: number): Diagnostic[] {
  return omitted > 0 ? [furtherFindings(conformingRule, omitted, 'problems of the YAML text')] : [];
}

function aliasMessage(name: string): string {
  return `Alias '*${name}' is not allowed: the restricted YAML profile forbids aliases, which are never expanded (spec 15.3.5)`;
}

function nodeStart(node: YamlNode): number {
  return node.range?.[0] ?? 0;
}

function nodeEnd(node: YamlNode): number {
  return node.range?.[1] ?? nodeStart(node);
}

function checkProps(w: Walk, node: YamlNode, allowedTag: (tag: string) => boolean): boolean {
  let ok = true;
  // 15.3.5 forbids aliases only: an anchor carries no meaning in the data model, and one no alias uses is accepted.
  if (node.tag !== undefined && !allowedTag(node.tag)) {
    const shown = node.tag.startsWith(TAG) ? `!!${node.tag.slice(TAG.length)}` : node.tag;
    let at = w.text.lastIndexOf('!', nodeStart(node));
    while (at > 0 && w.text.charCodeAt(at - 1) > 32) at--;
    const start = at >= 0 && nodeStart(node) - at < 1024 ? at : nodeStart(node);
    report(
      w,
      req.tags,
      `Tag '${shown}' is not allowed: only the YAML JSON-schema tags are permitted, no custom, application or language tags (spec 15.3.4)`,
      start,
      nodeEnd(node),
    );
    ok = false;
  }
  return ok;
}

function convert(w: Walk, node: YamlNode | null, depth: number): unknown {
  if (node === null) return null;
  if (isAlias(node)) {
    report(w, req.aliases, aliasMessage(node.source), nodeStart(node), nodeEnd(node));
    return undefined;
  }
  if (isScalar(node)) {
    if (!checkProps(w, node, (t) => scalarTags.has(t))) return undefined;
    const source = typeof node.source === 'string' ? node.source : String(node.value);
    if (source.length > w.limits.maxScalarLength) {
      report(
        w,
        req.conforming,
        `Scalar of ${source.length} characters exceeds the scalar length limit (maxScalarLength ${w.limits.maxScalarLength})`,
        nodeStart(node),
        nodeEnd(node),
      );
      return undefined;
    }
    const r =
      node.tag !== undefined
        ? resolveTagged(node.tag, source)
        : node.type === 'PLAIN'
          ? resolvePlainScalar(source)
          : { value: source };
    if ('error' in r) {
      report(w, req.scalars, r.error, nodeStart(node), nodeEnd(node));
      return undefined;
    }
    return r.value;
  }
  if (depth >= w.limits.maxDepth) {
    report(
      w,
      req.conforming,
      `Nesting deeper than the depth limit (maxDepth ${w.limits.maxDepth})`,
      nodeStart(node),
      nodeStart(node) + 1,
    );
    return undefined;
  }
  if (isSeq(node)) {
    checkProps(w, node, (t) => t === `${TAG}seq`);
    const items = node.items as (YamlNode | null)[];
    if (items.length > w.limits.maxCollectionSize) {
      report(
        w,
        req.conforming,
        `Sequence with ${items.length} entries exceeds the collection size limit (maxCollectionSize ${w.limits.maxCollectionSize})`,
        nodeStart(node),
        nodeStart(node) + 1,
      );
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
      report(
        w,
        req.conforming,
        `Mapping with ${items.length} entries exceeds the collection size limit (maxCollectionSize ${w.limits.maxCollectionSize})`,
        nodeStart(node),
        nodeStart(node) + 1,
      );
      return undefined;
    }
    const out: Record<string, unknown> = {};
    const names: string[] = [];
    const seen = new Map<string, number>();
    for (const pair of items) {
      const keyNode = pair.key as YamlNode | null;
      const key = mappingKey(w, keyNode, pair.value as YamlNode | null);
      if (key === undefined) continue;
      const first = seen.get(key);
      if (first !== undefined) {
        const at = w.lines.position(first);
        const start = keyNode ? nodeStart(keyNode) : 0;
        report(
          w,
          req.duplicateKeys,
          `Duplicate mapping key '${clip(key)}' (first at line ${at.line}, column ${at.column}); the restricted YAML profile rejects duplicate keys (spec 15.3.2)`,
          start,
          keyNode ? nodeEnd(keyNode) : start,
          key,
        );
        continue;
      }
      seen.set(key, keyNode ? nodeStart(keyNode) : 0);
      w.path.push(key);
      setMember(out, key, convert(w, pair.value as YamlNode | null, depth + 1));
      names.push(key);
      w.path.pop();
    }
    keepOrder(out, names);
    return out;
  }
  report(w, req.conforming, 'Unsupported YAML node', nodeStart(node), nodeEnd(node));
  return undefined;
}

/** The string a mapping key resolves to, or undefined (reported) when it is not a string. */
function mappingKey(w: Walk, keyNode: YamlNode | null, valueNode: YamlNode | null): string | undefined {
  const emptyKey =
    keyNode !== null &&
    isScalar(keyNode) &&
    keyNode.type === 'PLAIN' &&
    keyNode.tag === undefined &&
    keyNode.source === '';
  if (keyNode === null || emptyKey) {
    const at = keyNode
      ? nodeStart(keyNode)
      : valueNode
        ? Math.max(0, w.text.lastIndexOf(':', nodeStart(valueNode)))
        : 0;
    report(
      w,
      req.stringKeys,
      'Mapping key is missing (resolves to null); every key must be a string (spec 15.3.1)',
      at,
      at + 1,
    );
    return undefined;
  }
  if (isAlias(keyNode)) {
    report(
      w,
      req.aliases,
      `Alias '*${keyNode.source}' is not allowed as a mapping key: the restricted YAML profile forbids aliases (spec 15.3.5)`,
      nodeStart(keyNode),
      nodeEnd(keyNode),
    );
    return undefined;
  }
  if (!isScalar(keyNode)) {
    report(
      w,
      req.stringKeys,
      `Complex mapping key (a ${isSeq(keyNode) ? 'sequence' : 'mapping'}) is not allowed; every key must be a string (spec 15.3.1)`,
      nodeStart(keyNode),
      nodeEnd(keyNode),
    );
    return undefined;
  }
  const resolved = convert(w, keyNode, 0);
  if (resolved === undefined) return undefined;
  if (typeof resolved !== 'string') {
    const kind = resolved === null ? 'null' : typeof resolved === 'boolean' ? 'boolean' : 'numeric';
    report(
      w,
      req.stringKeys,
      `Mapping key ${String(keyNode.source)} resolves to a ${kind} value; every key must be a string (quote it) (spec 15.3.1)`,
      nodeStart(keyNode),
      nodeEnd(keyNode),
    );
    return undefined;
  }
  return resolved;
}

// ---------------------------------------------------------------------------------------------

export function parseYaml(text: string, limits: ParseLimits): ParseResult {
  const lines = createLineIndex(text);
  const fast = readYamlFast(text, limits, lines);
  if (fast) return { format: 'yaml', value: fast.value, ok: true, diagnostics: [], sourceMap: fast.sourceMap };
  return parseYamlWithLibrary(text, limits, lines);
}

/**
 * The `yaml` library's path: every text the fast reader does not read (an error, a construct the profile rejects, an
 * unusual layout), with each problem's place and message.
 */
export function parseYamlWithLibrary(text: string, limits: ParseLimits, lines = createLineIndex(text)): ParseResult {
  let contents: YamlNode | null = null;
  const sourceMap = yamlSourceMap(() => contents, lines);
  const diagnostics: Diagnostic[] = [];
  const fail = (
    message: string,
    start: number,
    end: number,
    requirement: SerializationRequirement = req.conforming,
  ): ParseResult => {
    const range = lines.range(start, Math.max(start, end));
    diagnostics.push(conformingError(message, '', range, requirement));
    return { format: 'yaml', value: undefined, ok: false, diagnostics, sourceMap };
  };

  // YAML 1.2 (5.4) takes a lone CR as a line break, which the yaml library does not: give it LF instead (same offsets).
  const source = text.indexOf('\r') >= 0 ? text.replace(/\r(?!\n)/g, '\n') : text;
  const depth = scanYamlDepth(source, limits.maxDepth, limits.maxCollectionSize);
  if (depth.exceededAt !== undefined)
    return fail(
      `Nesting deeper than the depth limit (maxDepth ${limits.maxDepth})`,
      depth.exceededAt,
      depth.exceededAt + 1,
    );
  if (depth.tooMany) {
    // Rejected before the library lexes and composes the text: the cost stays that of the scan.
    const { start, at, kind } = depth.tooMany;
    return fail(
      `${kind === 'sequence' ? 'Sequence' : 'Mapping'} with more than ${limits.maxCollectionSize} entries exceeds the collection size limit (maxCollectionSize ${limits.maxCollectionSize}); the entry past the limit is at line ${lines.position(at).line}`,
      start,
      start + 1,
    );
  }
  if (depth.properties.count > maxFindings) {
    // More aliases than are reported one by one: the document is rejected from the scan's tokens, without
    // composing them (100,000 aliases took seconds to compose).
    for (const at of depth.properties.offsets.slice(0, maxFindings)) {
      let end = at + 1;
      while (end < text.length && !/[\s,[\]{}]/.test(text[end]!)) end++;
      const name = text.slice(at + 1, end);
      diagnostics.push(conformingError(aliasMessage(name), '', lines.range(at, end), req.aliases));
    }
    return {
      format: 'yaml',
      value: undefined,
      ok: false,
      diagnostics: [...diagnostics, ...omittedSummary(depth.properties.count - maxFindings)],
      sourceMap,
    };
  }
  const tokens = Array.from(new (yamlLibrary().Parser)().parse(source));
  if (depth.bound > limits.maxDepth) {
    const p = cstDepthProblem(tokens, limits.maxDepth);
    if (p) return fail(`Nesting deeper than the depth limit (maxDepth ${limits.maxDepth})`, p.offset, p.offset + 1);
  }

  const composer = new (yamlLibrary().Composer)({
    schema: 'failsafe',
    uniqueKeys: false,
    merge: false,
    resolveKnownTags: false,
    prettyErrors: false,
    strict: true,
    keepSourceTokens: false,
  });
  let docs: Document.Parsed[];
  try {
    docs = Array.from<Document.Parsed>(composer.compose(tokens, false, source.length));
  } catch (error) {
    if (error instanceof RangeError)
      return fail(`Nesting deeper than this parser can handle (maxDepth ${limits.maxDepth})`, 0, 0);
    throw error;
  }
  if (docs.length === 0)
    return fail(
      'The YAML stream contains no document; an MCP Description must be exactly one YAML document (spec 15.3)',
      0,
      0,
      req.singleDocument,
    );
  const doc = docs[0]!;
  let omitted = 0;
  // In plain words, at the token to change, one per line (a mistake often gives several library errors on one line).
  const errors = docs.flatMap((d) => d.errors).slice(0, maxFindings * 4);
  for (const problem of describeYamlErrors(
    source,
    lines,
    errors.map((e) => ({
      code: e.code,
      message: e.message.replace(/ at line \d+, column \d+:[\s\S]*$/, ''),
      pos: e.pos,
    })),
  )) {
    if (diagnostics.length >= maxFindings) {
      omitted++;
      continue;
    }
    diagnostics.push(
      conformingError(
        `${syntaxErrorPrefix}${problem.message}`,
        '',
        lines.range(problem.start, problem.end),
        req.conforming,
      ),
    );
  }
  if (docs.length > 1) {
    const second = docs[1]!;
    const start = second.range[0];
    let at = text.lastIndexOf('---', start + 3);
    if (at < 0 || at < (doc.range[1] ?? 0) - 3) at = start;
    const range = lines.range(at, at + 3);
    diagnostics.push(
      conformingError(
        `The YAML stream contains ${docs.length} documents; an MCP Description must be exactly one YAML document (spec 15.3)`,
        '',
        range,
        req.singleDocument,
      ),
    );
  }
  contents = doc.contents;
  if (diagnostics.length > 0)
    return {
      format: 'yaml',
      value: undefined,
      ok: false,
      diagnostics: [...diagnostics, ...omittedSummary(omitted)],
      sourceMap,
    };

  const w: Walk = { text, limits, lines, diagnostics, path: [], fatal: false, omitted: 0 };
  let value: unknown;
  try {
    value = convert(w, contents, 0);
  } catch (error) {
    if (error instanceof RangeError)
      return fail(`Nesting deeper than this parser can handle (maxDepth ${limits.maxDepth})`, 0, 0);
    throw error;
  }
  if (w.fatal)
    return {
      format: 'yaml',
      value: undefined,
      ok: false,
      diagnostics: [...diagnostics, ...omittedSummary(w.omitted)],
      sourceMap,
    };
  return { format: 'yaml', value, ok: true, diagnostics, sourceMap };
}
