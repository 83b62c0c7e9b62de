// Choose one of the document's declared protocol versions: a radio group (arrow keys move and select).
import { RadioGroup } from './RadioGroup.tsx';

export function VersionPicker({
  versions,
  value,
  onChange,
  testId,
  label = 'MCP protocol version',
}: {
  versions: string[];
  value: string | undefined;
  onChange(version: string): void;
  testId: string;
  label?: string;
}) {
  return (
    <RadioGroup
      label={label}
      options={versions.map((v) => ({ value: v, label: v }))}
      value={value}
      onChange={onChange}
      testId={testId}
    />
  );
}
