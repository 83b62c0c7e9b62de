// Benchmark registry shapes. A suite is a file in bench/suites/ whose default export is a BenchSuite.

export interface Timed {
  /** Label shown in the table. */
  name: string;
  run: () => unknown;
  /**
   * Runs once and returns what it cost in milliseconds, when wall-clock time of `run` is not the measure (e.g. the
   * CPU time of a child process); `run` is then not called.
   */
  cost?: () => number;
}

export interface BenchCase extends Timed {
  /** Size of the input in bytes (UTF-8). */
  bytes: number;
  /** What the ratio is computed against, timed interleaved with the case in the same run. */
  baseline: Timed;
  /** Optional target ratio, printed for reference (e.g. 3 for "<= 3x baseline"). */
  target?: number;
  /** Measured runs of the case and of its baseline (after the warm-up), instead of what the time budget allows. */
  runs?: number;
  /** Optional result figure printed beside the time (e.g. the length of a share link). */
  note?: string;
}

export interface BenchSuite {
  name: string;
  /** Builds the cases (inputs are generated here, outside the timed region). */
  cases: () => BenchCase[];
}
