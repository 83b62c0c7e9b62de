// The app's transient message (storage failure, bad share link, file refused, ...), shown as text with an optional
// action (Undo, ...) and a dismiss button.
import { useStore } from '../src/store.ts';
import '../src/styles/toolbar.css';
import '../src/styles/history.css';

export function Notice() {
  const notice = useStore((s) => s.notice);
  const setNotice = useStore((s) => s.setNotice);
  if (!notice) return null;
  return (
    <div
      className={`notice notice-${notice.kind}`}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      data-testid="notice"
      data-kind={notice.kind}
    >
      <span className="notice-message" data-testid="notice-message">
        {notice.message}
      </span>
      {notice.action && (
        <button
          type="button"
          className="notice-action"
          data-testid="notice-action"
          onClick={() => {
            const { run } = notice.action!;
            setNotice(undefined);
            run();
          }}
        >
          {notice.action.label}
        </button>
      )}
      <button
        type="button"
        className="notice-dismiss"
        data-testid="notice-dismiss"
        aria-label="Dismiss message"
        onClick={() => setNotice(undefined)}
      >
        ×
      </button>
    </div>
  );
}
