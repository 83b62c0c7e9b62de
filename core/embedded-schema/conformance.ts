// Example values checked against the Tool schemas they must conform to (spec 9.3), under every applicable protocol
// version's schema rules: a complete evaluation with the schema's dialect (MCP 2025-11-25 and later), and what can be
// enforced without one before (the Tool schemas themselves, resolved at their use site: core/model/tool-schemas.ts).
import { checkSchema, declaredDialect, validateInstance, type Dialect, type InstanceProblem } from './index.ts';
import { describeExample, exampleFinding, type NamedExample } from '../model/named-examples.ts';
import { describeSchema, describeVersions, type ToolSchema } from '../model/tool-schemas.ts';
import { isObject } from '../lib/data-model.ts';
import type { Finding } from '../diagnostics.ts';

/**
 * The dialect the schema is evaluated under for dialect versions, when it is valid enough to evaluate (9.2). The
 * check of a schema object under a dialect is done once (checkSchema keeps it by schema object).
 */
export function usableDialect(schema: ToolSchema): Dialect | undefined {
  const declared = declaredDialect(schema.value);
  if (declared.kind === 'unsupported') return undefined;
  return checkSchema(schema.value, declared.dialect).some((p) => p.severity === 'error') ? undefined : declared.dialect;
}

const annotationKeywords = new Set([
  'title',
  'description',
  '$comment',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
]);

/** Whether a keyword of a legacy schema constrains nothing (an annotation or an `x-*` extension). */
function isAnnotation(keyword: string): boolean {
  return annotationKeywords.has(keyword) || keyword.startsWith('x-');
}

/**
 * What can be enforced without a dialect before MCP 2025-11-25 (9.3 req-tool-example-incomplete-validation): the
 * MCP Tool type's `required` names. `complete` says whether nothing else in the schema constrains values.
 */
function legacyConstraints(schema: Record<string, unknown>): { required: string[]; complete: boolean } {
  const required = Array.isArray(schema.required)
    ? schema.required.filter((r): r is string => typeof r === 'string')
    : [];
  let complete = Object.keys(schema).every(
    (k) => k === 'type' || k === 'required' || k === 'properties' || isAnnotation(k),
  );
  if (isObject(schema.properties)) {
    for (const property of Object.values(schema.properties)) {
      if (!isObject(property) || !Object.keys(property).every(isAnnotation)) complete = false;
    }
  }
  return { required, complete };
}

/** A short fact about one failed keyword: `is a string, but the schema requires type "integer"`. */
function describeProblem(problem: InstanceProblem): string {
  if (problem.keyword === 'type' || problem.keyword === 'required' || problem.message.startsWith('is not allowed by'))
    return problem.message;
  return `fails "${problem.keyword}" (${problem.message.replace(/"/g, "'")})`;
}

export interface ConformanceTarget {
  example: NamedExample;
  /** Pointer of the checked value inside the example object: `/input` or `/result/structuredContent`. */
  pointer: string;
  value: unknown;
  /** `input` or `structuredContent`, for messages. */
  label: string;
  /** Section cited by messages. */
  section: string;
  /** The anchors a value that does not validate, and an evaluation that cannot be complete, violate. */
  requirements: { invalid: string; incomplete: string };
}

/**
 * Findings for a value that must validate against a Tool schema under every applicable protocol version's schema
 * rules (9.3): errors for problems found by a complete evaluation, warnings where evaluation is incomplete.
 */
export function conformanceFindings(schema: ToolSchema, target: ConformanceTarget): Finding[] {
  const findings: Finding[] = [];
  const { example, pointer, value, label, section, requirements } = target;
  const subject = `${label} of ${describeExample(example)}`;
  const against = describeSchema(schema);

  if (schema.dialectScope.length > 0) {
    const dialect = usableDialect(schema);
    // An invalid schema or dialect is json-schema.tool-schema.valid's error; no compatibility claim is made then.
    if (dialect !== undefined) {
      const result = validateInstance(schema.value, value, dialect);
      const protocolVersion = schema.dialectScope[0]!;
      const versions = describeVersions(schema.dialectScope);
      for (const reason of result.incomplete) {
        findings.push(
          exampleFinding(example, pointer, {
            severity: 'warning',
            protocolVersion,
            requirement: requirements.incomplete,
            message: `The ${subject} could not be completely checked against ${against} for ${versions}: ${reason} (${section})`,
          }),
        );
      }
      for (const problem of result.problems) {
        findings.push(
          exampleFinding(example, pointer + problem.instancePath, {
            protocolVersion,
            requirement: requirements.invalid,
            message: `The ${subject}${problem.instancePath === '' ? '' : ` at ${JSON.stringify(problem.instancePath)}`} ${describeProblem(problem)}, so it does not validate against ${against} for ${versions} (${section})`,
          }),
        );
      }
    }
  }

  if (schema.legacyScope.length > 0) {
    const protocolVersion = schema.legacyScope[0]!;
    const versions = describeVersions(schema.legacyScope);
    const { required, complete } = legacyConstraints(schema.value);
    // With a dialect version in scope, the complete evaluation above already reports missing required members.
    if (schema.dialectScope.length === 0 && isObject(value)) {
      for (const name of required) {
        if (Object.hasOwn(value, name)) continue;
        findings.push(
          exampleFinding(example, pointer, {
            protocolVersion,
            requirement: requirements.invalid,
            message: `The ${subject} lacks the member ${JSON.stringify(name)} that ${against} requires for ${versions} (${section})`,
            detail: { kind: 'missing-member', member: name },
          }),
        );
      }
    }
    if (!complete) {
      findings.push(
        exampleFinding(example, pointer, {
          severity: 'warning',
          protocolVersion,
          requirement: requirements.incomplete,
          message: `The ${subject} could not be completely checked against ${against} for ${versions}: these versions define no embedded-schema dialect, so only "required" is enforced (${section})`,
        }),
      );
    }
  }
  return findings;
}
