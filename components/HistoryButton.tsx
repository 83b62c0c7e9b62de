// The toolbar's History button; the dialog (components/HistoryDialog.tsx) loads when first opened, and shows once the
// history has been opened (src/persistence-start.ts).
import { documentRestored } from '../src/persistence-start.ts';
import { DialogButton } from './DialogButton.tsx';
import { onDemand } from './on-demand.tsx';

const HistoryDialog = onDemand(
  () => Promise.all([import('./HistoryDialog.tsx'), documentRestored]).then(([m]) => m.HistoryDialog),
  () => null,
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
