// Protocol-version availability of a member or value at a location (spec 4.10), from core/availability.ts.
import { availableVersions, describeAvailability, fieldAvailability, type FieldAvailability } from '../model/availability.ts';
import { elicitationModeSince } from '../model/elicitation.ts';
import { protocolVersions } from '../model/versions.ts';

/** The availability table entry of a member (or of one value of it) at `segments`. */
export function availabilityAt(segments: readonly string[], value?: string): FieldAvailability | undefined {
  const pattern = '/' + segments.map((s) => (/^(0|[1-9][0-9]*)$/.test(s) ? '*' : s)).join('/');
  return fieldAvailability.find((entry) => entry.pattern === pattern && entry.value === value);
}

/** "MCP 2025-06-18 and later" / "MCP 2025-11-25 only" / "all protocol versions". */
export function availabilityText(segments: readonly string[], value?: string): string {
  const entry = availabilityAt(segments, value);
  if (entry) return `${describeAvailability(entry.available).replace(/^since MCP (.*)$/, 'MCP $1 and later').replace(/^only in MCP (.*)$/, 'MCP $1 only')} (${availableVersions(entry.available).join(', ')})`;
  const last = segments[segments.length - 1];
  if (last === 'mode' && value !== undefined && (value === 'form' || value === 'url') && segments.includes('elicitations')) {
    const since = elicitationModeSince[value];
    return `MCP ${since} and later (${protocolVersions.slice(protocolVersions.indexOf(since)).join(', ')})`;
  }
  return 'all protocol versions';
}
