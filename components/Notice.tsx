// The app's transient message (storage failure, bad share link, file refused, ...), shown as text with a dismiss button.
import { useStore } from '../src/store.ts';
import '../src/styles/toolbar.css';

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
      <button type="button" className="notice-dismiss" data-testid="notice-dismiss" aria-label="Dismiss message" onClick={() => setNotice(undefined)}>
        ×
      </button>
    </div>
  );
}
