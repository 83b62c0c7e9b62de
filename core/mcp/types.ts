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
 * Types of carried MCP values (spec 3.6): example results, Tool Interaction step responses, and the nested objects
 * of content blocks and resource contents they hold, and the sampling step request (9.4). A version that lacks a type
 * simply has no validator for it.
 */
export const carriedTypeNames = [
  'CallToolResult',
  'ReadResourceResult',
  'GetPromptResult',
  'CompleteResult',
  'CreateMessageResult',
  'ElicitResult',
  'ListRootsResult',
  'TextContent',
  'ImageContent',
  'AudioContent',
  'ResourceLink',
  'EmbeddedResource',
  'ToolUseContent',
  'ToolResultContent',
  'TextResourceContents',
  'BlobResourceContents',
  'PromptMessage',
  'Root',
  'CreateMessageRequestParams',
  'SamplingMessage',
  'Annotations',
] as const;
export type CarriedTypeName = (typeof carriedTypeNames)[number];

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
