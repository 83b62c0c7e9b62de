// The playground's examples: documents written for this project that together cover the spec (0.9.0-rc.3). Their
// titles and descriptions are in ./catalogue.ts (what the first page load needs); ./texts.ts holds the texts; this module joins the two.
import { exampleCatalogue, type ExampleInfo } from './catalogue.ts';
import { exampleTexts } from './texts.ts';

export interface Example extends ExampleInfo {
  text: string;
}

/** Every example of the catalogue with its text, in the menu's order. */
export const examples: Example[] = exampleCatalogue.map((info) => ({ ...info, text: exampleTexts[info.id]! }));
