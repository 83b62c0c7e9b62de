// The Examples menu (0.9.0-rc.3): what each example is, without its text, so the first page load stays small. The
// texts are in ./index.ts, loaded when an example is opened (loadExample).
export interface ExampleInfo {
  id: string;
  title: string;
  description: string;
  format: 'json' | 'yaml';
}

/** Ordered from the simplest document to the deliberately invalid one, which is always last. */
export const exampleCatalogue: ExampleInfo[] = [
  {
    id: 'minimal',
    title: 'Minimal document',
    description: 'The three required root members only: mcpdesc, info and protocolVersions (3.2, 3.10, 4.1, 5).',
    format: 'json',
  },
  {
    id: 'security',
    title: 'Security schemes and overrides',
    description:
      'http, apiKey, oauth2 (two flows, scopes) and openIdConnect schemes; root security; per-transport and per-primitive overrides; security: [] and [{}] (6.4, 7).',
    format: 'json',
  },
  {
    id: 'tags-and-extensions',
    title: 'Tags and x- extensions',
    description:
      'A root tag catalogue referenced by tools, resources, templates and prompts; x- extensions on every eligible kind of object (13, 14).',
    format: 'json',
  },
  {
    id: 'multi-version',
    title: 'Multiple protocol versions',
    description:
      'All five MCP versions: scoped tool and prompt variants, one capabilities object per scope, SSE, streamable HTTP and stdio transports with full coverage (4.9, 4.10, 6, 8, 9.5).',
    format: 'yaml',
  },
  {
    id: 'elicitation',
    title: 'Elicitation declarations',
    description:
      'Form-mode declarations with 2025-06-18 and 2025-11-25 schema vocabularies, URL-mode declarations with and without a static url, on tools, templates and prompts (12).',
    format: 'yaml',
  },
  {
    id: 'components',
    title: 'Components and $componentRef',
    description:
      'Reusable schemas and named examples under components, referenced from every permitted use site, including a chained reference (17).',
    format: 'yaml',
  },
  {
    id: 'examples',
    title: 'Named and interaction examples',
    description:
      'Tool examples (success and error), a tool interaction example with roots, sampling and elicitation steps, resource, template and prompt examples, completion examples (9.3, 9.4, 10.4, 11.3, 11.4).',
    format: 'json',
  },
  {
    id: 'invalid',
    title: 'Invalid document (diagnostics tour)',
    description:
      'Deliberately broken: unknown and missing members, wrong type, unsupported protocol version, empty collection, bad name, undeclared tag and scheme, dangling $componentRef, duplicate tool.',
    format: 'yaml',
  },
];

/** The example's text, loaded on demand (the texts stay out of the first page load). */
export async function loadExample(id: string): Promise<(ExampleInfo & { text: string }) | undefined> {
  const info = exampleCatalogue.find((example) => example.id === id);
  return info && { ...info, text: (await import('./texts.ts')).exampleTexts[id]! };
}
