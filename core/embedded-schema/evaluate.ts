// Evaluating an instance against an embedded JSON Schema (9.2 dialects: 2020-12 and draft-07) with bounded work (9.3:
// "apply appropriate size and evaluation limits"). The schema is a prepared private copy (prepare.ts): references are
// indexed in `lookup`. Three things keep every evaluation bounded:
// - results are memoized per (subschema, instance location), so `$ref` fan-out (each definition referring twice to
//   the next) costs one evaluation per pair instead of doubling per level;
// - every step (a subschema applied to a value, a member or item visited, a pattern run over a string) counts against
//   a budget; when it runs out the evaluation stops as incomplete, naming the schema where it stopped;
// - patterns run on a linear-time engine (regex.ts).
// A subschema re-entered for the same instance location while it is being evaluated recurses without end (evaluation
// depends on nothing else), which is reported as such.
import { isObject } from '../lib/data-model.ts';
import { appendPointer } from '../lib/pointer.ts';
import { unmodelledScope } from './prepare.ts';
import { compilePattern, isCompiled } from './regex.ts';
import { countOf } from '../lib/plural.ts';

export interface Failure {
  /** JSON Pointer of the failing value inside the instance. */
  instancePath: string;
  /** JSON Pointer of the failing keyword inside the schema (where the subschema is written). */
  schemaPath: string;
  keyword: string;
  /** A sentence fragment about the value: `is a string, but the schema requires type "integer"`. */
  message: string;
}

/** Evaluation stopped before a verdict; `message` says why (a sentence fragment). */
export class Incomplete extends Error {}

/** Steps one evaluation may take (about a microsecond each: a subschema applied to a value, a member or item visited, 8 characters × pattern atoms matched). */
export const evaluationBudget = 1_000_000;
/** Failures kept per evaluation (the verdict does not depend on them). */
const maxFailures = 100;

export interface EvaluateOptions {
  draft7: boolean;
  lookup: Record<string, unknown>;
  /** Where a subschema object is written, for failures and for the budget message (asked only when one is needed). */
  pathOf: (node: object) => string | undefined;
  /** Whether the schema has references (see Context.memoize). */
  references: boolean;
  /**
   * Whether evaluated properties and items must be tracked: only `unevaluatedProperties` and `unevaluatedItems` read
   * these annotations, so a schema without them (and without references) skips the bookkeeping.
   */
  annotations: boolean;
  budget?: number;
}

interface Outcome {
  valid: boolean;
  failures: Failure[];
  /** Property names evaluated by this subschema and its in-place applicators (annotations; valid outcomes only). */
  props?: Set<string>;
  /** Items evaluated: a prefix length (Infinity: all), and single indices (contains). */
  items: number;
  itemSet?: Set<number>;
}

interface Context extends EvaluateOptions {
  /** Steps taken and allowed, shared by every context of one evaluation. */
  work: { steps: number; limit: number };
  /** Per subschema: outcomes by instance key, and the keys being evaluated right now. */
  memo: Map<object, Map<string, Outcome>>;
  active: Map<object, Set<string>>;
  /**
   * Whether outcomes are memoized: only a schema with references can reach one subschema many times for one value
   * (fan-out) or re-enter it (recursion). Without any, a decoded schema is a tree (JSON and the restricted YAML
   * profile have no aliases), each subschema meets each value once, and a table per step would only cost time; the
   * step budget still bounds any other input.
   */
  memoize: boolean;
}

const valid: Outcome = { valid: true, failures: [], items: 0 };

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const article: Record<string, string> = {
  object: 'an object',
  array: 'an array',
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
  null: 'null',
};

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

function codePoints(s: string): number {
  let count = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count--;
      i++;
    }
  }
  return count;
}

function charge(ctx: Context, steps: number, node: unknown): void {
  ctx.work.steps += steps;
  if (ctx.work.steps > ctx.work.limit) {
    const at = typeof node === 'object' && node !== null ? ctx.pathOf(node) : undefined;
    throw new Incomplete(
      `evaluation budget (${ctx.work.limit} steps) exhausted${at !== undefined ? ` at schema "${at}"` : ''}`,
    );
  }
}

/** JSON equality (numbers by value, objects regardless of member order). */
function equal(ctx: Context, a: unknown, b: unknown): boolean {
  charge(ctx, 1, undefined);
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => equal(ctx, v, bb[i]));
  }
  const ka = Object.keys(a);
  const ob = b as Record<string, unknown>;
  return (
    ka.length === Object.keys(ob).length &&
    ka.every((k) => Object.hasOwn(ob, k) && equal(ctx, (a as Record<string, unknown>)[k], ob[k]))
  );
}

/** A canonical text of a JSON value (members sorted) for uniqueItems in linear time. */
function canonical(ctx: Context, value: unknown): string {
  charge(ctx, 1, undefined);
  if (Array.isArray(value)) return `[${value.map((v) => canonical(ctx, v)).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(ctx, value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function multipleOf(value: number, divisor: number): boolean {
  const q = value / divisor;
  if (!Number.isFinite(q)) return Number.isInteger(value) && Number.isInteger(1 / divisor);
  return Number.isInteger(q) || Math.abs(q - Math.round(q)) <= 1e-9 * Math.max(1, Math.abs(q));
}

/** A test for `pattern`, written at `node` under `...keys` (named only when the pattern cannot be run). */
function matcher(ctx: Context, pattern: string, node: object, ...keys: string[]): (s: string) => boolean {
  const fresh = !isCompiled(pattern);
  const compiled = compilePattern(pattern);
  if (!compiled.ok)
    throw new Incomplete(`pattern at "${keys.reduce(appendPointer, ctx.pathOf(node) ?? '')}" ${compiled.reason}`);
  // Compiling, and matching in the worst case (the automaton's state set), cost in proportion to the program's size.
  if (fresh) charge(ctx, compiled.size * 16, undefined);
  return (s) => {
    charge(ctx, 1 + Math.ceil((s.length * compiled.size) / 8), undefined);
    return compiled.test(s);
  };
}

const unused = { memo: new Map<object, Map<string, Outcome>>(), active: new Map<object, Set<string>>() };

/** Evaluates `instance` against the prepared `schema`; the failures (empty when valid). Throws Incomplete. */
export function evaluate(schema: unknown, instance: unknown, options: EvaluateOptions): Failure[] {
  const ctx: Context = {
    draft7: options.draft7,
    lookup: options.lookup,
    pathOf: options.pathOf,
    references: options.references,
    work: { steps: 0, limit: options.budget ?? evaluationBudget },
    // Never written when nothing is memoized: no tables to allocate per evaluation then.
    memo: options.references ? new Map() : unused.memo,
    active: options.references ? new Map() : unused.active,
    memoize: options.references,
    annotations: options.annotations,
  };
  const outcome = apply(ctx, schema, instance, '', '', true);
  return [...new Set(outcome.failures)];
}

/**
 * One subschema applied to one value. `key` identifies the value within the instance (its location; member names
 * checked by propertyNames get their own keys); `collect` says whether failures are wanted or only the verdict.
 */
function apply(ctx: Context, schema: unknown, instance: unknown, path: string, key: string, collect: boolean): Outcome {
  charge(ctx, 1, schema);
  if (schema === true) return valid;
  if (schema === false)
    return {
      valid: false,
      failures: collect
        ? [{ instancePath: path, schemaPath: '', keyword: 'false', message: 'is not allowed by the schema (false)' }]
        : [],
      items: 0,
    };
  if (!isObject(schema)) throw new Incomplete('a subschema is neither an object nor a boolean');
  // A schema resource declaring its own dialect (a reference into another draft) is evaluated under that dialect.
  const declared = typeof schema.$schema === 'string' ? dialectOf(schema.$schema) : undefined;
  if (declared !== undefined && declared !== ctx.draft7) ctx = { ...ctx, draft7: declared };
  if (!ctx.memoize) return evaluateObject(ctx, schema, instance, path, key, collect);
  const memoKey = `${ctx.draft7 ? 7 : 2}${key}`;
  let byKey = ctx.memo.get(schema);
  const known = byKey?.get(`1${memoKey}`) ?? (collect ? undefined : byKey?.get(`0${memoKey}`));
  if (known) return known;
  let active = ctx.active.get(schema);
  if (!active) ctx.active.set(schema, (active = new Set()));
  if (active.has(memoKey)) throw new Incomplete('the schema recurses without end');
  active.add(memoKey);
  const outcome = evaluateObject(ctx, schema, instance, path, key, collect);
  active.delete(memoKey);
  if (!byKey) ctx.memo.set(schema, (byKey = new Map()));
  byKey.set(`${collect ? 1 : 0}${memoKey}`, outcome);
  return outcome;
}

/** Whether a `$schema` URI is draft-07 or earlier (true), 2019-09 or 2020-12 (false), or unknown (undefined). */
function dialectOf(uri: string): boolean | undefined {
  if (/draft-0[4-7]\/schema/.test(uri)) return true;
  if (/draft\/20(19-09|20-12)\/schema/.test(uri)) return false;
  return undefined;
}

function evaluateObject(
  ctx: Context,
  s: Record<string, unknown>,
  instance: unknown,
  path: string,
  key: string,
  collect: boolean,
): Outcome {
  const out: Outcome = { valid: true, failures: [], items: 0 };
  const f: Frame = { ctx, out, schema: s, path, collect };

  if (typeof s.$ref === 'string') {
    const uri = typeof s.__absolute_ref__ === 'string' ? s.__absolute_ref__ : s.$ref;
    if (uri.startsWith(unmodelledScope))
      throw new Incomplete('a "$dynamicRef" whose target depends on the dynamic scope is not evaluated');
    const target = ctx.lookup[uri];
    if (target === undefined) throw new Incomplete(`reference "${s.$ref}" does not resolve`);
    const r = sub(f, target, instance, path, key, true);
    include(f, r, '$ref');
    annotate(f, r);
    // draft-07 ignores every sibling of $ref (8.3).
    if (ctx.draft7) return finish(out);
  }

  const type = typeOf(instance);
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? (s.type as unknown[]) : [s.type];
    const ok = types.some((t) => t === type || (t === 'integer' && type === 'number' && Number.isInteger(instance)));
    if (!ok)
      fail(
        f,
        'type',
        `is ${article[type] ?? type}, but the schema requires type ${types.map((t) => JSON.stringify(t)).join(' or ')}`,
      );
  }
  if (s.const !== undefined && !equal(ctx, instance, s.const)) fail(f, 'const', `must be ${short(s.const)}`);
  if (Array.isArray(s.enum) && !s.enum.some((v) => equal(ctx, instance, v)))
    fail(f, 'enum', `must be one of ${short(s.enum)}`);

  if (type === 'number') {
    const n = instance as number;
    if (typeof s.minimum === 'number' && n < s.minimum)
      fail(f, 'minimum', `${n} is less than the minimum ${s.minimum}`);
    if (typeof s.maximum === 'number' && n > s.maximum)
      fail(f, 'maximum', `${n} is greater than the maximum ${s.maximum}`);
    if (typeof s.exclusiveMinimum === 'number' && n <= s.exclusiveMinimum)
      fail(f, 'exclusiveMinimum', `${n} is not greater than ${s.exclusiveMinimum}`);
    if (typeof s.exclusiveMaximum === 'number' && n >= s.exclusiveMaximum)
      fail(f, 'exclusiveMaximum', `${n} is not less than ${s.exclusiveMaximum}`);
    if (typeof s.multipleOf === 'number' && s.multipleOf > 0 && !multipleOf(n, s.multipleOf))
      fail(f, 'multipleOf', `${n} is not a multiple of ${s.multipleOf}`);
  }

  if (type === 'string') {
    const str = instance as string;
    if (typeof s.minLength === 'number' || typeof s.maxLength === 'number') {
      charge(ctx, str.length >> 3, s);
      const length = codePoints(str);
      if (typeof s.minLength === 'number' && length < s.minLength)
        fail(f, 'minLength', `has ${countOf(length, 'character')}, fewer than the minimum ${s.minLength}`);
      if (typeof s.maxLength === 'number' && length > s.maxLength)
        fail(f, 'maxLength', `has ${countOf(length, 'character')}, more than the maximum ${s.maxLength}`);
    }
    if (typeof s.pattern === 'string' && !matcher(ctx, s.pattern, s, 'pattern')(str))
      fail(f, 'pattern', `does not match the pattern ${JSON.stringify(s.pattern)}`);
  }

  if (type === 'object') objectKeywords(f, s, instance as Record<string, unknown>, key);
  if (type === 'array') arrayKeywords(f, s, instance as unknown[], key);

  // In-place applicators: their annotations count for unevaluatedProperties/unevaluatedItems below.
  if (Array.isArray(s.allOf)) {
    s.allOf.forEach((child) => {
      const r = sub(f, child, instance, path, key, true);
      include(f, r, 'allOf');
      annotate(f, r);
    });
  }
  if (Array.isArray(s.anyOf)) {
    let any = false;
    for (const child of s.anyOf) {
      const r = sub(f, child, instance, path, key, false);
      if (r.valid) any = true;
      annotate(f, r);
    }
    if (!any) fail(f, 'anyOf', 'matches none of the "anyOf" alternatives');
  }
  if (Array.isArray(s.oneOf)) {
    let matches = 0;
    for (const child of s.oneOf) {
      const r = sub(f, child, instance, path, key, false);
      if (r.valid) matches++;
      annotate(f, r);
    }
    if (matches !== 1)
      fail(
        f,
        'oneOf',
        matches === 0
          ? 'matches none of the "oneOf" alternatives'
          : `matches ${matches} of the "oneOf" alternatives; exactly one is required`,
      );
  }
  if (s.not !== undefined && sub(f, s.not, instance, path, key, false).valid)
    fail(f, 'not', 'must not validate against the "not" schema');
  if (s.if !== undefined) {
    const condition = sub(f, s.if, instance, path, key, false);
    const branch = condition.valid ? 'then' : 'else';
    annotate(f, condition);
    if (s[branch] !== undefined) {
      const r = sub(f, s[branch], instance, path, key, true);
      include(f, r, branch);
      annotate(f, r);
    }
  }
  if (!ctx.draft7 && type === 'object' && isObject(s.dependentSchemas)) {
    const object = instance as Record<string, unknown>;
    for (const name of Object.keys(s.dependentSchemas)) {
      if (!Object.hasOwn(object, name)) continue;
      const r = sub(f, s.dependentSchemas[name], instance, path, key, true);
      include(f, r, 'dependentSchemas');
      annotate(f, r);
    }
  }

  if (!ctx.draft7 && type === 'array' && s.unevaluatedItems !== undefined) {
    const items = instance as unknown[];
    for (let i = out.items; i < items.length; i++) {
      if (out.itemSet?.has(i)) continue;
      include(
        f,
        sub(f, s.unevaluatedItems, items[i], appendPointer(path, i), childKey(ctx, key, i), true),
        'unevaluatedItems',
      );
    }
    out.items = Infinity;
  }
  if (!ctx.draft7 && type === 'object' && s.unevaluatedProperties !== undefined) {
    const object = instance as Record<string, unknown>;
    for (const name of Object.keys(object)) {
      charge(ctx, 1, s);
      if (out.props?.has(name)) continue;
      include(
        f,
        sub(f, s.unevaluatedProperties, object[name], appendPointer(path, name), childKey(ctx, key, name), true),
        'unevaluatedProperties',
      );
      (out.props ??= new Set()).add(name);
    }
  }
  return finish(out);
}

/** A failed subschema's annotations are dropped. */
function finish(out: Outcome): Outcome {
  if (!out.valid) {
    out.props = undefined;
    out.items = 0;
    out.itemSet = undefined;
  }
  return out;
}

/** One subschema being applied to one value: what the keyword helpers below share. */
interface Frame {
  ctx: Context;
  out: Outcome;
  /** The subschema (where it is written: hereOf). */
  schema: object;
  /** The value's instance location. */
  path: string;
  collect: boolean;
}

/** Where the frame's subschema is written (looked up only for failures: valid values never need it). */
function hereOf(f: Frame): string {
  return f.ctx.pathOf(f.schema) ?? '';
}

function fail(f: Frame, keyword: string, message: string, instancePath = f.path): void {
  f.out.valid = false;
  if (f.collect && f.out.failures.length < maxFailures)
    f.out.failures.push({ instancePath, schemaPath: appendPointer(hereOf(f), keyword), keyword, message });
}

/** Takes a child's verdict and failures (a `false` child is named after the keyword that applied it). */
function include(f: Frame, child: Outcome, keyword: string): void {
  if (child.valid) return;
  const out = f.out;
  out.valid = false;
  if (!f.collect) return;
  for (const c of child.failures) {
    if (out.failures.length >= maxFailures) break;
    out.failures.push(
      c.keyword === 'false' && c.schemaPath === ''
        ? { ...c, keyword, schemaPath: appendPointer(hereOf(f), keyword), message: `is not allowed by "${keyword}"` }
        : c,
    );
  }
}

/** Takes a valid child's annotations (in-place applicators). */
function annotate(f: Frame, child: Outcome): void {
  if (!child.valid || !f.ctx.annotations) return;
  const out = f.out;
  if (child.props) for (const p of child.props) (out.props ??= new Set()).add(p);
  out.items = Math.max(out.items, child.items);
  if (child.itemSet) for (const i of child.itemSet) (out.itemSet ??= new Set()).add(i);
}

function sub(
  f: Frame,
  child: unknown,
  value: unknown,
  childPath: string,
  childKey: string,
  wantFailures: boolean,
): Outcome {
  return apply(f.ctx, child, value, childPath, childKey, wantFailures && f.collect);
}

function objectKeywords(f: Frame, s: Record<string, unknown>, object: Record<string, unknown>, key: string): void {
  const { ctx, path } = f;
  const names = Object.keys(object);
  charge(ctx, names.length, s);
  if (Array.isArray(s.required)) {
    for (const name of s.required)
      if (typeof name === 'string' && !Object.hasOwn(object, name))
        fail(f, 'required', `lacks the required member ${JSON.stringify(name)}`);
  }
  if (typeof s.minProperties === 'number' && names.length < s.minProperties)
    fail(f, 'minProperties', `has ${names.length} members, fewer than the minimum ${s.minProperties}`);
  if (typeof s.maxProperties === 'number' && names.length > s.maxProperties)
    fail(f, 'maxProperties', `has ${names.length} members, more than the maximum ${s.maxProperties}`);
  if (s.propertyNames !== undefined) {
    for (const name of names) {
      if (!sub(f, s.propertyNames, name, path, `${key}\u0000${name}`, false).valid)
        fail(
          f,
          'propertyNames',
          `has the member name ${JSON.stringify(short(name).slice(1, -1))}, which "propertyNames" does not allow`,
        );
    }
  }
  // Names evaluated here: what additionalProperties skips, and (annotations) what unevaluatedProperties skips.
  const evaluated = s.additionalProperties !== undefined || ctx.annotations ? new Set<string>() : undefined;
  const properties = isObject(s.properties) ? s.properties : undefined;
  if (properties) {
    for (const name of names) {
      if (!Object.hasOwn(properties, name)) continue;
      evaluated?.add(name);
      include(
        f,
        sub(f, properties[name], object[name], appendPointer(path, name), childKey(ctx, key, name), true),
        'properties',
      );
    }
  }
  if (isObject(s.patternProperties)) {
    for (const pattern of Object.keys(s.patternProperties)) {
      const test = matcher(ctx, pattern, s, 'patternProperties', pattern);
      for (const name of names) {
        if (!test(name)) continue;
        evaluated?.add(name);
        include(
          f,
          sub(f, s.patternProperties[pattern], object[name], appendPointer(path, name), childKey(ctx, key, name), true),
          'patternProperties',
        );
      }
    }
  }
  if (s.additionalProperties !== undefined) {
    for (const name of names) {
      if (evaluated!.has(name)) continue;
      include(
        f,
        sub(f, s.additionalProperties, object[name], appendPointer(path, name), childKey(ctx, key, name), true),
        'additionalProperties',
      );
    }
  }
  if (
    ctx.annotations &&
    evaluated &&
    (properties || s.patternProperties !== undefined || s.additionalProperties !== undefined)
  ) {
    const all = s.additionalProperties !== undefined ? names : [...evaluated];
    if (all.length > 0) annotate(f, { valid: true, failures: [], items: 0, props: new Set(all) });
  }
  const dependentRequired = ctx.draft7 ? undefined : s.dependentRequired;
  // draft-07 `dependencies`; 2020-12 split it into dependentRequired/dependentSchemas and still honours it for
  // compatibility (as the evaluator used before, and the suite's optional dependencies-compatibility cases expect).
  const dependencies = s.dependencies;
  for (const [map, keyword] of [
    [dependentRequired, 'dependentRequired'],
    [dependencies, 'dependencies'],
  ] as const) {
    if (!isObject(map)) continue;
    for (const name of Object.keys(map)) {
      if (!Object.hasOwn(object, name)) continue;
      const dependency = map[name];
      if (Array.isArray(dependency)) {
        for (const other of dependency) {
          if (typeof other === 'string' && !Object.hasOwn(object, other))
            fail(
              f,
              keyword,
              `has the member ${JSON.stringify(name)} but lacks the member ${JSON.stringify(other)} it requires`,
            );
        }
      } else include(f, sub(f, dependency, object, path, key, true), keyword);
    }
  }
}

function arrayKeywords(f: Frame, s: Record<string, unknown>, items: unknown[], key: string): void {
  const { ctx, path } = f;
  charge(ctx, items.length, s);
  if (typeof s.minItems === 'number' && items.length < s.minItems)
    fail(f, 'minItems', `has ${countOf(items.length, 'item')}, fewer than the minimum ${s.minItems}`);
  if (typeof s.maxItems === 'number' && items.length > s.maxItems)
    fail(f, 'maxItems', `has ${countOf(items.length, 'item')}, more than the maximum ${s.maxItems}`);
  if (s.uniqueItems === true) {
    const seen = new Map<string, number>();
    for (let i = 0; i < items.length; i++) {
      const text = canonical(ctx, items[i]);
      const first = seen.get(text);
      if (first !== undefined) {
        fail(f, 'uniqueItems', `has equal items at ${first} and ${i}; the items must be unique`);
        break;
      }
      seen.set(text, i);
    }
  }
  let evaluated = 0;
  if (ctx.draft7) {
    if (Array.isArray(s.items)) {
      const tuple = s.items;
      for (let i = 0; i < Math.min(tuple.length, items.length); i++) each(f, items, key, 'items', tuple[i], i, i + 1);
      evaluated = tuple.length;
      if (s.additionalItems !== undefined) {
        each(f, items, key, 'additionalItems', s.additionalItems, tuple.length, items.length);
        evaluated = Infinity;
      }
    } else if (s.items !== undefined) {
      each(f, items, key, 'items', s.items, 0, items.length);
      evaluated = Infinity;
    }
  } else {
    const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : [];
    for (let i = 0; i < Math.min(prefix.length, items.length); i++)
      each(f, items, key, 'prefixItems', prefix[i], i, i + 1);
    evaluated = prefix.length;
    if (s.items !== undefined) {
      each(f, items, key, 'items', s.items, prefix.length, items.length);
      evaluated = Infinity;
    }
  }
  if (s.contains !== undefined) {
    const matched = new Set<number>();
    for (let i = 0; i < items.length; i++) {
      if (sub(f, s.contains, items[i], appendPointer(path, i), childKey(ctx, key, i), false).valid) matched.add(i);
    }
    const min = !ctx.draft7 && typeof s.minContains === 'number' ? s.minContains : 1;
    const max = !ctx.draft7 && typeof s.maxContains === 'number' ? s.maxContains : Infinity;
    if (matched.size < min)
      fail(f, 'contains', `has ${countOf(matched.size, 'item')} that match "contains", fewer than ${min}`);
    if (matched.size > max)
      fail(
        f,
        typeof s.maxContains === 'number' ? 'maxContains' : 'contains',
        `has ${countOf(matched.size, 'item')} that match "contains", more than ${max}`,
      );
    if (!ctx.draft7) annotate(f, { valid: true, failures: [], items: 0, itemSet: matched });
  }
  annotate(f, { valid: true, failures: [], items: evaluated });
}

/** Applies `schema` to items `from` to `to` (exclusive). */
function each(
  f: Frame,
  items: unknown[],
  key: string,
  keyword: string,
  schema: unknown,
  from: number,
  to: number,
): void {
  for (let i = from; i < to; i++)
    include(f, sub(f, schema, items[i], appendPointer(f.path, i), childKey(f.ctx, key, i), true), keyword);
}

/** The memo key of a member or item below `key` (none is needed, so none is built, when nothing is memoized). */
function childKey(ctx: Context, key: string, segment: string | number): string {
  return ctx.memoize ? appendPointer(key, segment) : '';
}
