// Monaco parts the playground never runs, left out of the page's bundle (issue 31: JavaScript by editor-ready). The
// editor API module and the contributions of src/monaco.ts import them although nothing in the app reaches them: each
// is replaced by a module with the same exports that cannot be used by mistake (a class that throws when constructed,
// or what the real module answers when its contribution is not registered). Applied to the page's bundle only: the
// editor worker (monaco-editor/editor/editor.worker) keeps its own complete copy of the editor worker code.
import type { Plugin } from 'vite';

/** Why a module is never used here; its exports; and, where a caller uses it, what the replacement answers. */
interface LeftOut {
  why: string;
  /** Exported classes: constructing one throws. */
  classes: string[];
  /** Further exported members, as source text (what the real module answers in this build). */
  extra?: string;
}

const leftOut: Record<string, LeftOut> = {
  'editor/browser/gpu/viewGpuContext.js': {
    why: 'WebGPU rendering runs only with experimentalGpuAcceleration "on" (never set)',
    classes: ['ViewGpuContext'],
  },
  'editor/browser/viewParts/viewLinesGpu/viewLinesGpu.js': {
    why: 'WebGPU rendering runs only with experimentalGpuAcceleration "on" (never set)',
    classes: ['ViewLinesGpu'],
  },
  'editor/browser/viewParts/rulersGpu/rulersGpu.js': {
    why: 'WebGPU rendering runs only with experimentalGpuAcceleration "on" (never set)',
    classes: ['RulersGpu'],
  },
  'editor/browser/viewParts/gpuMark/gpuMark.js': {
    why: 'WebGPU rendering runs only with experimentalGpuAcceleration "on" (never set)',
    classes: ['GpuMarkOverlay'],
  },
  'editor/common/model/tokens/treeSitter/treeSitterSyntaxTokenBackend.js': {
    why: 'tree-sitter tokens only for a language the standalone tree-sitter service supports (it supports none)',
    classes: ['TreeSitterSyntaxTokenBackend'],
  },
  'editor/browser/widget/multiDiffEditor/multiDiffEditorWidget.js': {
    why: 'monaco.editor.createMultiFileDiffEditor is never called (the Compare tab uses createDiffEditor)',
    classes: ['MultiDiffEditorWidget'],
  },
  'editor/common/services/editorWebWorker.js': {
    why: "the in-page fallback of Monaco's editor worker, for browsers without workers (the app needs workers anyway)",
    classes: ['EditorWorker'],
  },
  'editor/contrib/colorPicker/browser/hoverColorPicker/hoverColorPickerParticipant.js': {
    why: 'the colour picker hover is never registered (no colour provider); the hover only tests instanceof',
    classes: ['ColorHover', 'HoverColorPickerParticipant'],
  },
  'editor/contrib/inlayHints/browser/inlayHintsHover.js': {
    why: 'inlay hints are never registered; the hover only tests instanceof',
    classes: ['InlayHintsHover'],
  },
  'editor/contrib/dropOrPasteInto/browser/copyPasteController.js': {
    why: 'the paste-as contribution is never registered; the paste command only asks for it (and gets none)',
    classes: ['CopyPasteController'],
    extra: 'CopyPasteController.get = () => null;',
  },
};

const prefix = '/node_modules/monaco-editor/esm/vs/';

/** The replacement source of a left-out module (exported for the test). */
export function leftOutSource(path: string): string | undefined {
  const part = leftOut[path];
  if (!part) return undefined;
  const classes = part.classes.map(
    (name) =>
      `export class ${name} { constructor() { throw new Error('${name} is left out of the playground build: ${part.why.replaceAll("'", "\\'")}'); } }`,
  );
  return [...classes, part.extra ?? ''].join('\n');
}

export const leftOutModules: readonly string[] = Object.keys(leftOut);

/** The Vite plugin: loads the replacement for each left-out Monaco module. */
export function monacoSlim(): Plugin {
  return {
    name: 'monaco-slim',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0]!.replaceAll('\\', '/');
      const at = file.lastIndexOf(prefix);
      return at < 0 ? null : (leftOutSource(file.slice(at + prefix.length)) ?? null);
    },
  };
}
