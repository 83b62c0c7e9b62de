import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'templates', version: '1.0.0' },
  protocolVersions: ['2025-06-18'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const example = (uri: string) => ({ uri, result: { contents: [{ uri, text: 'game' }] } });
const document = (uriTemplate: string, uri: string) => ({
  ...base,
  resourceTemplates: [{ name: 'game', uriTemplate, examples: { sample: example(uri) } }],
});

testRule('mcpdesc.resource-template.example.expansion', {
  valid: [
    { name: 'simple expansion', document: document('chess://games/{game_id}', 'chess://games/example-1234') },
    { name: 'percent-encoded value', document: document('chess://games/{game_id}', 'chess://games/a%2Fb') },
    { name: 'reserved expansion keeps slashes', document: document('file:///{+path}', 'file:///docs/a/b.txt') },
    {
      name: 'query with some variables undefined',
      document: document('repo://{owner}/{repo}/issues{?state,page}', 'repo://o/r/issues?page=2'),
    },
    {
      name: 'a prefix modifier: a value of at most n characters (RFC 6570 2.4.1)',
      document: document('chess://games/{id:3}/moves', 'chess://games/abc/moves'),
    },
    {
      name: 'a component example expanding its use site template',
      document: {
        ...base,
        resourceTemplates: [
          {
            name: 'game',
            uriTemplate: 'chess://games/{id}',
            examples: { shared: { $componentRef: '#/components/resourceTemplateExamples/one' } },
          },
        ],
        components: { resourceTemplateExamples: { one: example('chess://games/1') } },
      },
    },
  ],
  invalid: [
    {
      name: 'a uri of another route',
      document: document('chess://games/{game_id}', 'chess://players/example-1234'),
      findings: [
        {
          path: '/resourceTemplates/0/examples/sample/uri',
          requirement: 'req-resource-template-example-expansion',
          message:
            'The uri "chess://players/example-1234" of example "sample" is not an RFC 6570 expansion of "chess://games/{game_id}", the uriTemplate of Resource Template "game" (10.4.3)',
        },
      ],
    },
    {
      name: 'a prefix modifier {id:3} limits the value to 3 characters (RFC 6570 2.4.1)',
      text: `mcpdesc: "0.9.0"
info: { name: templates, version: 1.0.0 }
protocolVersions: ["2025-06-18"]
resourceTemplates:
  - name: game
    uriTemplate: "chess://games/{id:3}"
    examples:
      sample:
        uri: "chess://games/abcd"
        result:
          contents: [{ uri: "chess://games/abcd", text: game }]
`,
      findings: [
        {
          path: '/resourceTemplates/0/examples/sample/uri',
          requirement: 'req-resource-template-example-expansion',
          line: 9,
          column: 14,
          message: 'is not an RFC 6570 expansion of "chess://games/{id:3}"',
        },
      ],
    },
    {
      name: 'a variable named twice has one value: chess://match/1/2 does not expand chess://match/{id}/{id} (RFC 6570 2.3)',
      text: `mcpdesc: "0.9.0"
info: { name: templates, version: 1.0.0 }
protocolVersions: ["2025-06-18"]
resourceTemplates:
  - name: match
    uriTemplate: "chess://match/{id}/{id}"
    examples:
      same:
        uri: "chess://match/1/1"
        result:
          contents: [{ uri: "chess://match/1/1", text: match }]
      differ:
        uri: "chess://match/1/2"
        result:
          contents: [{ uri: "chess://match/1/2", text: match }]
`,
      findings: [
        {
          path: '/resourceTemplates/0/examples/differ/uri',
          line: 13,
          column: 14,
          message:
            'The uri "chess://match/1/2" of example "differ" is not an RFC 6570 expansion of "chess://match/{id}/{id}"',
        },
      ],
    },
    {
      name: 'a simple expansion cannot contain an unencoded "/"',
      document: document('chess://games/{game_id}', 'chess://games/a/b'),
      findings: [
        { path: '/resourceTemplates/0/examples/sample/uri', requirement: 'req-resource-template-example-expansion' },
      ],
    },
    {
      name: 'query parameters out of template order',
      document: document('repo://{owner}/{repo}/issues{?state,page}', 'repo://o/r/issues?page=2&state=open'),
      findings: [
        { path: '/resourceTemplates/0/examples/sample/uri', requirement: 'req-resource-template-example-expansion' },
      ],
    },
    {
      name: 'a component example that does not fit one of its use sites is reported at that reference',
      document: {
        ...base,
        resourceTemplates: [
          {
            name: 'game',
            uriTemplate: 'chess://games/{id}',
            examples: { shared: { $componentRef: '#/components/resourceTemplateExamples/one' } },
          },
          {
            name: 'player',
            uriTemplate: 'chess://players/{id}',
            examples: { shared: { $componentRef: '#/components/resourceTemplateExamples/one' } },
          },
        ],
        components: { resourceTemplateExamples: { one: example('chess://games/1') } },
      },
      findings: [
        {
          path: '/resourceTemplates/1/examples/shared',
          requirement: 'req-resource-template-example-expansion',
          message: 'example "shared"',
          related: [{ relation: 'component-definition', path: '/components/resourceTemplateExamples/one/uri' }],
        },
      ],
    },
    {
      name: 'an invalid template is left to mcp.resource-template.uri-template',
      document: document('test://items/{id', 'test://items/123'),
      findings: [],
      alsoReported: ['mcp.resource-template.uri-template'],
    },
  ],
});
