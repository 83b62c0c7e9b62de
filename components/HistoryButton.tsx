// The toolbar's History button; the dialog (components/HistoryDialog.tsx) loads when first opened, and shows once the
// history has been opened (src/persistence-start.ts).
import { lazy } from 'react';
import { documentRestored } from '../src/persistence-start.ts';
import { DialogButton } from './DialogButton.tsx';

const HistoryDialog = lazy(() =>
  Promise.all([import('./HistoryDialog.tsx'), documentRestored]).then(([m]) => ({ default: m.HistoryDialog })),
);

export function HistoryButton() {
  return (
    <DialogButton
      label="History"
      title="Documents and earlier versions saved in this browser"
      testId="history-button"
      dialog={HistoryDialog}
    />
  );
}
