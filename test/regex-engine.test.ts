// The linear-time pattern matcher is installed, not imported by the evaluator (core/embedded-schema/re2.ts): the app's
// worker loads it only for texts that can hold a pattern. Without it a pattern is never passed silently.
import { describe, expect, it, vi } from 'vitest';

describe('pattern matcher installation', () => {
  it('a pattern is reported as not run while no matcher is installed, and runs once one is', async () => {
    vi.resetModules();
    const regex = await import('../core/embedded-schema/regex.ts');
    expect(regex.regexEngineInstalled()).toBe(false);
    expect(regex.compilePattern('^a+$')).toEqual({ ok: false, reason: 'cannot be run: the linear-time matcher is not loaded' });
    await import('../core/embedded-schema/re2.ts');
    expect(regex.regexEngineInstalled()).toBe(true);
    const compiled = regex.compilePattern('^a+$');
    expect(compiled.ok && compiled.test('aaa')).toBe(true);
    expect(compiled.ok && compiled.test('ab')).toBe(false);
  });

  it('an evaluation meeting a pattern without a matcher is incomplete, not a pass', async () => {
    vi.resetModules();
    const { validateInstance } = await import('../core/embedded-schema.ts');
    const result = validateInstance({ type: 'string', pattern: '^x$' }, 'y', '2020-12');
    expect(result.problems).toEqual([]);
    expect(result.incomplete[0]).toContain('the linear-time matcher is not loaded');
  });
});
