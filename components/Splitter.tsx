// The line between the editor and the results: drag it (mouse, touch, pen) or focus it and use the arrow keys to give
// one side more room. A WAI-ARIA window splitter: role separator with its value in percent.
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

export const SPLIT_MIN = 15;
export const SPLIT_MAX = 85;
const STEP = 5;

export interface SplitterProps {
  /** Percent of the workspace the first pane (the editor) takes. */
  value: number;
  onChange(value: number): void;
  /** Panes side by side (a vertical line), or stacked (a horizontal one, on phones). */
  sideBySide: boolean;
}

const clamp = (value: number) => Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, Math.round(value)));

export function Splitter({ value, onChange, sideBySide }: SplitterProps) {
  const dragging = useRef(false);

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const workspace = event.currentTarget.parentElement?.getBoundingClientRect();
    if (!workspace) return;
    const share = sideBySide
      ? (event.clientX - workspace.left) / workspace.width
      : (event.clientY - workspace.top) / workspace.height;
    onChange(clamp(share * 100));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const less = sideBySide ? 'ArrowLeft' : 'ArrowUp';
    const more = sideBySide ? 'ArrowRight' : 'ArrowDown';
    const next =
      event.key === less
        ? value - STEP
        : event.key === more
          ? value + STEP
          : event.key === 'Home'
            ? SPLIT_MIN
            : event.key === 'End'
              ? SPLIT_MAX
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onChange(clamp(next));
  };

  return (
    <div
      className="splitter"
      role="separator"
      tabIndex={0}
      aria-orientation={sideBySide ? 'vertical' : 'horizontal'}
      aria-valuenow={value}
      aria-valuemin={SPLIT_MIN}
      aria-valuemax={SPLIT_MAX}
      aria-label="Editor and results: drag, or use the arrow keys, to resize"
      aria-controls="editor-pane results"
      data-testid="splitter"
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        event.preventDefault();
      }}
      onPointerMove={(event) => dragging.current && follow(event)}
      onPointerUp={(event) => {
        dragging.current = false;
        event.currentTarget.releasePointerCapture(event.pointerId);
      }}
      onPointerCancel={() => (dragging.current = false)}
    >
      <span className="splitter-grip" aria-hidden="true" />
    </div>
  );
}
