// What each member means, in this project's words, and the requirement (req-* anchor of spec 0.9.0-rc.3) that
// defines the object holding it: the text of completion items and hovers.
import { requirements, requirementUrl } from '../reference/requirements.ts';

/** The requirement that lists the members of each object (by its `$defs` name; '' is the document root). */
const objectRequirement: Record<string, string> = {
  '': 'req-root-fields',
  Info: 'req-info-fields',
  Contact: 'req-contact-fields',
  License: 'req-license-fields',
  Icon: 'req-icon-fields',
  Transport: 'req-transport-type',
  StreamableHttpTransport: 'req-transport-streamable-http-fields',
  StdioTransport: 'req-transport-stdio-fields',
  SseTransport: 'req-transport-sse-fields',
  SecurityScheme: 'req-security-scheme-fields',
  HttpSecurityScheme: 'req-security-scheme-fields',
  ApiKeySecurityScheme: 'req-security-scheme-fields',
  OAuth2SecurityScheme: 'req-security-scheme-fields',
  OpenIdConnectSecurityScheme: 'req-security-scheme-fields',
  OAuthFlows: 'req-oauth-flows-fields',
  ImplicitOAuthFlow: 'req-oauth-flows-fields',
  PasswordOAuthFlow: 'req-oauth-flows-fields',
  ClientCredentialsOAuthFlow: 'req-oauth-flows-fields',
  AuthorizationCodeOAuthFlow: 'req-oauth-flows-fields',
  SecurityRequirement: 'req-security-scheme-references',
  Capabilities: 'req-capabilities-closed',
  ClientCapabilityRequirements: 'req-client-requirements-closed',
  Tag: 'req-tag-fields',
  Components: 'req-components-fields',
  SchemaComponentReference: 'req-reference-object-fields',
  ToolExampleComponentReference: 'req-reference-object-fields',
  ResourceExampleComponentReference: 'req-reference-object-fields',
  ResourceTemplateExampleComponentReference: 'req-reference-object-fields',
  PromptExampleComponentReference: 'req-reference-object-fields',
  Tool: 'req-tool-fields',
  ToolAnnotations: 'req-tool-annotations-fields',
  Execution: 'req-execution-fields',
  ToolExample: 'req-tool-example-fields',
  ToolInteractionExample: 'req-interaction-example-fields',
  ToolInteractionStep: 'req-interaction-step-fields',
  ToolInteractionElicitationStep: 'req-interaction-step-fields',
  ToolInteractionSamplingStep: 'req-interaction-step-fields',
  ToolInteractionRootsStep: 'req-interaction-step-fields',
  ToolInteractionElicitationResponse: 'req-interaction-response-closed',
  Resource: 'req-resource-fields',
  ResourceTemplate: 'req-resource-template-fields',
  ResourceAnnotations: 'req-resource-annotations-closed',
  StaticResourceExample: 'req-resource-example-fields',
  ResourceTemplateExample: 'req-resource-template-example-fields',
  ResourceTemplateCompletionExample: 'req-template-completion-example-closed',
  Prompt: 'req-prompt-fields',
  PromptArgument: 'req-prompt-argument-fields',
  PromptExample: 'req-prompt-example-fields',
  PromptCompletionExample: 'req-prompt-completion-example-closed',
  ElicitationDeclaration: 'req-elicitation-declaration-fields',
  ElicitationFormDeclaration: 'req-elicitation-declaration-fields',
  ElicitationUrlDeclaration: 'req-elicitation-declaration-fields',
};

/** Member meanings; `Def.member` entries refine a shared member name for one object. */
const meanings: Record<string, string> = {
  $schema:
    'URI of the JSON Schema this document declares itself against (for editors; the playground validates against 0.9.0-rc.3).',
  mcpdesc: 'Version of the MCP Description format the document is written in; this playground validates "0.9.0".',
  info: 'Who the server is: its name, version and optional title, description, icons, website, contact and license.',
  protocolVersions:
    "The MCP protocol versions this declaration applies to. At the root: every version the server speaks; on a declaration: a subset of its parent's, inherited when omitted.",
  instructions: 'Lasting guidance, in plain language, for clients and models on how to use the server.',
  transports: 'How a client reaches the server: streamable HTTP, stdio or legacy SSE endpoints.',
  securitySchemes:
    'Named authentication schemes (HTTP, API key, OAuth 2, OpenID Connect) that `security` requirements refer to.',
  security:
    'Alternative requirement objects (any one suffices); each names security schemes that must all be satisfied. `[]` means no requirement is stated.',
  components: 'Reusable schemas and examples that other places reference with `$componentRef`.',
  capabilities:
    'What the server offers at the protocol level (tools, resources, prompts, completions, logging, tasks…), per protocol scope.',
  tools: 'The tools the server exposes, one object per tool (name, input schema, description…).',
  resources: 'Concrete resources the server exposes, each with a fixed URI.',
  resourceTemplates: 'Parameterised resources whose URIs follow an RFC 6570 URI template.',
  prompts: 'Prompt templates the server offers, with their arguments.',
  tags: 'At the root: the catalogue of tag names (with descriptions). On a declaration: names from that catalogue that classify it.',
  name: 'The identifying name.',
  'Info.name': "The server's name as MCP reports it in serverInfo; must not be empty.",
  'Tool.name': "The tool's name, used in tools/call; unique among tools that share a protocol version.",
  'Resource.name': 'A short programmatic name for the resource.',
  'ResourceTemplate.name': 'A short programmatic name for the template.',
  'Prompt.name': "The prompt's name, used in prompts/get.",
  'Tag.name': 'The tag as declarations list it in their `tags`.',
  'ApiKeySecurityScheme.name': 'Name of the header, query parameter or cookie that carries the key.',
  'PromptArgument.name': 'The argument name passed in prompts/get.',
  'ElicitationFormDeclaration.name':
    'Name of this elicitation, unique within its declaration; interaction steps refer to it.',
  'ElicitationUrlDeclaration.name':
    'Name of this elicitation, unique within its declaration; interaction steps refer to it.',
  title: 'A human-friendly display name.',
  description: 'What it is for, in plain language (Markdown allowed where clients support it).',
  version: "The server's own version (semantic versioning recommended).",
  id: 'A stable identifier of the server description.',
  icons: 'Images a client may show for it, each with a `src` URI and optional MIME type, sizes and theme.',
  websiteUrl: 'Home page of the server.',
  contact: 'Who to contact about the server: name, URL, e-mail.',
  license: 'License the server is offered under: a name and optional URL.',
  url: 'An absolute URI.',
  'StreamableHttpTransport.url': 'The single MCP endpoint the client POSTs to (streamable HTTP).',
  'SseTransport.url': 'The SSE endpoint of the legacy HTTP+SSE transport.',
  email: 'An e-mail address.',
  type: 'Which kind of object this is; it selects the members that apply.',
  'Transport.type': 'The transport kind: "streamable-http" (since MCP 2025-03-26), "stdio", or the legacy "sse".',
  'SecurityScheme.type': 'The scheme kind: "http", "apiKey", "oauth2" or "openIdConnect".',
  command: 'The program a client launches to talk to the server over stdio.',
  args: 'Command-line arguments passed to the command.',
  env: 'Environment variables set for the launched process (names to values).',
  scheme: 'The HTTP authentication scheme, e.g. "bearer" or "basic".',
  bearerFormat: 'A hint about how bearer tokens are formatted, e.g. "JWT".',
  in: 'Where the API key is sent: "header", "query" or "cookie".',
  flows: 'The OAuth 2 flows the server supports, with their endpoints and scopes.',
  openIdConnectUrl: 'The OpenID Connect discovery URL.',
  authorizationCode: 'The authorization-code flow.',
  clientCredentials: 'The client-credentials flow.',
  implicit: 'The implicit flow.',
  password: 'The resource-owner password flow.',
  authorizationUrl: 'The authorization endpoint.',
  tokenUrl: 'The token endpoint.',
  refreshUrl: 'The endpoint for refreshing tokens.',
  scopes: 'The scopes of the flow: scope name to description.',
  completions: 'The server answers completion/complete (argument autocompletion).',
  logging: 'The server sends log messages.',
  tasks: 'Task-augmented requests (MCP 2025-11-25 only).',
  extensions: 'Protocol extensions, keyed by identifier.',
  experimental: 'Non-standard, experimental capabilities.',
  listChanged: 'The server notifies clients when this list changes.',
  subscribe: 'Clients may subscribe to changes of individual resources.',
  roots: 'The client must expose filesystem roots.',
  sampling: 'The client must support sampling (LLM requests from the server).',
  elicitation: 'The client must support elicitation (asking the user for input).',
  schemas: 'Reusable JSON Schemas, by name.',
  toolExamples: 'Reusable Tool Examples, by name.',
  resourceExamples: 'Reusable resource examples, by name.',
  resourceTemplateExamples: 'Reusable resource template examples, by name.',
  promptExamples: 'Reusable prompt examples, by name.',
  $componentRef:
    'A local reference `#/components/<namespace>/<name>` that stands for the component of that name; nothing else may sit beside it.',
  elicitations: 'The user-input requests this declaration may make while it runs, each with a name and a mode.',
  deprecated: 'Marks it as deprecated: clients should stop relying on it.',
  _meta: 'MCP `_meta`: protocol metadata passed through as written.',
  clientRequirements: 'Client capabilities that must be present to use it (not to list it).',
  inputSchema: 'JSON Schema of the arguments object of tools/call; its root must be an object schema.',
  outputSchema: 'JSON Schema of the structured content the tool returns (since MCP 2025-06-18).',
  annotations: 'Hints about behaviour or audience, untrusted unless the server is trusted.',
  execution: 'How the tool runs as a task (MCP 2025-11-25 only).',
  taskSupport: 'Whether calls may, must or must not run as tasks.',
  examples: 'Named examples: an input and the completed result it gives.',
  interactionExamples:
    'Named scenarios of one call: its input, the client requests made during it (elicitation, sampling, roots) and the result.',
  readOnlyHint: 'The tool does not modify its environment.',
  destructiveHint: 'The tool may perform destructive updates.',
  idempotentHint: 'Calling it again with the same arguments has no further effect.',
  openWorldHint: 'The tool interacts with an open world of external entities.',
  input: 'The complete arguments object of tools/call.',
  result: 'The completed result returned for the request.',
  steps: 'The client requests made during the call, in order.',
  declaration: 'Name of the elicitation declaration (of the same tool) this step performs.',
  request: 'The request the server sends to the client in this step.',
  response: "The client's answer.",
  mode: 'How the user is asked: "form" (a schema-described form, since MCP 2025-06-18) or "url" (a web page, since MCP 2025-11-25).',
  message: 'The text shown to the user.',
  requestedSchema: 'The restricted JSON Schema of the form (flat object of primitive properties).',
  when: 'When this request can happen, in plain language.',
  onDecline: 'What the server does if the user declines.',
  onCancel: 'What the server does if the user cancels or dismisses it.',
  action: 'The user\'s choice: "accept", "decline" or "cancel".',
  content: 'The submitted form content (accept only).',
  uri: "The resource's URI.",
  uriTemplate: 'RFC 6570 URI template from which concrete resource URIs are formed.',
  mimeType: 'The MIME type of the content.',
  size: 'Size in bytes of the raw content.',
  audience: 'Who the content is for: "user", "assistant" or both.',
  priority: 'Importance from 0 (least) to 1 (most).',
  lastModified: 'ISO 8601 timestamp of the last change (since MCP 2025-06-18).',
  completionExamples: 'Named completion/complete observations for arguments (since MCP 2025-03-26).',
  arguments: 'The arguments the prompt accepts.',
  required: 'Whether the argument must be given.',
  src: 'URI of the image.',
  sizes: 'Sizes the image is available in, e.g. "48x48" or "any".',
  theme: 'Background the icon is designed for: "light" or "dark".',
};

/** The requirement anchor that defines an object's members. */
export function requirementOf(def: string | undefined): string | undefined {
  return objectRequirement[def ?? ''];
}

export function meaningOf(member: string, owner: string | undefined): string | undefined {
  return (owner !== undefined ? meanings[`${owner}.${member}`] : undefined) ?? meanings[member];
}

/** `§9.1 Tools: https://…#req-tool-fields` as a markdown link line, or undefined. */
export function requirementLink(anchor: string | undefined): string | undefined {
  if (anchor === undefined) return undefined;
  const requirement = requirements[anchor];
  if (!requirement) return undefined;
  return `[Spec ${requirement.section} ${requirement.heading} (${anchor})](${requirementUrl(anchor)})`;
}

/** The spec's name for the object a `$defs` definition describes ("Tool Object"), for hovers. */
export function objectTitle(def: string | undefined, title: unknown): string {
  if (typeof title === 'string') return title;
  if (def === undefined) return 'Document root';
  return def.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}
