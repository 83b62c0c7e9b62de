// A read-only Monaco editor for generated output (views, native lists): highlighting, folding and search, no editing.
import { useEffect, useRef } from 'react';
import { monaco } from '../src/monaco.ts';

/** Test and automation hook: the text each code view shows, by its test id. */
const views: Record<string, () => string> = {};
(window as unknown as { __codeViews?: typeof views }).__codeViews = views;

export function CodeView({
  text,
  language,
  label,
  testId,
}: {
  text: string;
  language: string;
  label: string;
  testId: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);

  useEffect(() => {
    if (!host.current) return;
    const editor = monaco.editor.create(host.current, {
      readOnly: true,
      domReadOnly: true,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      fontSize: 12.5,
      lineNumbers: 'on',
      folding: true,
      theme: window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'vs-dark' : 'vs',
      ariaLabel: `${label} (read-only)`,
    });
    editorRef.current = editor;
    views[testId] = () => editor.getModel()?.getValue() ?? '';
    return () => {
      delete views[testId];
      editor.getModel()?.dispose();
      editor.dispose();
      editorRef.current = null;
    };
  }, [label, testId]);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor) return;
    const previous = editor.getModel();
    if (previous && previous.getValue() === text && previous.getLanguageId() === language) return;
    editor.setModel(monaco.editor.createModel(text, language));
    previous?.dispose();
  }, [text, language]);

  const lines = text.split('\n').length;
  return (
    <div
      className="code-view"
      ref={host}
      data-testid={testId}
      style={{ height: `${Math.min(32, Math.max(6, lines + 1)) * 1.2}rem` }}
    />
  );
}
