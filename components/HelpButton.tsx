// The toolbar's Help button; the dialog (components/HelpDialog.tsx, with the guide) loads when first opened.
import { lazy } from 'react';
import { DialogButton } from './DialogButton.tsx';

const HelpDialog = lazy(() => import('./HelpDialog.tsx').then((m) => ({ default: m.HelpDialog })));

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
