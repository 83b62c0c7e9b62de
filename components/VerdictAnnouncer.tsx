// The verdict of the last completed validation, announced to assistive technology through a polite live region
// ("Invalid document, 10 errors"); it speaks only when the verdict changes, not on every run.
import { useStore } from '../src/store.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import '../src/styles/a11y.css';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "Valid document", "Valid document, 2 warnings", "Invalid document, 10 errors, 1 warning". */
export function verdictText(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  const parts = [errors === 0 ? 'Valid document' : `Invalid document, ${plural(errors, 'error')}`];
  if (warnings > 0) parts.push(plural(warnings, 'warning'));
  return parts.join(', ');
}

export function VerdictAnnouncer() {
  const diagnostics = useStore((s) => s.diagnostics);
  const status = useStore((s) => s.status);
  const text =
    status === 'done'
      ? verdictText(diagnostics)
      : status === 'timeout'
        ? 'Validation cancelled: time budget exceeded'
        : status === 'failed'
          ? 'Validation failed'
          : '';
  return (
    <div
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="verdict-announcement"
    >
      {text}
    </div>
  );
}

/**
 * The first focusable element of the page: jumps past the editor (which takes Tab) to the results, moving keyboard
 * focus there. The address bar is left alone (no `#results` fragment to reload or share); a fragment of that kind is
 * never read as a share link anyway (src/share-fragment.ts).
 */
export function SkipToResults() {
  return (
    <a
      className="skip-link"
      href="#results"
      data-testid="skip-to-results"
      onClick={(event) => {
        const results = document.getElementById('results');
        if (!results) return;
        event.preventDefault();
        results.focus();
        results.scrollIntoView({ block: 'nearest' });
      }}
    >
      Skip to results
    </a>
  );
}
