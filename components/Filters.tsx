// The count chips and the "hidden" line every filtered list in the app uses. One meaning everywhere: pressing a chip
// shows only that kind (`aria-pressed`), pressing it again shows all; whenever a filter hides something, the list says
// how much in a line with a "show all" button.
import type { ReactNode } from 'react';

export function CountChip({
  count,
  label,
  pressed,
  onToggle,
  kind,
  testId,
  only,
}: {
  count: number;
  /** The words after the number ("errors", "failed"), already in the form that goes with `count`. */
  label: string;
  pressed: boolean;
  onToggle(): void;
  /** A class naming the kind, for its colour (`count-error`, `status-failed`). */
  kind: string;
  testId: string;
  /** What pressing it shows ("the errors"). */
  only: string;
}) {
  return (
    <button
      type="button"
      className={`count ${kind}`}
      aria-pressed={pressed}
      onClick={onToggle}
      data-testid={testId}
      title={pressed ? 'Show all again' : `Show only ${only}`}
    >
      <span className="count-number">{count.toLocaleString('en-US')}</span> {label}
    </button>
  );
}

/** The text filter of a list: its label is its placeholder. */
export function FilterInput({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  testId: string;
}) {
  return (
    <input
      type="search"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    />
  );
}

/** "10 errors and 2 warnings hidden — show all": shown only when the filter hides something. */
export function HiddenNote({ hidden, onShowAll, testId }: { hidden: string[]; onShowAll(): void; testId: string }) {
  if (hidden.length === 0) return null;
  return (
    <p className="filter-hidden" role="status" data-testid={testId}>
      {listInWords(hidden)} hidden —{' '}
      <button type="button" className="link-button" onClick={onShowAll} data-testid={`${testId}-show-all`}>
        show all
      </button>
    </p>
  );
}

/** "a", "a and b", "a, b and c". */
export function listInWords(items: string[]): ReactNode {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}
