// The core's public entry: text in, diagnostics (and transformed text) out. Used by the CLI and the tests. The worker
// imports core/validation/pipeline.ts at once and the other two when a request needs them, so the first load carries only
// validation.
import './install-all.ts';

export * from './validation/pipeline.ts';
export * from './merge/texts.ts';
export * from './import/texts.ts';
export * from './learn/index.ts';
