// Limits guard for YAML (spec 15.8): the `yaml` composer recurses once per level, its CST parser slows down
// superlinearly on pathological nesting, and lexing, parsing and composing a large collection costs far more than
// JSON.parse of the same data, so a linear textual scan runs first and rejects what certainly exceeds the depth or
// collection size limits before the library sees the text.
import type { CST } from 'yaml';

export interface DepthScan {
  /** Offset where nesting certainly exceeds maxDepth (reject without parsing). */
  exceededAt?: number;
  /** Upper bound on the nesting depth; above maxDepth the CST is checked exactly. */
  bound: number;
  /** A collection with certainly more than maxCollectionSize entries: where it starts, and the entry that exceeds it. */
  tooMany?: { start: number; at: number; kind: 'sequence' | 'mapping' };
  /** Anchor and alias tokens (`&a`, `*a`, which the profile forbids): how many, and the offsets of the first ones. */
  properties: { count: number; offsets: number[] };
}

/** Offsets of anchor/alias tokens kept by the scan (enough for the diagnostics that are reported one by one). */
const keptProperties = 1001;

const SP = 32,
  TAB = 9,
  LF = 10,
  CR = 13;

function isBreakOrSpace(text: string, i: number): boolean {
  if (i >= text.length) return true;
  const c = text.charCodeAt(i);
  return c === SP || c === TAB || c === LF || c === CR;
}

// Whether the text being scanned contains a carriage return (lone CRs end lines too), and the
// offset of the next one at or after the last query (the scan only moves forward).
let scanHasCR = false;
let nextCR = -1;

/** End of the line containing i (the offset of its line break, or the text length). */
function endOfLine(text: string, i: number): number {
  const lf = text.indexOf('\n', i);
  const end = lf < 0 ? text.length : lf;
  if (scanHasCR) {
    if (nextCR < i) {
      nextCR = text.indexOf('\r', i);
      if (nextCR < 0) nextCR = text.length;
    }
    if (nextCR < end) return nextCR;
  }
  return end;
}

function nextLine(text: string, i: number): number {
  const e = endOfLine(text, i);
  if (e >= text.length) return text.length;
  return text.charCodeAt(e) === CR && text.charCodeAt(e + 1) === LF ? e + 2 : e + 1;
}

/** Offset after a quoted scalar starting at i (which may span lines). */
function skipQuoted(text: string, i: number): number {
  const q = text.charCodeAt(i);
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (q === 34 && c === 92) j++;
    else if (c === q) {
      if (q === 39 && text.charCodeAt(j + 1) === 39) j++;
      else return j + 1;
    }
  }
  return text.length;
}

/** Start of the first line after a block scalar whose header is at i, on a line indented by `indent`. */
function skipBlockScalar(text: string, i: number, indent: number): number {
  let line = nextLine(text, i);
  while (line < text.length) {
    let j = line;
    while (j < text.length && text.charCodeAt(j) === SP) j++;
    const blank = j >= text.length || text.charCodeAt(j) === LF || text.charCodeAt(j) === CR;
    if (!blank && j - line <= indent) return line;
    line = nextLine(text, line);
  }
  return text.length;
}

/**
 * One linear pass. Flow depth counts `[`/`{` only where a node can start (not inside plain or quoted
 * scalars, comments or block scalars), so it is exact for well-formed text. Block depth uses the chain
 * of increasing content columns (indentation and compact `- `, `? `, `: ` indicators): each open
 * column is a nesting level, and a block collection can share a column with its parent mapping only
 * once per level, hence the bound 2 * columns + flow.
 */
export function scanYamlDepth(text: string, maxDepth: number, maxCollectionSize = Infinity): DepthScan {
  const n = text.length;
  scanHasCR = text.indexOf('\r') >= 0;
  nextCR = -1;
  const columns: number[] = [];
  /** Text offset of the node at each open column. */
  const offsets: number[] = [];
  // Entries counted per open column: sibling lines starting there are entries of one block collection. A run of
  // `- ` lines is one sequence (a mapping's value may be a sequence at the mapping's own column); other lines are
  // mapping entries, except `: ` value lines. Counts are exact for well-formed text, never more than the entries.
  const seqRuns: number[] = [];
  const mapCounts: number[] = [];
  const seqStarts: number[] = [];
  const mapStarts: number[] = [];
  /** Separators seen at each open flow level, and where the level starts: n separators mean at least n entries. */
  const flowCommas: number[] = [];
  const flowStarts: number[] = [];
  const properties = { count: 0, offsets: [] as number[] };
  let maxColumns = 0;
  let flow = 0;
  let maxFlow = 0;
  let nodeStart = true;
  let plainOpen = false;
  let plainIndent = -1;
  let i = 0;
  lines: while (i < n) {
    const lineStart = i;
    let j = i;
    while (j < n && text.charCodeAt(j) === SP) j++;
    const indent = j - lineStart;
    if (flow === 0) {
      const c = text.charCodeAt(j);
      if (j >= n || c === LF || c === CR || c === 35 || (indent === 0 && c === 37)) {
        // Blank, comment or directive line.
        i = nextLine(text, j);
        continue;
      }
      if (plainOpen && indent > plainIndent) {
        // Continuation line of a multi-line plain scalar: not a node.
        i = nextLine(text, j);
        continue;
      }
      plainOpen = false;
      if (indent === 0 && (text.startsWith('---', j) || text.startsWith('...', j)) && isBreakOrSpace(text, j + 3)) {
        columns.length = 0;
        offsets.length = 0;
        seqRuns.length = 0;
        mapCounts.length = 0;
        seqStarts.length = 0;
        mapStarts.length = 0;
        j += 3;
        while (j < n && (text.charCodeAt(j) === SP || text.charCodeAt(j) === TAB)) j++;
      } else {
        let seq = 0;
        let map = 0;
        let seqStart = j;
        let mapStart = j;
        while (columns.length > 0 && columns[columns.length - 1]! >= indent) {
          if (columns[columns.length - 1] === indent) {
            seq = seqRuns[seqRuns.length - 1]!;
            map = mapCounts[mapCounts.length - 1]!;
            seqStart = seqStarts[seqStarts.length - 1]!;
            mapStart = mapStarts[mapStarts.length - 1]!;
          }
          columns.pop();
          offsets.pop();
          seqRuns.pop();
          mapCounts.pop();
          seqStarts.pop();
          mapStarts.pop();
        }
        const c = text.charCodeAt(j);
        if (c === 45 && isBreakOrSpace(text, j + 1)) {
          if (seq === 0) seqStart = j;
          seq++;
        } else {
          seq = 0;
          if (map === 0) mapStart = j;
          if (!(c === 58 && isBreakOrSpace(text, j + 1))) map++;
        }
        if (seq > maxCollectionSize)
          return { bound: columns.length + 1, tooMany: { start: seqStart, at: j, kind: 'sequence' }, properties };
        if (map > maxCollectionSize)
          return { bound: columns.length + 1, tooMany: { start: mapStart, at: j, kind: 'mapping' }, properties };
        columns.push(indent);
        offsets.push(j);
        seqRuns.push(seq);
        mapCounts.push(map);
        seqStarts.push(seqStart);
        mapStarts.push(mapStart);
      }
      for (;;) {
        const d = text.charCodeAt(j);
        if ((d === 45 || d === 63 || d === 58) && isBreakOrSpace(text, j + 1) && j < n) {
          // Every open column up to this indicator's is a collection: the one past maxDepth is too deep.
          if (columns.length > maxDepth) return { exceededAt: offsets[maxDepth]!, bound: columns.length, properties };
          j++;
          while (j < n && (text.charCodeAt(j) === SP || text.charCodeAt(j) === TAB)) j++;
          // An indicator alone on its line (`-` then a break or a comment): its node starts on a later line, which
          // opens its own column; counting one here too would count that level twice.
          const e = text.charCodeAt(j);
          if (j >= n || e === LF || e === CR || e === 35) break;
          columns.push(j - lineStart);
          offsets.push(j);
          seqRuns.push(text.charCodeAt(j) === 45 ? 1 : 0);
          mapCounts.push(text.charCodeAt(j) === 45 ? 0 : 1);
          seqStarts.push(j);
          mapStarts.push(j);
        } else break;
      }
      if (columns.length > maxColumns) {
        maxColumns = columns.length;
        // The innermost column may be a scalar; the others are collections.
        if (maxColumns > maxDepth + 1) return { exceededAt: offsets[maxDepth]!, bound: maxColumns, properties };
      }
      nodeStart = true;
      // A plain scalar on this line continues on lines indented beyond its innermost block node.
      plainIndent = columns.length > 0 ? columns[columns.length - 1]! : indent;
    }
    i = j;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === LF || c === CR) {
        if (flow === 0 && !nodeStart && plainOpen) {
          // The line ended inside a plain scalar: more-indented lines continue it.
        } else plainOpen = false;
        i = nextLine(text, i);
        continue lines;
      }
      if (c === SP || c === TAB) {
        i++;
        continue;
      }
      if (c === 35 && (i === 0 || isBreakOrSpace(text, i - 1))) {
        i = endOfLine(text, i);
        continue;
      }
      if (nodeStart) {
        if (c === 91 || c === 123) {
          flowCommas.push(0);
          flowStarts.push(i);
          flow++;
          if (flow > maxFlow) {
            maxFlow = flow;
            if (flow > maxDepth) return { exceededAt: i, bound: flow, properties };
          }
          i++;
          continue;
        }
        if (c === 34 || c === 39) {
          i = skipQuoted(text, i);
          nodeStart = false;
          plainOpen = false;
          continue;
        }
        if (flow === 0 && (c === 124 || c === 62)) {
          i = skipBlockScalar(text, i, indent);
          nodeStart = true;
          continue lines;
        }
        if ((c === 45 || c === 63 || c === 58) && isBreakOrSpace(text, i + 1)) {
          i++;
          continue;
        }
        if (c === 33 || c === 38 || c === 42) {
          // Tag, anchor or alias token; aliases are counted (15.3.5 forbids them; an anchor alone is allowed).
          if (c === 42 && properties.count++ < keptProperties) properties.offsets.push(i);
          while (
            i < n &&
            !isBreakOrSpace(text, i) &&
            !(flow > 0 && (text.charCodeAt(i) === 44 || text.charCodeAt(i) === 93 || text.charCodeAt(i) === 125))
          )
            i++;
          if (c === 42) nodeStart = false;
          continue;
        }
        if (flow > 0 && (c === 93 || c === 125)) {
          flowCommas.pop();
          flowStarts.pop();
          flow--;
          nodeStart = false;
          i++;
          continue;
        }
        if (flow > 0 && c === 44) {
          if (countComma(flowCommas, maxCollectionSize))
            return {
              bound: flow,
              tooMany: {
                start: flowStarts[flowStarts.length - 1]!,
                at: i,
                kind: text.charCodeAt(flowStarts[flowStarts.length - 1]!) === 91 ? 'sequence' : 'mapping',
              },
              properties,
            };
          i++;
          continue;
        }
        nodeStart = false;
        plainOpen = flow === 0;
        i++;
        continue;
      }
      if (flow > 0) {
        if (c === 44 && countComma(flowCommas, maxCollectionSize)) {
          return {
            bound: flow,
            tooMany: {
              start: flowStarts[flowStarts.length - 1]!,
              at: i,
              kind: text.charCodeAt(flowStarts[flowStarts.length - 1]!) === 91 ? 'sequence' : 'mapping',
            },
            properties,
          };
        }
        if (c === 44 || c === 58) nodeStart = true;
        else if (c === 93 || c === 125) {
          flowCommas.pop();
          flowStarts.pop();
          flow--;
        }
      } else if (c === 58 && isBreakOrSpace(text, i + 1)) {
        nodeStart = true;
        plainOpen = false;
      }
      i++;
    }
  }
  return { bound: 2 * maxColumns + 2 + maxFlow, properties };
}

/** Counts a separator at the innermost flow level; true when it proves more than `max` entries. */
function countComma(commas: number[], max: number): boolean {
  const top = commas.length - 1;
  if (top < 0) return false;
  return ++commas[top]! > max;
}

/** Exact nesting depth over the CST (iterative): the offset where maxDepth is first exceeded. */
export function cstDepthProblem(tokens: CST.Token[], maxDepth: number): { offset: number } | undefined {
  const stack: { token: CST.Token | undefined; depth: number }[] = tokens.map((token) => ({ token, depth: 0 }));
  while (stack.length > 0) {
    const { token, depth } = stack.pop()!;
    if (!token) continue;
    switch (token.type) {
      case 'document':
        stack.push({ token: token.value, depth });
        break;
      case 'block-map':
      case 'block-seq':
      case 'flow-collection': {
        const d = depth + 1;
        if (d > maxDepth) return { offset: token.offset };
        for (const item of token.items) {
          if ('key' in item && item.key) stack.push({ token: item.key, depth: d });
          if (item.value) stack.push({ token: item.value, depth: d });
        }
        break;
      }
      default:
        break;
    }
  }
  return undefined;
}
