// The texts of the playground's examples, by id: loaded on demand (src/examples/catalogue.ts `loadExample`), never
// with the first page.
import minimal from './minimal.mcpdesc.json?raw';
import security from './security.mcpdesc.json?raw';
import tagsAndExtensions from './tags-and-extensions.mcpdesc.json?raw';
import multiVersion from './multi-version.mcpdesc.yaml?raw';
import elicitation from './elicitation.mcpdesc.yaml?raw';
import components from './components.mcpdesc.yaml?raw';
import namedExamples from './examples.mcpdesc.json?raw';
import invalid from './invalid.mcpdesc.yaml?raw';

export const exampleTexts: Record<string, string> = {
  minimal,
  security,
  'tags-and-extensions': tagsAndExtensions,
  'multi-version': multiVersion,
  elicitation,
  components,
  examples: namedExamples,
  invalid,
};
