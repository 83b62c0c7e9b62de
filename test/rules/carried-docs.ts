// Documents shared by the tests of the carried-value rules (spec 3.6): one Tool, Resource or Prompt with one example.
export const doc = (protocolVersions: string[], rest: Record<string, unknown>) => ({
  mcpdesc: '0.9.0',
  info: { name: 'carried', version: '1.0.0' },
  protocolVersions,
  transports: [{ type: 'stdio', command: 'server' }],
  ...rest,
});
export const tool = (protocolVersions: string[], result: unknown) =>
  doc(protocolVersions, {
    tools: [{ name: 'search', inputSchema: { type: 'object' }, examples: { run: { input: {}, result } } }],
  });
export const resource = (protocolVersions: string[], result: unknown) =>
  doc(protocolVersions, {
    resources: [{ name: 'readme', uri: 'file:///readme.md', examples: { current: { result } } }],
  });
export const prompt = (protocolVersions: string[], result: unknown) =>
  doc(protocolVersions, { prompts: [{ name: 'greet', examples: { hello: { result } } }] });
/** A Tool with one interaction example whose single step is `step`. */
export const interaction = (protocolVersions: string[], step: Record<string, unknown>) =>
  doc(protocolVersions, {
    tools: [
      {
        name: 'ask',
        inputSchema: { type: 'object' },
        interactionExamples: {
          flow: {
            input: {},
            steps: [step],
            result: {
              ...(protocolVersions.includes('2026-07-28') ? { resultType: 'complete' } : {}),
              content: [{ type: 'text', text: 'Done' }],
            },
          },
        },
      },
    ],
  });
export const text = [{ type: 'text', text: 'Found 3 items' }];
export const sampling = (response: Record<string, unknown>) => ({
  type: 'sampling',
  request: { messages: [{ role: 'user', content: { type: 'text', text: 'Summarize' } }], maxTokens: 100 },
  response: { role: 'assistant', content: { type: 'text', text: 'Summary' }, model: 'example-model', ...response },
});
export const roots = (response: Record<string, unknown>) => ({ type: 'roots', request: {}, response });
