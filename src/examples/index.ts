// The playground's examples: documents written for this project that together cover the spec (0.9.0-rc.3). Their
// titles and descriptions are in ./catalogue.ts (what the first page load needs); this module adds the texts.
import minimal from './minimal.mcpdesc.json?raw';
import security from './security.mcpdesc.json?raw';
import tagsAndExtensions from './tags-and-extensions.mcpdesc.json?raw';
import multiVersion from './multi-version.mcpdesc.yaml?raw';
import elicitation from './elicitation.mcpdesc.yaml?raw';
import components from './components.mcpdesc.yaml?raw';
import namedExamples from './examples.mcpdesc.json?raw';
import invalid from './invalid.mcpdesc.yaml?raw';
import { exampleCatalogue, type ExampleInfo } from './catalogue.ts';

export interface Example extends ExampleInfo {
  text: string;
}

const texts: Record<string, string> = {
  minimal,
  security,
  'tags-and-extensions': tagsAndExtensions,
  'multi-version': multiVersion,
  elicitation,
  components,
  examples: namedExamples,
  invalid,
};

/** Every example of the catalogue with its text, in the menu's order. */
export const examples: Example[] = exampleCatalogue.map((info) => ({ ...info, text: texts[info.id]! }));
