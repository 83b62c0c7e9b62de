// Choose one of the document's declared protocol versions.
export function VersionPicker({ versions, value, onChange, testId }: { versions: string[]; value: string | undefined; onChange(version: string): void; testId: string }) {
  return (
    <div className="version-picker" role="radiogroup" aria-label="MCP protocol version" data-testid={testId}>
      {versions.map((v) => (
        <button key={v} type="button" role="radio" aria-checked={v === value} className="version" onClick={() => onChange(v)}>
          {v}
        </button>
      ))}
    </div>
  );
}
