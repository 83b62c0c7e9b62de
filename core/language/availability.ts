// Protocol-version availability of a member or value at a location (spec 4.10), from core/availability.ts.
import {
  availableVersions,
  describeAvailability,
  fieldAvailability,
  type FieldAvailability,
} from '../model/availability.ts';
import { elicitationModeSince } from '../model/elicitation.ts';
import { protocolVersions } from '../model/versions.ts';

/** The availability table entry of a member (or of one value of it) at `segments`. */
export function availabilityAt(segments: readonly string[], value?: string): FieldAvailability | undefined {
  const pattern = '/' + segments.map((s) => (/^(0|[1-9][0-9]*)$/.test(s) ? '*' : s)).join('/');
  return fieldAvailability.find((entry) => entry.pattern === pattern && entry.value === value);
}

/**
 * "MCP 2025-06-18 and later (2025-06-18, 2025-11-25, 2026-07-28)" / "MCP 2025-11-25 only (2025-11-25)" / "all
 * protocol versions"; with `short`, without the list of versions (one line beside a completion item).
 */
export function availabilityText(segments: readonly string[], value?: string, short = false): string {
  const list = (versions: readonly string[]) => (short ? '' : ` (${versions.join(', ')})`);
  const entry = availabilityAt(segments, value);
  if (entry)
    return `${describeAvailability(entry.available)
      .replace(/^since MCP (.*)$/, 'MCP $1 and later')
      .replace(/^only in MCP (.*)$/, 'MCP $1 only')}${list(availableVersions(entry.available))}`;
  const last = segments[segments.length - 1];
  if (
    last === 'mode' &&
    value !== undefined &&
    (value === 'form' || value === 'url') &&
    segments.includes('elicitations')
  ) {
    const since = elicitationModeSince[value];
    return `MCP ${since} and later${list(protocolVersions.slice(protocolVersions.indexOf(since)))}`;
  }
  return 'all protocol versions';
}
