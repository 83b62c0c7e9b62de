// 9.6: Tool Annotations are MCP's closed ToolAnnotations (no x-*, no Resource Annotation fields).
import { testRule } from './rule-tester.ts';
import { tool, withRoot } from './structural-docs.ts';

testRule('mcp.tool-annotations.members', {
  valid: [
    { name: 'hints', document: withRoot({ tools: [tool({ annotations: { readOnlyHint: true, title: 'Search' } })] }) },
  ],
  invalid: [
    {
      name: 'a Resource Annotation field',
      document: withRoot({ tools: [tool({ annotations: { priority: 1 } })] }),
      findings: [{ path: '/tools/0/annotations/priority', requirement: 'req-tool-annotations-closed' }],
    },
    {
      name: 'an x-* member',
      document: withRoot({ tools: [tool({ annotations: { 'x-y': 1 } })] }),
      findings: [{ path: '/tools/0/annotations/x-y', requirement: 'req-tool-annotations-closed' }],
    },
  ],
});
