// The documentation preview model: what one protocol version's clients see, as server documentation.
import { describe, expect, it } from 'vitest';
import { documentationModel } from '../../core/learn/docs.ts';

const doc = {
  mcpdesc: '0.9.0',
  info: {
    name: 'weather',
    title: 'Weather',
    version: '2.0.0',
    description: 'Forecasts.',
    license: { name: 'MIT' },
    icons: [{ src: 'data:image/png;base64,iVBORw0KGgo=' }, { src: 'https://x.example/i.png' }],
  },
  protocolVersions: ['2025-06-18', '2025-11-25'],
  transports: [
    { type: 'streamable-http', url: 'https://x.example/mcp', protocolVersions: ['2025-11-25'] },
    { type: 'stdio', command: 'weather', args: ['--stdio'] },
  ],
  securitySchemes: { token: { type: 'http', scheme: 'bearer', description: 'A bearer token' } },
  security: [{ token: [] }],
  components: {
    schemas: {
      ForecastInput: {
        type: 'object',
        properties: {
          city: { type: 'string', description: 'City name', minLength: 1 },
          days: { type: 'integer', minimum: 1, maximum: 7, default: 3 },
          unit: { enum: ['C', 'F'] },
          where: { type: 'object', properties: { lat: { type: 'number' } }, required: ['lat'] },
        },
        required: ['city'],
      },
    },
  },
  tools: [
    {
      name: 'forecast',
      title: 'Forecast',
      description: '<b>Daily</b> forecast',
      annotations: { readOnlyHint: true, openWorldHint: false },
      inputSchema: { $componentRef: '#/components/schemas/ForecastInput' },
      outputSchema: { type: 'object', properties: { summary: { type: 'string' } } },
      examples: { paris: { input: { city: 'Paris' }, result: { content: [{ type: 'text', text: 'Sunny' }] } } },
    },
    { name: 'alerts', inputSchema: { type: 'object' }, protocolVersions: ['2025-11-25'] },
  ],
  resourceTemplates: [{ uriTemplate: 'weather://{city}/{day}', name: 'day' }],
  prompts: [{ name: 'brief', arguments: [{ name: 'city', required: true, description: 'Where' }, { name: 'tone' }] }],
};

describe('documentationModel', () => {
  it('lists only what the version sees', () => {
    expect(documentationModel(doc, '2025-06-18').tools.map((t) => t.name)).toEqual(['forecast']);
    expect(documentationModel(doc, '2025-06-18').transports.map((t) => t.type)).toEqual(['stdio']);
    expect(documentationModel(doc, '2025-11-25').tools.map((t) => t.name)).toEqual(['forecast', 'alerts']);
  });

  it('documents a tool: badges, parameter table from inputSchema (components resolved), output, examples', () => {
    const tool = documentationModel(doc, '2025-11-25').tools[0]!;
    expect(tool.badges).toEqual(['read-only', 'closed-world']);
    expect(tool.description).toBe('<b>Daily</b> forecast'); // text, rendered as text by the UI
    expect(
      tool.parameters.map((p) => [p.name, p.type, p.required, p.description ?? '', p.constraints.join('; ')]),
    ).toEqual([
      ['city', 'string', true, 'City name', 'min length 1'],
      ['days', 'integer', false, '', '≥ 1; ≤ 7; default 3'],
      ['unit', 'enum', false, '', 'one of "C", "F"'],
      ['where', 'object', false, '', ''],
      ['where.lat', 'number', true, '', ''],
    ]);
    expect(tool.parameters[1]!.path).toBe('/tools/0/inputSchema/properties/days');
    expect(tool.output!.parameters.map((p) => p.name)).toEqual(['summary']);
    expect(tool.examples).toEqual([
      {
        name: 'paris',
        input: '{\n  "city": "Paris"\n}',
        result: expect.stringContaining('"Sunny"'),
        path: '/tools/0/examples/paris',
      },
    ]);
  });

  it('documents server info, security, templates with their variables, and prompts with arguments', () => {
    const model = documentationModel(doc, '2025-11-25');
    expect(model.server).toMatchObject({ name: 'weather', title: 'Weather', version: '2.0.0' });
    expect(model.server.icons).toEqual([
      { src: 'data:image/png;base64,iVBORw0KGgo=', inline: true },
      { src: 'https://x.example/i.png', inline: false },
    ]);
    expect(model.security.requirement).toBe('token');
    expect(model.security.schemes).toEqual([
      {
        name: 'token',
        summary: 'HTTP bearer',
        description: 'A bearer token',
        scopes: [],
        path: '/securitySchemes/token',
      },
    ]);
    expect(model.templates[0]!.variables).toEqual(['city', 'day']);
    expect(model.prompts[0]!.arguments.map((a) => [a.name, a.required])).toEqual([
      ['city', true],
      ['tone', false],
    ]);
  });
});

// A document built to have every part the Docs tab documents: tags, elicitations, per-operation security (7.5).
const full = {
  mcpdesc: '0.9.0',
  info: { name: 'tracker', version: '1.0.0' },
  protocolVersions: ['2025-06-18', '2025-11-25'],
  transports: [
    { type: 'streamable-http', url: 'https://t.example/mcp' },
    { type: 'stdio', command: 'tracker', security: [] },
  ],
  securitySchemes: {
    oauth: {
      type: 'oauth2',
      flows: {
        authorizationCode: {
          authorizationUrl: 'https://t.example/a',
          tokenUrl: 'https://t.example/t',
          scopes: { 'issues:read': 'Read issues', 'issues:write': 'Write issues' },
        },
      },
    },
  },
  security: [{ oauth: ['issues:read'] }],
  tags: [
    { name: 'write', description: 'Changes *data*' },
    { name: 'read', description: 'Reads data' },
    { name: 'unused' },
  ],
  tools: [
    { name: 'search', tags: ['read'], inputSchema: { type: 'object' } },
    {
      name: 'create',
      tags: ['write', 'read'],
      security: [{ oauth: ['issues:write'] }, {}],
      inputSchema: { type: 'object' },
      elicitations: [
        {
          name: 'confirm',
          mode: 'form',
          message: 'Sure?',
          when: 'Always.',
          onDecline: 'Nothing happens.',
          requestedSchema: {
            type: 'object',
            properties: { ok: { type: 'boolean', title: 'Confirm' } },
            required: ['ok'],
          },
        },
        {
          name: 'login',
          mode: 'url',
          message: 'Sign in',
          url: 'https://t.example/login',
          protocolVersions: ['2025-11-25'],
        },
      ],
    },
  ],
  resourceTemplates: [
    {
      uriTemplate: 'tracker://issues/{project}/{key}',
      name: 'issue',
      examples: {
        one: {
          uri: 'tracker://issues/web/WEB-1',
          result: { contents: [{ uri: 'tracker://issues/web/WEB-1', text: 'x' }] },
        },
        odd: { uri: 'other://x', result: { contents: [{ uri: 'other://x', text: 'x' }] } },
      },
    },
  ],
};

describe('documentationModel: tags, elicitations and security', () => {
  it('lists tags in catalogue order with their descriptions and the operations of the version that carry them', () => {
    const model = documentationModel(full, '2025-11-25');
    expect(
      model.tags.map((t) => [t.name, t.description ?? '', t.operations.map((o) => `${o.kind} ${o.name}`)]),
    ).toEqual([
      ['write', 'Changes *data*', ['Tool create']],
      ['read', 'Reads data', ['Tool search', 'Tool create']],
      ['unused', '', []],
    ]);
    expect(model.tools.map((t) => t.tags)).toEqual([['read'], ['write', 'read']]);
  });

  it('lists a tag used without a catalogue after the catalogue, marked undeclared', () => {
    const model = documentationModel({ ...full, tags: undefined }, '2025-11-25');
    expect(model.tags.map((t) => [t.name, t.declared])).toEqual([
      ['read', false],
      ['write', false],
    ]);
  });

  it('documents elicitations with mode, message, when, requested fields, and only those in the version', () => {
    const [older, newer] = [documentationModel(full, '2025-06-18'), documentationModel(full, '2025-11-25')];
    expect(older.tools[1]!.elicitations.map((e) => e.name)).toEqual(['confirm']);
    const [confirm, login] = newer.tools[1]!.elicitations;
    expect(confirm).toMatchObject({
      name: 'confirm',
      mode: 'form',
      message: 'Sure?',
      when: 'Always.',
      onDecline: 'Nothing happens.',
      path: '/tools/1/elicitations/0',
    });
    expect(confirm!.fields.map((f) => [f.name, f.type, f.required, f.description])).toEqual([
      ['ok', 'boolean', true, 'Confirm'],
    ]);
    expect(login).toMatchObject({
      name: 'login',
      mode: 'url',
      url: 'https://t.example/login',
      scope: ['2025-11-25'],
      fields: [],
    });
  });

  it('gives every operation its effective requirement: own security on every transport, else per transport (7.5)', () => {
    const { security } = documentationModel(full, '2025-11-25');
    const create = security.operations.find((o) => o.name === 'create')!;
    expect(create.access).toEqual({
      source: 'own',
      cases: [
        { requirement: 'oauth (issues:write) or anonymous access', from: 'primitive', path: '/tools/1/security' },
      ],
    });
    const search = security.operations.find((o) => o.name === 'search')!;
    expect(search.access.source).toBe('inherited');
    expect(search.access.cases).toEqual([
      {
        via: 'streamable-http https://t.example/mcp',
        requirement: 'oauth (issues:read)',
        from: 'root',
        path: '/security',
      },
      {
        via: 'stdio tracker',
        requirement: 'no authentication (security: [] clears any inherited requirement)',
        from: 'transport',
        path: '/transports/1/security',
      },
    ]);
    expect(security.schemes[0]!.scopes).toEqual([
      ['issues:read', 'Read issues'],
      ['issues:write', 'Write issues'],
    ]);
    expect(security.scopes.map((s) => [s.scope, s.description, s.operations.map((o) => o.name)])).toEqual([
      ['issues:read', 'Read issues', ['search', 'tracker://issues/{project}/{key}']],
      ['issues:write', 'Write issues', ['create']],
    ]);
  });

  it('without transport security, every operation without its own inherits the root requirement', () => {
    const model = documentationModel({ ...full, transports: [full.transports[0]] }, '2025-11-25');
    expect(model.security.operations.find((o) => o.name === 'search')!.access.cases).toEqual([
      { requirement: 'oauth (issues:read)', from: 'root', path: '/security' },
    ]);
    const bare = documentationModel({ ...full, security: undefined, transports: [full.transports[0]] }, '2025-11-25');
    expect(bare.security.operations.find((o) => o.name === 'search')!.access.cases).toEqual([
      { requirement: 'no requirement declared', from: 'none' },
    ]);
  });

  it('works out each Resource Template example: the variable values that expand the template into its URI', () => {
    const template = documentationModel(full, '2025-11-25').templates[0]!;
    expect(template.variables).toEqual(['project', 'key']);
    expect(template.examples).toEqual([
      {
        name: 'one',
        uri: 'tracker://issues/web/WEB-1',
        bindings: [
          ['project', 'web'],
          ['key', 'WEB-1'],
        ],
        path: '/resourceTemplates/0/examples/one',
      },
      { name: 'odd', uri: 'other://x', path: '/resourceTemplates/0/examples/odd' },
    ]);
  });
});
