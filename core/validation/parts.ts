// The parts of the core installed on demand: the linear-time pattern matcher (re2js), the `yaml` library's reader
// (for the YAML the fast reader does not read, and Organize keeping comments) and the MCP types of each protocol
// version. core/install-all.ts installs all of them at once (tests, bench, scripts); the app's worker and the CLI
// install, before a request, only those the request's texts (read as the format it names) can need, so that
// validating a small document loads a fraction of the core. Which parts a text can need is decided here, once, for both.
import { regexEngineInstalled } from '../embedded-schema/regex.ts';
import type { DocumentFormat } from '../diagnostics.ts';
import { detectFormat, maxJsonAsYamlLength, parsesAsJson } from '../document/parse.ts';
import { yamlLibraryInstalled } from '../document/yaml-library.ts';
import { installMcpVersion, mcpVersionInstalled, type McpVersionModule } from '../mcp/validators.ts';
import { protocolVersions, type ProtocolVersion } from '../model/versions.ts';

/** A part: the pattern matcher, the YAML reader, or the MCP types of one protocol version. */
export type CorePart = 're2' | 'yaml' | ProtocolVersion;

export interface PartsRequest {
  /** The texts the request carries (a document, merge inputs, captures). */
  texts: readonly string[];
  /**
   * Whether the request can read any protocol version, not only those its texts name: merge, import, the learning
   * views and the language features do; validating, converting or projecting one document does not.
   */
  everyVersion?: boolean;
  /** A protocol version the request names besides its texts (the version of a view or a native projection). */
  version?: string;
  /** The format the request reads its texts as (chosen by hand, or the previous text's), when it names one. */
  format?: DocumentFormat;
}

/**
 * Whether reading `text` can need the `yaml` library: any text that is not JSON (YAML, a blank text), and JSON with a
 * syntax error small enough for the parser to read it as YAML too, to say whether the other format would read it
 * (parse.ts, `maxJsonAsYamlLength`); a larger JSON text is never read as YAML.
 */
function mayReadAsYaml(text: string): boolean {
  return detectFormat(text) === 'yaml' || (text.length <= maxJsonAsYamlLength && !parsesAsJson(text));
}

/**
 * The parts a request can need that are not installed yet: the pattern matcher for a text with "pattern" or any
 * escape in it (a member name may be written with escapes), and the MCP types of each protocol version the texts
 * name (all five for a text with escapes or client requirements, whose check reads every version, and for requests
 * beyond one document's own versions), and the YAML reader for a text that can be read as YAML (`mayReadAsYaml`). Once
 * everything is installed, no text is scanned.
 */
export function partsNeeded(request: PartsRequest): CorePart[] {
  if (regexEngineInstalled() && yamlLibraryInstalled() && protocolVersions.every(mcpVersionInstalled)) return [];
  const { texts } = request;
  const escaped = texts.some((t) => t.includes('\\'));
  const parts: CorePart[] = [];
  if (!regexEngineInstalled() && (escaped || texts.some((t) => t.includes('pattern')))) parts.push('re2');
  if (!yamlLibraryInstalled() && (request.format === 'yaml' || texts.some(mayReadAsYaml))) parts.push('yaml');
  const all = escaped || request.everyVersion === true || texts.some((t) => t.includes('clientRequirements'));
  for (const version of protocolVersions) {
    if (mcpVersionInstalled(version)) continue;
    if (all || request.version === version || texts.some((t) => t.includes(version))) parts.push(version);
  }
  return parts;
}

/** What each part is, for messages ("Could not load the MCP 2025-06-18 types"). */
export function describePart(part: CorePart): string {
  return part === 're2' ? 'the pattern matcher' : part === 'yaml' ? 'the YAML reader' : `the MCP ${part} types`;
}

const loaders: Record<CorePart, () => Promise<unknown>> = {
  re2: () => import('../embedded-schema/re2.ts'),
  yaml: () => import('../document/yaml-install.ts'),
  '2024-11-05': () => import('../generated/mcp-2024-11-05.js').then((m) => install('2024-11-05', m)),
  '2025-03-26': () => import('../generated/mcp-2025-03-26.js').then((m) => install('2025-03-26', m)),
  '2025-06-18': () => import('../generated/mcp-2025-06-18.js').then((m) => install('2025-06-18', m)),
  '2025-11-25': () => import('../generated/mcp-2025-11-25.js').then((m) => install('2025-11-25', m)),
  '2026-07-28': () => import('../generated/mcp-2026-07-28.js').then((m) => install('2026-07-28', m)),
};

function install(version: ProtocolVersion, module: McpVersionModule): void {
  installMcpVersion(version, module);
}

/** Loads and installs one part (a bundler makes each a separate chunk). */
export function loadPart(part: CorePart): Promise<unknown> {
  return loaders[part]();
}

/** Installs every part the request can need; resolves once they are installed. */
export async function installParts(request: PartsRequest): Promise<void> {
  await Promise.all(partsNeeded(request).map(loadPart));
}
