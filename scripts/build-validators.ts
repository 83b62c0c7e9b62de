// Build-time generation of the precompiled (eval-free) validators into core/generated/:
//   document-schema.js (+ .d.ts)             standalone ESM document-schema validator (16.5), imports only ES modules
//   mcp-description-0.9.0-rc.3.schema.json   the schema itself, offered for download by the app
//   mcp-<version>.js (+ .d.ts)               one validator per MCP type that native projection produces (4.14), and
//                                            `carried`: the carried-value types of 3.6 (results, step responses,
//                                            the sampling request, and the members of their unions: content
//                                            blocks, resource contents), from the pinned MCP schema.json of that
//                                            protocol version (third_party/); `carriedTypes`: every type a carried
//                                            value reaches, open or closed, with its members, read from the pinned
//                                            schema.ts (scripts/mcp-carried-types.ts); `shapes`: the member
//                                            structure of the types rules walk member by member (ClientCapabilities, 8.5)
// Runs on `npm install` (postinstall) and `npm run gen`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Ajv2020Module from 'ajv/dist/2020.js';
import AjvDraft07Module from 'ajv/dist/ajv.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { SchemaEnv } from 'ajv/dist/compile/index.js';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import { buildDocumentSchema, documentSchemaJson } from '../core/schema/document-schema.ts';
import { formats } from '../core/schema/runtime.ts';
import type { JsonSchemaObject } from '../core/schema/types.ts';
import { formats as mcpFormats } from '../core/mcp/runtime.ts';
import {
  captureTypeNames,
  carriedInlineRoots,
  mcpFieldTypes,
  mcpShapeTypes,
  mcpTypeNames,
  type CarriedTypeTable,
  type McpFieldType,
  type McpShape,
  type McpShapeType,
  type McpTypeName,
  type ValueShape,
} from '../core/mcp/types.ts';
import { protocolVersions } from '../core/model/versions.ts';
import { readCarriedTypeTable } from './mcp-carried-types.ts';

type Ajv = InstanceType<typeof import('ajv/dist/2020.js').default>;
// CommonJS default exports, as Node's ESM loader and bundlers present them.
const interop = <T>(m: T): T => (m as { default?: T }).default ?? m;
const Ajv2020 = interop(Ajv2020Module);
const AjvDraft07 = interop(AjvDraft07Module);
const standaloneCode = interop(standaloneModule);

/** Ajv options shared by the build and by tests that compile the schema in Node. */
export const ajvOptions = { allErrors: true, strict: true, strictRequired: false, messages: false } as const;

export function newAjv(extra: Record<string, unknown> = {}): Ajv {
  const ajv = new Ajv2020({ ...ajvOptions, ...extra });
  for (const [name, check] of Object.entries(formats)) ajv.addFormat(name, check);
  return ajv;
}

/**
 * Compile with absolute error schema paths. Ajv reports `schemaPath` of a separately compiled `$ref` target relative
 * to that target ('#/required'); 16.5 attributes rules by the absolute location ('#/$defs/Tool/required'). Ajv takes
 * a compiled target's base path from `SchemaEnv.schemaPath`, which it leaves unset for local references, so while
 * compiling we answer it from the `$defs` entry that the environment's schema object is.
 */
export function compileWithAbsolutePaths<T>(schema: JsonSchemaObject, compile: (schema: JsonSchemaObject) => T): T {
  const locations = new Map<unknown, string>();
  for (const [name, def] of Object.entries((schema.$defs as Record<string, unknown>) ?? {})) {
    if (locations.has(def))
      throw new Error(`$defs/${name} is the same object as ${locations.get(def)}; defs must be distinct objects`);
    locations.set(def, `#/$defs/${name}`);
  }
  const own = new WeakMap<object, string | undefined>();
  Object.defineProperty(SchemaEnv.prototype, 'schemaPath', {
    configurable: true,
    get(this: SchemaEnv & object) {
      return own.get(this) ?? locations.get(this.schema);
    },
    set(this: SchemaEnv & object, value: string | undefined) {
      own.set(this, value);
    },
  });
  try {
    return compile(schema);
  } finally {
    delete (SchemaEnv.prototype as { schemaPath?: unknown }).schemaPath;
  }
}

const runtimeImport = '../schema/runtime.ts';
const requires: Record<string, string> = {
  'require("ajv/dist/runtime/equal").default': 'runtime.equal',
  'require("ajv/dist/runtime/ucs2length").default': 'runtime.ucs2length',
  'require("#runtime").formats': 'runtime.formats',
};

/** The standalone ESM module source: no `require`, no `eval`/`new Function`, so it runs under a strict CSP and Vite. */
export function generateValidatorModule(): string {
  const schema = buildDocumentSchema();
  const ajv = newAjv({ code: { source: true, esm: true, formats: _`require("#runtime").formats` } });
  const validate = compileWithAbsolutePaths(schema, (s) => ajv.compile(s));
  let code = standaloneCode(ajv, validate);
  for (const [from, to] of Object.entries(requires)) code = code.split(from).join(to);
  const leftover = code.match(/require\([^)]*\)/);
  if (leftover) throw new Error(`generated validator still contains ${leftover[0]}; map it to an ES module import`);
  if (/\beval\(|new Function\(/.test(code)) throw new Error('generated validator must not evaluate code');
  code = code.replace(/^"use strict";/, '');
  return `// Generated by scripts/build-validators.ts from core/schema/. Do not edit.\nimport * as runtime from '${runtimeImport}';\n${code}\n`;
}

// ---- MCP type validators (4.14 step 6) ----

const mcpSchemaDir = new URL('../third_party/mcp-schemas/', import.meta.url);

/** The pinned MCP schema.json of a protocol version, read from the vendored copy (never edited). */
export function readMcpSchema(version: string): JsonSchemaObject {
  return JSON.parse(readFileSync(new URL(`${version}/schema.json`, mcpSchemaDir), 'utf8')) as JsonSchemaObject;
}

// Keywords whose value is a map of subschemas, a list of subschemas, or one subschema.
const schemaMaps = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas']);
const schemaLists = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const schemaValues = new Set([
  'items',
  'additionalItems',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
]);
// Annotations that do not affect validation; dropping them keeps the generated modules small.
const annotations = new Set(['description', 'title', '$comment', 'examples', 'default']);

/** A schema without annotation keywords (member names such as a property called `description` are kept). */
function withoutAnnotations(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (annotations.has(keyword)) continue;
    if (schemaMaps.has(keyword) && typeof value === 'object' && value !== null)
      out[keyword] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withoutAnnotations(sub)]));
    else if (schemaLists.has(keyword) && Array.isArray(value)) out[keyword] = value.map(withoutAnnotations);
    else if (schemaValues.has(keyword))
      out[keyword] = Array.isArray(value) ? value.map(withoutAnnotations) : withoutAnnotations(value);
    else out[keyword] = value;
  }
  return out;
}

/**
 * The part of a pinned MCP schema that the projected types need: their definitions and every definition they reach
 * through `$ref`, unchanged except for annotations, under the version's own definitions keyword and dialect.
 */
export function mcpSchemaSubset(version: string): {
  schema: JsonSchemaObject;
  id: string;
  defsKeyword: 'definitions' | '$defs';
} {
  return schemaSubset(version, mcpTypeNames, 'schema.json');
}

const carriedTables = new Map<string, CarriedTypeTable>();

/** The carried-type table of a version (3.6), read from its pinned schema.ts once per build. */
export function carriedTypeTable(version: string): CarriedTypeTable {
  let table = carriedTables.get(version);
  if (!table) carriedTables.set(version, (table = readCarriedTypeTable(version, protocolVersions)));
  return table;
}

/**
 * The carried-value types validated on their own with schema.json (3.6): the roots a version defines and the named
 * alternatives of the unions its carried-type table has (content blocks, resource contents), where each is defined,
 * and the definitions holding them.
 */
export function mcpCarriedTypes(version: string): {
  types: string[];
  locations: Record<string, string>;
  roots: string[];
} {
  const full = readMcpSchema(version);
  const table = carriedTypeTable(version);
  const types = [...new Set([...Object.keys(table.roots), ...unionAlternatives(table)])].filter(
    (name) => carriedLocation(full, name) !== undefined,
  );
  const roots = [...new Set(types.map((name) => carriedLocation(full, name)![0]!))];
  const locations = Object.fromEntries(types.map((name) => [name, carriedLocation(full, name)!.join('/')]));
  return { types, locations, roots };
}

/** The named object types that are alternatives of a union somewhere in the table, in table order. */
function unionAlternatives(table: CarriedTypeTable): string[] {
  const found = new Set<string>();
  const visit = (shape: ValueShape, inUnion: boolean): void => {
    if (typeof shape !== 'object') return;
    if ('ref' in shape && inUnion) found.add(shape.ref);
    if ('array' in shape) visit(shape.array, inUnion);
    if ('anyOf' in shape) for (const alternative of shape.anyOf) visit(alternative, true);
  };
  for (const type of Object.values(table.types)) {
    for (const member of Object.values(type.members)) visit(member, false);
    if (type.others) visit(type.others, false);
  }
  return Object.keys(table.types).filter((name) => found.has(name));
}

function schemaSubset(
  version: string,
  roots: readonly string[],
  file: string,
): { schema: JsonSchemaObject; id: string; defsKeyword: 'definitions' | '$defs' } {
  const full = readMcpSchema(version);
  const defsKeyword = '$defs' in full ? '$defs' : 'definitions';
  const defs = full[defsKeyword] as Record<string, unknown>;
  const refPattern = new RegExp(`"\\$ref":"#/${defsKeyword.replace('$', '\\$')}/([^"]+)"`, 'g');
  const kept: Record<string, unknown> = {};
  const pending: string[] = [...roots];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (name in kept) continue;
    if (!(name in defs)) throw new Error(`MCP ${version} schema.json has no definition ${name}`);
    kept[name] = withoutAnnotations(defs[name]);
    for (const match of JSON.stringify(defs[name]).matchAll(refPattern)) pending.push(decodeURIComponent(match[1]!));
  }
  const ordered = Object.fromEntries(
    Object.keys(defs)
      .filter((n) => n in kept)
      .map((n) => [n, kept[n]]),
  );
  const id = `https://mcp-schema.invalid/${version}/${file}`;
  return { schema: { $schema: full.$schema, $id: id, [defsKeyword]: ordered }, id, defsKeyword };
}

/**
 * Where a carried-value type is defined, as the path below the definitions keyword: its own definition, or (before a
 * version named it) the inline member that holds it (`params` of `CreateMessageRequest` for `CreateMessageRequestParams`).
 */
function carriedLocation(full: JsonSchemaObject, name: string): string[] | undefined {
  const defs = (full.$defs ?? full.definitions) as Record<
    string,
    { properties?: Record<string, { properties?: unknown }> }
  >;
  if (Object.hasOwn(defs, name)) return [name];
  const inline = Object.hasOwn(carriedInlineRoots, name)
    ? carriedInlineRoots[name as keyof typeof carriedInlineRoots]
    : undefined;
  if (inline && defs[inline[0]]?.properties?.[inline[1]]?.properties) return [inline[0], 'properties', inline[1]];
  return undefined;
}

const mcpRuntimeImport = '../mcp/runtime.ts';

/** The standalone ESM module of one protocol version: one exported validator per MCP type in `mcpTypeNames`. */
export function generateMcpValidatorModule(version: string): string {
  // One schema for both sets of types, so that the definitions they share (content blocks, Icon...) compile once.
  const { types: carried, locations, roots } = mcpCarriedTypes(version);
  const captured = captureTypeNames.filter(
    (name) => name in ((readMcpSchema(version).$defs ?? readMcpSchema(version).definitions) as Record<string, unknown>),
  );
  const { schema, id, defsKeyword } = schemaSubset(version, [...mcpTypeNames, ...roots, ...captured], 'schema.json');
  // MCP schemas use `type: [..]` lists (ElicitResult content values), which strict mode would otherwise refuse.
  const options = {
    ...ajvOptions,
    allowUnionTypes: true,
    inlineRefs: false,
    code: { source: true, esm: true, formats: _`require("#runtime").formats` },
  };
  const ajv = defsKeyword === '$defs' ? new Ajv2020(options) : new AjvDraft07(options);
  for (const [name, check] of Object.entries(mcpFormats)) ajv.addFormat(name, check);
  ajv.addSchema(schema);
  const exports = Object.fromEntries([
    ...mcpTypeNames.map((name) => [name, `${id}#/${defsKeyword}/${name}`]),
    ...carried.map((name) => [`carried${name}`, `${id}#/${defsKeyword}/${locations[name]}`]),
    ...captured.map((name) => [`captured${name}`, `${id}#/${defsKeyword}/${name}`]),
  ]);
  let code = standaloneCode(ajv, exports);
  for (const [from, to] of Object.entries(requires)) code = code.split(from).join(to);
  const leftover = code.match(/require\([^)]*\)/);
  if (leftover) throw new Error(`generated MCP ${version} validator still contains ${leftover[0]}`);
  if (/\beval\(|new Function\(/.test(code)) throw new Error('generated validator must not evaluate code');
  code = code.replace(/^"use strict";/, '');
  const fields = `export const definedFields = ${JSON.stringify(mcpDefinedFields(version))};`;
  const carriedTypes = `export const carriedTypes = ${JSON.stringify(carriedTypeTable(version))};`;
  const carriedMap = `export const carried = {${carried.map((name) => `${name}: carried${name}`).join(', ')}};\nexport const captured = {${captured.map((name) => `${name}: captured${name}`).join(', ')}};`;
  const shapes = `export const shapes = ${JSON.stringify(mcpShapes(version))};`;
  return `// Generated by scripts/build-validators.ts from third_party/mcp-schemas/${version}/schema.json and schema.ts. Do not edit.\nimport * as runtime from '${mcpRuntimeImport}';\n${fields}\n${carriedTypes}\n${shapes}\n${code}\n${carriedMap}\n`;
}

/** The fields (`properties`) each projected MCP type defines in a version; a type the version lacks is omitted. */
export function mcpDefinedFields(version: string): Partial<Record<McpFieldType, string[]>> {
  const full = readMcpSchema(version);
  const defs = (full.$defs ?? full.definitions) as Record<string, { properties?: Record<string, unknown> }>;
  const out: Partial<Record<McpFieldType, string[]>> = {};
  for (const name of mcpFieldTypes) {
    const properties = defs[name]?.properties;
    if (properties) out[name] = Object.keys(properties);
  }
  return out;
}

/** The member structure (McpShape) of each type in `mcpShapeTypes` that a version defines. */
export function mcpShapes(version: string): Partial<Record<McpShapeType, McpShape>> {
  const full = readMcpSchema(version);
  const defsKeyword = '$defs' in full ? '$defs' : 'definitions';
  const defs = full[defsKeyword] as Record<string, unknown>;
  const out: Partial<Record<McpShapeType, McpShape>> = {};
  for (const name of mcpShapeTypes)
    if (name in defs) out[name] = shapeOf(defs[name], defs, `#/${defsKeyword}/`, [name]);
  return out;
}

/**
 * The McpShape of a schema: `$ref`s followed (a reference back into a definition being read, as JSON values are,
 * is any value), `type`, `properties` and `additionalProperties` read; a schema combining alternatives (anyOf,
 * oneOf, allOf) is any value, since the types walked member by member have none at a member.
 */
function shapeOf(
  schema: unknown,
  defs: Record<string, unknown>,
  refPrefix: string,
  reading: readonly string[],
): McpShape {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return {};
  const node = schema as Record<string, unknown>;
  if (typeof node.$ref === 'string') {
    if (!node.$ref.startsWith(refPrefix)) throw new Error(`unexpected $ref ${node.$ref}`);
    const name = decodeURIComponent(node.$ref.slice(refPrefix.length));
    if (!(name in defs)) throw new Error(`$ref ${node.$ref} has no definition`);
    return reading.includes(name) ? {} : shapeOf(defs[name], defs, refPrefix, [...reading, name]);
  }
  if (['anyOf', 'oneOf', 'allOf'].some((keyword) => keyword in node)) return {};
  const type = node.type as string | string[] | undefined;
  if (type === undefined) return {};
  if (!(type === 'object' || (Array.isArray(type) && type.includes('object')))) return { type };
  const properties = node.properties as Record<string, unknown> | undefined;
  const members =
    properties &&
    Object.fromEntries(
      Object.entries(properties).map(([member, sub]) => [member, shapeOf(sub, defs, refPrefix, reading)]),
    );
  const additional = node.additionalProperties;
  const others =
    additional === undefined
      ? properties
        ? false
        : {}
      : additional === false
        ? false
        : shapeOf(additional, defs, refPrefix, reading);
  return members ? { type, members, others } : { type, others };
}

function mcpDeclarations(): string {
  return [
    '// Generated by scripts/build-validators.ts. Do not edit.',
    "import type { SchemaValidator } from '../schema/types.ts';",
    "import type { CaptureTypeName, CarriedTypeTable, McpFieldType, McpShape, McpShapeType } from '../mcp/types.ts';",
    '/** Field names that each projected MCP type (and PromptArgument, Icon) defines in this protocol version. */',
    'export declare const definedFields: Readonly<Partial<Record<McpFieldType, readonly string[]>>>;',
    ...mcpTypeNames.map((name: McpTypeName) => `export declare const ${name}: SchemaValidator;`),
    '/** Every type a carried value (3.6) reaches in this protocol version, open or closed, with its members (schema.ts). */',
    'export declare const carriedTypes: CarriedTypeTable;',
    '/** Validators of the carried-value types (3.6) validated on their own: the roots and the members of their unions. */',
    'export declare const carried: Readonly<Record<string, SchemaValidator>>;',
    '/** Validators of the server results import reads (InitializeResult, DiscoverResult) this protocol version defines. */',
    'export declare const captured: Readonly<Partial<Record<CaptureTypeName, SchemaValidator>>>;',
    '/** Member structure of the types rules walk member by member (ClientCapabilities, 8.5). */',
    'export declare const shapes: Readonly<Partial<Record<McpShapeType, McpShape>>>;',
    '',
  ].join('\n');
}

/** Write every generated file into core/generated/. */
export function buildValidators(): void {
  const out = new URL('../core/generated/', import.meta.url);
  mkdirSync(out, { recursive: true });

  const code = generateValidatorModule();
  writeFileSync(new URL('document-schema.js', out), code);
  writeFileSync(
    new URL('document-schema.d.ts', out),
    [
      '// Generated by scripts/build-validators.ts. Do not edit.',
      "import type { SchemaValidator } from '../schema/types.ts';",
      'declare const validate: SchemaValidator;',
      'export { validate };',
      'export default validate;',
      '',
    ].join('\n'),
  );
  writeFileSync(new URL('mcp-description-0.9.0-rc.3.schema.json', out), documentSchemaJson());
  const sizes: string[] = [];
  for (const version of protocolVersions) {
    const mcp = generateMcpValidatorModule(version);
    writeFileSync(new URL(`mcp-${version}.js`, out), mcp);
    writeFileSync(new URL(`mcp-${version}.d.ts`, out), mcpDeclarations());
    sizes.push(`${version} ${(mcp.length / 1024).toFixed(0)}`);
  }
  console.log(
    `build-validators: wrote ${fileURLToPath(out)} (validator ${(code.length / 1024).toFixed(0)} KiB; MCP types KiB: ${sizes.join(', ')})`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) buildValidators();
