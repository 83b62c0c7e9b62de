// JSON serialization (spec 15.2, RFC 8259). Fast path: JSON.parse, then one walk over the value
// (the census) that checks limits and finiteness and counts members, so that duplicate member names
// (which JSON.parse silently collapses) show up as a count mismatch. Only when something is off does
// the strict validator run to locate it; positions are computed only when a diagnostic asks.
import type { Diagnostic } from '../diagnostics.ts';
import { conformingError, serializationRequirements } from './conforming.ts';
import { jsonSourceMap, recordMemberOrder, scanLayout } from './json-map.ts';
import { validateJson, type Problem } from './json-validate.ts';
import type { ParseLimits } from './limits.ts';
import { createLineIndex } from '../lib/text-positions.ts';
import { emptySourceMap, type ParseResult } from './types.ts';
import { rememberNames } from '../lib/data-model.ts';

interface Census {
  /** Object members in the value. */
  members: number;
  /** ':' characters inside decoded member names and strings. */
  colons: number;
  /** A limit is exceeded or a number is not finite: let the validator find and locate it. */
  flagged: boolean;
  /** Every member name (complete unless flagged): the rules' namesInDocument, without a walk of their own. */
  names: Set<string>;
}

function colonsIn(s: string): number {
  let count = 0;
  for (let j = s.indexOf(':'); j >= 0; j = s.indexOf(':', j + 1)) count++;
  return count;
}

/** Walks a container (depth = its nesting level, the root being 1); stops early once flagged. */
function census(value: object, depth: number, limits: ParseLimits, acc: Census): void {
  if (depth > limits.maxDepth) {
    acc.flagged = true;
    return;
  }
  if (Array.isArray(value)) {
    if (value.length > limits.maxCollectionSize) acc.flagged = true;
    for (let i = 0; i < value.length && !acc.flagged; i++) visit(value[i], depth, limits, acc);
    return;
  }
  let entries = 0;
  const obj = value as Record<string, unknown>;
  for (const key in obj) {
    entries++;
    // Member names are bounded like strings (15.8).
    if (key.length > limits.maxScalarLength) {
      acc.flagged = true;
      return;
    }
    acc.names.add(key);
    if (key.length > 0 && key.indexOf(':') >= 0) acc.colons += colonsIn(key);
    visit(obj[key], depth, limits, acc);
    if (acc.flagged) return;
  }
  acc.members += entries;
  if (entries > limits.maxCollectionSize) acc.flagged = true;
}

function visit(v: unknown, depth: number, limits: ParseLimits, acc: Census): void {
  if (typeof v === 'string') {
    if (v.length > limits.maxScalarLength) acc.flagged = true;
    else if (v.indexOf(':') >= 0) acc.colons += colonsIn(v);
  } else if (typeof v === 'number') {
    if (!Number.isFinite(v)) acc.flagged = true;
  } else if (typeof v === 'object' && v !== null) census(v, depth + 1, limits, acc);
}

export function parseJson(source: string, limits: ParseLimits): ParseResult {
  // A leading byte order mark is ignored (RFC 8259 section 8.1); a space keeps offsets stable.
  const text = source.charCodeAt(0) === 0xfeff ? ' ' + source.slice(1) : source;
  const fail = (p: Problem, mapped: boolean): ParseResult => {
    const range = createLineIndex(text).range(p.offset, Math.max(p.end, p.offset));
    const diagnostic: Diagnostic = conformingError(
      p.message,
      p.path ?? '',
      range,
      p.limit ? serializationRequirements.conforming : serializationRequirements.json,
    );
    return {
      format: 'json',
      value: undefined,
      ok: false,
      diagnostics: [diagnostic],
      sourceMap: mapped ? jsonSourceMap(text) : emptySourceMap,
    };
  };

  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // Syntax errors, and engines whose JSON.parse recurses and overflows on deep nesting.
    const problem = validateJson(text, limits);
    return fail(problem ?? { offset: 0, end: 0, message: `Invalid JSON: ${(error as Error).message}` }, false);
  }
  const acc: Census = { members: 0, colons: 0, flagged: false, names: new Set() };
  if (typeof value === 'object' && value !== null) census(value, 1, limits, acc);
  else visit(value, 0, limits, acc);
  if (acc.flagged || colonsIn(text) !== acc.members + acc.colons || text.indexOf('\\u003') >= 0) {
    // Something to report, or a member count that could hide a duplicate name (':' written as an
    // escape cannot be counted in the text, so any \u003x escape takes this careful path too).
    const problem = validateJson(text, limits);
    if (problem) return fail(problem, true);
  }
  if (!acc.flagged && typeof value === 'object' && value !== null) rememberNames(value, acc.names);
  // JSON.parse puts integer-like member names first; their source order is recorded from the text (member-order.ts).
  if (integerLikeName.test(text)) {
    const layout = scanLayout(text);
    recordMemberOrder(layout, text, value);
    return { format: 'json', value, ok: true, diagnostics: [], sourceMap: jsonSourceMap(text, layout) };
  }
  return { format: 'json', value, ok: true, diagnostics: [], sourceMap: jsonSourceMap(text) };
}

/** A member name made of digits (possibly written as \u003X escapes): JavaScript may reorder it. */
const integerLikeName = /"(?:[0-9]|\\u003[0-9])+"\s*:/;
