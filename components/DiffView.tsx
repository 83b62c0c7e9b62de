// Two texts side by side in a read-only Monaco diff editor (loaded with the editor, never on first paint).
import { useEffect, useRef } from 'react';
import { monaco } from '../src/monaco.ts';

/**
 * A diff still being computed in the editor worker needs its models: disposing them at once makes Monaco fail that
 * computation ("no diff result available"), so models outlive their editor by a moment.
 */
const modelGraceMs = 5000;

export function DiffView({
  original,
  modified,
  language,
  label,
  inline = false,
}: {
  original: string;
  modified: string;
  language: string;
  label: string;
  inline?: boolean;
}) {
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneDiffEditor | null>(null);

  useEffect(() => {
    if (!host.current) return;
    const editor = monaco.editor.createDiffEditor(host.current, {
      readOnly: true,
      originalEditable: false,
      automaticLayout: true,
      renderSideBySide: true, // the option effect below applies `inline`
      useInlineViewWhenSpaceIsLimited: false,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      fontSize: 12,
      theme: window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'vs-dark' : 'vs',
      originalAriaLabel: `${label}: first version (read-only)`,
      modifiedAriaLabel: `${label}: second version (read-only)`,
    });
    const models = {
      original: monaco.editor.createModel('', 'plaintext'),
      modified: monaco.editor.createModel('', 'plaintext'),
    };
    editor.setModel(models);
    editorRef.current = editor;
    return () => {
      editor.dispose();
      editorRef.current = null;
      setTimeout(() => {
        models.original.dispose();
        models.modified.dispose();
      }, modelGraceMs);
    };
  }, [label]);

  useEffect(() => {
    const models = editorRef.current?.getModel();
    if (!models) return;
    for (const [model, text] of [
      [models.original, original],
      [models.modified, modified],
    ] as const) {
      if (model.getLanguageId() !== language) monaco.editor.setModelLanguage(model, language);
      if (model.getValue() !== text) model.setValue(text);
    }
  }, [original, modified, language, label]);

  useEffect(() => {
    editorRef.current?.updateOptions({ renderSideBySide: !inline });
  }, [inline]);

  return <div className="diff-view" ref={host} data-testid="diff-view" data-inline={inline} />;
}
