// The core's public entry: text in, diagnostics (and transformed text) out. Used by the CLI and the tests. The worker
// imports core/pipeline.ts at once and the other two when a request needs them, so the first load carries only
// validation.
import './full.ts';

export * from './pipeline.ts';
export * from './combine.ts';
export * from './learn.ts';
export { requirementSummaries, requirementSummary } from './reference/requirement-summaries.ts';
export { requirementLink, type RequirementLink } from './rules/docs.ts';
