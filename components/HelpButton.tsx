// The toolbar's Help button; the dialog (components/HelpDialog.tsx, with the guide) loads when first opened.
import { DialogButton } from './DialogButton.tsx';
import { onDemand } from './on-demand.tsx';

const HelpDialog = onDemand(
  () => import('./HelpDialog.tsx').then((m) => m.HelpDialog),
  () => null,
);

export function HelpButton() {
  return (
    <DialogButton
      label="Help"
      title="What this is, things to try, every key, the guide and the specification"
      testId="help-button"
      dialog={HelpDialog}
    />
  );
}
