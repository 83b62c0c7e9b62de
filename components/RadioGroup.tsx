// A WAI-ARIA radio group of buttons: one tab stop (the checked option), arrow keys move and select, Home/End too.
import { useRef } from 'react';
import { focusSibling, rovingIndex } from './roving.ts';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
  title?: string;
}

export function RadioGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: RadioOption<T>[];
  value: T | undefined;
  onChange(value: T): void;
  testId: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const checkedIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  return (
    <div className="version-picker" role="radiogroup" aria-label={label} data-testid={testId} ref={ref}>
      {options.map((option, index) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          tabIndex={index === checkedIndex ? 0 : -1}
          className="version"
          title={option.title}
          onClick={() => onChange(option.value)}
          onKeyDown={(event) => {
            const target = rovingIndex(event, index, options.length, 'both');
            if (target === undefined) return;
            onChange(options[target]!.value);
            focusSibling(ref.current, '[role="radio"]', target);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
