// Convert JSON ↔ YAML and Organize (section 18 order): both act on the editor text through the worker.
import { useStore } from '../src/store.ts';
import { convertDocument, organizeDocument } from '../src/live-validation.ts';

export function DocumentActions() {
  const format = useStore((s) => s.format);
  const other = format === 'json' ? 'yaml' : 'json';
  return (
    <>
      <button
        type="button"
        data-testid="convert-button"
        onClick={() => void convertDocument(other)}
        title="Convert the document, keeping its data model (spec 15.5)"
      >
        Convert to {other.toUpperCase()}
      </button>
      <button
        type="button"
        data-testid="organize-button"
        onClick={() => void organizeDocument()}
        title="Apply the recommended property order (spec section 18); values and array order are kept"
      >
        Organize
      </button>
    </>
  );
}
