// Document-oriented serialization ordering (spec 18): reorder the members of recognized fixed-field
// objects, identified by document path, owning structure and union discriminator. Arrays, named maps
// and opaque subtrees keep their order; values and field presence never change.
import { memberNames, orderedObject } from './member-order.ts';

/** How a value at a known location is organized. Locations not described are opaque. */
type Shape =
  | { kind: 'object'; order: readonly string[]; fields?: Readonly<Record<string, Shape>> }
  | { kind: 'array'; items: Shape }
  | { kind: 'map'; values: Shape }
  /** A single value or an array of such values (sampling message content). */
  | { kind: 'oneOrMany'; items: Shape }
  | { kind: 'union'; select: (value: Record<string, unknown>) => Shape | undefined };

const obj = (order: readonly string[], fields?: Record<string, Shape>): Shape => ({ kind: 'object', order, fields });
const arr = (items: Shape): Shape => ({ kind: 'array', items });
const map = (values: Shape): Shape => ({ kind: 'map', values });
/** A union selected by a string discriminator member (18.1: path, owner and discriminator together). */
const by = (member: string, variants: Record<string, Shape>): Shape => ({
  kind: 'union',
  select: (v) => {
    const d = v[member];
    return typeof d === 'string' && Object.hasOwn(variants, d) ? variants[d] : undefined;
  },
});

// 18.3
const icon = obj(['src', 'mimeType', 'sizes', 'theme']);
const icons = arr(icon);
// 18.10: a component reference object, or the inline example envelope.
const refOr = (shape: Shape): Shape => ({
  kind: 'union',
  select: (v) => (Object.hasOwn(v, '$componentRef') ? obj(['$componentRef']) : shape),
});

// 18.6 / 18.8 annotations and content
const resourceAnnotations = obj(['audience', 'priority', 'lastModified']);
const toolAnnotations = obj(['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']);
const resourceContents: Shape = {
  kind: 'union',
  select: (v) =>
    Object.hasOwn(v, 'text')
      ? obj(['uri', 'mimeType', 'text', '_meta'])
      : Object.hasOwn(v, 'blob')
        ? obj(['uri', 'mimeType', 'blob', '_meta'])
        : undefined,
};
const contentVariants: Record<string, Shape> = {
  text: obj(['type', 'text', 'annotations', '_meta'], { annotations: resourceAnnotations }),
  image: obj(['type', 'mimeType', 'data', 'annotations', '_meta'], { annotations: resourceAnnotations }),
  audio: obj(['type', 'mimeType', 'data', 'annotations', '_meta'], { annotations: resourceAnnotations }),
  resource: obj(['type', 'resource', 'annotations', '_meta'], {
    resource: resourceContents,
    annotations: resourceAnnotations,
  }),
  resource_link: obj(
    ['type', 'uri', 'name', 'title', 'description', 'icons', 'mimeType', 'size', 'annotations', '_meta'],
    {
      icons,
      annotations: resourceAnnotations,
    },
  ),
};
const contentBlock = by('type', contentVariants);

// 18.8 completed results and example envelopes
const toolResult = obj(['resultType', 'isError', 'content', 'structuredContent', '_meta'], {
  content: arr(contentBlock),
});
const resourceReadResult = obj(['resultType', 'contents', 'cacheScope', 'ttlMs', '_meta'], {
  contents: arr(resourceContents),
});
const promptResult = obj(['resultType', 'description', 'messages', '_meta'], {
  messages: arr(obj(['role', 'content'], { content: contentBlock })),
});
const completionResult = obj(['resultType', 'completion', '_meta'], {
  completion: obj(['values', 'total', 'hasMore']),
});
const toolExample = obj(['input', 'result'], { result: toolResult });
const resourceExample = obj(['result'], { result: resourceReadResult });
const resourceTemplateExample = obj(['uri', 'result'], { result: resourceReadResult });
const promptExample = obj(['arguments', 'result'], { result: promptResult });
const completionExample = obj(['argument', 'context', 'result'], {
  argument: obj(['name', 'value']),
  context: obj(['arguments']),
  result: completionResult,
});

// 18.9 interaction examples
const samplingContentItem = by('type', {
  ...contentVariants,
  tool_use: obj(['type', 'id', 'name', 'input']),
  tool_result: obj(['type', 'toolUseId', 'isError', 'content'], { content: arr(contentBlock) }),
});
const samplingContent: Shape = { kind: 'oneOrMany', items: samplingContentItem };
const samplingContentField = { content: samplingContent };
const samplingRequest = obj(
  [
    'messages',
    'systemPrompt',
    'includeContext',
    'modelPreferences',
    'maxTokens',
    'temperature',
    'stopSequences',
    'tools',
    'toolChoice',
    'metadata',
  ],
  {
    messages: arr(obj(['role', 'content'], samplingContentField)),
    modelPreferences: obj(['hints', 'intelligencePriority', 'speedPriority', 'costPriority'], {
      hints: arr(obj(['name'])),
    }),
    tools: arr(obj(['name', 'title', 'description', 'inputSchema', 'annotations'], { annotations: toolAnnotations })),
    toolChoice: obj(['mode']),
  },
);
const samplingResult = obj(['role', 'content', 'model', 'stopReason', '_meta'], samplingContentField);
const elicitationRequest = by('mode', {
  form: obj(['mode', 'message', 'requestedSchema']),
  url: obj(['mode', 'message', 'url']),
});
const elicitationResponse = by('action', {
  accept: obj(['action', 'content', '_meta']),
  decline: obj(['action', '_meta']),
  cancel: obj(['action', '_meta']),
});
const interactionStep = by('type', {
  elicitation: obj(['type', 'declaration', 'request', 'response'], {
    request: elicitationRequest,
    response: elicitationResponse,
  }),
  roots: obj(['type', 'request', 'response'], {
    request: obj([]),
    response: obj(['roots', '_meta'], { roots: arr(obj(['uri', 'name', '_meta'])) }),
  }),
  sampling: obj(['type', 'request', 'response'], { request: samplingRequest, response: samplingResult }),
});
const interactionExample = obj(['input', 'steps', 'result'], { steps: arr(interactionStep), result: toolResult });

// 18.5 capabilities and client requirements
const clientRequirements = obj(['roots', 'sampling', 'elicitation', 'tasks', 'extensions', 'experimental']);
const capabilityEntry = obj(
  [
    'protocolVersions',
    'tools',
    'resources',
    'prompts',
    'logging',
    'completions',
    'tasks',
    'extensions',
    'experimental',
  ],
  {
    tools: obj(['listChanged']),
    resources: obj(['subscribe', 'listChanged']),
    prompts: obj(['listChanged']),
    tasks: obj(['list', 'cancel', 'requests'], { requests: obj(['tools'], { tools: obj(['call']) }) }),
  },
);

// 18.7
const elicitation = obj([
  'name',
  'mode',
  'message',
  'protocolVersions',
  'when',
  'requestedSchema',
  'url',
  'onDecline',
  'onCancel',
]);

// 18.6 declarations
const declarationFields = { icons, clientRequirements, elicitations: arr(elicitation) };
const tool = obj(
  [
    'name',
    'title',
    'description',
    'icons',
    'tags',
    'deprecated',
    'protocolVersions',
    'inputSchema',
    'outputSchema',
    'annotations',
    'execution',
    'security',
    'clientRequirements',
    'elicitations',
    'examples',
    'interactionExamples',
    '_meta',
  ],
  {
    ...declarationFields,
    annotations: toolAnnotations,
    execution: obj(['taskSupport']),
    examples: map(refOr(toolExample)),
    interactionExamples: map(refOr(interactionExample)),
  },
);
const resource = obj(
  [
    'uri',
    'name',
    'title',
    'description',
    'icons',
    'tags',
    'deprecated',
    'protocolVersions',
    'mimeType',
    'size',
    'annotations',
    'security',
    'clientRequirements',
    'elicitations',
    'examples',
    '_meta',
  ],
  { ...declarationFields, annotations: resourceAnnotations, examples: map(refOr(resourceExample)) },
);
const resourceTemplate = obj(
  [
    'uriTemplate',
    'name',
    'title',
    'description',
    'icons',
    'tags',
    'deprecated',
    'protocolVersions',
    'mimeType',
    'annotations',
    'security',
    'clientRequirements',
    'elicitations',
    'examples',
    'completionExamples',
    '_meta',
  ],
  {
    ...declarationFields,
    annotations: resourceAnnotations,
    examples: map(refOr(resourceTemplateExample)),
    completionExamples: map(refOr(completionExample)),
  },
);
const prompt = obj(
  [
    'name',
    'title',
    'description',
    'icons',
    'tags',
    'deprecated',
    'protocolVersions',
    'arguments',
    'security',
    'clientRequirements',
    'elicitations',
    'examples',
    'completionExamples',
    '_meta',
  ],
  {
    ...declarationFields,
    arguments: arr(obj(['name', 'title', 'description', 'required'])),
    examples: map(refOr(promptExample)),
    completionExamples: map(refOr(completionExample)),
  },
);

// 18.4 transports and security
const httpTransport = obj(['type', 'url', 'protocolVersions', 'security']);
const transport = by('type', {
  'streamable-http': httpTransport,
  sse: httpTransport,
  stdio: obj(['type', 'command', 'args', 'env', 'protocolVersions', 'security']),
});
const oauthFlow = obj(['authorizationUrl', 'tokenUrl', 'refreshUrl', 'scopes']);
const securityScheme = by('type', {
  http: obj(['type', 'scheme', 'bearerFormat', 'description']),
  apiKey: obj(['type', 'in', 'name', 'description']),
  oauth2: obj(['type', 'description', 'flows'], {
    flows: obj(['authorizationCode', 'clientCredentials', 'implicit', 'password'], {
      authorizationCode: oauthFlow,
      clientCredentials: oauthFlow,
      implicit: oauthFlow,
      password: oauthFlow,
    }),
  }),
  openIdConnect: obj(['type', 'description', 'openIdConnectUrl']),
});

// 18.10
const components = obj(['schemas', 'toolExamples', 'resourceExamples', 'resourceTemplateExamples', 'promptExamples'], {
  toolExamples: map(refOr(toolExample)),
  resourceExamples: map(refOr(resourceExample)),
  resourceTemplateExamples: map(refOr(resourceTemplateExample)),
  promptExamples: map(refOr(promptExample)),
});

// 18.2 root
const root: Shape = obj(
  [
    '$schema',
    'mcpdesc',
    'info',
    'instructions',
    'protocolVersions',
    'transports',
    'securitySchemes',
    'security',
    'capabilities',
    'tools',
    'resources',
    'resourceTemplates',
    'prompts',
    'tags',
    'components',
  ],
  {
    info: obj(['name', 'title', 'version', 'id', 'description', 'icons', 'websiteUrl', 'contact', 'license'], {
      icons,
      contact: obj(['name', 'url', 'email']),
      license: obj(['name', 'url']),
    }),
    transports: arr(transport),
    securitySchemes: map(securityScheme),
    capabilities: arr(capabilityEntry),
    tools: arr(tool),
    resources: arr(resource),
    resourceTemplates: arr(resourceTemplate),
    prompts: arr(prompt),
    tags: arr(obj(['name', 'description'])),
    components,
  },
);

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function apply(value: unknown, shape: Shape): unknown {
  switch (shape.kind) {
    case 'union': {
      if (!isPlainObject(value)) return value;
      const chosen = shape.select(value);
      return chosen ? apply(value, chosen) : value;
    }
    case 'array':
      return Array.isArray(value) ? value.map((v) => apply(v, shape.items)) : value;
    case 'oneOrMany':
      return Array.isArray(value) ? value.map((v) => apply(v, shape.items)) : apply(value, shape.items);
    case 'map': {
      if (!isPlainObject(value)) return value;
      return orderedObject(memberNames(value).map((key) => [key, apply(value[key], shape.values)] as const));
    }
    case 'object': {
      if (!isPlainObject(value)) return value;
      const entries: (readonly [string, unknown])[] = [];
      for (const key of shape.order) {
        if (Object.hasOwn(value, key)) {
          const child = shape.fields?.[key];
          entries.push([key, child ? apply(value[key], child) : value[key]]);
        }
      }
      for (const key of memberNames(value)) if (!shape.order.includes(key)) entries.push([key, value[key]]);
      return orderedObject(entries);
    }
  }
}

/**
 * The section 18 presentation order for an MCP Description data model. Pure: returns a new value
 * (sharing opaque subtrees with the input) and never changes a value, field presence, or the order of
 * an array or named map. Non-object input is returned unchanged.
 */
export function organize(value: unknown): unknown {
  return apply(value, root);
}
