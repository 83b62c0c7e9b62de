// Types of the Monaco modules the app imports that ship without a declaration file.

/** Monaco's editor-wide Tab focus switch. */
declare module 'monaco-editor/editor/browser/config/tabFocus' {
  export const TabFocus: {
    getTabFocusMode(): boolean;
    setTabFocusMode(on: boolean): void;
    onDidChangeTabFocus(listener: (on: boolean) => void): { dispose(): void };
  };
}

/** Monaco's errors: whether one is its cancellation error (its class, or an Error named and saying "Canceled"). */
declare module 'monaco-editor/base/common/errors' {
  export function isCancellationError(error: unknown): boolean;
}
