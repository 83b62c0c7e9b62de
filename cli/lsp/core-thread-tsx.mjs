// The core thread's entry when mcpdesc runs from its TypeScript sources (npm run mcpdesc, the tests): Node 20 does not
// apply tsx's loader to a worker thread's entry, so this plain module loads ./core-thread.ts through tsx's API. The
// bundled command (dist-cli/) starts lsp-thread.js instead and never loads this file.
import { tsImport } from 'tsx/esm/api';

await tsImport('./core-thread.ts', import.meta.url);
