// Section 17: the Components Object (17.1) and Reference Objects (17.2) for each namespace.
import type { Defs, JsonSchemaObject } from '../types.ts';
import { closedObject, componentOr, namedMap, namePattern } from './common.ts';

/** The five component namespaces (17.1) and the `$defs` name of an inline value of each. */
export const componentNamespaces = {
  schemas: 'SchemaComponent',
  toolExamples: 'ToolExample',
  resourceExamples: 'StaticResourceExample',
  resourceTemplateExamples: 'ResourceTemplateExample',
  promptExamples: 'PromptExample',
} as const;

/** `$defs` name of the Reference Object accepted at a use site of the namespace. */
export const referenceDefs = {
  schemas: 'SchemaComponentReference',
  toolExamples: 'ToolExampleComponentReference',
  resourceExamples: 'ResourceExampleComponentReference',
  resourceTemplateExamples: 'ResourceTemplateExampleComponentReference',
  promptExamples: 'PromptExampleComponentReference',
} as const;

type Namespace = keyof typeof componentNamespaces;
const namespaces = Object.keys(componentNamespaces) as Namespace[];

/** A Reference Object into one namespace: exactly `$componentRef`, no siblings, not even `x-*` (17.2). */
function reference(namespace: Namespace): JsonSchemaObject {
  const name = namePattern.slice(1, -1);
  return closedObject(
    {
      $componentRef: {
        type: 'string',
        pattern: `^#/components/${namespace}/${name}$`,
        description: `a local reference of the form #/components/${namespace}/<name>`,
      },
    },
    { title: 'Reference Object', required: ['$componentRef'], extensible: false },
  );
}

export const defs: Defs = {
  Components: closedObject(
    Object.fromEntries(namespaces.map((ns) => [ns, namedMap(componentOr(referenceDefs[ns], componentNamespaces[ns]))])),
    { title: 'Components Object', extensible: true, minProperties: 1 },
  ),
  // A reusable schema is opaque here: its use site (Tool input/output, elicitation) applies the contextual rules.
  SchemaComponent: { type: 'object' },
  ...Object.fromEntries(namespaces.map((ns) => [referenceDefs[ns], reference(ns)])),
};
