// The MCP protocol versions mcpdesc 0.9.0-rc.3 can describe (spec 4.9): the one list every module, the app and the CLI use.

/** Supported MCP protocol versions, oldest first (4.9). */
export const protocolVersions = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'] as const;
export type ProtocolVersion = (typeof protocolVersions)[number];

/** The recognized legacy compatibility protocol versions, whose validation is incomplete (3.5, 12.5, 16.2). */
export const legacyProtocolVersions: readonly ProtocolVersion[] = ['2024-11-05', '2025-03-26'];

/** The newest supported version. */
export const latestProtocolVersion: ProtocolVersion = protocolVersions[protocolVersions.length - 1]!;

const supported: ReadonlySet<string> = new Set(protocolVersions);

/** Whether a string names a supported protocol version. */
export function isProtocolVersion(value: unknown): value is ProtocolVersion {
  return typeof value === 'string' && supported.has(value);
}
