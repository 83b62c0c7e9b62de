// Types of Monaco's editor-wide Tab focus switch (the module ships without a declaration file).
declare module 'monaco-editor/editor/browser/config/tabFocus' {
  export const TabFocus: {
    getTabFocusMode(): boolean;
    setTabFocusMode(on: boolean): void;
    onDidChangeTabFocus(listener: (on: boolean) => void): { dispose(): void };
  };
}
