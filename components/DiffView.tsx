// Two texts side by side in a read-only Monaco diff editor (loaded with the editor, never on first paint).
import { useEffect, useRef } from 'react';
import { monaco } from '../src/monaco.ts';

export function DiffView({ original, modified, language, label }: { original: string; modified: string; language: string; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneDiffEditor | null>(null);

  useEffect(() => {
    if (!host.current) return;
    const editor = monaco.editor.createDiffEditor(host.current, {
      readOnly: true,
      originalEditable: false,
      automaticLayout: true,
      renderSideBySide: true,
      useInlineViewWhenSpaceIsLimited: false,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      fontSize: 12,
      theme: window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'vs-dark' : 'vs',
      originalAriaLabel: `${label}: first version (read-only)`,
      modifiedAriaLabel: `${label}: second version (read-only)`,
    });
    editorRef.current = editor;
    return () => {
      const model = editor.getModel();
      editor.dispose();
      model?.original.dispose();
      model?.modified.dispose();
      editorRef.current = null;
    };
  }, [label]);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor) return;
    const previous = editor.getModel();
    editor.setModel({ original: monaco.editor.createModel(original, language), modified: monaco.editor.createModel(modified, language) });
    previous?.original.dispose();
    previous?.modified.dispose();
  }, [original, modified, language]);

  return <div className="diff-view" ref={host} data-testid="diff-view" />;
}
