// The document schema (core/schema) read as a guide for the editor: which members an object at a location takes,
// which values a member allows, and which `$defs` definition describes it. Unions are narrowed by what is already
// written (a discriminator's value, a `$componentRef`), as the validator's guarded conditionals select them (16.5).
import { documentSchema } from '../schema/index.ts';
import type { JsonSchemaObject } from '../schema/types.ts';

export interface SchemaNode {
  schema: JsonSchemaObject;
  /** The `$defs` name the schema was reached through, when it was. */
  def?: string;
}

const defs = documentSchema.$defs as Record<string, JsonSchemaObject>;

function isSchema(value: unknown): value is JsonSchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deref(node: SchemaNode): SchemaNode {
  let current = node;
  for (let hops = 0; hops < 16 && typeof current.schema.$ref === 'string'; hops++) {
    const name = current.schema.$ref.replace('#/$defs/', '');
    const target = defs[name];
    if (!target) break;
    const { $ref: _ignored, ...rest } = current.schema;
    // A `$ref` beside other keywords (completedResult) keeps both.
    current =
      Object.keys(rest).length > 0
        ? {
            schema: {
              ...target,
              ...rest,
              properties: { ...(target.properties as object), ...(rest.properties as object) },
            },
            def: name,
          }
        : { schema: target, def: name };
  }
  return current;
}

/**
 * The object schemas that may describe a value, given the scalar members already written in it: a use site that
 * permits a Reference Object gives the reference or the inline value; a discriminated union gives the selected
 * alternative when its discriminator is written.
 */
export function expand(node: SchemaNode, written: ReadonlyMap<string, string | undefined> = new Map()): SchemaNode[] {
  const resolved = deref(node);
  const schema = resolved.schema;
  const guard = schema.if;
  if (isSchema(guard) && Array.isArray(guard.required) && guard.required[0] === '$componentRef') {
    const reference = { schema: schema.then as JsonSchemaObject };
    const inline = { schema: schema.else as JsonSchemaObject };
    if (written.has('$componentRef')) return expand(reference, written);
    if (written.size > 0) return expand(inline, written);
    return [...expand(inline, written), ...expand(reference, written)];
  }
  if (Array.isArray(schema.allOf)) {
    for (const branch of schema.allOf as JsonSchemaObject[]) {
      const condition = branch.if as JsonSchemaObject | undefined;
      const properties = condition?.properties as Record<string, JsonSchemaObject> | undefined;
      if (!properties || !isSchema(branch.then)) continue;
      const [discriminator, constraint] = Object.entries(properties)[0] ?? [];
      if (discriminator !== undefined && constraint && written.get(discriminator) === constraint.const)
        return [deref({ schema: branch.then })];
    }
  }
  return [resolved];
}

/** Child schemas for one segment (member name or item index). */
function child(node: SchemaNode, segment: string): SchemaNode[] {
  const schema = node.schema;
  const properties = schema.properties as Record<string, unknown> | undefined;
  if (properties && Object.hasOwn(properties, segment) && isSchema(properties[segment]))
    return [{ schema: properties[segment] }];
  if (properties && properties[segment] === true) {
    // A union member (declared `true` by the parent): its schema is in the alternatives.
    const found: SchemaNode[] = [];
    for (const branch of (schema.allOf as JsonSchemaObject[] | undefined) ?? []) {
      const alternative = isSchema(branch.then) ? deref({ schema: branch.then }).schema : undefined;
      const member = (alternative?.properties as Record<string, unknown> | undefined)?.[segment];
      if (isSchema(member)) found.push({ schema: member });
    }
    return found.slice(0, 1);
  }
  if (/^(0|[1-9][0-9]*)$/.test(segment) && isSchema(schema.items)) return [{ schema: schema.items }];
  if (isSchema(schema.additionalProperties)) return [{ schema: schema.additionalProperties }];
  return [];
}

/**
 * The schemas at a location. `writtenAt(segments)` gives the scalar members already written in the object at a
 * location, which narrows unions on the way down.
 */
export function schemasAt(
  segments: readonly string[],
  writtenAt: (segments: string[]) => ReadonlyMap<string, string | undefined> = () => new Map(),
): SchemaNode[] {
  let nodes = expand({ schema: documentSchema }, writtenAt([]));
  for (let i = 0; i < segments.length; i++) {
    const next: SchemaNode[] = [];
    const here = segments.slice(0, i + 1);
    for (const node of nodes) for (const c of child(node, segments[i]!)) next.push(...expand(c, writtenAt(here)));
    nodes = next;
    if (nodes.length === 0) break;
  }
  return nodes;
}

export interface MemberInfo {
  name: string;
  required: boolean;
  schema: SchemaNode;
  /** `$defs` name of the object that declares the member. */
  owner?: string;
}

/** Members the objects at a location declare (union members once, from the most specific schema). */
export function membersOf(nodes: readonly SchemaNode[]): MemberInfo[] {
  const found = new Map<string, MemberInfo>();
  for (const node of nodes) {
    const properties = node.schema.properties as Record<string, unknown> | undefined;
    if (!properties) continue;
    const required = new Set((node.schema.required as string[] | undefined) ?? []);
    for (const [name, value] of Object.entries(properties)) {
      if (value === false || found.has(name)) continue;
      const schema = value === true ? child(node, name)[0] : { schema: value as JsonSchemaObject };
      if (!schema) continue;
      found.set(name, {
        name,
        required: required.has(name),
        schema: deref(schema),
        ...(node.def ? { owner: node.def } : {}),
      });
    }
  }
  return [...found.values()];
}

/** The JSON type a schema expects, as far as the editor needs it for a placeholder. */
export function expectedType(
  node: SchemaNode,
): 'object' | 'array' | 'string' | 'boolean' | 'number' | 'integer' | 'any' {
  const schema = deref(node).schema;
  if (isSchema(schema.if) && isSchema(schema.else)) return expectedType({ schema: schema.else });
  if ('const' in schema) return typeof schema.const === 'string' ? 'string' : 'any';
  if (Array.isArray(schema.enum)) return schema.enum.every((v) => typeof v === 'string') ? 'string' : 'any';
  const type = schema.type;
  if (typeof type === 'string') return type as ReturnType<typeof expectedType>;
  if (schema.properties || schema.additionalProperties) return 'object';
  return 'any';
}

/** The values a schema allows outright (enum, const, booleans). */
export function allowedValues(node: SchemaNode): unknown[] {
  const schema = deref(node).schema;
  if (Array.isArray(schema.enum)) return schema.enum as unknown[];
  if ('const' in schema) return [schema.const];
  if (schema.type === 'boolean') return [true, false];
  return [];
}

/** The `$defs` name behind a schema, following `$ref`. */
export function defName(node: SchemaNode): string | undefined {
  return deref(node).def ?? node.def;
}

export { deref as resolveSchema, child as childSchemas };
