// Help: what the playground is, three things to try, every key, the user guide (docs/playground.md, rendered as text-safe
// Markdown like the Docs tab) and the specification's pages in the app (the rule reference, each rule with its
// section). Loaded when first opened.
import { useModalDialog } from './useModalDialog.ts';
import { Markdown } from './Markdown.tsx';
import { TryThese, welcomeSentence } from './Welcome.tsx';
import { welcome } from '../src/welcome.ts';
import { useStore } from '../src/store.ts';
import { formatTab } from '../src/tabs.ts';
import guide from '../docs/playground.md?raw';
import '../src/styles/toolbar.css';
import '../src/styles/help.css';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
const ctrl = isMac ? '⌘' : 'Ctrl';

/** Every key of the app, as one list: the editor's (Monaco's), then the page's. */
const shortcuts: [keys: string, what: string][] = [
  ['Tab, Shift+Tab', 'move between controls; the first Tab stop skips to the results'],
  [`${ctrl}+Space`, 'complete a member name or a value at the cursor'],
  [`${ctrl}+.`, 'quick fixes of the finding at the cursor'],
  ['F8, Shift+F8', 'next or previous finding in the editor'],
  ['F12', 'go to the definition of a $componentRef'],
  ['Shift+F12', 'references to a component'],
  ['F2', 'rename a component or a tag everywhere'],
  [`${ctrl}+Shift+O`, 'the outline: go to a tool, resource, prompt or component'],
  [`${ctrl}+F, ${ctrl}+H`, 'find, replace'],
  [`${ctrl}+Z, ${ctrl}+Y`, 'undo, redo'],
  [
    'Ctrl+M',
    'whether Tab indents in the editor or moves focus on (entering the editor with Tab, the next Tab leaves it until you type)',
  ],
  [`${ctrl}+S`, 'download the document'],
  [`${ctrl}+O`, 'open a file'],
  ['Escape', 'close a menu, a dialog or a suggestion list'],
];

export function HelpDialog({ onClose }: { onClose(): void }) {
  const dialog = useModalDialog(true);
  const openRules = () => {
    useStore.getState().setTab(formatTab({ kind: 'rules', rule: undefined }));
    onClose();
  };
  return (
    <dialog
      ref={dialog}
      className="share-dialog help-dialog"
      data-testid="help-dialog"
      aria-labelledby="help-dialog-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="share-body">
        <h2 id="help-dialog-title" className="share-title">
          Help
        </h2>
        <p className="help-text">{welcomeSentence}</p>
        <p className="help-text">
          <TryThese onDone={onClose} />
        </p>
        <h3 className="help-heading">Keys</h3>
        <table className="help-keys" data-testid="help-keys">
          <tbody>
            {shortcuts.map(([keys, what]) => (
              <tr key={keys}>
                <th scope="row">
                  <kbd>{keys}</kbd>
                </th>
                <td>{what}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3 className="help-heading">The specification</h3>
        <ul className="help-links">
          <li>
            <button type="button" className="welcome-link" data-testid="help-rules" onClick={openRules}>
              Rule reference
            </button>
            : every rule of MCP Description 0.9.0-rc.3, searchable by section, each with the section and requirement of
            the specification it checks.
          </li>
          <li>The document schema (JSON Schema 2020-12, for your editor or CI): the link at the bottom of the page.</li>
        </ul>
        <h3 className="help-heading">Guide</h3>
        <div className="help-guide" data-testid="help-guide">
          <Markdown source={guide} />
        </div>
        <div className="share-footer">
          <button
            type="button"
            className="tb-button"
            data-testid="help-show-welcome"
            onClick={() => {
              welcome.show(true);
              onClose();
            }}
          >
            Show the welcome
          </button>
          <button type="button" className="tb-button tb-button-primary" data-testid="help-close" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
