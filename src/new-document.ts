// New document: a minimal valid description in the current format (the three required root members, 3.2), replacing
// the text as one undoable action; the previous text stays in History even if nobody edited it.
import type { DocumentFormat } from '../core/diagnostics.ts';
import { latestProtocolVersion } from '../core/model/versions.ts';
import { replaceDocument } from './replace.ts';
import { useStore } from './store.ts';

export function newDocumentText(format: DocumentFormat): string {
  if (format === 'json')
    return `{\n  "mcpdesc": "0.9.0",\n  "info": {\n    "name": "my-server",\n    "version": "1.0.0"\n  },\n  "protocolVersions": ["${latestProtocolVersion}"]\n}\n`;
  return `mcpdesc: "0.9.0"\ninfo:\n  name: my-server\n  version: "1.0.0"\nprotocolVersions:\n  - "${latestProtocolVersion}"\n`;
}

export function startNewDocument(): void {
  const { format } = useStore.getState();
  replaceDocument({ text: newDocumentText(format), format }, 'a new document', { keep: true });
}
