// What the page's Monaco bundle leaves out (issue 31: JavaScript by editor-ready). Modules the playground never runs:
// the editor API module and the contributions of src/monaco.ts import them although nothing in the app reaches them;
// each is replaced by a module with the same exports that cannot be used by mistake (a class that throws when
// constructed, or what the real module answers when its contribution is not registered). And the descriptions of the
// editor's settings, which only a settings editor shows (Monaco has none). Applied to the page's bundle only: the
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
    // Its other exports serve only that contribution (the context key stays undefined: nothing here reads it).
    extra: [
      'CopyPasteController.get = () => null;',
      "export const changePasteTypeCommandId = 'editor.changePasteType';",
      "export const pasteAsPreferenceConfig = 'editor.pasteAs.preferences';",
      'export const pasteWidgetVisibleCtx = undefined;',
    ].join('\n'),
  },
  'editor/contrib/colorPicker/browser/colorDetector.js': {
    why: 'colour decorators are never registered (only the colour-picker contribution registers them)',
    classes: ['ColorDetector', 'DecoratorLimitReporter'],
    // The hover asks whether the mouse is on a colour decorator: a marker no decoration carries says no.
    extra: 'export const ColorDecorationInjectedTextMarker = Object.create({});',
  },
  'editor/contrib/inlineCompletions/browser/hintsWidget/inlineCompletionsHintsWidget.js': {
    why: 'inline completions are never registered; the hover only reads whether their dropdown is open',
    classes: ['CustomizedMenuWorkbenchToolBar', 'InlineCompletionsHintsWidget', 'InlineSuggestionHintsContentWidget'],
    extra: 'InlineSuggestionHintsContentWidget.dropDownVisible = false;',
  },
  'base/browser/ui/selectBox/selectBoxCustom.js': {
    why: 'a select box is only made for a menu of selection entries, and no Monaco menu has one',
    classes: ['SelectBoxList'],
  },
  'base/common/observableInternal/logging/debugger/devToolsLogger.js': {
    why: 'the observables debugger runs only with VSCODE_DEV_DEBUG_OBSERVABLES set (never, in a browser)',
    classes: ['DevToolsLogger'],
    extra: 'DevToolsLogger.getInstance = () => new DevToolsLogger();',
  },
};

const prefix = '/node_modules/monaco-editor/esm/vs/';

/**
 * The modules that declare the editor's settings: their descriptions are written for a settings editor (VS Code's),
 * which a standalone editor does not have, so they are emptied. The settings themselves, their defaults and their
 * values are untouched.
 */
const settingsSchemas = ['editor/common/config/editorOptions.js', 'editor/common/config/editorConfigurationSchema.js'];

/** A string literal, in double or single quotes. */
const literal = String.raw`(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')`;
/** `description: localize(12, "…")` and the like: a setting's (or a deprecation's) description text. */
const settingDescription = new RegExp(
  String.raw`\b((?:markdown)?(?:[dD]escription|DeprecationMessage|deprecationMessage)): localize\(\d+, ${literal}(?:, [^()]*)?\)`,
  'g',
);
/** `enumDescriptions: [localize(…), …]`: the description of each value of a setting. */
const enumDescriptions = /\b((?:markdownE|e)numDescriptions): \[[^\]]*\]/g;
const localized = new RegExp(String.raw`localize\(\d+, ${literal}(?:, [^()]*)?\)`, 'g');

/** A settings module without its descriptions (exported for the test). */
export function withoutSettingDescriptions(code: string): string {
  return code.replace(settingDescription, '$1: ""').replace(enumDescriptions, (list) => list.replace(localized, '""'));
}

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
    transform(code, id) {
      const file = id.split('?')[0]!.replaceAll('\\', '/');
      return settingsSchemas.some((path) => file.endsWith(prefix + path)) ? withoutSettingDescriptions(code) : null;
    },
  };
}
