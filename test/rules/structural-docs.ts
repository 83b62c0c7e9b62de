// A minimal valid document for the tests of structural rules, extended per case.
export const minimal = { mcpdesc: '0.9.0', info: { name: 'demo', version: '1.0.0' }, protocolVersions: ['2025-11-25'] };
export const withRoot = (extra: Record<string, unknown>) => ({ ...minimal, ...extra });
export const tool = (extra: Record<string, unknown> = {}) => ({
  name: 'search',
  inputSchema: { type: 'object' },
  ...extra,
});
export const textResult = { content: [{ type: 'text', text: 'ok' }] };
