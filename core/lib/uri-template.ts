// RFC 6570 URI Templates (levels 1-4), as Resource Templates use them (spec 10.2.1, 10.4.3, 10.4.6): parsing,
// the variables a template names, expansion, and whether a concrete URI is one of a template's expansions.

export type Operator = '' | '+' | '#' | '.' | '/' | ';' | '?' | '&';

export interface VarSpec {
  /** The variable name as written (operators and modifiers are not part of it, 10.4.6). */
  name: string;
  explode: boolean;
  /** Prefix modifier `:n` (1-9999), when present. */
  prefix?: number;
}

export type TemplatePart =
  { kind: 'literal'; text: string } | { kind: 'expression'; operator: Operator; variables: VarSpec[]; offset: number };

export interface TemplateError {
  /** 0-based offset into the template where the problem starts. */
  offset: number;
  message: string;
}

export type ParsedTemplate = { ok: true; parts: TemplatePart[] } | { ok: false; error: TemplateError };

/** RFC 6570 3.2.1 table: how each operator expands. */
interface OperatorRule {
  first: string;
  sep: string;
  named: boolean;
  ifEmpty: string;
  /** Whether reserved characters (and existing pct-encodings) pass through unencoded. */
  reserved: boolean;
}

const operatorRules: Record<Operator, OperatorRule> = {
  '': { first: '', sep: ',', named: false, ifEmpty: '', reserved: false },
  '+': { first: '', sep: ',', named: false, ifEmpty: '', reserved: true },
  '#': { first: '#', sep: ',', named: false, ifEmpty: '', reserved: true },
  '.': { first: '.', sep: '.', named: false, ifEmpty: '', reserved: false },
  '/': { first: '/', sep: '/', named: false, ifEmpty: '', reserved: false },
  ';': { first: ';', sep: ';', named: true, ifEmpty: '', reserved: false },
  '?': { first: '?', sep: '&', named: true, ifEmpty: '=', reserved: false },
  '&': { first: '&', sep: '&', named: true, ifEmpty: '=', reserved: false },
};

const reservedOperators = '=,!@|';
const unreserved = /[A-Za-z0-9\-._~]/;
const reservedChar = /[:/?#[\]@!$&'()*+,;=]/;
const hex = /[0-9A-Fa-f]/;
/** RFC 6570 2.1 `literals`, less pct-encoded (handled apart): any char but CTL, SP, " ' % < > \ ^ ` { | }. */
const literalChar =
  /[!#$&(-;=?-[\]_a-z~\u00A0-\uD7FF\uE000-\uFDCF\uFDF0-\uFFEF\u{10000}-\u{1FFFD}\u{20000}-\u{2FFFD}\u{30000}-\u{3FFFD}\u{40000}-\u{4FFFD}\u{50000}-\u{5FFFD}\u{60000}-\u{6FFFD}\u{70000}-\u{7FFFD}\u{80000}-\u{8FFFD}\u{90000}-\u{9FFFD}\u{A0000}-\u{AFFFD}\u{B0000}-\u{BFFFD}\u{C0000}-\u{CFFFD}\u{D0000}-\u{DFFFD}\u{E1000}-\u{EFFFD}\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/u;
const varname = /^(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})(?:\.?(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2}))*$/;

function isPctEncoded(text: string, at: number): boolean {
  return text[at] === '%' && hex.test(text[at + 1] ?? '') && hex.test(text[at + 2] ?? '');
}

/** Parse a template; the first syntax error ends parsing. */
export function parseTemplate(template: string): ParsedTemplate {
  const parts: TemplatePart[] = [];
  let literal = '';
  let i = 0;
  const fail = (offset: number, message: string): ParsedTemplate => ({ ok: false, error: { offset, message } });
  while (i < template.length) {
    const char = template[i]!;
    if (char === '{') {
      const close = template.indexOf('}', i + 1);
      if (close < 0) return fail(i, 'the expression opened here is not closed with "}"');
      const open = template.indexOf('{', i + 1);
      if (open >= 0 && open < close) return fail(open, '"{" inside an expression');
      if (literal !== '') parts.push({ kind: 'literal', text: literal });
      literal = '';
      const parsed = parseExpression(template.slice(i + 1, close), i);
      if ('message' in parsed) return { ok: false, error: parsed };
      parts.push(parsed);
      i = close + 1;
      continue;
    }
    if (char === '}') return fail(i, '"}" without an opening "{"');
    if (char === '%') {
      if (!isPctEncoded(template, i)) return fail(i, '"%" that does not start a percent-encoding');
      literal += template.slice(i, i + 3);
      i += 3;
      continue;
    }
    const codePoint = String.fromCodePoint(template.codePointAt(i)!);
    if (!literalChar.test(codePoint))
      return fail(i, `the character ${JSON.stringify(codePoint)} is not allowed in a template literal`);
    literal += codePoint;
    i += codePoint.length;
  }
  if (literal !== '') parts.push({ kind: 'literal', text: literal });
  return { ok: true, parts };
}

function parseExpression(body: string, offset: number): TemplatePart | TemplateError {
  let list = body;
  let operator: Operator = '';
  const first = body[0] ?? '';
  if (reservedOperators.includes(first) && first !== '') {
    return {
      offset: offset + 1,
      message: `the operator "${first}" is reserved for future extensions and cannot be expanded`,
    };
  }
  if (first !== '' && first in operatorRules) {
    operator = first as Operator;
    list = body.slice(1);
  }
  const variables: VarSpec[] = [];
  let at = offset + 1 + (operator === '' ? 0 : 1);
  for (const spec of list.split(',')) {
    const match = /^(.*?)(?::([0-9]*)|(\*))?$/.exec(spec)!;
    const name = match[1]!;
    if (!varname.test(name)) {
      return {
        offset: at,
        message:
          name === ''
            ? 'an empty variable name'
            : `the variable name ${JSON.stringify(name)} is not an RFC 6570 varname`,
      };
    }
    const variable: VarSpec = { name, explode: match[3] === '*' };
    if (match[2] !== undefined) {
      if (!/^[1-9][0-9]{0,3}$/.test(match[2]))
        return { offset: at + name.length, message: 'a prefix length must be an integer from 1 to 9999' };
      variable.prefix = Number(match[2]);
    }
    variables.push(variable);
    at += spec.length + 1;
  }
  return { kind: 'expression', operator, variables, offset };
}

/** Every variable name the template's expressions identify, in order of first appearance. */
export function templateVariables(parts: readonly TemplatePart[]): string[] {
  const names: string[] = [];
  for (const part of parts) {
    if (part.kind !== 'expression') continue;
    for (const { name } of part.variables) if (!names.includes(name)) names.push(name);
  }
  return names;
}

// ---------------------------------------------------------------------------------------------------------------
// Expansion (RFC 6570 3.2)

/** UTF-8 bytes of one code point. */
function utf8Bytes(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f)];
  if (codePoint < 0x10000)
    return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
  return [
    0xf0 | (codePoint >> 18),
    0x80 | ((codePoint >> 12) & 0x3f),
    0x80 | ((codePoint >> 6) & 0x3f),
    0x80 | (codePoint & 0x3f),
  ];
}

function utf8PercentEncode(char: string): string {
  return utf8Bytes(char.codePointAt(0)!)
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
}

/** Encode a value: unreserved characters pass; with `reserved`, so do reserved characters and pct-encodings. */
function encode(value: string, reserved: boolean): string {
  let out = '';
  for (let i = 0; i < value.length;) {
    if (reserved && isPctEncoded(value, i)) {
      out += value.slice(i, i + 3);
      i += 3;
      continue;
    }
    const char = String.fromCodePoint(value.codePointAt(i)!);
    out += unreserved.test(char) || (reserved && reservedChar.test(char)) ? char : utf8PercentEncode(char);
    i += char.length;
  }
  return out;
}

function encodeLiteral(text: string): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    if (isPctEncoded(text, i)) {
      out += text.slice(i, i + 3);
      i += 3;
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(i)!);
    out += unreserved.test(char) || reservedChar.test(char) ? char : utf8PercentEncode(char);
    i += char.length;
  }
  return out;
}

type Scalar = string | number | boolean;
function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** Expand parsed template parts with variable values (strings, numbers, lists, or string-valued objects). */
export function expandTemplate(
  parts: readonly TemplatePart[],
  values: Record<string, unknown>,
): { ok: true; uri: string } | { ok: false; message: string } {
  let uri = '';
  for (const part of parts) {
    if (part.kind === 'literal') {
      uri += encodeLiteral(part.text);
      continue;
    }
    const rule = operatorRules[part.operator];
    const items: string[] = [];
    for (const spec of part.variables) {
      const value = Object.hasOwn(values, spec.name) ? values[spec.name] : undefined;
      const expanded = expandVariable(spec, value, rule);
      if (typeof expanded === 'object') return { ok: false, message: expanded.message };
      if (expanded !== undefined) items.push(expanded);
    }
    if (items.length > 0) uri += rule.first + items.join(rule.sep);
  }
  return { ok: true, uri };
}

function expandVariable(spec: VarSpec, value: unknown, rule: OperatorRule): string | undefined | { message: string } {
  if (value === undefined || value === null) return undefined;
  const enc = (text: string) => encode(text, rule.reserved);
  const named = (name: string, text: string) =>
    rule.named ? (text === '' ? name + rule.ifEmpty : `${name}=${text}`) : text;
  if (isScalar(value)) {
    let text = String(value);
    if (spec.prefix !== undefined) text = Array.from(text).slice(0, spec.prefix).join('');
    return named(spec.name, enc(text));
  }
  let pairs: [string | undefined, string][];
  if (Array.isArray(value)) {
    pairs = value.filter((item) => item !== undefined && item !== null).map((item) => [undefined, String(item)]);
  } else if (typeof value === 'object') {
    pairs = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined && item !== null)
      .map(([key, item]) => [key, String(item)]);
  } else {
    return { message: `the value of "${spec.name}" cannot be expanded` };
  }
  if (spec.prefix !== undefined)
    return { message: `the prefix modifier does not apply to the composite value of "${spec.name}"` };
  if (pairs.length === 0) return undefined;
  if (!spec.explode) {
    const joined = pairs.flatMap(([key, item]) => (key === undefined ? [enc(item)] : [enc(key), enc(item)])).join(',');
    return named(spec.name, joined);
  }
  return pairs
    .map(([key, item]) => {
      if (key === undefined) return named(spec.name, enc(item));
      return rule.named ? named(enc(key), enc(item)) : `${enc(key)}=${enc(item)}`;
    })
    .join(rule.sep);
}

// ---------------------------------------------------------------------------------------------------------------
// Matching: is `uri` an expansion of the template for some variable values? (10.4.3)
//
// The template is compiled to a small nondeterministic automaton over the URI's characters and simulated with state
// sets, so the work is bounded by (template size x URI length) whatever the input. A prefix modifier (`:n`, RFC 6570
// 2.4.1) bounds its value to n characters (a pct-encoded UTF-8 character counts as one). The match is slightly
// permissive: the number of list items is not enforced.

type CharTest = (code: number) => boolean;
interface Automaton {
  edges: [CharTest, number][][];
  epsilon: number[][];
}

const isUnreservedCode: CharTest = (c) =>
  (c >= 0x30 && c <= 0x39) ||
  (c >= 0x41 && c <= 0x5a) ||
  (c >= 0x61 && c <= 0x7a) ||
  c === 0x2d ||
  c === 0x2e ||
  c === 0x5f ||
  c === 0x7e;
const isReservedCode: CharTest = (c) => c < 0x80 && reservedChar.test(String.fromCharCode(c));
const isHexCode: CharTest = (c) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const codeIs =
  (code: number): CharTest =>
  (c) =>
    c === code;

function automaton(): Automaton & {
  state(): number;
  edge(from: number, test: CharTest, to: number): void;
  link(from: number, to: number): void;
} {
  const edges: [CharTest, number][][] = [];
  const epsilon: number[][] = [];
  return {
    edges,
    epsilon,
    state() {
      edges.push([]);
      epsilon.push([]);
      return edges.length - 1;
    },
    edge(from, test, to) {
      edges[from]!.push([test, to]);
    },
    link(from, to) {
      epsilon[from]!.push(to);
    },
  };
}
type Builder = ReturnType<typeof automaton>;

/** Exact characters; a hex digit after "%" matches either case. */
function exact(b: Builder, from: number, text: string): number {
  let current = from;
  for (let i = 0; i < text.length; i++) {
    const next = b.state();
    const code = text.charCodeAt(i);
    const afterPercent = (text[i - 1] === '%' || text[i - 2] === '%') && isHexCode(code);
    b.edge(
      current,
      afterPercent
        ? (c) => c === code || (isHexCode(c) && String.fromCharCode(c).toLowerCase() === text[i]!.toLowerCase())
        : codeIs(code),
      next,
    );
    current = next;
  }
  return current;
}

/** Zero or more (`min` 0) or one or more (`min` 1) characters of `allowed` or pct-encoded triplets. */
function run(b: Builder, from: number, allowed: CharTest, min: 0 | 1): number {
  const loop = b.state();
  const p1 = b.state();
  const p2 = b.state();
  b.edge(loop, allowed, loop);
  b.edge(loop, codeIs(0x25), p1);
  b.edge(p1, isHexCode, p2);
  b.edge(p2, isHexCode, loop);
  if (min === 0) {
    b.link(from, loop);
    return loop;
  }
  const end = b.state();
  b.edge(from, allowed, loop);
  b.edge(from, codeIs(0x25), p1);
  // `loop` is reached only after at least one unit; `end` is the exit.
  b.link(loop, end);
  return end;
}

const isContinuationHex: CharTest = (c) =>
  (c >= 0x38 && c <= 0x39) || c === 0x41 || c === 0x42 || c === 0x61 || c === 0x62;

/** One character of `allowed`, or one pct-encoded character (a lead triplet and its UTF-8 continuation triplets). */
function unit(b: Builder, from: number, allowed: CharTest): number {
  const next = b.state();
  b.edge(from, allowed, next);
  const p1 = b.state();
  const p2 = b.state();
  b.edge(from, codeIs(0x25), p1);
  b.edge(p1, isHexCode, p2);
  b.edge(p2, isHexCode, next);
  const c1 = b.state();
  const c2 = b.state();
  const c3 = b.state();
  b.edge(next, codeIs(0x25), c1);
  b.edge(c1, isContinuationHex, c2);
  b.edge(c2, isHexCode, c3);
  b.link(c3, next);
  return next;
}

/** At most `max` characters (RFC 6570 2.4.1 prefix), each one {@link unit}. */
function bounded(b: Builder, from: number, allowed: CharTest, max: number): number {
  const end = b.state();
  b.link(from, end);
  let current = from;
  for (let i = 0; i < max; i++) {
    current = unit(b, current, allowed);
    b.link(current, end);
  }
  return end;
}

/** Variables in template order, each optional: the first one present follows `first`, later ones follow `sep`. */
function compileItems(
  b: Builder,
  from: number,
  end: number,
  variables: readonly VarSpec[],
  first: string,
  sep: string,
  contribution: (start: number, spec: VarSpec) => number,
): void {
  let none = from;
  let some: number | undefined;
  for (const spec of variables) {
    const nextNone = b.state();
    const nextSome = b.state();
    b.link(none, nextNone);
    b.link(contribution(exact(b, none, first), spec), nextSome);
    if (some !== undefined) {
      b.link(some, nextSome);
      b.link(contribution(exact(b, some, sep), spec), nextSome);
    }
    none = nextNone;
    some = nextSome;
  }
  b.link(none, end);
  if (some !== undefined) b.link(some, end);
}

function compileExpression(b: Builder, from: number, part: Extract<TemplatePart, { kind: 'expression' }>): number {
  const rule = operatorRules[part.operator];
  const base: CharTest = rule.reserved ? (c) => isUnreservedCode(c) || isReservedCode(c) : isUnreservedCode;
  const end = b.state();
  if (!rule.named && part.variables.some((v) => v.prefix !== undefined)) {
    // Anonymous items one by one, so that a prefixed value is bounded (it is a string: no list commas or explode).
    const sep = rule.sep.charCodeAt(0);
    const exploded = part.variables.some((v) => v.explode);
    const free: CharTest = (c) => base(c) || c === 0x2c || c === sep || (exploded && c === 0x3d);
    compileItems(b, from, end, part.variables, rule.first, rule.sep, (start, spec) =>
      spec.prefix !== undefined ? bounded(b, start, base, spec.prefix) : run(b, start, free, 0),
    );
    return end;
  }
  if (!rule.named) {
    // Anonymous items: a run of value characters, list commas, the separator and (for exploded maps) "=".
    const sep = rule.sep.charCodeAt(0);
    const exploded = part.variables.some((v) => v.explode);
    const allowed: CharTest = (c) => base(c) || c === 0x2c || c === sep || (exploded && c === 0x3d);
    const afterFirst = rule.first === '' ? from : exact(b, from, rule.first);
    b.link(run(b, afterFirst, allowed, 0), end);
    if (rule.first !== '') b.link(from, end);
    return end;
  }
  // Named items in template order, each optional: the first one present follows `first`, later ones follow `sep`.
  const valueChars: CharTest = (c) => base(c) || c === 0x2c;
  const value = (start: number, spec: VarSpec, min: 0 | 1): number => {
    if (spec.prefix === undefined) return run(b, start, valueChars, min);
    return min === 0 ? bounded(b, start, base, spec.prefix) : bounded(b, unit(b, start, base), base, spec.prefix - 1);
  };
  const item = (start: number, spec: VarSpec): number => {
    const afterName = spec.explode ? run(b, start, base, 1) : exact(b, start, spec.name);
    if (rule.ifEmpty === '=') return value(exact(b, afterName, '='), spec, 0);
    const withValue = value(exact(b, afterName, '='), spec, 1);
    const done = b.state();
    b.link(afterName, done);
    b.link(withValue, done);
    return done;
  };
  const contribution = (start: number, spec: VarSpec): number => {
    const first = item(start, spec);
    if (!spec.explode) return first;
    // Exploded values repeat: item (sep item)*.
    b.link(item(exact(b, first, rule.sep), spec), first);
    return first;
  };
  compileItems(b, from, end, part.variables, rule.first, rule.sep, contribution);
  return end;
}

/** Work bound for matching (automaton states x URI characters). */
export const matchWorkLimit = 20_000_000;

/**
 * Whether `uri` is an expansion of the parsed template for some variable values; 'too-large' when matching would
 * exceed `matchWorkLimit`.
 */
export function matchesTemplate(parts: readonly TemplatePart[], uri: string): boolean | 'too-large' {
  const b = automaton();
  const start = b.state();
  let current = start;
  for (const part of parts) {
    current =
      part.kind === 'literal' ? exact(b, current, encodeLiteral(part.text)) : compileExpression(b, current, part);
  }
  const accept = current;
  const size = b.edges.length;
  if (size * (uri.length + 1) > matchWorkLimit) return 'too-large';

  const mark = new Uint32Array(size);
  let generation = 0;
  const close = (states: number[]): number[] => {
    generation++;
    const out: number[] = [];
    const stack = [...states];
    while (stack.length > 0) {
      const s = stack.pop()!;
      if (mark[s] === generation) continue;
      mark[s] = generation;
      out.push(s);
      for (const t of b.epsilon[s]!) if (mark[t] !== generation) stack.push(t);
    }
    return out;
  };
  let active = close([start]);
  for (let i = 0; i < uri.length && active.length > 0; i++) {
    const code = uri.charCodeAt(i);
    const next: number[] = [];
    for (const s of active) for (const [test, to] of b.edges[s]!) if (test(code)) next.push(to);
    active = close(next);
  }
  if (!active.includes(accept)) return false;
  // The automaton lets each occurrence of a variable take its own value; a variable named twice needs one value.
  return namesVariableTwice(parts) ? matchesWithOneValuePerVariable(parts, uri) : true;
}

// ---------------------------------------------------------------------------------------------------------------
// One value per variable (RFC 6570 2.3: "a variable ... has one value" in an expansion). When a template names a
// variable more than once (`/{id}/{id}`, `{id:3}/{id}`, `{/list*}{?list}`), every occurrence expands the same value:
// a search over the ways the URI splits into the template's items, bounded by a step budget, keeps the splits whose
// occurrences agree. An occurrence is compared by its decoded value (a list or map by its items joined with ",", so
// the exploded and joined forms of one value agree); a prefix occurrence (`:n`) by the first n characters.

function namesVariableTwice(parts: readonly TemplatePart[]): boolean {
  const seen = new Set<string>();
  for (const part of parts) {
    if (part.kind !== 'expression') continue;
    for (const { name } of part.variables) {
      if (seen.has(name)) return true;
      seen.add(name);
    }
  }
  return false;
}

/** What one occurrence says about its variable's value: undefined, or its decoded value (a prefix of it for `:n`). */
interface Occurrence {
  name: string;
  value: string | undefined;
  prefix?: number;
  /**
   * The text a reserved expansion (`+`, `#`) shows, hex digits upper-cased: it passes pct-encodings through, so "%41"
   * there is the value "%41" or "A"; the text is what is certain.
   */
  raw?: string;
}

/** Work of the search (candidates tried and characters read for them) before it gives up ('too-large'). */
export const oneValueWorkLimit = 50_000;

class TooLarge extends Error {}

function matchesWithOneValuePerVariable(parts: readonly TemplatePart[], uri: string): boolean | 'too-large' {
  let work = 0;
  const step = (cost = 1) => {
    work += cost;
    if (work > oneValueWorkLimit) throw new TooLarge();
  };
  // Only the variables named more than once are compared; the others just take their share of the URI.
  const counts = new Map<string, number>();
  for (const part of parts)
    if (part.kind === 'expression')
      for (const { name } of part.variables) counts.set(name, (counts.get(name) ?? 0) + 1);
  const repeated = new Set([...counts].filter(([, count]) => count > 1).map(([name]) => name));
  // What is left to match depends only on where it starts and on the occurrences read so far: each is tried once.
  const failed = new Set<string>();
  const search = (index: number, pos: number, found: readonly Occurrence[]): boolean => {
    step();
    if (index === parts.length) return pos === uri.length;
    const key = `${index}\u0000${pos}\u0000${JSON.stringify(found.map((o) => [o.value ?? null, o.prefix ?? 0, o.raw ?? null]))}`;
    step(key.length);
    if (failed.has(key)) return false;
    const part = parts[index]!;
    let matched = false;
    if (part.kind === 'literal') {
      const end = literalAt(uri, pos, encodeLiteral(part.text));
      matched = end !== undefined && search(index + 1, end, found);
    } else {
      for (const { end, occurrences } of expressionParses(part, uri, pos, found, repeated, step)) {
        if (search(index + 1, end, [...found, ...occurrences])) {
          matched = true;
          break;
        }
      }
    }
    if (!matched) failed.add(key);
    return matched;
  };
  try {
    return search(0, 0, []);
  } catch (error) {
    if (error instanceof TooLarge) return 'too-large';
    throw error;
  }
}

/** Whether the occurrences of one variable can come from one value. */
function agrees(occurrences: readonly Occurrence[]): boolean {
  const defined = occurrences.filter((o) => o.value !== undefined);
  if (defined.length === 0) return true;
  if (defined.length !== occurrences.length) return false;
  const whole = defined.filter((o) => o.prefix === undefined);
  const exact = whole.filter((o) => o.raw === undefined);
  const reserved = whole.filter((o) => o.raw !== undefined);
  if (exact.some((o) => o.value !== exact[0]!.value)) return false;
  if (exact.length > 0) {
    const shown = upperHex(encode(exact[0]!.value!, true));
    if (reserved.some((o) => o.value !== exact[0]!.value && o.raw !== shown)) return false;
  } else if (reserved.some((o) => o.value !== reserved[0]!.value) && reserved.some((o) => o.raw !== reserved[0]!.raw))
    return false;
  // A prefix occurrence shows the first n characters of the value (all of a shorter one).
  const longest = whole[0] ?? [...defined].sort((a, b) => b.prefix! - a.prefix!)[0]!;
  const characters = Array.from(longest.value!);
  return defined.every((o) => o.prefix === undefined || characters.slice(0, o.prefix).join('') === o.value);
}

/** The end of `literal` (an encoded template literal) at `pos` of `uri`, pct-encoding hex digits in either case. */
function literalAt(uri: string, pos: number, literal: string): number | undefined {
  if (pos + literal.length > uri.length) return undefined;
  for (let i = 0; i < literal.length; i++) {
    const a = literal[i]!;
    const b = uri[pos + i]!;
    const afterPercent = literal[i - 1] === '%' || literal[i - 2] === '%';
    if (a !== b && !(afterPercent && a.toLowerCase() === b.toLowerCase())) return undefined;
  }
  return pos + literal.length;
}

function upperHex(text: string): string {
  return text.replace(/%[0-9a-f]{2}/gi, (triplet) => triplet.toUpperCase());
}

/** A value as the URI shows it, decoded (an invalid UTF-8 pct-encoding is kept, with its hex digits upper-cased). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return upperHex(text);
  }
}

/** The ends of the runs of `allowed` characters or pct-encoded triplets at `pos`, longest first; at least `min` units. */
function runEnds(uri: string, pos: number, allowed: (char: string) => boolean, min: 0 | 1, step: Step): number[] {
  const ends = min === 0 ? [pos] : [];
  let at = pos;
  // UTF-8 continuation bytes still due: a value holds whole characters, so no value ends inside one.
  let due = 0;
  while (at < uri.length) {
    if (isPctEncoded(uri, at)) {
      const byte = parseInt(uri.slice(at + 1, at + 3), 16);
      due = byte >= 0xf0 ? 3 : byte >= 0xe0 ? 2 : byte >= 0xc0 ? 1 : byte >= 0x80 ? due - 1 : 0;
      at += 3;
    } else if (allowed(uri[at]!)) {
      due = 0;
      at += 1;
    } else break;
    if (due <= 0) ends.push(at);
  }
  step(at - pos + 1);
  return ends.reverse();
}

interface Parse {
  end: number;
  occurrences: Occurrence[];
}

type Step = (cost?: number) => void;

/**
 * Every way the expression can expand to a prefix of `uri` from `pos` that agrees with the occurrences `found` before
 * it: where it ends and what each variable is.
 */
function* expressionParses(
  part: Extract<TemplatePart, { kind: 'expression' }>,
  uri: string,
  pos: number,
  found: readonly Occurrence[],
  repeated: ReadonlySet<string>,
  step: Step,
): Generator<Parse> {
  const rule = operatorRules[part.operator];
  // Each occurrence is checked against the earlier ones of its variable as soon as it is read.
  const fits = (occurrence: Occurrence, earlier: readonly Occurrence[]) => {
    const same = [...earlier.filter((o) => o.name === occurrence.name), occurrence];
    step(earlier.length + same.reduce((sum, o) => sum + (o.value?.length ?? 0) + (o.raw?.length ?? 0), 0));
    return agrees(same);
  };
  const undefinedAll = part.variables
    .filter((spec) => repeated.has(spec.name))
    .map((spec): Occurrence => ({ name: spec.name, value: undefined }));
  // No variable defined: the expression expands to nothing.
  if (undefinedAll.every((o, i) => fits(o, [...found, ...undefinedAll.slice(0, i)])))
    yield { end: pos, occurrences: undefinedAll };
  const start = literalAt(uri, pos, rule.first);
  if (start === undefined) return;
  function* items(index: number, at: number, some: boolean, read: readonly Occurrence[]): Generator<Parse> {
    step();
    if (index === part.variables.length) {
      if (some) yield { end: at, occurrences: [] };
      return;
    }
    const spec = part.variables[index]!;
    const compared = repeated.has(spec.name);
    const earlier = [...found, ...read];
    // This variable undefined (omitted), then the others.
    const omitted: Occurrence = { name: spec.name, value: undefined };
    if (!compared) yield* items(index + 1, at, some, read);
    else if (fits(omitted, earlier))
      for (const rest of items(index + 1, at, some, [...read, omitted]))
        yield { end: rest.end, occurrences: [omitted, ...rest.occurrences] };
    // This variable defined: after the separator unless it is the first item.
    const from = some ? literalAt(uri, at, rule.sep) : at;
    if (from === undefined) return;
    const ends = new Set<number>();
    for (const item of itemParses(spec, rule, uri, from, compared, step)) {
      if (!compared) {
        // Only where a variable compared with nothing ends matters.
        if (ends.has(item.end)) continue;
        ends.add(item.end);
        yield* items(index + 1, item.end, true, read);
        continue;
      }
      const occurrence: Occurrence = {
        name: spec.name,
        value: item.value,
        ...(spec.prefix !== undefined ? { prefix: spec.prefix } : {}),
        ...(item.raw !== undefined ? { raw: item.raw } : {}),
      };
      if (!fits(occurrence, earlier)) continue;
      for (const rest of items(index + 1, item.end, true, [...read, occurrence]))
        yield { end: rest.end, occurrences: [occurrence, ...rest.occurrences] };
    }
  }
  yield* items(0, start, false, []);
}

/** Every way one variable's item(s) can expand to a prefix of `uri` from `pos` (RFC 6570 3.2.1), with the decoded value. */
function* itemParses(
  spec: VarSpec,
  rule: OperatorRule,
  uri: string,
  pos: number,
  compared: boolean,
  step: Step,
): Generator<{ end: number; value: string; raw?: string }> {
  // Reserved expansions are unnamed: their text from `pos` is the value as shown.
  const raw = (end: number) => (rule.reserved && compared ? { raw: upperHex(uri.slice(pos, end)) } : {});
  // The value of a variable compared with nothing is not read (only where it ends matters), unless a prefix bounds it.
  const value = (from: number, to: number) => {
    if (!compared && spec.prefix === undefined) return '';
    step(to - from + 1);
    return decoded(uri.slice(from, to));
  };
  const base = (char: string) => unreserved.test(char) || (rule.reserved && reservedChar.test(char));
  const listValue = (char: string) => base(char) || char === ',';
  if (!spec.explode) {
    let at = pos;
    if (rule.named) {
      const afterName = literalAt(uri, pos, spec.name);
      if (afterName === undefined) return;
      // `;x` stands for an empty value; `?x=` and `&x=` spell it out.
      if (rule.ifEmpty === '') {
        step();
        yield { end: afterName, value: '' };
      }
      const afterEquals = literalAt(uri, afterName, '=');
      if (afterEquals === undefined) return;
      at = afterEquals;
    }
    const min = rule.named && rule.ifEmpty === '' ? 1 : 0;
    for (const end of runEnds(uri, at, spec.prefix !== undefined ? base : listValue, min, step)) {
      const text = value(at, end);
      if (spec.prefix === undefined || Array.from(text).length <= spec.prefix) yield { end, value: text, ...raw(end) };
    }
    return;
  }
  // Exploded: one or more items joined by the separator; a list item or a map pair (`key=value`), named or not. Each
  // (end, value) is reached once, however many ways the items split (a "," may be a separator or a reserved character).
  function* members(): Generator<{ end: number; value: string }> {
    const seen = new Set<string>();
    const queue: [number, string | undefined][] = [[pos, undefined]];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const [at, before] = next;
      for (const member of memberParses(at)) {
        const joined = before === undefined ? member.value : `${before},${member.value}`;
        const key = `${member.end}\u0000${joined}`;
        step(key.length);
        if (seen.has(key)) continue;
        seen.add(key);
        yield { end: member.end, value: joined };
        const after = literalAt(uri, member.end, rule.sep);
        if (after !== undefined) queue.push([after, joined]);
      }
    }
  }
  function* memberParses(at: number): Generator<{ end: number; value: string }> {
    if (rule.named) {
      for (const keyEnd of runEnds(uri, at, base, 1, step)) {
        // A list item is named after the variable (as written); a map pair after its key.
        const key = value(at, keyEnd);
        const listItem = literalAt(uri, at, spec.name) === keyEnd;
        const shown = (value: string) => (listItem ? value : `${key},${value}`);
        if (rule.ifEmpty === '') yield { end: keyEnd, value: shown('') };
        const afterEquals = literalAt(uri, keyEnd, '=');
        if (afterEquals === undefined) continue;
        for (const end of runEnds(uri, afterEquals, listValue, rule.ifEmpty === '' ? 1 : 0, step))
          yield { end, value: shown(value(afterEquals, end)) };
      }
      return;
    }
    for (const end of runEnds(uri, at, (char) => base(char) || char === '=', 0, step)) {
      step(end - at + 1);
      const text = uri.slice(at, end);
      const equals = text.indexOf('=');
      // A map pair `key=value`, or (where "=" passes unencoded, +, #) a list item holding "=".
      if (equals >= 0) yield { end, value: `${decoded(text.slice(0, equals))},${decoded(text.slice(equals + 1))}` };
      if (equals < 0 || rule.reserved) yield { end, value: decoded(text) };
    }
  }
  for (const member of members()) yield { ...member, ...raw(member.end) };
}

// ---------------------------------------------------------------------------------------------------------------
// Reading variable values back from a concrete URI (a worked expansion for documentation)

/** What one single-variable expression of each operator reads: its lead-in and the characters of a value. */
const bindingPatterns: Partial<Record<Operator, { lead: (name: string) => string; value: string }>> = {
  '': { lead: () => '', value: '[^/?#&,;=]*' },
  '+': { lead: () => '', value: '.*?' },
  '#': { lead: () => '#', value: '.*?' },
  '.': { lead: () => '\\.', value: '[^/?#.]*' },
  '/': { lead: () => '/', value: '[^/?#]*' },
  ';': { lead: (name) => `;${escapeRegExp(name)}=?`, value: '[^/?#;]*' },
  '?': { lead: (name) => `\\?${escapeRegExp(name)}=`, value: '[^#&]*' },
  '&': { lead: (name) => `&${escapeRegExp(name)}=`, value: '[^#&]*' },
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function percentDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The variable values that expand the template into `uri`, for templates whose expressions each name one variable
 * without explode or prefix modifiers (the common `res://{owner}/{repo}` shape): read back by position, then confirmed
 * by expanding the template with them. Undefined when the template has another shape or `uri` is not such an expansion.
 */
export function templateBindings(parts: readonly TemplatePart[], uri: string): [string, string][] | undefined {
  let source = '^';
  const names: string[] = [];
  for (const part of parts) {
    if (part.kind === 'literal') {
      source += escapeRegExp(encodeLiteral(part.text));
      continue;
    }
    const spec = part.variables[0];
    const pattern = bindingPatterns[part.operator];
    if (
      part.variables.length !== 1 ||
      !spec ||
      spec.explode ||
      spec.prefix !== undefined ||
      !pattern ||
      names.includes(spec.name)
    )
      return undefined;
    source += `(?:${pattern.lead(spec.name)}(${pattern.value}))`;
    names.push(spec.name);
  }
  if (uri.length > 8192) return undefined;
  const match = new RegExp(`${source}$`, 's').exec(uri);
  if (!match) return undefined;
  const bindings: [string, string][] = [];
  for (let i = 0; i < names.length; i++) {
    const value = percentDecode(match[i + 1] ?? '');
    if (value === undefined) return undefined;
    bindings.push([names[i]!, value]);
  }
  const expanded = expandTemplate(parts, Object.fromEntries(bindings));
  return expanded.ok && expanded.uri === uri ? bindings : undefined;
}
