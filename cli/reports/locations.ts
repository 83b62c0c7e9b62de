// Places in several inputs (merge conflicts, import problems): `  file:line:column /json/pointer: note`.
import type { ConflictLocation } from '../../core/merge/merge.ts';

export function locationLines(locations: readonly ConflictLocation[]): string[] {
  return locations.map((at) => {
    const where = at.range ? `${at.input}:${at.range.start.line}:${at.range.start.column}` : at.input;
    return `  ${where} ${at.path === '' ? '/' : at.path}${at.note ? `: ${at.note}` : ''}`;
  });
}
