// Native projection (4.14) as tool-rule outcomes: a failure reports the rule of its code.
import {
  nativeDeclarationText,
  nativeFailureRequirements,
  nativeFailureRules,
  nativeText,
  type NativeKind,
} from '../../core/index.ts';
import type { ToolOutcome } from './rule-tester.ts';

export const nativeDocument = JSON.stringify({
  mcpdesc: '0.9.0',
  info: { name: 'demo', version: '1.0.0' },
  protocolVersions: ['2025-11-25', '2026-07-28'],
  tools: [
    { name: 'old', protocolVersions: ['2025-11-25'], inputSchema: { type: 'object' } },
    { name: 'search', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
  ],
  resources: [{ uri: 'file:///a.txt', name: 'a' }],
});

export function native(text: string, version: string, kind: NativeKind, identifier?: string): ToolOutcome {
  const result =
    identifier === undefined ? nativeText(text, version, kind) : nativeDeclarationText(text, version, kind, identifier);
  return result.ok
    ? { ok: true }
    : {
        ok: false,
        rule: nativeFailureRules[result.code],
        requirement: nativeFailureRequirements[result.code],
        message: `${result.code}: ${result.message}`,
      };
}
