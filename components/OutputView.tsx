// Generated output (a protocol view or a native list) as a read-only highlighted editor, with copy and download.
// Monaco loads on demand; until then the text shows as plain preformatted text.
import { useState } from 'react';
import { useStore } from '../src/store.ts';
import { downloadText } from '../src/files.ts';
import { onDemand } from './on-demand.tsx';

// Until the highlighted view has loaded, the same text as plain text.
const CodeView = onDemand(
  () => import('./CodeView.tsx').then((m) => m.CodeView),
  ({ text, testId }) => (
    <pre className="projection-text" data-testid={testId}>
      {text}
    </pre>
  ),
);

export function OutputView({
  text,
  language,
  label,
  fileName,
  testId,
}: {
  text: string;
  language: 'json' | 'yaml';
  label: string;
  fileName: string;
  testId: string;
}) {
  const setNotice = useStore((s) => s.setNotice);
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      },
      () =>
        setNotice({
          kind: 'error',
          message: 'The browser did not allow copying; select the text and copy it by hand.',
        }),
    );
  return (
    <div className="output-view">
      <div className="output-actions" role="toolbar" aria-label={`${label} actions`}>
        <button type="button" onClick={() => void copy()} data-testid={`${testId}-copy`}>
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button
          type="button"
          onClick={() => downloadText(text, fileName, language === 'json' ? 'application/json' : 'application/yaml')}
          data-testid={`${testId}-download`}
        >
          Download
        </button>
        <span className="output-status" role="status">
          {copied ? `${label} copied to the clipboard` : ''}
        </span>
      </div>
      <CodeView text={text} language={language} label={label} testId={testId} />
    </div>
  );
}
