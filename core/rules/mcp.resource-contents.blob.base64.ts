// Rule mcp.resource-contents.blob.base64 (spec 10.4.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.resource-contents.blob.base64',
  title: 'Resource contents blob is valid base64',
  sections: ['10.4.4'],
  anchors: ['req-resource-example-blob-base64'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
});
