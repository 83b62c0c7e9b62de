// Rule mcp.cacheable-result.ttl-ms (spec 10.4.4, 3.6).
import { defineRule } from './define.ts';
import { exampleResults } from './concerns.ts';

export default defineRule({
  id: 'mcp.cacheable-result.ttl-ms',
  title: 'Cacheable result ttlMs is a non-negative integer',
  sections: ['10.4.4', '3.6'],
  anchors: ['req-mcp-integer-numbers', 'req-resource-example-result-shape'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: ['/$defs/CompletedResult/properties/ttlMs'],
  schemaRequirements: {
    '/$defs/CompletedResult/properties/ttlMs': 'req-resource-example-result-shape',
    '/$defs/CompletedResult/properties/ttlMs/type': 'req-mcp-integer-numbers',
  },
  appliesTo: exampleResults.map((result) => `${result}/ttlMs`),
});
