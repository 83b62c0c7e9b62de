import { describe, expect, it } from 'vitest';
import { countOf, nounFor } from '../../core/lib/plural.ts';

describe('countOf', () => {
  it('writes one in the singular and every other count in the plural', () => {
    expect(countOf(1, 'error')).toBe('1 error');
    expect(countOf(2, 'error')).toBe('2 errors');
    expect(countOf(0, 'warning')).toBe('0 warnings');
    expect(countOf(1, 'difference')).toBe('1 difference');
  });
  it('takes an irregular plural', () => {
    expect(countOf(1, 'property', 'properties')).toBe('1 property');
    expect(countOf(3, 'property', 'properties')).toBe('3 properties');
  });
  it('groups large numbers', () => {
    expect(countOf(1024, 'tool')).toBe('1,024 tools');
  });
  it('gives the noun alone', () => {
    expect(nounFor(1, 'problem')).toBe('problem');
    expect(nounFor(5, 'problem')).toBe('problems');
  });
});
