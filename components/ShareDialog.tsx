// Share dialog: the link (document compressed into the fragment), its length, and limits with a download fallback.
import { useMemo, useRef, useState } from 'react';
import { useStore } from '../src/store.ts';
import { SHARE_MAX_LENGTH, SHARE_WARN_LENGTH, buildShareLink, shareMarkdown } from '../src/share.ts';
import { documentName as nameInText, downloadDocument, downloadFileName } from '../src/files.ts';
import '../src/styles/toolbar.css';
import { useModalDialog } from './useModalDialog.ts';

export interface ShareDialogProps {
  open: boolean;
  onClose(): void;
  /** Base name for the download offered instead of an over-long link. */
  documentName?: string | undefined;
}

type CopyState = 'idle' | 'copied' | 'copied-markdown' | 'manual';

function pageBase(): string {
  return typeof location === 'undefined' ? '' : location.origin + location.pathname;
}

export function ShareDialog({ open, onClose, documentName }: ShareDialogProps) {
  const text = useStore((s) => s.text);
  const format = useStore((s) => s.format);
  const formatAuto = useStore((s) => s.formatAuto);
  const tab = useStore((s) => s.tab);
  const dialog = useModalDialog(open);
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  const link = useMemo(
    () => (open ? buildShareLink(pageBase(), { text, format, tab, formatAuto }) : undefined),
    [open, text, format, tab, formatAuto],
  );

  const markdown = useMemo(
    () =>
      link ? shareMarkdown(`${nameInText(text) ?? 'MCP Description'} · MCP Description Playground`, link.url) : '',
    [link, text],
  );

  const copyLink = async (as: 'link' | 'markdown' = 'link') => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(as === 'markdown' ? markdown : link.url);
      setCopy(as === 'markdown' ? 'copied-markdown' : 'copied');
    } catch {
      // No clipboard access (permission, insecure context): leave the link selected for a manual copy.
      input.current?.focus();
      input.current?.select();
      setCopy('manual');
    }
  };

  const close = () => {
    setCopy('idle');
    onClose();
  };

  const download = () => downloadDocument(text, format, documentName);
  const tooLong = link?.status === 'too-long';

  return (
    <dialog
      ref={dialog}
      className="share-dialog"
      data-testid="share-dialog"
      aria-labelledby="share-dialog-title"
      onClose={close}
      onClick={(event) => {
        if (event.target === dialog.current) close(); // click on the backdrop
      }}
    >
      {link && (
        <div className="share-body">
          <h2 id="share-dialog-title" className="share-title">
            Share this document
          </h2>
          <p className="share-explain">
            The whole document is inside the link, after the <code>#</code>. Browsers never send that part to a server:
            the link works only as long as it is copied whole.
          </p>
          {tooLong ? (
            <div className="share-too-long" role="alert" data-testid="share-too-long">
              <p>
                This document is too long for a link: the link would be{' '}
                <strong data-testid="share-length">{link.length.toLocaleString('en-US')} characters</strong>, over the
                limit of {SHARE_MAX_LENGTH.toLocaleString('en-US')}. Download the file and send it instead.
              </p>
              <div className="share-actions">
                <button
                  type="button"
                  className="tb-button tb-button-primary"
                  data-testid="share-download"
                  onClick={download}
                >
                  Download {downloadFileName(format, documentName)}
                </button>
              </div>
            </div>
          ) : (
            <>
              <label className="share-link-label" htmlFor="share-link-input">
                Link
              </label>
              <div className="share-link-row">
                <input
                  id="share-link-input"
                  ref={input}
                  className="share-link"
                  data-testid="share-link"
                  type="text"
                  readOnly
                  value={link.url}
                  onFocus={(event) => event.currentTarget.select()}
                  spellCheck={false}
                />
                <button
                  type="button"
                  className="tb-button tb-button-primary"
                  data-testid="share-copy"
                  onClick={() => void copyLink()}
                >
                  Copy
                </button>
                <button
                  type="button"
                  className="tb-button"
                  data-testid="share-copy-markdown"
                  onClick={() => void copyLink('markdown')}
                  title={`Copy ${markdown.length.toLocaleString('en-US')} characters: a titled link for an issue or a chat`}
                >
                  Copy as Markdown
                </button>
              </div>
              <p className="share-meta">
                <span data-testid="share-length" data-length={link.length}>
                  {link.length.toLocaleString('en-US')} characters
                </span>
                <span role="status" className="share-copy-status" data-testid="share-copy-status">
                  {copy === 'copied' && 'Copied to the clipboard.'}
                  {copy === 'copied-markdown' && 'Copied as a Markdown link: [title](link).'}
                  {copy === 'manual' &&
                    `Copying is blocked here: the link is selected, press ${/Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘C' : 'Ctrl+C'} to copy it.`}
                </span>
              </p>
              {link.status === 'long' && (
                <div className="share-warning" role="note" data-testid="share-warning">
                  <p>
                    This link is longer than {SHARE_WARN_LENGTH.toLocaleString('en-US')} characters. Chat tools, issue
                    trackers and mail clients often cut links that long, and a cut link will not open. If it arrives
                    broken, send the file instead.
                  </p>
                  <button type="button" className="tb-button" data-testid="share-download" onClick={download}>
                    Download {downloadFileName(format, documentName)}
                  </button>
                </div>
              )}
            </>
          )}
          <div className="share-footer">
            <button type="button" className="tb-button" data-testid="share-close" onClick={close}>
              Close
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
