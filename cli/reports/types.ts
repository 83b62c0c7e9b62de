// A validation report: one file's verdict, and the shape every output format (stylish, json, sarif, github) takes.
import type { Diagnostic } from '../../core/diagnostics.ts';
import type { RuleResult } from '../../core/rules/results.ts';

/** One validated file. */
export interface FileReport {
  /** The path as given or found (`-` for standard input). */
  file: string;
  valid: boolean;
  diagnostics: Diagnostic[];
  /** Present when asked for (--rule-results). */
  ruleResults?: RuleResult[];
  /** What `mcpdesc fix` would remove from this file (computed for the stylish report, for invalid files only). */
  fixable?: { errors: number; warnings: number };
}

/**
 * An output format: `file` is called once per file, in input order, and returns what to print at once (a format
 * that prints one document at the end returns ''); `end` returns what to print after the last file.
 */
export interface Reporter {
  file(report: FileReport): string;
  end(): string;
}

export interface ReporterOptions {
  /** Several files (or a folder) were given: reports name each file, and json prints an array. */
  several: boolean;
  /** The version of mcpdesc (the SARIF tool version). */
  version: string;
  /** `--explain`: what a requirement asks, under each finding of the stylish report (undefined: not asked for). */
  explain?: (anchor: string) => string | undefined;
  /** ANSI colour in the stylish report (cli/color.ts decides). */
  color?: boolean;
}

export const reportFormats = ['stylish', 'json', 'sarif', 'github'] as const;
export type ReportFormat = (typeof reportFormats)[number];
