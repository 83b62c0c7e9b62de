// Run-time helpers of the precompiled MCP type validators (core/generated/mcp-<version>.js): the document-schema
// validator's equality and length helpers, and the two formats the pinned MCP schemas use for the projected types.
import { isUri } from '../schema/runtime.ts';
import { uriTemplatePattern } from '../schema/defs/resources.ts';

export { equal, ucs2length } from '../schema/runtime.ts';

const uriTemplate = new RegExp(uriTemplatePattern, 'u');

/** Formats named by the MCP schemas' Tool, Resource, ResourceTemplate, Prompt and list-result definitions. */
export const formats: Record<string, (text: string) => boolean> = {
  uri: isUri,
  'uri-template': (text) => uriTemplate.test(text),
};
// `byte` (base64) marks Resource Contents `blob` in the carried-value types (3.6); whether a blob is base64 is rule
// mcp.resource-contents.blob.base64's finding, so the carried-value validators accept any string here.
formats.byte = () => true;
