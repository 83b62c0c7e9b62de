// 15.6 req-serialization-value-formats: "Date values MUST conform to ISO 8601": the form, and a day that exists.
import { describe, expect, it } from 'vitest';
import { iso8601Problem, isIso8601, iso8601Pattern } from '../core/lib/iso8601.ts';

describe('ISO 8601 dates and date-times', () => {
  it.each([
    '2025-01-12',
    '2025-01-12T15:00',
    '2025-01-12T15:00:58Z',
    '2025-01-12T15:00:58.123+02:00',
    '2025-01-12T15:00:58,5-0330',
    '2024-02-29T00:00:00Z',
    '2000-02-29',
    '2025-04-30',
    '2025-12-31T23:59:59Z',
    '2016-12-31T23:59:60Z',
    '2025-01-12T00:00:00+23:59',
  ])('%s exists', (text) => {
    expect(iso8601Problem(text)).toBeUndefined();
    expect(new RegExp(iso8601Pattern).test(text)).toBe(true);
  });

  it.each([
    ['2026-13-01T00:00:00Z', 'month 13'],
    ['2026-00-10', 'month 00'],
    ['2025-04-31', 'day 31 of 2025-04'],
    ['2025-02-29', 'day 29 of 2025-02'],
    ['1900-02-29', 'day 29 of 1900-02'],
    ['2025-01-00', 'day 00 of 2025-01'],
    ['2025-01-32', 'day 32 of 2025-01'],
    ['2025-01-12T24:00:00Z', 'hour 24'],
    ['2025-01-12T12:60:00Z', 'minute 60'],
    ['2025-01-12T12:30:60Z', 'second 60'],
    ['2025-01-12T12:59:61Z', 'second 61'],
    ['2025-01-12T12:00:00+24:00', 'zone offset hour 24'],
    ['2025-01-12T12:00:00+05:60', 'zone offset minute 60'],
  ])('%s does not exist (%s)', (text, problem) => {
    expect(new RegExp(iso8601Pattern).test(text)).toBe(true);
    expect(iso8601Problem(text)).toBe(problem);
    expect(isIso8601(text)).toBe(false);
  });

  it.each(['yesterday', '2025-1-12', '12/01/2025', '2025-01-12 15:00', ''])(
    '%j is not in the ISO 8601 form',
    (text) => {
      expect(iso8601Problem(text)).toMatch(/^not in the form/);
    },
  );
});
