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
] as const;
export type CarriedTypeName = (typeof carriedTypeNames)[number];
