// Embedded JSON Schema dialects of Tool schemas (spec 9.2, req-tool-schema-dialect-set): exactly two are allowed.

export type Dialect = '2020-12' | 'draft-07';

/** The dialect of MCP 2025-11-25 and MCP 2026-07-28 when a Tool schema declares no `$schema` (9.2). */
export const defaultDialect: Dialect = '2020-12';

/** Canonical dialect URIs, as the spec spells them. */
export const dialectUris: Record<Dialect, string> = {
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
  'draft-07': 'http://json-schema.org/draft-07/schema#',
};

/** The dialect a `$schema` value names: http or https, with or without the empty fragment (9.2); undefined otherwise. */
export function dialectOfUri(uri: string): Dialect | undefined {
  const match = /^https?:\/\/json-schema\.org\/(draft\/2020-12|draft-07)\/schema#?$/.exec(uri);
  if (!match) return undefined;
  return match[1] === 'draft-07' ? 'draft-07' : '2020-12';
}

export type DeclaredDialect =
  | { kind: 'default'; dialect: Dialect }
  | { kind: 'declared'; dialect: Dialect }
  | { kind: 'unsupported'; value: unknown };

/** The dialect of an embedded schema root: its `$schema` when present, otherwise the 9.2 default. */
export function declaredDialect(schema: unknown): DeclaredDialect {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema) || !('$schema' in schema)) {
    return { kind: 'default', dialect: defaultDialect };
  }
  const value = (schema as Record<string, unknown>).$schema;
  const dialect = typeof value === 'string' ? dialectOfUri(value) : undefined;
  return dialect ? { kind: 'declared', dialect } : { kind: 'unsupported', value };
}
