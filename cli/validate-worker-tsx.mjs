// The worker-thread entry when mcpdesc runs from its TypeScript sources (npm run mcpdesc, the tests): Node 20 does
// not apply tsx's loader to a worker thread's entry, so this plain module loads ./validate-worker.ts through tsx's
// API. The bundled command (dist-cli/) starts validate-worker.js instead and never loads this file.
import { tsImport } from 'tsx/esm/api';

await tsImport('./validate-worker.ts', import.meta.url);
