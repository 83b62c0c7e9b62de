// Build-time reading of the carried-value types (spec 3.6) from a protocol version's pinned TypeScript schema
// (third_party/mcp-schemas/<version>/schema.ts), with the TypeScript compiler API: every type a carried value reaches,
// whether it is open (its definition declares or inherits an index signature) or closed, and the members it defines.
// scripts/build-validators.ts writes the table into core/generated/mcp-<version>.js; core/carried.ts walks carried
// values with it, so a new protocol version needs no hand edit.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import {
  carriedInlineRoots,
  carriedRootTypeNames,
  type CarriedTypeTable,
  type TypeShape,
  type ValueShape,
} from '../core/mcp/types.ts';

const schemaDir = new URL('../third_party/mcp-schemas/', import.meta.url);

let program: ts.Program | undefined;

/** One program over the five schema.ts files (each is a module), created once per build. */
function schemaProgram(versions: readonly string[]): ts.Program {
  if (program) return program;
  const files = versions.map((version) => fileURLToPath(new URL(`${version}/schema.ts`, schemaDir)));
  program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  return program;
}

/**
 * The carried-type table of one protocol version: the root types of carried values (3.6) and of the sampling step
 * request (9.4), and every object type they reach through their members, by name. An interface or exported type
 * alias keeps its name; an inline object type is named after where it is written (`CompleteResult.completion`). A
 * `_meta` member is listed but not followed: its keys and values are 3.5's.
 */
export function readCarriedTypeTable(version: string, versions: readonly string[] = [version]): CarriedTypeTable {
  const prog = schemaProgram(versions.includes(version) ? versions : [...versions, version]);
  const checker = prog.getTypeChecker();
  const file = prog.getSourceFile(fileURLToPath(new URL(`${version}/schema.ts`, schemaDir)));
  if (!file) throw new Error(`no schema.ts for MCP ${version}`);
  const moduleSymbol = checker.getSymbolAtLocation(file);
  if (!moduleSymbol) throw new Error(`MCP ${version} schema.ts is not a module`);
  const exported = new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, symbol]));

  const types: Record<string, TypeShape> = {};
  const names = new Map<ts.Type, string>();
  const pending: [string, ts.Type][] = [];

  /** The name of an object type: its exported interface or alias name, or `fallback` for an inline type. */
  const nameOf = (type: ts.Type, fallback: string): string => {
    const known = names.get(type);
    if (known !== undefined) return known;
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const name =
      symbol && exported.get(symbol.name) === symbol && !symbol.name.startsWith('__') ? symbol.name : fallback;
    if (name in types || pending.some(([n]) => n === name))
      throw new Error(`MCP ${version}: two object types named ${name}`);
    names.set(type, name);
    pending.push([name, type]);
    return name;
  };

  // Types being described: a recursive union or array (JSONValue) is any JSON value.
  const describing = new Set<ts.Type>();
  const shapeOf = (type: ts.Type, at: string): ValueShape => {
    if (describing.has(type)) return 'any';
    describing.add(type);
    try {
      return describeValue(type, at);
    } finally {
      describing.delete(type);
    }
  };

  const describeValue = (type: ts.Type, at: string): ValueShape => {
    const flags = type.getFlags();
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return 'any';
    if (flags & ts.TypeFlags.StringLiteral) return { const: (type as ts.StringLiteralType).value };
    if (flags & ts.TypeFlags.NumberLiteral) return { const: (type as ts.NumberLiteralType).value };
    if (flags & ts.TypeFlags.BooleanLiteral) return { const: type === checker.getTrueType() };
    if (flags & ts.TypeFlags.StringLike) return 'string';
    if (flags & ts.TypeFlags.NumberLike) return 'number';
    if (flags & ts.TypeFlags.BooleanLike) return 'boolean';
    if (flags & ts.TypeFlags.Null) return 'null';
    // `object`: any object value, whose members the schema does not describe.
    if (flags & ts.TypeFlags.NonPrimitive) return 'any';
    if (type.isUnion()) {
      const members = type.types.filter((t) => !(t.getFlags() & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
      // An optional member's `T | undefined` is `T`.
      if (members.length === 1) return describeValue(members[0]!, at);
      // `boolean` is the union of its two literals.
      const booleans = members.includes(checker.getTrueType()) && members.includes(checker.getFalseType());
      const shapes = members
        .filter((t) => !booleans || !(t.getFlags() & ts.TypeFlags.BooleanLiteral))
        .map((t, i) => shapeOf(t, `${at}|${i}`));
      if (booleans) shapes.push('boolean');
      return shapes.length === 1 ? shapes[0]! : { anyOf: dedupe(shapes) };
    }
    if (checker.isArrayType(type))
      return { array: shapeOf(checker.getTypeArguments(type as ts.TypeReference)[0]!, `${at}[]`) };
    if (checker.isTupleType(type)) return 'any';
    if (flags & ts.TypeFlags.Object || type.isIntersection()) return { ref: nameOf(type, at) };
    throw new Error(`MCP ${version}: unsupported type ${checker.typeToString(type)} at ${at}`);
  };

  const describeObject = (name: string, type: ts.Type): TypeShape => {
    const members: Record<string, ValueShape> = {};
    const required: string[] = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      if (!declaration) throw new Error(`MCP ${version}: ${name}.${property.name} has no declaration`);
      // An inline member type is named after the type that declares the member (Annotated.annotations).
      const owner =
        ts.isInterfaceDeclaration(declaration.parent) || ts.isTypeAliasDeclaration(declaration.parent)
          ? declaration.parent.name.text
          : name;
      // `_meta` keys and values are governed by 3.5 (the mcp.meta.* rules), not walked as a type.
      const shape =
        property.name === '_meta'
          ? 'any'
          : shapeOf(
              checker.getTypeOfSymbolAtLocation(property, declaration),
              `${exported.has(owner) ? owner : name}.${property.name}`,
            );
      // A string the schema documents as an ISO 8601 date or timestamp (Annotations.lastModified) is a date (15.6).
      const documented = ts.displayPartsToString(property.getDocumentationComment(checker));
      members[property.name] = shape === 'string' && /\bISO 8601\b/.test(documented) ? 'date' : shape;
      if (!(property.getFlags() & ts.SymbolFlags.Optional)) required.push(property.name);
    }
    // Open (3.6): the definition declares or inherits an index signature; its value type describes the other members.
    const index = checker.getIndexInfosOfType(type).find((info) => info.keyType.getFlags() & ts.TypeFlags.String);
    const shape: TypeShape = { open: index !== undefined, members, required };
    if (index) {
      const others = shapeOf(index.type, `${name}[key]`);
      if (others !== 'any') shape.others = others;
    }
    return shape;
  };

  const roots: Record<string, string> = {};
  for (const root of carriedRootTypeNames) {
    const symbol = exported.get(root);
    let type: ts.Type | undefined = symbol && checker.getDeclaredTypeOfSymbol(symbol);
    const inline = carriedInlineRoots[root];
    if (!type && inline) {
      const owner = exported.get(inline[0]);
      const member = owner && checker.getPropertyOfType(checker.getDeclaredTypeOfSymbol(owner), inline[1]);
      if (member) type = checker.getTypeOfSymbol(member);
    }
    if (!type) continue;
    const name = names.get(type) ?? root;
    if (!names.has(type)) {
      names.set(type, root);
      pending.push([root, type]);
    }
    roots[root] = name;
  }
  while (pending.length > 0) {
    const [name, type] = pending.shift()!;
    types[name] = describeObject(name, type);
  }
  return {
    roots,
    types: Object.fromEntries(
      Object.keys(types)
        .sort()
        .map((name) => [name, types[name]!]),
    ),
  };
}

function dedupe(shapes: ValueShape[]): ValueShape[] {
  const seen = new Set<string>();
  return shapes.filter((shape) => {
    const key = JSON.stringify(shape);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
