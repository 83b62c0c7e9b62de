import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'blobs', version: '1.0.0' },
  protocolVersions: ['2025-06-18'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const resource = (blob: string) => ({
  ...base,
  resources: [
    {
      uri: 'asset:///a.bin',
      name: 'a',
      examples: { bytes: { result: { contents: [{ uri: 'asset:///a.bin', blob }] } } },
    },
  ],
});

testRule('mcp.resource-contents.blob.base64', {
  valid: [
    { name: 'padded base64', document: resource('aGVsbG8=') },
    { name: 'no padding needed', document: resource('aGVsbG8h') },
    { name: 'two padding characters', document: resource('aGk=') },
    { name: 'empty blob (zero bytes)', document: resource('') },
    {
      name: 'a text entry has no blob',
      document: {
        ...base,
        resources: [
          {
            uri: 'test://t',
            name: 't',
            examples: { t: { result: { contents: [{ uri: 'test://t', text: 'not base64 at all' }] } } },
          },
        ],
      },
    },
  ],
  invalid: [
    {
      name: 'text that is not base64',
      document: resource('not base64'),
      findings: [
        {
          path: '/resources/0/examples/bytes/result/contents/0/blob',
          requirement: 'req-resource-example-blob-base64',
          message: 'Resource contents blob "not base64" is not valid base64',
        },
      ],
    },
    {
      name: 'missing padding',
      document: resource('aGVsbG8'),
      findings: [
        { path: '/resources/0/examples/bytes/result/contents/0/blob', requirement: 'req-resource-example-blob-base64' },
      ],
    },
    {
      name: 'URL-safe alphabet',
      document: resource('a-_b'),
      findings: [
        { path: '/resources/0/examples/bytes/result/contents/0/blob', requirement: 'req-resource-example-blob-base64' },
      ],
    },
    {
      name: 'line breaks',
      document: resource('aGVs\nbG8='),
      findings: [
        { path: '/resources/0/examples/bytes/result/contents/0/blob', requirement: 'req-resource-example-blob-base64' },
      ],
    },
    {
      name: 'embedded resource in a Tool example result',
      document: {
        ...base,
        tools: [
          {
            name: 'fetch',
            inputSchema: { type: 'object' },
            examples: {
              one: {
                input: {},
                result: { content: [{ type: 'resource', resource: { uri: 'asset:///x', blob: '***' } }] },
              },
            },
          },
        ],
      },
      findings: [
        {
          path: '/tools/0/examples/one/result/content/0/resource/blob',
          requirement: 'req-resource-example-blob-base64',
        },
      ],
    },
    {
      name: 'embedded resource in a Prompt message',
      document: {
        ...base,
        prompts: [
          {
            name: 'p',
            examples: {
              one: {
                result: {
                  messages: [
                    { role: 'user', content: { type: 'resource', resource: { uri: 'asset:///x', blob: '%%' } } },
                  ],
                },
              },
            },
          },
        ],
      },
      findings: [
        {
          path: '/prompts/0/examples/one/result/messages/0/content/resource/blob',
          requirement: 'req-resource-example-blob-base64',
        },
      ],
    },
    {
      name: 'a component blob is reported at every use site, related to where it is written (16.5 provenance)',
      text: `mcpdesc: "0.9.0"
info: { name: blobs, version: 1.0.0 }
protocolVersions: ["2025-06-18"]
resources:
  - uri: asset:///a
    name: a
    examples:
      shared:
        $componentRef: "#/components/resourceExamples/bin"
  - uri: asset:///b
    name: b
    examples:
      shared:
        $componentRef: "#/components/resourceExamples/bin"
components:
  resourceExamples:
    bin:
      result:
        contents:
          - { uri: asset:///a, blob: zz }
`,
      findings: [
        {
          path: '/resources/0/examples/shared',
          line: 9,
          column: 9,
          related: [
            {
              relation: 'component-definition',
              path: '/components/resourceExamples/bin/result/contents/0/blob',
              line: 20,
              column: 38,
            },
          ],
        },
        {
          path: '/resources/1/examples/shared',
          line: 14,
          column: 9,
          related: [
            {
              relation: 'component-definition',
              path: '/components/resourceExamples/bin/result/contents/0/blob',
              line: 20,
              column: 38,
            },
          ],
        },
      ],
    },
    {
      name: 'a component no use site references keeps its finding where it is written',
      document: {
        ...base,
        resources: [{ uri: 'asset:///a', name: 'a' }],
        components: { resourceExamples: { bin: { result: { contents: [{ uri: 'asset:///a', blob: 'zz' }] } } } },
      },
      findings: [
        {
          path: '/components/resourceExamples/bin/result/contents/0/blob',
          requirement: 'req-resource-example-blob-base64',
        },
      ],
    },
  ],
});
