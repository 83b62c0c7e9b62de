import { testRule } from './rule-tester.ts';
import { interaction, resource, sampling, tool } from './carried-docs.ts';

testRule('mcp.content.members', {
  valid: [
    { name: 'content block with annotations', document: tool(['2025-06-18'], { content: [{ type: 'text', text: 'x', annotations: { audience: ['user'] } }] }) },
    { name: 'Resource Contents with mimeType', document: resource(['2025-06-18'], { contents: [{ uri: 'file:///readme.md', mimeType: 'text/markdown', text: '#' }] }) },
  ],
  invalid: [
    {
      name: 'an undefined member on a content block of a sampling response (9.4, all the way down)',
      document: interaction(['2025-11-25'], sampling({ content: { type: 'text', text: 'S', bogus: 1 } })),
      findings: [{ path: '/tools/0/interactionExamples/flow/steps/0/response/content/bogus', requirement: 'req-carried-closed-reject', protocolVersion: '2025-11-25', message: 'in the response of step 0' }],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
    {
      name: 'an undefined member on a content block of a sampling request message',
      document: interaction(['2025-11-25'], { ...sampling({}), request: { messages: [{ role: 'user', content: { type: 'text', text: 'Hi', bogus: 1 } }], maxTokens: 10 } }),
      findings: [{ path: '/tools/0/interactionExamples/flow/steps/0/request/messages/0/content/bogus', requirement: 'req-carried-closed-reject', protocolVersion: '2025-11-25' }],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
    {
      name: 'an x-* member on a closed content block (3.6, 14.2)',
      document: tool(['2026-07-28'], { resultType: 'complete', content: [{ type: 'text', text: 'x', 'x-style': 'brief' }] }),
      findings: [
        {
          path: '/tools/0/examples/run/result/content/0/x-style', requirement: 'req-carried-closed-reject',
          protocolVersion: '2026-07-28',
          message: 'Content block "content/0" in the result of example "run" of Tool "search" has field "x-style", which MCP 2026-07-28 does not define for the closed TextContent (3.6)',
        },
      ],
    },
    {
      name: 'declaration annotations moved into a read-result entry (10.3)',
      document: resource(['2025-06-18'], { contents: [{ uri: 'file:///readme.md', text: '#', annotations: { priority: 1 } }] }),
      findings: [{ path: '/resources/0/examples/current/result/contents/0/annotations', requirement: 'req-resource-annotations-not-in-examples', message: 'has field "annotations", which MCP 2025-06-18 does not define for the closed TextResourceContents (10.3)' }],
    },
    {
      name: 'an undefined field on embedded Resource Contents, for each version',
      document: tool(['2025-06-18', '2025-11-25'], { content: [{ type: 'resource', resource: { uri: 'file:///a', blob: 'aGk=', size: 2 } }] }),
      findings: [
        { path: '/tools/0/examples/run/result/content/0/resource/size', requirement: 'req-carried-closed-reject', protocolVersion: '2025-06-18' },
        { path: '/tools/0/examples/run/result/content/0/resource/size', requirement: 'req-carried-closed-reject', protocolVersion: '2025-11-25' },
      ],
    },
  ],
});
