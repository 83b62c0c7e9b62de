// The files `mcpdesc validate PATH...` validates: each PATH that is a file (or - for standard input), and below each
// folder every *.mcpdesc.json, *.mcpdesc.yaml and *.mcpdesc.yml, in name order (hidden folders and node_modules are
// skipped).
import { join } from 'node:path';
import { CliFailure } from './args.ts';
import { isDescriptionName } from './file-names.ts';
import { describeFileError, type Io } from './io.ts';

export function expandPaths(io: Io, paths: readonly string[]): { files: string[]; folders: boolean } {
  const files: string[] = [];
  let folders = false;
  const walk = (folder: string) => {
    const entries = io.list(folder).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.directory) {
        if (!entry.name.startsWith('.') && entry.name !== 'node_modules') walk(join(folder, entry.name));
      } else if (isDescriptionName(entry.name)) files.push(join(folder, entry.name));
    }
  };
  for (const path of paths) {
    let kind: 'file' | 'directory' | undefined;
    try {
      kind = io.kind(path);
      if (kind === 'directory') {
        folders = true;
        walk(path);
      }
    } catch (error) {
      throw new CliFailure(describeFileError(path, error, 'read'), 2);
    }
    if (kind === undefined) throw new CliFailure(describeFileError(path, { code: 'ENOENT' }, 'read'), 2);
    if (kind === 'file') files.push(path);
  }
  return { files, folders };
}

/** The failure when the PATHs given hold no description file. */
export function noDescriptionFiles(paths: readonly string[]): CliFailure {
  return new CliFailure(`no *.mcpdesc.json, *.mcpdesc.yaml or *.mcpdesc.yml file in ${paths.join(', ')}`, 2);
}
