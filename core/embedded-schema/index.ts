// Embedded JSON Schemas of Tools (spec 9.2, 9.3): checking a schema under its dialect and validating example values
// against it, without eval (the app's Content-Security-Policy forbids it) and without fetching anything.
//
// - checkSchema(schema, dialect): what makes the schema invalid under its dialect's meta-schema, plus references that
//   cannot be resolved locally (an external `$ref` is reported, never retrieved: 9.2 req-tool-schema-external-ref).
// - validateInstance(schema, instance, dialect): the instance's problems with instance paths, or why the evaluation
//   was not done (external reference, pattern not safe to run, …): an incomplete evaluation is never reported as a pass.
import type { Dialect } from './dialect.ts';
import { isRegex, keywordProblem, vocabularies } from './keywords.ts';
import { keywordSubschemas, prepare, schemaNodes, stepPointer, type Prepared, type SubschemaStep } from './prepare.ts';
import { evaluate, Incomplete, type Failure } from './evaluate.ts';
import { appendPointer } from '../lib/pointer.ts';
import { isObject } from '../lib/data-model.ts';

export {
  declaredDialect,
  defaultDialect,
  dialectOfUri,
  dialectUris,
  type DeclaredDialect,
  type Dialect,
} from './dialect.ts';

export interface SchemaProblem {
  /** JSON Pointer of the offending value inside the embedded schema. */
  schemaPath: string;
  /**
   * invalid-keyword: the value breaks the dialect's meta-schema (error); invalid-pattern: not an ECMA-262 regular
   * expression (warning: the meta-schema only says SHOULD); unresolved-ref: a local reference with no target (error);
   * external-ref: a target outside the schema, preserved and not retrieved (warning).
   */
  kind: 'invalid-keyword' | 'invalid-pattern' | 'unresolved-ref' | 'external-ref';
  severity: 'error' | 'warning';
  /** A sentence fragment without the section: `"required" must be an array of distinct strings`. */
  message: string;
}

/** Problems by schema object and dialect: several rules check the same schema (documents are read-only). */
const checked = new WeakMap<object, Partial<Record<Dialect, readonly SchemaProblem[]>>>();

/**
 * What was computed for a schema (its problems, its prepared evaluation), kept by the schema's JSON text and dialect
 * for the next runs: each run parses the text anew, so a schema that an edit elsewhere left unchanged is a new object
 * with the same text. Both depend only on the schema's value (JSON.stringify reads members in the same order as the
 * walks that compute them). Bounded in entries and in text kept; the oldest entry goes first.
 */
interface KeptByText<T> {
  entries: Map<string, T>;
  textLength: number;
}

const maxKeptSchemas = 2048;
const maxKeptSchemaText = 4 * 1024 * 1024;
/** A schema whose text is longer is not kept (its text would crowd the others out). */
const maxKeptSchemaLength = 64 * 1024;

function keptByText<T>(kept: KeptByText<T>, schema: object, dialect: Dialect, compute: () => T): T {
  let text: string;
  try {
    text = JSON.stringify(schema);
  } catch {
    return compute(); // too deep to write out: computed each time
  }
  if (text.length > maxKeptSchemaLength) return compute();
  const key = `${dialect} ${text}`;
  const known = kept.entries.get(key);
  if (known !== undefined) return known;
  const value = compute();
  kept.entries.set(key, value);
  kept.textLength += key.length;
  while (kept.entries.size > maxKeptSchemas || kept.textLength > maxKeptSchemaText) {
    const oldest = kept.entries.keys().next().value!;
    kept.entries.delete(oldest);
    kept.textLength -= oldest.length;
  }
  return value;
}

const checkedByText: KeptByText<readonly SchemaProblem[]> = { entries: new Map(), textLength: 0 };

/** Problems that make `schema` invalid under `dialect` (or its evaluation incomplete), in document order. */
export function checkSchema(schema: unknown, dialect: Dialect): SchemaProblem[] {
  if (typeof schema !== 'object' || schema === null) return problemsOf(schema, dialect);
  const byDialect = checked.get(schema) ?? {};
  const problems = byDialect[dialect] ?? keptByText(checkedByText, schema, dialect, () => problemsOf(schema, dialect));
  byDialect[dialect] = problems;
  checked.set(schema, byDialect);
  return problems.map((p) => ({ ...p }));
}

/** A subschema met by the walk of problemsOf: its pointer is built only when a problem needs it. */
interface Visit {
  value: unknown;
  from: Visit | undefined;
  step: SubschemaStep | undefined;
}

function pointerOf(visit: Visit): string {
  const steps: SubschemaStep[] = [];
  for (let at: Visit | undefined = visit; at?.step !== undefined; at = at.from) steps.push(at.step);
  return steps.reduceRight(stepPointer, '');
}

function problemsOf(schema: unknown, dialect: Dialect): SchemaProblem[] {
  const vocabulary = vocabularies[dialect];
  const problems: SchemaProblem[] = [];
  /** Whether references or identifiers occur (otherwise there is nothing to resolve). */
  let referencing = false;
  const stack: Visit[] = [{ value: schema, from: undefined, step: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const value = visit.value;
    if (typeof value === 'boolean') continue;
    if (!isObject(value)) {
      problems.push({
        schemaPath: pointerOf(visit),
        kind: 'invalid-keyword',
        severity: 'error',
        message: 'a subschema must be an object or a boolean',
      });
      continue;
    }
    // One pass over the keywords: their problems, and the subschemas to visit (in any order: problems are sorted).
    const steps: SubschemaStep[] = [];
    for (const key of Object.keys(value)) {
      const kind = vocabulary[key];
      if (kind === undefined) continue;
      if (kind === 'uri-reference' || kind === 'id' || kind === 'anchor') referencing = true;
      keywordSubschemas(kind, key, value[key], steps);
      // Pointers are built only for problems: most keywords have none.
      const problem = keywordProblem(kind, value[key]);
      if (problem) {
        problems.push({
          schemaPath: appendPointer(pointerOf(visit), key),
          kind: 'invalid-keyword',
          severity: 'error',
          message: `"${key}" must be ${problem.expected}`,
        });
        continue;
      }
      if (kind === 'regex' && !isRegex(value[key] as string)) {
        problems.push({
          schemaPath: appendPointer(pointerOf(visit), key),
          kind: 'invalid-pattern',
          severity: 'warning',
          message: `"pattern" is not a valid ECMA-262 regular expression`,
        });
      }
      if (kind === 'pattern-schema-map') {
        for (const name of Object.keys(value[key] as object)) {
          if (!isRegex(name)) {
            problems.push({
              schemaPath: appendPointer(appendPointer(pointerOf(visit), key), name),
              kind: 'invalid-pattern',
              severity: 'warning',
              message: `"patternProperties" name "${name}" is not a valid ECMA-262 regular expression`,
            });
          }
        }
      }
    }
    for (const step of steps) if (step[0] !== undefined) stack.push({ value: step[0], from: visit, step });
  }
  if (!referencing || problems.some((p) => p.severity === 'error')) return sortProblems(problems);

  const prepared = prepare(schema, dialect);
  if (prepared.failure !== undefined) {
    problems.push({
      schemaPath: '',
      kind: 'invalid-keyword',
      severity: 'error',
      message: `its identifiers cannot be indexed (${prepared.failure})`,
    });
  }
  for (const { path, ref } of prepared.unresolvedRefs) {
    problems.push({
      schemaPath: path,
      kind: 'unresolved-ref',
      severity: 'error',
      message: `reference "${ref}" does not resolve to a schema within this schema`,
    });
  }
  for (const { path, ref } of prepared.externalRefs) {
    problems.push({
      schemaPath: path,
      kind: 'external-ref',
      severity: 'warning',
      message: `external reference "${ref}" is preserved but not retrieved`,
    });
  }
  return sortProblems(problems);
}

function sortProblems(problems: SchemaProblem[]): SchemaProblem[] {
  return problems.sort((a, b) => (a.schemaPath < b.schemaPath ? -1 : a.schemaPath > b.schemaPath ? 1 : 0));
}

export interface InstanceProblem {
  /** JSON Pointer of the failing value inside the instance. */
  instancePath: string;
  /** JSON Pointer of the failing keyword inside the schema. */
  schemaPath: string;
  keyword: string;
  /** A sentence fragment: `value "one" is not of type "integer"`. */
  message: string;
}

export interface InstanceValidation {
  /** Problems of the instance; always empty when the evaluation is incomplete. */
  problems: InstanceProblem[];
  /** Why the instance could not be evaluated completely (empty when it was). Never report such a result as a pass. */
  incomplete: string[];
}

export interface ValidateOptions {
  /** Trusted local schema resources by absolute URI (9.2: an explicitly supplied catalogue); never fetched. */
  catalogue?: Record<string, unknown>;
  /** Evaluation steps allowed (default evaluationBudget). */
  budget?: number;
}

interface Evaluation {
  prepared: Prepared;
  /** Instance-independent reasons why evaluation would be incomplete. */
  incomplete: string[];
  /** Where a subschema object of the evaluated schema is written (the table is built on the first question). */
  pathOf: (node: object) => string | undefined;
}

/** Everything about a schema that does not depend on the instance: its private copy, index and guards. */
function evaluationOf(schema: unknown, dialect: Dialect, catalogue?: Record<string, unknown>): Evaluation {
  const incomplete: string[] = [];
  const prepared = prepare(schema, dialect, catalogue);
  if (prepared.failure !== undefined)
    incomplete.push(`the schema's identifiers cannot be indexed (${prepared.failure})`);
  for (const { ref } of prepared.externalRefs) incomplete.push(`external reference "${ref}" is not retrieved`);
  for (const { ref } of prepared.unresolvedRefs) incomplete.push(`reference "${ref}" does not resolve`);
  // `format` is an annotation in both dialects unless a validator opts in (2020-12 format-annotation; draft-07 7.2):
  // the evaluator has no format assertions, so the schema is used as prepared.
  let paths: Map<object, string> | undefined;
  return { prepared, incomplete, pathOf: (node) => (paths ??= pathTable(prepared, dialect)).get(node) };
}

/** Where each subschema object is written: the first location wins when one object is reached twice. */
function pathTable(prepared: Prepared, dialect: Dialect): Map<object, string> {
  const paths = new Map<object, string>();
  for (const { value, path } of prepared.nodes ?? schemaNodes(prepared.root, dialect))
    if (!paths.has(value)) paths.set(value, path);
  return paths;
}

/**
 * Evaluations by schema object: one Tool schema usually validates several example values. Decoded documents are
 * never mutated after decoding (every core stage treats them as read-only), so a schema object's evaluation stays valid.
 */
const evaluations = new WeakMap<object, Partial<Record<Dialect, Evaluation>>>();

const evaluationsByText: KeptByText<Evaluation> = { entries: new Map(), textLength: 0 };

function cachedEvaluation(schema: unknown, dialect: Dialect): Evaluation {
  if (typeof schema !== 'object' || schema === null) return evaluationOf(schema, dialect);
  const byDialect = evaluations.get(schema) ?? {};
  const evaluation =
    byDialect[dialect] ?? keptByText(evaluationsByText, schema, dialect, () => evaluationOf(schema, dialect));
  byDialect[dialect] = evaluation;
  evaluations.set(schema, byDialect);
  return evaluation;
}

/** Validate `instance` against `schema` under `dialect`; incomplete (with reasons) instead of guessing. */
export function validateInstance(
  schema: unknown,
  instance: unknown,
  dialect: Dialect,
  options: ValidateOptions = {},
): InstanceValidation {
  const evaluation =
    options.catalogue === undefined
      ? cachedEvaluation(schema, dialect)
      : evaluationOf(schema, dialect, options.catalogue);
  if (evaluation.incomplete.length > 0) return { problems: [], incomplete: [...evaluation.incomplete] };
  let failures: Failure[];
  try {
    failures = evaluate(evaluation.prepared.root, instance, {
      draft7: dialect === 'draft-07',
      lookup: evaluation.prepared.lookup,
      pathOf: evaluation.pathOf,
      references: evaluation.prepared.references,
      annotations: evaluation.prepared.annotations,
      budget: options.budget,
    });
  } catch (error) {
    if (error instanceof Incomplete) return { problems: [], incomplete: [error.message] };
    // A chain of references or an instance nested deeper than the call stack allows.
    if (error instanceof RangeError)
      return { problems: [], incomplete: ['the schema or the value nests too deeply to evaluate'] };
    throw error;
  }
  const problems = failures.map(({ instancePath, schemaPath, keyword, message }) => ({
    instancePath,
    schemaPath,
    keyword,
    message,
  }));
  return { problems, incomplete: [] };
}
