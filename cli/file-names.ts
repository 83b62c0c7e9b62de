// What a file's name says: whether it names an MCP Description, and the document format of its extension.
import { extname } from 'node:path';
import type { DocumentFormat } from '../core/diagnostics.ts';

/** The document format a file name says (.json, .yaml, .yml), if any. */
export function formatFromName(file: string): DocumentFormat | undefined {
  const ext = extname(file).toLowerCase();
  if (ext === '.json') return 'json';
  if (ext === '.yaml' || ext === '.yml') return 'yaml';
  return undefined;
}

/** *.mcpdesc.json, *.mcpdesc.yaml, *.mcpdesc.yml: the names of MCP Description files. */
export function isDescriptionName(file: string): boolean {
  return /\.mcpdesc\.(json|ya?ml)$/i.test(file);
}
