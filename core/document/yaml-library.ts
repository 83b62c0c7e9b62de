// The `yaml` library's parser, composer and lexer, installed on demand (issue 31): the fast reader (`yaml-fast.ts`)
// reads most YAML without it and JSON never needs it, so the app's worker loads it only for a request whose texts can
// be read as YAML (`core/validation/parts.ts`), and `core/install-all.ts` installs it for the CLI, bench and tests.
import type * as Yaml from 'yaml';

/** What the YAML paths use of the library. */
export type YamlLibrary = Pick<
  typeof Yaml,
  'Composer' | 'Lexer' | 'Parser' | 'parseDocument' | 'isAlias' | 'isMap' | 'isScalar' | 'isSeq'
>;

let installed: YamlLibrary | undefined;

export function installYamlLibrary(library: YamlLibrary): void {
  installed = library;
}

export function yamlLibraryInstalled(): boolean {
  return installed !== undefined;
}

/** The library; throws when it is not installed (a request that can read YAML installs it first). */
export function yamlLibrary(): YamlLibrary {
  if (installed === undefined) throw new Error('The YAML reader is not loaded');
  return installed;
}

// The library's node guards, for the code that walks its node trees (which exist only once it is installed).
export const isAlias = ((node) => yamlLibrary().isAlias(node)) as typeof Yaml.isAlias;
export const isMap = ((node) => yamlLibrary().isMap(node)) as typeof Yaml.isMap;
export const isScalar = ((node) => yamlLibrary().isScalar(node)) as typeof Yaml.isScalar;
export const isSeq = ((node) => yamlLibrary().isSeq(node)) as typeof Yaml.isSeq;
