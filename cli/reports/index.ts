// The report formats of `mcpdesc validate --format`.
import { githubReporter } from './github.ts';
import { jsonReporter } from './json.ts';
import { sarifReporter } from './sarif.ts';
import { stylishReporter } from './stylish.ts';
import type { Reporter, ReporterOptions, ReportFormat } from './types.ts';

export { reportFormats, type FileReport, type Reporter, type ReportFormat } from './types.ts';

const reporters: Record<ReportFormat, (options: ReporterOptions) => Reporter> = {
  stylish: stylishReporter,
  json: jsonReporter,
  sarif: sarifReporter,
  github: githubReporter,
};

export function createReporter(format: ReportFormat, options: ReporterOptions): Reporter {
  return reporters[format](options);
}
