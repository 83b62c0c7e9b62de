// Rule mcp.annotations.last-modified.protocol-version (spec 10.3).
import { availabilityFindings } from '../model/availability.ts';
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.annotations.last-modified.protocol-version',
  title: 'Resource annotation lastModified needs MCP 2025-06-18 or later',
  sections: ['10.3'],
  anchors: ['req-resource-annotations-last-modified'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: ['/**/annotations/lastModified'],
  // Resource and Resource Template declaration annotations; carried content-block annotations belong to mcp.content.members (3.6).
  check: (context) => availabilityFindings(context, 'mcp.annotations.last-modified.protocol-version'),
});
