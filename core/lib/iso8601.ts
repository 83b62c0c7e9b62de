// ISO 8601 dates and date-times as MCP Description and MCP use them (spec 10.3, 15.6 req-serialization-value-formats:
// "Date values MUST conform to ISO 8601"): the calendar date form `YYYY-MM-DD`, optionally with a time `Thh:mm`,
// `Thh:mm:ss` or `Thh:mm:ss.fff` and a zone designator `Z` or `±hh[:mm]`. A value must also name an instant that
// exists: a month 1-12, a day within its month (29 February in leap years only), an hour up to 23, minutes and seconds
// up to 59 (60 for a leap second at the last minute of an hour), and a zone offset up to 23:59.

/** The syntax (the document schema's `pattern` for Resource Annotations `lastModified`). */
export const iso8601Pattern =
  '^\\d{4}-\\d{2}-\\d{2}(?:T\\d{2}:\\d{2}(?::\\d{2}(?:[.,]\\d+)?)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$';

const parts = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?)?$/;

/** Whether `year` is a Gregorian leap year. */
function leap(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Days in `month` (1-12) of `year`. */
function daysInMonth(year: number, month: number): number {
  return month === 2 ? (leap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Why `text` is not an ISO 8601 date or date-time of the form above ("month 13", "not in the form YYYY-MM-DD…"), or
 * undefined when it is one.
 */
export function iso8601Problem(text: string): string | undefined {
  const match = parts.exec(text);
  if (!match) return 'not in the form YYYY-MM-DD, optionally followed by Thh:mm[:ss[.fff]] and Z or ±hh:mm';
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = match
    .slice(1)
    .map((n) => (n === undefined ? undefined : Number(n)));
  if (month! < 1 || month! > 12) return `month ${match[2]}`;
  if (day! < 1 || day! > daysInMonth(year!, month!)) return `day ${match[3]} of ${match[1]}-${match[2]}`;
  if (hour !== undefined && hour > 23) return `hour ${match[4]}`;
  if (minute !== undefined && minute > 59) return `minute ${match[5]}`;
  if (second !== undefined && (second > 60 || (second === 60 && minute !== 59))) return `second ${match[6]}`;
  if (offsetHours !== undefined && offsetHours > 23) return `zone offset hour ${match[7]}`;
  if (offsetMinutes !== undefined && offsetMinutes > 59) return `zone offset minute ${match[8]}`;
  return undefined;
}

/** Whether `text` is an ISO 8601 date or date-time that exists. */
export function isIso8601(text: string): boolean {
  return iso8601Problem(text) === undefined;
}
