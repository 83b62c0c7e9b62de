import { describe, expect, it } from 'vitest';
import { effectiveVersion, formatTab, parseTab } from '../../src/tabs.ts';

describe('result tabs as strings', () => {
  it('round-trips every kind of tab', () => {
    for (const tab of [
      'diagnostics',
      'view:2025-11-25',
      'native:2026-07-28:prompts',
      'native:2025-06-18:resourceTemplates',
      'compare:2024-11-05:2026-07-28',
      'docs:2025-11-25',
      'results',
      'rules:mcpdesc.tags.references',
      'rules:',
    ]) {
      expect(formatTab(parseTab(tab))).toBe(tab);
    }
  });

  it('reads unknown or damaged tabs safely', () => {
    expect(parseTab('')).toEqual({ kind: 'diagnostics' });
    expect(parseTab('nonsense')).toEqual({ kind: 'diagnostics' });
    expect(parseTab('view:')).toEqual({ kind: 'view', version: undefined });
    expect(parseTab('compare:')).toEqual({ kind: 'compare', from: undefined, to: undefined });
    expect(parseTab('rules:')).toEqual({ kind: 'rules', rule: undefined });
    expect(parseTab('native:2026-07-28:bogus')).toEqual({ kind: 'native', version: '2026-07-28', list: 'tools' });
  });

  it('falls back to the newest declared version when the wanted one is not declared', () => {
    expect(effectiveVersion('2025-06-18', ['2025-06-18', '2026-07-28'])).toBe('2025-06-18');
    expect(effectiveVersion('2024-11-05', ['2025-06-18', '2026-07-28'])).toBe('2026-07-28');
    expect(effectiveVersion(undefined, [])).toBeUndefined();
  });
});
