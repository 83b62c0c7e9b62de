// The app's top bar: Examples, Open, Download, Share, the format select, and the lead's extra actions.
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useStore } from '../src/store.ts';
import type { DocumentFormat } from '../core/diagnostics.ts';
import { exampleCatalogue } from '../src/examples/catalogue.ts';
import { openExample } from '../src/open-example.ts';
import {
  documentName as infoName,
  downloadDocument,
  fileBaseName,
  listenForFileDrops,
  openFile,
} from '../src/files.ts';
import { replaceDocument } from '../src/replace.ts';
import { startNewDocument } from '../src/new-document.ts';
import { ServerActions } from './ServerActions.tsx';
import { onDemand } from './on-demand.tsx';
import '../src/styles/toolbar.css';
import { usePopup } from './usePopup.ts';

/** Loaded when first opened: the link encoder (a compressor) stays out of the first page load. */
const ShareDialog = onDemand(
  () => import('./ShareDialog.tsx').then((m) => m.ShareDialog),
  () => null,
);

export interface ToolbarProps {
  /** Slot for document actions wired by the app (Convert JSON ↔ YAML, Organize). */
  extraActions?: ReactNode;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
const mod = isMac ? '⌘' : 'Ctrl+';

/**
 * The toolbar's further actions: beside the others on wide screens; on a phone behind a "More" button, so the toolbar
 * keeps one row. The menu closes on Escape (focus back on its button), on a click outside, and after an action.
 */
function OverflowMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = useCallback(() => setOpen(false), []);
  usePopup(open, close, button, menu);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="tb-button tb-more"
        data-testid="toolbar-more"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        title="New document, open, download, import, merge, convert, organize, history, theme"
      >
        More <span aria-hidden="true">▾</span>
      </button>
      <div
        ref={menu}
        id={id}
        className="tb-group tb-overflow"
        role="group"
        aria-label="More actions"
        data-open={open}
        data-testid="toolbar-overflow"
        onClick={(event) => {
          // An action was taken (a button, not a select being changed): the menu has done its job.
          if ((event.target as HTMLElement).closest('button')) setOpen(false);
        }}
      >
        {children}
      </div>
    </>
  );
}

/** The open document's name: the example's, else the document's info.name, else the file's ("Untitled" without). */
export function useDocumentLabel(): string {
  const source = useStore((s) => s.source);
  const name = useStore((s) => infoName(s.text));
  if (source?.kind === 'example') return `${source.name} (example)`;
  return name ?? source?.name ?? 'Untitled document';
}

/** The open document's name, beside the app's, and in the page title. */
function DocumentLabel() {
  const label = useDocumentLabel();
  useEffect(() => {
    document.title = `${label} — MCP Description Playground`;
  }, [label]);
  return (
    <span className="tb-document-name" data-testid="document-name" title={label}>
      {label}
    </span>
  );
}

function formatChoice(value: string): DocumentFormat | 'auto' {
  return value === 'yaml' || value === 'json' ? value : 'auto';
}

export function Toolbar({ extraActions }: ToolbarProps) {
  const format = useStore((s) => s.format);
  const formatAuto = useStore((s) => s.formatAuto);
  const setFormat = useStore((s) => s.setFormat);
  const source = useStore((s) => s.source);
  /** The base name of downloads and shared files: the document's info.name, else what was opened last. */
  const baseName = useCallback(() => {
    const { text, source: opened } = useStore.getState();
    return infoName(text) ?? (opened?.kind === 'example' ? opened.id : opened && fileBaseName(opened.name));
  }, []);
  const [shareOpen, setShareOpen] = useState(false);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const openFiles = useCallback(async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    // Opening a file is a replacement the user can undo from the notice.
    const replacing = {
      getState: () => ({
        ...useStore.getState(),
        loadDocument: (doc: { text: string; format: 'json' | 'yaml' }) =>
          void replaceDocument({ ...doc, source: { kind: 'file', name: file.name } }, `"${file.name}"`),
      }),
    };
    if (await openFile(file, replacing)) {
      if (files.length > 1) {
        useStore
          .getState()
          .setNotice({ kind: 'info', message: `Opened "${file.name}" only: the playground opens one file at a time.` });
      }
    }
  }, []);

  const download = useCallback(() => {
    const { text, format: current } = useStore.getState();
    downloadDocument(text, current, baseName());
  }, [baseName]);

  useEffect(
    () => listenForFileDrops(window, { onDragging: setDragging, onFiles: (files) => void openFiles(files) }),
    [openFiles],
  );

  // Ctrl/⌘+S downloads the document (instead of saving the page); Ctrl/⌘+O opens a file.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        download();
      } else if (key === 'o') {
        event.preventDefault();
        fileInput.current?.click();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [download]);

  const onExample = (event: ChangeEvent<HTMLSelectElement>) => void openExample(event.target.value);

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // choosing the same file again still fires a change
    void openFiles(files);
  };

  return (
    <header className="tb" data-testid="toolbar">
      <h1 className="tb-title">
        MCP Description <span className="tb-title-sub">Playground</span>
      </h1>
      <DocumentLabel />
      <div className="tb-group" role="group" aria-label="Document">
        <label className="tb-select-label">
          <span className="tb-visually-hidden">Load an example</span>
          <select
            className="tb-select"
            data-testid="examples-select"
            value=""
            onChange={onExample}
            title="Replace the document with an example (Undo brings yours back)"
          >
            <option value="" disabled>
              {source?.kind === 'example' ? `Example: ${source.name}` : 'Examples…'}
            </option>
            {exampleCatalogue.map((example) => (
              <option key={example.id} value={example.id} title={example.description}>
                {example.title}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="tb-button tb-button-primary"
          data-testid="share-button"
          onClick={() => setShareOpen(true)}
          title="Create a link that contains the document"
        >
          Share…
        </button>
      </div>
      <div className="tb-group" role="group" aria-label="Format">
        <label className="tb-format">
          <span className="tb-format-label">Format</span>
          <select
            className="tb-select"
            data-testid="format-select"
            value={formatAuto ? 'auto' : format}
            onChange={(event) => setFormat(formatChoice(event.target.value))}
            title="How the text is read: Auto detects JSON or YAML from the content. To rewrite the text in the other format, use Convert."
          >
            <option value="auto">Auto ({format.toUpperCase()})</option>
            <option value="json">JSON</option>
            <option value="yaml">YAML</option>
          </select>
        </label>
      </div>
      <input
        ref={fileInput}
        type="file"
        className="tb-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="open-file-input"
        accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml"
        onChange={onFileChosen}
      />
      <OverflowMenu>
        <button
          type="button"
          className="tb-button"
          data-testid="new-document-button"
          onClick={startNewDocument}
          title="Start a new, minimal valid document in the current format (Undo brings yours back; it stays in History)"
        >
          New
        </button>
        <button
          type="button"
          className="tb-button"
          data-testid="open-button"
          onClick={() => fileInput.current?.click()}
          title={`Open a .json or .yaml file (${mod}O), or drop one anywhere`}
        >
          Open…
        </button>
        <button
          type="button"
          className="tb-button"
          data-testid="download-button"
          onClick={download}
          title={`Download as .mcpdesc.${format} (${mod}S)`}
        >
          Download
        </button>
        <ServerActions />
        {extraActions}
      </OverflowMenu>
      {shareOpen && <ShareDialog open={shareOpen} onClose={() => setShareOpen(false)} documentName={baseName()} />}
      {dragging && (
        <div className="tb-drop-overlay" data-testid="drop-overlay" aria-hidden="true">
          <div className="tb-drop-message">Drop a .json or .yaml file to open it</div>
        </div>
      )}
    </header>
  );
}
