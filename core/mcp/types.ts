// The MCP types that native projection (spec 4.14) produces, validated with the pinned MCP schema of each version.

/** Definitions of the pinned MCP schema.json compiled into core/generated/mcp-<version>.js, one export each. */
export const mcpTypeNames = [
  'Tool',
  'Resource',
  'ResourceTemplate',
  'Prompt',
  'ListToolsResult',
  'ListResourcesResult',
  'ListResourceTemplatesResult',
  'ListPromptsResult',
] as const;
export type McpTypeName = (typeof mcpTypeNames)[number];

/** Types whose field lists native projection copies from (4.14 step 5): the four primitives and their entries. */
export const mcpFieldTypes = ['Tool', 'Resource', 'ResourceTemplate', 'Prompt', 'PromptArgument', 'Icon'] as const;
export type McpFieldType = (typeof mcpFieldTypes)[number];

/**
 * Server results that import (core/import) reads besides the list results: the session's server identity and
 * capabilities. Each is defined by some protocol versions only (`initialize` until 2025-11-25, `server/discover` in
 * 2026-07-28); a version that lacks a type has no validator for it.
 */
export const captureTypeNames = ['InitializeResult', 'DiscoverResult'] as const;
export type CaptureTypeName = (typeof captureTypeNames)[number];

/**
 * Types whose member structure (`shapes` of core/generated/mcp-<version>.js) rules walk member by member: the
 * client capabilities a primitive's `clientRequirements` uses (8.5).
 */
export const mcpShapeTypes = ['ClientCapabilities'] as const;
export type McpShapeType = (typeof mcpShapeTypes)[number];

/**
 * The structure of a value as a pinned MCP schema.json defines it, read at build time: its JSON type(s), the members
 * an object defines, and what other members it admits. MCP's schema.json is generated from schema.ts: an interface
 * without an index signature has `properties` and no `additionalProperties`, so it defines no other member
 * (`others: false`); `object` and index signatures give `additionalProperties` (`others` is then their shape).
 * A shape without `type` accepts any value (a union, or JSON values, which are not walked).
 */
export interface McpShape {
  readonly type?: string | readonly string[];
  readonly members?: Readonly<Record<string, McpShape>>;
  readonly others?: McpShape | false;
}

/**
 * Root types of the values whose members are walked against the carried-type table (3.6): the carried values of
 * named examples and interaction steps, and the sampling step request (9.4).
 */
export const carriedRootTypeNames = [
  'CallToolResult',
  'ReadResourceResult',
  'GetPromptResult',
  'CompleteResult',
  'CreateMessageResult',
  'ElicitResult',
  'ListRootsResult',
  'CreateMessageRequestParams',
] as const;
export type CarriedRootTypeName = (typeof carriedRootTypeNames)[number];

/** A root type that versions before some protocol version define inline: the type and member holding it. */
export const carriedInlineRoots: Partial<Record<CarriedRootTypeName, readonly [owner: string, member: string]>> = {
  CreateMessageRequestParams: ['CreateMessageRequest', 'params'],
};

/**
 * What a member's value is, as a pinned schema.ts declares it: a JSON type (or a date), a literal, a named object type
 * of the table, an array, or one of several; `any` for values the schema does not describe (`unknown`, `object`).
 */
export type ValueShape =
  | 'string'
  /** A string the schema documents as an ISO 8601 date or timestamp (15.6 req-serialization-value-formats). */
  | 'date'
  | 'number'
  | 'boolean'
  | 'null'
  | 'any'
  | { readonly const: string | number | boolean }
  | { readonly ref: string }
  | { readonly array: ValueShape }
  | { readonly anyOf: readonly ValueShape[] };

/** An object type of the table: open when its definition declares or inherits an index signature (3.6). */
export interface TypeShape {
  open: boolean;
  /** Every member it defines (its own and inherited ones) and what their values are. */
  members: Record<string, ValueShape>;
  /** The members it requires. */
  required: string[];
  /** What the values of other members are, for an open type whose index signature says more than `unknown`. */
  others?: ValueShape;
}

/**
 * The carried-type table of one protocol version, read from its pinned schema.ts at build time
 * (scripts/mcp-carried-types.ts): the name of each root type the version defines, and every object type they reach.
 */
export interface CarriedTypeTable {
  roots: Partial<Record<CarriedRootTypeName, string>>;
  types: Record<string, TypeShape>;
}
