// The documentation preview model: what one protocol version's clients see, as server documentation.
import { describe, expect, it } from 'vitest';
import { documentationModel } from '../../core/learn/docs.ts';

const doc = {
  mcpdesc: '0.9.0',
  info: { name: 'weather', title: 'Weather', version: '2.0.0', description: 'Forecasts.', license: { name: 'MIT' }, icons: [{ src: 'data:image/png;base64,iVBORw0KGgo=' }, { src: 'https://x.example/i.png' }] },
  protocolVersions: ['2025-06-18', '2025-11-25'],
  transports: [{ type: 'streamable-http', url: 'https://x.example/mcp', protocolVersions: ['2025-11-25'] }, { type: 'stdio', command: 'weather', args: ['--stdio'] }],
  securitySchemes: { token: { type: 'http', scheme: 'bearer', description: 'A bearer token' } },
  security: [{ token: [] }],
  components: {
    schemas: {
      ForecastInput: {
        type: 'object',
        properties: { city: { type: 'string', description: 'City name', minLength: 1 }, days: { type: 'integer', minimum: 1, maximum: 7, default: 3 }, unit: { enum: ['C', 'F'] }, where: { type: 'object', properties: { lat: { type: 'number' } }, required: ['lat'] } },
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
    expect(tool.parameters.map((p) => [p.name, p.type, p.required, p.description ?? '', p.constraints.join('; ')])).toEqual([
      ['city', 'string', true, 'City name', 'min length 1'],
      ['days', 'integer', false, '', '≥ 1; ≤ 7; default 3'],
      ['unit', 'enum', false, '', 'one of "C", "F"'],
      ['where', 'object', false, '', ''],
      ['where.lat', 'number', true, '', ''],
    ]);
    expect(tool.parameters[1]!.path).toBe('/tools/0/inputSchema/properties/days');
    expect(tool.output!.parameters.map((p) => p.name)).toEqual(['summary']);
    expect(tool.examples).toEqual([{ name: 'paris', input: '{\n  "city": "Paris"\n}', result: expect.stringContaining('"Sunny"'), path: '/tools/0/examples/paris' }]);
  });

  it('documents server info, security, templates with their variables, and prompts with arguments', () => {
    const model = documentationModel(doc, '2025-11-25');
    expect(model.server).toMatchObject({ name: 'weather', title: 'Weather', version: '2.0.0' });
    expect(model.server.icons).toEqual([{ src: 'data:image/png;base64,iVBORw0KGgo=', inline: true }, { src: 'https://x.example/i.png', inline: false }]);
    expect(model.security).toEqual({ requirement: 'token', schemes: [{ name: 'token', summary: 'HTTP bearer', description: 'A bearer token', path: '/securitySchemes/token' }] });
    expect(model.templates[0]!.variables).toEqual(['city', 'day']);
    expect(model.prompts[0]!.arguments.map((a) => [a.name, a.required])).toEqual([['city', true], ['tone', false]]);
  });
});
