// "Import from server…": captured MCP results (pasted or dropped) → a description whose native lists are exactly
// what the server returned; computed in the worker. Problems name the field and its place in the capture.
import { useState } from 'react';
import type { DocumentFormat } from '../core/diagnostics.ts';
import { protocolVersions } from '../core/model/versions.ts';
import type { ConflictLocation, ImportTextResult } from '../core/index.ts';
import { requestImport } from '../src/live-validation.ts';
import { LocatedList } from './LocatedList.tsx';
import { FileButton, TextInputs, newInput, readInputs, showRange, type NamedInput } from './TextInputs.tsx';
import '../src/styles/server-dialogs.css';
import { useModalDialog } from './useModalDialog.ts';
import { countOf } from '../core/lib/plural.ts';

export interface ImportDialogProps {
  open: boolean;
  onClose(): void;
  format: DocumentFormat;
  /** Put the text in the editor (the caller keeps a way back). */
  onOpenInEditor(text: string, format: DocumentFormat): void;
}

export function ImportDialog({ open, onClose, format, onOpenInEditor }: ImportDialogProps) {
  const dialog = useModalDialog(open);
  const [areas] = useState(() => new Map<number, HTMLTextAreaElement>());
  const [captures, setCaptures] = useState<NamedInput[]>(() => [newInput('initialize'), newInput('tools/list')]);
  const [version, setVersion] = useState('');
  // The server's name and version, asked for once an import finds no capture that names the server (bare lists).
  const [server, setServer] = useState({ name: '', version: '' });
  const [result, setResult] = useState<ImportTextResult | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const change = (next: NamedInput[]) => {
    setCaptures(next);
    setResult(undefined);
  };
  const addFiles = async (files: File[]) => {
    const added = await readInputs(files, captures, setError);
    // Files replace blank captures first, so dropping three files on a fresh dialog gives three captures.
    const kept = captures.filter((c) => c.text.trim() !== '');
    change([...kept, ...added]);
  };

  const preview = async () => {
    const given = captures.filter((c) => c.text.trim() !== '');
    setError(undefined);
    if (given.length === 0) {
      setError(
        'Paste at least one capture: the result of initialize, tools/list, resources/list, resources/templates/list or prompts/list.',
      );
      return;
    }
    const name = server.name.trim();
    const serverVersion = server.version.trim();
    if ((name === '') !== (serverVersion === '')) {
      setError("Give both the server's name and its version: together they become the description's info.");
      return;
    }
    setBusy(true);
    try {
      const identity = name !== '' ? { name, version: serverVersion } : undefined;
      setResult(
        await requestImport(
          given.map(({ name, text }) => ({ name, text })),
          { protocolVersion: version || undefined, server: identity, format },
        ),
      );
    } catch (failure) {
      setError(`Import stopped: ${(failure as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  const askServer =
    server.name !== '' ||
    server.version !== '' ||
    (result !== undefined && !result.ok && result.problems.some((p) => p.code === 'server-identity-missing'));
  const changeServer = (next: { name: string; version: string }) => {
    setServer(next);
    setResult(undefined);
  };

  const locate = (location: ConflictLocation) => {
    const capture = captures.find((c) => c.name === location.input);
    if (capture) showRange(areas.get(capture.id), location.range);
  };

  return (
    <dialog
      ref={dialog}
      className="share-dialog sd-dialog"
      data-testid="import-dialog"
      aria-labelledby="import-dialog-title"
      onClose={onClose}
    >
      <div className="share-body">
        <h2 id="import-dialog-title" className="share-title">
          Import from a running server
        </h2>
        <p className="share-explain">
          Paste what your server returned to <code>initialize</code> (or <code>server/discover</code>),{' '}
          <code>tools/list</code>, <code>resources/list</code>, <code>resources/templates/list</code> and{' '}
          <code>prompts/list</code> — the bare result or the whole JSON-RPC response, as MCP Inspector or your logs show
          it — one per box, or drop the files here. Each capture is recognised by its shape; a capture belongs to the
          version of the initialize result before it. Captures of several versions are imported each and merged. Nothing
          leaves your browser.
        </p>
        <TextInputs
          inputs={captures}
          onChange={change}
          onFiles={(files) => void addFiles(files)}
          testId="import-captures"
          placeholder='{"jsonrpc": "2.0", "id": 1, "result": { … }}'
          areas={areas}
        />
        <div className="share-actions sd-actions">
          <button
            type="button"
            className="tb-button"
            data-testid="import-add"
            onClick={() => change([...captures, newInput(`capture ${captures.length + 1}`)])}
          >
            Add a capture
          </button>
          <FileButton onFiles={(files) => void addFiles(files)} testId="import-files" label="Add files…" />
          <label className="sd-version">
            Protocol version{' '}
            <select
              className="tb-select"
              data-testid="import-version"
              value={version}
              onChange={(event) => {
                setVersion(event.target.value);
                setResult(undefined);
              }}
            >
              <option value="">from the initialize result</option>
              {protocolVersions.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="tb-button tb-button-primary"
            data-testid="import-preview-button"
            disabled={busy}
            onClick={() => void preview()}
          >
            {busy ? 'Importing…' : 'Preview'}
          </button>
        </div>
        {askServer && (
          <fieldset className="sd-server" data-testid="import-server">
            <legend className="sd-heading">
              No capture names the server: give its name and version (the description's info), then Preview again.
            </legend>
            <label className="sd-version">
              Server name{' '}
              <input
                className="sd-input-name"
                data-testid="import-server-name"
                value={server.name}
                spellCheck={false}
                onChange={(event) => changeServer({ ...server, name: event.target.value })}
              />
            </label>
            <label className="sd-version">
              Server version{' '}
              <input
                className="sd-input-name"
                data-testid="import-server-version"
                value={server.version}
                spellCheck={false}
                onChange={(event) => changeServer({ ...server, version: event.target.value })}
              />
            </label>
          </fieldset>
        )}
        {error && (
          <p className="sd-error" role="alert" data-testid="import-error">
            {error}
          </p>
        )}
        {result && !result.ok && (
          <div role="alert">
            <p className="sd-heading">
              The captures cannot be imported faithfully ({result.problems.length} problem(s)). Select a place to see
              it:
            </p>
            <LocatedList
              items={result.problems.map((p) => ({
                kind: p.code,
                message: p.message,
                protocolVersions: p.protocolVersion ? [p.protocolVersion] : [],
                locations: p.locations,
              }))}
              onLocate={locate}
              testId="import-problems"
              label="Import problems"
            />
          </div>
        )}
        {result?.ok && (
          <div className="sd-result">
            <p className="sd-heading" data-testid="import-summary">
              A description of MCP {result.protocolVersions.join(', ')}
              {result.diagnostics.length > 0 ? ` (${countOf(result.diagnostics.length, 'warning')} once opened)` : ''}:
              its native lists are exactly what the server returned.
            </p>
            {result.notes.length > 0 && (
              <LocatedList
                items={result.notes.map((p) => ({
                  kind: p.code,
                  message: p.message,
                  protocolVersions: p.protocolVersion ? [p.protocolVersion] : [],
                  locations: p.locations,
                }))}
                onLocate={locate}
                testId="import-notes"
                label="Notes"
              />
            )}
            <pre className="sd-preview" data-testid="import-preview" tabIndex={0}>
              {result.text}
            </pre>
          </div>
        )}
        <div className="share-footer sd-footer">
          <button type="button" className="tb-button" data-testid="import-close" onClick={onClose}>
            Close
          </button>
          <button
            type="button"
            className="tb-button tb-button-primary"
            data-testid="import-open"
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
