// The app's top bar: Examples, Open, Download, Share, the format select, and the lead's extra actions.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import { useStore } from '../src/store.ts';
import { exampleCatalogue, loadExample } from '../src/examples/catalogue.ts';
import {
  documentName as infoName,
  downloadDocument,
  fileBaseName,
  listenForFileDrops,
  openFile,
} from '../src/files.ts';
import { replaceDocument } from '../src/replace.ts';
import { ServerActions } from './ServerActions.tsx';
import '../src/styles/toolbar.css';
import { usePopup } from './usePopup.ts';

/** Loaded when first opened: the link encoder (a compressor) stays out of the first page load. */
const ShareDialog = lazy(() => import('./ShareDialog.tsx').then((m) => ({ default: m.ShareDialog })));

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
        title="Open, download, import, merge, convert, organize, history, theme"
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

export function Toolbar({ extraActions }: ToolbarProps) {
  const format = useStore((s) => s.format);
  const formatAuto = useStore((s) => s.formatAuto);
  const setFormat = useStore((s) => s.setFormat);
  /** Name of the file or example last opened: the base name of downloads when the document has no info.name. */
  const [openedName, setDocumentName] = useState<string | undefined>(undefined);
  /** The base name of downloads and shared files: the document's info.name, else what was opened last. */
  const baseName = useCallback(() => infoName(useStore.getState().text) ?? openedName, [openedName]);
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
        loadDocument: (doc: { text: string; format: 'json' | 'yaml' }) => void replaceDocument(doc, `"${file.name}"`),
      }),
    };
    if (await openFile(file, replacing)) {
      setDocumentName(fileBaseName(file.name));
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

  const onExample = async (event: ChangeEvent<HTMLSelectElement>) => {
    const example = await loadExample(event.target.value);
    if (!example) return;
    if (replaceDocument({ text: example.text, format: example.format }, `the example “${example.title}”`))
      setDocumentName(example.id);
  };

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
      <div className="tb-group" role="group" aria-label="Document">
        <label className="tb-select-label">
          <span className="tb-visually-hidden">Load an example</span>
          <select
            className="tb-select"
            data-testid="examples-select"
            value=""
            onChange={(event) => void onExample(event)}
            title="Replace the document with an example (Undo brings yours back)"
          >
            <option value="" disabled>
              Examples…
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
            value={format}
            onChange={(event) => setFormat(event.target.value === 'yaml' ? 'yaml' : 'json')}
            title={`How the text is read${formatAuto ? ' (detected from the content)' : ''}. To rewrite the text in the other format, use Convert.`}
          >
            <option value="json">JSON</option>
            <option value="yaml">YAML</option>
          </select>
          {formatAuto && (
            <span
              className="tb-format-auto"
              data-testid="format-auto"
              title="Detected from the content; pick a format to fix it"
            >
              auto
            </span>
          )}
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
      {shareOpen && (
        <Suspense fallback={null}>
          <ShareDialog open={shareOpen} onClose={() => setShareOpen(false)} documentName={baseName()} />
        </Suspense>
      )}
      {dragging && (
        <div className="tb-drop-overlay" data-testid="drop-overlay" aria-hidden="true">
          <div className="tb-drop-message">Drop a .json or .yaml file to open it</div>
        </div>
      )}
    </header>
  );
}
