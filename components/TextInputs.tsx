// The inputs of the Import and Merge dialogs: named text areas, filled by pasting, typing, opening or dropping files.
import { useRef, type DragEvent } from 'react';
import type { SourceRange } from '../core/diagnostics.ts';
import { readFileAsDocument } from '../src/files.ts';
import { rangeToOffsets } from '../core/lib/text-positions.ts';

export interface NamedInput {
  id: number;
  name: string;
  text: string;
  /** Where the text came from: the editor, a file, or pasted/typed in the dialog. */
  origin: 'editor' | 'file' | 'paste';
}

let nextId = 1;
export function newInput(name: string, text = '', origin: NamedInput['origin'] = 'paste'): NamedInput {
  return { id: nextId++, name, text, origin };
}

/** A name no other input has: "tools.json", then "tools.json (2)". */
export function uniqueName(name: string, inputs: readonly NamedInput[]): string {
  const taken = new Set(inputs.map((i) => i.name));
  if (!taken.has(name)) return name;
  for (let n = 2; ; n++) if (!taken.has(`${name} (${n})`)) return `${name} (${n})`;
}

/** Read files into new inputs; a file that cannot be read is reported through `onError`. */
export async function readInputs(
  files: File[],
  existing: readonly NamedInput[],
  onError: (message: string) => void,
): Promise<NamedInput[]> {
  const added: NamedInput[] = [];
  for (const file of files) {
    try {
      const { text } = await readFileAsDocument(file);
      added.push(newInput(uniqueName(file.name || 'file', [...existing, ...added]), text, 'file'));
    } catch (error) {
      onError(error instanceof Error ? error.message : `${file.name} could not be read.`);
    }
  }
  return added;
}

export interface TextInputsProps {
  inputs: NamedInput[];
  onChange(inputs: NamedInput[]): void;
  /** Files dropped on the list or chosen with the file button. */
  onFiles(files: File[]): void;
  testId: string;
  placeholder: string;
  /** Called with each text area, so that a location can be shown in it. */
  areas: Map<number, HTMLTextAreaElement>;
}

export function TextInputs({ inputs, onChange, onFiles, testId, placeholder, areas }: TextInputsProps) {
  const update = (id: number, patch: Partial<NamedInput>) =>
    onChange(inputs.map((i) => (i.id === id ? { ...i, ...patch } : i)));
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const files = Array.from(event.dataTransfer.files ?? []);
    if (files.length === 0) return;
    event.preventDefault();
    onFiles(files);
  };
  return (
    <div
      className="sd-inputs"
      data-testid={testId}
      data-file-drop-zone=""
      onDragOver={(event) => {
        if (Array.from(event.dataTransfer.types).includes('Files')) event.preventDefault();
      }}
      onDrop={onDrop}
    >
      {inputs.map((input) => (
        <div key={input.id} className="sd-input" data-testid={`${testId}-input`}>
          <div className="sd-input-head">
            <input
              className="sd-input-name"
              aria-label="Name"
              data-testid={`${testId}-name`}
              value={input.name}
              onChange={(event) =>
                update(input.id, {
                  name: uniqueName(
                    event.target.value || 'input',
                    inputs.filter((i) => i.id !== input.id),
                  ),
                })
              }
            />
            <span className="sd-origin">
              {input.origin === 'editor' ? 'from the editor' : input.origin === 'file' ? 'from a file' : 'pasted'}
            </span>
            <button
              type="button"
              className="tb-button"
              data-testid={`${testId}-remove`}
              onClick={() => onChange(inputs.filter((i) => i.id !== input.id))}
              aria-label={`Remove ${input.name}`}
            >
              Remove
            </button>
          </div>
          <textarea
            ref={(element) => {
              if (element) areas.set(input.id, element);
              else areas.delete(input.id);
            }}
            className="sd-text"
            data-testid={`${testId}-text`}
            aria-label={`Text of ${input.name}`}
            value={input.text}
            placeholder={placeholder}
            spellCheck={false}
            onChange={(event) => update(input.id, { text: event.target.value })}
          />
        </div>
      ))}
    </div>
  );
}

/** Select a source range in a text area and bring it into view. */
export function showRange(area: HTMLTextAreaElement | undefined, range: SourceRange | undefined): void {
  if (!area) return;
  area.focus();
  if (!range) return;
  const { start, end } = rangeToOffsets(area.value, range);
  area.setSelectionRange(start, end);
  const line = area.value.slice(0, start).split('\n').length - 1;
  const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 16;
  area.scrollTop = Math.max(0, line * lineHeight - area.clientHeight / 3);
}

/** A hidden multi-file input and the button that opens it. */
export function FileButton({
  onFiles,
  testId,
  label,
}: {
  onFiles(files: File[]): void;
  testId: string;
  label: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="tb-button"
        data-testid={`${testId}-button`}
        onClick={() => input.current?.click()}
      >
        {label}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        className="tb-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`${testId}-input`}
        accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml,text/plain"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
