// "Merge…": several descriptions (the editor text, opened files, pasted documents) → one aggregate (spec 4.13),
// computed in the worker, or the list of conflicts, each place a button that shows it in the input concerned.
import { useState } from 'react';
import type { DocumentFormat } from '../core/diagnostics.ts';
import type { ConflictLocation, MergeTextResult } from '../core/index.ts';
import { requestMerge } from '../src/live-validation.ts';
import { useStore } from '../src/store.ts';
import { LocatedList } from './LocatedList.tsx';
import { FileButton, TextInputs, newInput, readInputs, showRange, uniqueName, type NamedInput } from './TextInputs.tsx';
import '../src/styles/server-dialogs.css';
import { useModalDialog } from './useModalDialog.ts';
import { countOf } from '../core/lib/plural.ts';

export interface MergeDialogProps {
  open: boolean;
  onClose(): void;
  onOpenInEditor(text: string, format: DocumentFormat): void;
}

export function MergeDialog({ open, onClose, onOpenInEditor }: MergeDialogProps) {
  const dialog = useModalDialog(open);
  const [areas] = useState(() => new Map<number, HTMLTextAreaElement>());
  const [inputs, setInputs] = useState<NamedInput[]>([]);
  const [result, setResult] = useState<MergeTextResult | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const change = (next: NamedInput[]) => {
    setInputs(next);
    setResult(undefined);
  };
  const addFiles = async (files: File[]) => change([...inputs, ...(await readInputs(files, inputs, setError))]);
  const addEditor = () =>
    change([...inputs, newInput(uniqueName('editor', inputs), useStore.getState().text, 'editor')]);

  const merge = async () => {
    setError(undefined);
    if (inputs.length < 2) {
      setError('Add at least two documents to merge.');
      return;
    }
    setBusy(true);
    try {
      // The result keeps the first input's format (YAML in, YAML out), whatever the editor's is.
      setResult(await requestMerge(inputs.map(({ name, text }) => ({ name, text }))));
    } catch (failure) {
      setError(`Merge stopped: ${(failure as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  const locate = (location: ConflictLocation) => {
    const input = inputs.find((i) => i.name === location.input);
    if (!input) return;
    // The editor's own text: show the place in the editor itself.
    if (input.origin === 'editor' && input.text === useStore.getState().text && location.range) {
      onClose();
      useStore.getState().revealRange(location.range);
      return;
    }
    showRange(areas.get(input.id), location.range);
  };

  return (
    <dialog
      ref={dialog}
      className="share-dialog sd-dialog"
      data-testid="merge-dialog"
      aria-labelledby="merge-dialog-title"
      onClose={onClose}
    >
      <div className="share-body">
        <h2 id="merge-dialog-title" className="share-title">
          Merge descriptions
        </h2>
        <p className="share-explain">
          Combine descriptions of one server — for example one per MCP protocol version — into one document (spec 4.13).
          Declarations that agree are kept once; those that differ become protocol-scoped variants. Inputs that say
          different things about the same version, or about the server itself, are conflicts: nothing is guessed.
        </p>
        <TextInputs
          inputs={inputs}
          onChange={change}
          onFiles={(files) => void addFiles(files)}
          testId="merge-inputs"
          placeholder="Paste an MCP Description document (JSON or YAML)"
          areas={areas}
        />
        <div className="share-actions sd-actions">
          <button type="button" className="tb-button" data-testid="merge-add-editor" onClick={addEditor}>
            Add the editor text
          </button>
          <FileButton onFiles={(files) => void addFiles(files)} testId="merge-files" label="Add files…" />
          <button
            type="button"
            className="tb-button"
            data-testid="merge-add-paste"
            onClick={() => change([...inputs, newInput(uniqueName(`document ${inputs.length + 1}`, inputs))])}
          >
            Paste a document
          </button>
          <button
            type="button"
            className="tb-button tb-button-primary"
            data-testid="merge-run"
            disabled={busy}
            onClick={() => void merge()}
          >
            {busy ? 'Merging…' : 'Merge'}
          </button>
        </div>
        {error && (
          <p className="sd-error" role="alert" data-testid="merge-error">
            {error}
          </p>
        )}
        {result && !result.ok && (
          <div role="alert">
            <p className="sd-heading">
              The documents cannot be merged faithfully ({result.conflicts.length} conflict(s)). Select a place to see
              it:
            </p>
            <LocatedList items={result.conflicts} onLocate={locate} testId="merge-conflicts" label="Merge conflicts" />
          </div>
        )}
        {result?.ok && (
          <div className="sd-result">
            <p className="sd-heading" data-testid="merge-summary">
              Merged {inputs.length} documents into {result.format.toUpperCase()} (the first input's format)
              {result.diagnostics.length > 0 ? `, ${countOf(result.diagnostics.length, 'warning')} once opened` : ''}.
            </p>
            <pre className="sd-preview" data-testid="merge-preview" tabIndex={0}>
              {result.text}
            </pre>
          </div>
        )}
        <div className="share-footer sd-footer">
          <button type="button" className="tb-button" data-testid="merge-close" onClick={onClose}>
            Close
          </button>
          <button
            type="button"
            className="tb-button tb-button-primary"
            data-testid="merge-open"
            disabled={!result?.ok}
            onClick={() => result?.ok && onOpenInEditor(result.text, result.format)}
          >
            Open in editor
          </button>
        </div>
      </div>
    </dialog>
  );
}
