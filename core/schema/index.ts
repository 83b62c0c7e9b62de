// Structural validation (spec 16.5): run the precompiled document-schema validator and turn its findings into
// diagnostics that point at the member or value concerned and state facts in `detail`. Which rule a finding belongs
// to is not this layer's knowledge: the caller attributes each failing subschema (core/rules/structural.ts).
import type { Diagnostic, DiagnosticDetail, Severity } from '../diagnostics.ts';
import validate from '../generated/document-schema.js';
import { documentSchema, mcpdescVersion, specificationVersion } from './document-schema.ts';
import { appendPointer, everyToken, lastToken, parentPointer, splitPointer, valueAtPointer } from '../lib/pointer.ts';
import { schemaAt } from './pointers.ts';
import { describeObject, describeValue, jsonText, list, locationOf, typeOfValue } from './messages.ts';
import type { JsonSchemaObject, SchemaError } from './types.ts';
import { furtherFindings, maxFindings } from '../lib/findings-cap.ts';
import { countOf } from '../lib/plural.ts';

export { documentSchema, schemaId, mcpdescVersion, specificationVersion } from './document-schema.ts';

/** At most this many structural diagnostics are reported for one document; a final note says how many were left out. */
export const maxStructuralDiagnostics = maxFindings;

/** Which part of the source a diagnostic underlines: the member name for unexpected or invalid names, else the value. */
export function rangePart(diagnostic: Diagnostic): 'key' | 'value' {
  const detail = diagnostic.detail;
  if (!detail) return 'value';
  return detail.kind === 'unexpected-member' || (detail.kind === 'constraint' && detail.keyword === 'propertyNames')
    ? 'key'
    : 'value';
}

/**
 * The rule (and its severity) a structural finding belongs to, by the absolute pointer of the failing subschema, and
 * the requirement it violates, by `location`: the failing keyword's location, ending with the member concerned for
 * `required` and `additionalProperties` (`/$defs/Tool/required/inputSchema`), and the instance path.
 */
export type Attribution = (
  subschemaPointer: string,
  failure: { location: string; instancePath: string },
) => { id: string; severity: Severity; requirement?: string };

/**
 * Validate a decoded document against the 0.9.0-rc.3 document schema, each finding attributed by `attribute`.
 * Never throws for any JSON value.
 */
export function structuralDiagnostics(value: unknown, attribute: Attribution): Diagnostic[] {
  if (validate(value)) return [];
  return diagnosticsFromErrors(validate.errors ?? [], value, attribute);
}

/** A finding on its way to a diagnostic: the failing keyword's absolute schema location is kept for reduction. */
interface Finding {
  diagnostic: Diagnostic;
  /** Absolute JSON Pointer of the failing keyword in the document schema. */
  keywordPointer: string;
  /** Instance location the keyword applied to. */
  instancePath: string;
}

/** The 16.5 reduction and mapping of raw validator findings (exported for tests of the reduction rules). */
export function diagnosticsFromErrors(
  errors: readonly SchemaError[],
  value: unknown,
  attribute: Attribution,
): Diagnostic[] {
  const raw = errors.map((error) => ({ error, keyword: keywordPointer(error) }));

  // A failing inclusive anyOf gives one finding at the union value; its alternatives' failures are dropped.
  // Indexed by keyword location, then instance location: each finding looks up its ancestors (linear overall).
  const unions = new Map<string, Set<string>>();
  for (const r of raw) {
    if (r.error.keyword !== 'anyOf') continue;
    let at = unions.get(r.keyword);
    if (!at) unions.set(r.keyword, (at = new Set()));
    at.add(r.error.instancePath);
  }
  const underUnion = (keyword: string, instancePath: string): boolean => {
    for (let k = parentPointer(keyword); k !== undefined; k = parentPointer(k)) {
      const at = unions.get(k);
      if (!at) continue;
      for (let p: string | undefined = instancePath; p !== undefined; p = parentPointer(p)) if (at.has(p)) return true;
    }
    return false;
  };
  const kept = raw.filter(
    (r) => r.error.propertyName === undefined && (unions.size === 0 || !underUnion(r.keyword, r.error.instancePath)),
  );

  const findings: Finding[] = [];
  const conditionals: Finding[] = [];
  for (const { error, keyword } of kept) {
    const finding = toFinding(error, keyword, value, attribute);
    (error.keyword === 'if' ? conditionals : findings).push(finding);
  }
  // An `if` failure only stands when nothing else was found at or below its instance location.
  if (conditionals.length > 0) {
    const found = new Set<string>();
    for (const f of findings)
      for (let p = f.diagnostic.path; !found.has(p); p = p.slice(0, Math.max(0, p.lastIndexOf('/')))) found.add(p);
    for (const conditional of conditionals) if (!found.has(conditional.instancePath)) findings.push(conditional);
  }

  const unique = deduplicate(findings);
  const ordered = orderByDocument(unique, value);
  if (ordered.length <= maxStructuralDiagnostics) return ordered;
  const shown = ordered.slice(0, maxStructuralDiagnostics);
  shown.push(
    furtherFindings('mcpdesc.document.schema', ordered.length - maxStructuralDiagnostics, 'structural findings'),
  );
  return shown;
}

function keywordPointer(error: SchemaError): string {
  const fragment = error.schemaPath.startsWith('#') ? error.schemaPath.slice(1) : error.schemaPath;
  // Ajv writes schema locations as URI fragments: percent-decode each JSON Pointer token (when any is encoded).
  if (!fragment.includes('%')) return fragment;
  return fragment
    .split('/')
    .map((token) => {
      try {
        return decodeURIComponent(token);
      } catch {
        return token;
      }
    })
    .join('/');
}

/** Keyword location -> the subschema that contains the keyword (16.5 attribution uses the subschema). */
function subschemaOf(error: SchemaError, keyword: string): string {
  if (error.keyword === 'false schema') return keyword;
  return keyword.slice(0, keyword.lastIndexOf('/'));
}

function toFinding(error: SchemaError, keyword: string, value: unknown, attribute: Attribution): Finding {
  const subschemaPointer = subschemaOf(error, keyword);
  const { id, severity, requirement } = attribute(subschemaPointer, {
    location: requirementLocation(error, keyword),
    instancePath: error.instancePath,
  });
  const subschema = documentSubschema(subschemaPointer);
  const { path, detail, message } = describe(error, subschemaPointer, subschema, value);
  const diagnostic: Diagnostic = { rule: id, severity, path, ...(requirement ? { requirement } : {}), message, detail };
  return { diagnostic, keywordPointer: keyword, instancePath: error.instancePath };
}

/** The document schema's subschema at each pointer looked up so far (pointers into one constant schema: bounded). */
const subschemas = new Map<string, JsonSchemaObject | undefined>();

function documentSubschema(pointer: string): JsonSchemaObject | undefined {
  if (!subschemas.has(pointer)) subschemas.set(pointer, schemaAt(documentSchema, pointer));
  return subschemas.get(pointer);
}

/** Where the requirement of a finding is looked up: the keyword's location, and the member a `required` or `additionalProperties` failure concerns. */
function requirementLocation(error: SchemaError, keyword: string): string {
  if (error.keyword === 'required') return appendPointer(keyword, String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') return appendPointer(keyword, String(error.params.additionalProperty));
  return keyword;
}

interface Described {
  path: string;
  detail: DiagnosticDetail;
  message: string;
}

function describe(
  error: SchemaError,
  subschemaPointer: string,
  subschema: JsonSchemaObject | undefined,
  root: unknown,
): Described {
  const at = error.instancePath;
  const params = error.params;
  // A finding about a named member says neither where its object is nor what it holds: read those only for the others.
  switch (error.keyword) {
    case 'required': {
      const member = String(params.missingProperty);
      return {
        path: at,
        detail: { kind: 'missing-member', member },
        message: `${describeObject(subschemaPointer, at, subschema)} is missing required member "${member}"`,
      };
    }
    case 'additionalProperties': {
      const member = String(params.additionalProperty);
      return unexpectedMember(at, member, subschemaPointer, subschema);
    }
    case 'propertyNames': {
      const member = String(params.propertyName);
      const names = subschema?.propertyNames as JsonSchemaObject | undefined;
      const pattern = typeof names?.pattern === 'string' ? names.pattern : undefined;
      return {
        path: appendPointer(at, member),
        detail: { kind: 'constraint', keyword: 'propertyNames', member, ...(pattern ? { pattern } : {}) },
        message: `Invalid name "${member}" in ${describeValue(at)}: expected ${typeof names?.description === 'string' ? names.description : `a name matching ${pattern ?? 'its pattern'}`}`,
      };
    }
  }
  const instance = valueAtPointer(root, at);
  const where = locationOf(at);
  switch (error.keyword) {
    case 'false schema': {
      // A member whose schema is `false` (properties/<name>: false) is not allowed here.
      const segments = splitPointer(subschemaPointer);
      const member = segments[segments.length - 1] ?? '';
      if (segments[segments.length - 2] === 'properties') {
        const parentPointer = segments
          .slice(0, -2)
          .map((s) => `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}`)
          .join('');
        const parentPath = at.slice(0, at.lastIndexOf('/'));
        return unexpectedMember(parentPath, member, parentPointer, schemaAt(documentSchema, parentPointer));
      }
      return { path: at, detail: { kind: 'constraint', keyword: 'false' }, message: `${where} is not allowed here` };
    }
    case 'enum':
    case 'const': {
      const allowedValues = error.keyword === 'enum' ? (params.allowedValues as unknown[]) : [params.allowedValue];
      if (at === '/mcpdesc' && subschemaPointer === '/properties/mcpdesc') {
        return {
          path: at,
          detail: { kind: 'invalid-value', allowedValues },
          message:
            `Unrecognized mcpdesc version ${jsonText(instance)}: this playground validates MCP Description ` +
            `"${mcpdescVersion}" documents (specification ${specificationVersion}); set "mcpdesc": "${mcpdescVersion}"`,
        };
      }
      if (subschemaPointer === '/$defs/ProtocolVersion') {
        return {
          path: at,
          detail: { kind: 'invalid-value', allowedValues },
          message: `${jsonText(instance)} is not an MCP protocol version that MCP Description ${mcpdescVersion} describes; use one of ${list(allowedValues.map(jsonText), 'or')}`,
        };
      }
      return {
        path: at,
        detail: { kind: 'invalid-value', allowedValues },
        message: `${where} has invalid value ${jsonText(instance)}; allowed: ${list(allowedValues.map(jsonText))}`,
      };
    }
    case 'type': {
      const expectedTypes = Array.isArray(params.type) ? params.type.map(String) : String(params.type).split(',');
      const expected = list(expectedTypes.map(article), 'or');
      // An empty value (`key:` in YAML, `""`) or null says so, with what belongs there, rather than "not a string".
      const empty = instance === null ? 'is null (no value)' : instance === '' ? 'is empty' : undefined;
      const optional = memberOptional(subschemaPointer, at) ? ` or remove ${JSON.stringify(lastToken(at))}` : '';
      return {
        path: at,
        detail: { kind: 'type-mismatch', expectedTypes },
        message: empty
          ? `${where} ${empty}: give it ${expected}${optional}`
          : `${where} must be ${expected}, not ${article(typeOfValue(instance))}`,
      };
    }
    case 'anyOf': {
      const alternatives = (subschema?.anyOf as JsonSchemaObject[] | undefined) ?? [];
      const members = alternatives.map((a) =>
        Array.isArray(a.required) && a.required.length === 1 ? String(a.required[0]) : undefined,
      );
      const message = members.every((m) => m !== undefined)
        ? `${describeObject(subschemaPointer, at, subschema)} must contain at least one of ${list(
            members.map((m) => `"${m}"`),
            'or',
          )}`
        : `${where} matches none of its ${alternatives.length} alternatives`;
      return { path: at, detail: { kind: 'missing-alternative' }, message };
    }
    case 'not':
      return notFinding(at, subschemaPointer, subschema, where);
    case 'if':
      return {
        path: at,
        detail: { kind: 'constraint', keyword: 'if' },
        message: `${where} does not satisfy the conditional requirements of ${describeObject(subschemaPointer, at, subschema)}`,
      };
    case 'uniqueItems': {
      // The engine reports the two indexes in either order: point at the later repeat.
      const later = Math.max(Number(params.i), Number(params.j));
      const earlier = Math.min(Number(params.i), Number(params.j));
      return {
        path: appendPointer(at, later),
        detail: { kind: 'constraint', keyword: 'uniqueItems', duplicateOf: earlier },
        message: `${where} must not contain duplicates: item ${later} repeats item ${earlier} (${jsonText(valueAtPointer(root, appendPointer(at, later)))})`,
      };
    }
    default:
      return constraint(error, at, where, instance, subschema, subschemaPointer);
  }
}

function unexpectedMember(
  objectPath: string,
  member: string,
  pointer: string,
  subschema: JsonSchemaObject | undefined,
): Described {
  const properties = (subschema?.properties as Record<string, unknown> | undefined) ?? {};
  const allowedMembers = Object.keys(properties).filter((name) => properties[name] !== false);
  const extensible = Object.keys((subschema?.patternProperties as object | undefined) ?? {}).includes('^x-');
  const allowed = [...allowedMembers, ...(extensible ? ['x-* extensions'] : [])];
  const objectName = describeObject(pointer, objectPath, subschema);
  return {
    path: appendPointer(objectPath, member),
    detail: { kind: 'unexpected-member', member, allowedMembers },
    message:
      `Unexpected member "${member}" in ${objectName.replace(/^The /, 'the ')}` +
      (allowed.length > 0 ? `; allowed: ${allowed.join(', ')}` : '; it takes no members') +
      (extensible || !member.startsWith('x-') ? '' : ' (x-* extensions are not allowed on this object)'),
  };
}

function notFinding(at: string, pointer: string, subschema: JsonSchemaObject | undefined, where: string): Described {
  const forbidden = (subschema?.not as JsonSchemaObject | undefined)?.required;
  if (!Array.isArray(forbidden))
    return {
      path: at,
      detail: { kind: 'constraint', keyword: 'not' },
      message: `${where} matches a form that is not allowed here`,
    };
  // The enclosing guard: the `if` beside the `then`/`else` that holds this `not`.
  const segments = splitPointer(pointer);
  const branch = segments.lastIndexOf('then');
  let guardRequired: string[] = [];
  let selector: string | undefined;
  if (branch >= 0) {
    const guardPointer = [...segments.slice(0, branch), 'if']
      .map((s) => `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}`)
      .join('');
    const guard = schemaAt(documentSchema, guardPointer);
    guardRequired = Array.isArray(guard?.required) ? guard.required.map(String) : [];
    const guardProperties = (guard?.properties as Record<string, JsonSchemaObject> | undefined) ?? {};
    selector = Object.keys(guardProperties).find((name) => 'const' in (guardProperties[name] ?? {}));
  }
  const members = [...guardRequired, ...forbidden.map(String)];
  return {
    path: at,
    detail: { kind: 'conflicting-members', members, ...(selector ? { selector } : {}) },
    message: `${where} must not combine ${list(
      members.map((m) => `"${m}"`),
      'and',
    )}`,
  };
}

function constraint(
  error: SchemaError,
  at: string,
  where: string,
  instance: unknown,
  subschema: JsonSchemaObject | undefined,
  subschemaPointer: string,
): Described {
  const params = error.params;
  const keyword = error.keyword;
  const detail: DiagnosticDetail = { kind: 'constraint', keyword, ...params };
  const limit = Number(params.limit);
  let message: string;
  switch (keyword) {
    case 'minItems':
    case 'minProperties':
      // Omitting is a fix only for an optional member: a required one (root protocolVersions) must have entries.
      message =
        limit !== 1
          ? `${where} must have at least ${limit} ${keyword === 'minItems' ? 'items' : 'members'}`
          : memberOptional(subschemaPointer, at)
            ? `${where} is empty: give it at least one entry, or remove ${JSON.stringify(lastToken(at))} altogether`
            : `${where} is empty, but it must have at least one entry`;
      break;
    case 'maxItems':
    case 'maxProperties':
      message = `${where} must have at most ${limit} ${keyword === 'maxItems' ? 'items' : 'members'}`;
      break;
    case 'minLength':
      message =
        limit === 1
          ? `${where} must not be an empty string`
          : `${where} must be at least ${countOf(limit, 'character')} long`;
      break;
    case 'maxLength':
      message = `${where} must be at most ${countOf(limit, 'character')} long`;
      break;
    case 'pattern':
      message =
        typeof subschema?.description === 'string'
          ? `${where} ${jsonText(instance)} is not ${subschema.description}`
          : `${where} ${jsonText(instance)} does not match the required form ${String(params.pattern)}`;
      break;
    case 'format':
      message = `${where} must be a valid ${formatName(String(params.format))}; got ${jsonText(instance)}`;
      break;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf':
      message = `${where} must be ${typeof params.comparison === 'string' ? params.comparison : keyword} ${limit}; got ${jsonText(instance)}`;
      break;
    default:
      message = `${where} does not satisfy the "${keyword}" constraint`;
  }
  return { path: at, detail, message };
}

/**
 * Whether the value at `at` is an optional member of its object: its schema is `properties/<name>` of an object schema
 * that does not require it. An array item, a map entry or a value whose parent schema is not known is not one.
 */
function memberOptional(subschemaPointer: string, at: string): boolean {
  if (at === '') return false;
  const name = optionalMemberOf(subschemaPointer);
  return name !== null && name === lastToken(at);
}

/** Per subschema pointer (a bounded set), the member name it is the optional `properties/<name>` schema of, or null. */
const optionalMembers = new Map<string, string | null>();

function optionalMemberOf(subschemaPointer: string): string | null {
  let name = optionalMembers.get(subschemaPointer);
  if (name !== undefined) return name;
  const segments = splitPointer(subschemaPointer);
  name = null;
  if (segments.length >= 2 && segments[segments.length - 2] === 'properties') {
    const member = segments[segments.length - 1]!;
    const parent = documentSubschema(
      segments
        .slice(0, -2)
        .map((s) => `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}`)
        .join(''),
    );
    if (!(Array.isArray(parent?.required) && parent.required.includes(member))) name = member;
  }
  optionalMembers.set(subschemaPointer, name);
  return name;
}

function formatName(format: string): string {
  return format === 'uri' ? 'URI (RFC 3986, with a scheme)' : `${format} value`;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/** Duplicates share path, rule, severity, kind and the member or keyword facts: keep the longest schema pointer. */
function deduplicate(findings: Finding[]): Finding[] {
  // Duplicates share their path: when no two findings do, none is a duplicate (and no key is written).
  if (new Set(findings.map((f) => f.diagnostic.path)).size === findings.length) return findings;
  const byKey = new Map<string, Finding>();
  for (const finding of findings) {
    const d = finding.diagnostic;
    const detail = (d.detail ?? {}) as Record<string, unknown>;
    const key =
      keyPart(d.path) +
      keyPart(d.rule) +
      keyPart(d.severity) +
      keyPart(detail.kind) +
      keyPart(detail.member) +
      keyPart(detail.members) +
      keyPart(detail.keyword);
    const existing = byKey.get(key);
    if (!existing || finding.keywordPointer.length > existing.keywordPointer.length) byKey.set(key, finding);
  }
  const survivors = new Set(byKey.values());
  return findings.filter((f) => survivors.has(f));
}

/**
 * One fact of a deduplication key, so that two keys are equal exactly when their facts are equal as JSON: a string as
 * its length and text (no JSON.stringify per finding), anything else as its JSON text, undefined as null.
 */
function keyPart(value: unknown): string {
  if (typeof value === 'string') return `s${value.length}:${value}`;
  // Most facts are absent (a finding names a member, members or a keyword, rarely two): no JSON text to write for them.
  return value === undefined || value === null ? 'jnull;' : `j${JSON.stringify(value)};`;
}

/** Sort by position in the value as written (member order of each object, index order of arrays); stable. */
function orderByDocument(findings: Finding[], value: unknown): Diagnostic[] {
  const memberIndex = new WeakMap<object, Map<string, number>>();
  const keyed = findings.map((finding, index) => ({
    finding,
    index,
    key: documentOrderKey(value, finding.diagnostic.path, memberIndex),
  }));
  keyed.sort((a, b) => compareKeys(a.key, b.key) || a.index - b.index);
  return keyed.map((k) => k.finding.diagnostic);
}

/** Positions along the path: array indices, and member positions looked up in a per-object index built once. */
function documentOrderKey(root: unknown, path: string, memberIndex: WeakMap<object, Map<string, number>>): number[] {
  const key: number[] = [];
  let current: unknown = root;
  everyToken(path, (segment) => {
    if (Array.isArray(current)) {
      const index = Number(segment);
      key.push(Number.isInteger(index) ? index : Number.MAX_SAFE_INTEGER);
      current = current[index];
    } else if (current !== null && typeof current === 'object') {
      let members = memberIndex.get(current);
      if (!members) {
        members = new Map(Object.keys(current).map((name, i) => [name, i]));
        memberIndex.set(current, members);
      }
      key.push(members.get(segment) ?? Number.MAX_SAFE_INTEGER);
      current = (current as Record<string, unknown>)[segment];
    } else {
      key.push(Number.MAX_SAFE_INTEGER);
      current = undefined;
    }
    return true;
  });
  return key;
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}
