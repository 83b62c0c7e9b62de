import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'resources', version: '1.0.0' },
  protocolVersions: ['2025-06-18'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const resource = (declaration: Record<string, unknown>, contents: unknown[]) => ({
  ...base,
  resources: [
    { uri: 'test://single', name: 'single', ...declaration, examples: { observed: { result: { contents } } } },
  ],
});

testRule('mcpdesc.resource.example.consistency', {
  valid: [
    {
      name: 'entry identifies the requested URI with the declared type',
      document: resource({ mimeType: 'text/plain' }, [{ uri: 'test://single', mimeType: 'text/plain', text: 'x' }]),
    },
    {
      name: 'declared size equals the UTF-8 bytes of the text',
      document: resource({ size: 6 }, [{ uri: 'test://single', text: 'héllo' }]),
    },
    {
      name: 'declared size equals the decoded blob',
      document: resource({ size: 5 }, [{ uri: 'test://single', blob: 'aGVsbG8=' }]),
    },
    {
      name: 'MIME types compare case-insensitively',
      document: resource({ mimeType: 'Application/JSON' }, [
        { uri: 'test://single', mimeType: 'application/json', text: '{}' },
      ]),
    },
    {
      name: 'entry without mimeType',
      document: resource({ mimeType: 'text/plain' }, [{ uri: 'test://single', text: 'x' }]),
    },
    {
      name: 'template example returning its requested uri',
      document: {
        ...base,
        resourceTemplates: [
          {
            name: 'item',
            uriTemplate: 'test://items/{id}',
            mimeType: 'application/json',
            examples: {
              one: {
                uri: 'test://items/1',
                result: { contents: [{ uri: 'test://items/1', mimeType: 'application/json', text: '{}' }] },
              },
            },
          },
        ],
      },
    },
  ],
  invalid: [
    {
      name: 'no entry identifies the requested URI (SHOULD: warning)',
      document: resource({}, [{ uri: 'test://single/part', text: 'x' }]),
      findings: [
        {
          path: '/resources/0/examples/observed/result/contents',
          requirement: 'req-resource-example-requested-uri',
          severity: 'warning',
          message:
            'No entry of example "observed" identifies the requested URI "test://single" of Resource "single" (10.4.4)',
        },
      ],
    },
    {
      name: 'a more specific type is a warning, not an error',
      document: resource({ mimeType: 'application/json' }, [
        { uri: 'test://single', mimeType: 'text/plain', text: 'short' },
      ]),
      findings: [
        {
          path: '/resources/0/examples/observed/result/contents/0/mimeType',
          requirement: 'req-resource-example-mime-type',
          severity: 'warning',
          message:
            'Returned mimeType "text/plain" in example "observed" differs from the mimeType "application/json" of Resource "single"',
        },
      ],
    },
    {
      name: 'size differs from the text bytes',
      document: resource({ size: 100 }, [{ uri: 'test://single', text: 'short' }]),
      findings: [
        {
          path: '/resources/0/examples/observed/result/contents/0/text',
          requirement: 'req-resource-example-size',
          severity: 'warning',
          message: 'has 5 bytes, but Resource "single" declares size 100',
        },
      ],
    },
    {
      name: 'size differs from the decoded blob',
      document: resource({ size: 4 }, [{ uri: 'test://single', blob: 'aGVsbG8=' }]),
      findings: [
        {
          path: '/resources/0/examples/observed/result/contents/0/blob',
          requirement: 'req-resource-example-size',
          severity: 'warning',
          message: 'decoded blob',
        },
      ],
    },
    {
      name: 'a returned URI that is not valid is an error',
      document: resource({}, [
        { uri: 'test://single', text: 'x' },
        { uri: 'not a uri', text: 'y' },
      ]),
      findings: [
        {
          path: '/resources/0/examples/observed/result/contents/1/uri',
          requirement: 'req-resource-example-requested-uri',
          severity: 'error',
          message: 'Returned uri "not a uri"',
        },
      ],
    },
    {
      name: 'template example whose entries do not identify its uri',
      document: {
        ...base,
        resourceTemplates: [
          {
            name: 'item',
            uriTemplate: 'test://items/{id}',
            examples: { one: { uri: 'test://items/1', result: { contents: [{ uri: 'test://items/2', text: '{}' }] } } },
          },
        ],
      },
      findings: [
        {
          path: '/resourceTemplates/0/examples/one/result/contents',
          requirement: 'req-resource-example-requested-uri',
          severity: 'warning',
          message: 'requested URI "test://items/1" of Resource Template "item"',
        },
      ],
    },
  ],
});
