// 4.14 step 6 req-native-projection-postcondition: the projected value validates against the pinned MCP type, or the
// projection fails with projection-postcondition-failed (without repairing the value).
import { testToolRule } from './rule-tester.ts';
import { native, nativeDocument as text } from './native-cases.ts';

const untyped = JSON.stringify({
  mcpdesc: '0.9.0',
  info: { name: 'd', version: '1' },
  protocolVersions: ['2026-07-28'],
  tools: [{ name: 't', inputSchema: { properties: {} } }],
});

testToolRule('mcpdesc.projection.native-schema', {
  valid: [{ name: 'tools/list of 2026-07-28', run: () => native(text, '2026-07-28', 'tools') }],
  invalid: [
    {
      name: 'an inputSchema root without "type": "object" (valid with a warning, 9.2)',
      run: () => native(untyped, '2026-07-28', 'tools'),
      message: 'projection-postcondition-failed',
      requirement: 'req-native-projection-postcondition',
    },
  ],
});
