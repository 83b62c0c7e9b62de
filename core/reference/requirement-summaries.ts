// What each requirement of MCP Description 0.9.0-rc.3 asks, one line per `req-*` anchor, written for this project
// from the specification text (not quoted from it): shown beside diagnostics, on rule pages and by `validate --explain`
// so that a requirement means something offline, where the specification cannot be opened. Loaded on demand (the
// rule reference, the worker's `requirementSummaries`, the CLI), never with the first page.

export const requirementSummaries: Readonly<Record<string, string>> = {
  // 3 Document structure
  'req-conforming-serialization':
    'The document is written in JSON or in the restricted YAML profile of section 15; neither format ranks above the other.',
  'req-serialization-order':
    'The order in which an object’s members are written never decides whether a document conforms.',
  'req-root-fields':
    'The root object has the members of the root table: mcpdesc, info and protocolVersions are required, the rest optional.',
  'req-omission-not-absence':
    'Leaving something out of a description does not prove the server lacks it at run time, unless its definition says so.',
  'req-ordinary-collections-non-empty':
    'A declaration collection such as tools or prompts, when present, has at least one entry.',
  'req-ordinary-collections-omitted':
    'An empty declaration collection is left out by producers, and a consumer rejects one that is present but empty.',
  'req-security-empties-preserved':
    'security: [], security: [{}] and empty scope lists carry meaning and must be kept as written.',
  'req-primitive-absence':
    'A missing tools, resources or prompts collection does not show that nothing else exposes such primitives.',
  'req-meta-keys':
    'Every _meta key, its placement and the value of a reserved key follow the rules of each applicable MCP version.',
  'req-meta-protocol-version-availability':
    '_meta may stand on an object only if every protocol version in its view defines _meta for that MCP type.',
  'req-meta-reserved-prefix':
    'An unknown _meta key under an MCP-reserved prefix is kept, and a validator should warn about it.',
  'req-mcp-integer-numbers': 'A field MCP types as an unannotated number must hold an integer.',
  'req-carried-defined-fields':
    'A carried MCP value gives every field its protocol version defines the right type, and has every field it requires.',
  'req-carried-open-preserve':
    'An undefined field on an open MCP type is kept with a warning, without borrowing another version’s meaning.',
  'req-carried-closed-reject': 'A field that a protocol version does not define on a closed MCP type is an error.',
  'req-carried-nested-closed':
    'Content blocks, resource contents, roots and the completion object are closed: no extra fields inside them.',
  'req-completed-result-fields':
    'In an example result, resultType is "complete", ttlMs a non-negative integer and cacheScope "public" or "private".',
  'req-property-order': 'Tools must not rely on the order in which members or mapping keys are written.',
  'req-closed-objects':
    'Objects this specification defines take only their listed members, plus x-* extensions where allowed.',

  // 4 Versioning and protocol coverage
  'req-mcpdesc-required':
    'Every document has an mcpdesc member at its root naming the specification version it follows.',
  'req-mcpdesc-version':
    'The mcpdesc value names the specification version to check against; for this draft it is "0.9.0".',
  'req-schema-identifier-exact':
    'A $schema value should name the exact schema release used; leaving it out does not make a document invalid.',
  'req-schema-uri-immutable': 'Each canonical schema URI stands for one fixed schema, whose root $id is that same URI.',
  'req-schema-bytes-immutable':
    'A published schema is never changed in place; any change is released under a new version.',
  'req-schema-prerelease-identity':
    'Each prerelease schema has an $id of its own, and the final 0.9.0 schema does not reuse one.',
  'req-schema-publication-http':
    'Canonical schema URIs answer over HTTPS with the exact schema bytes, no redirect, usable across origins.',
  'req-schema-publication-headers':
    'Canonical schema responses use a JSON media type and long-lived, immutable caching headers.',
  'req-schema-aliases': 'Alias URLs redirect to a canonical schema and are never used as a schema $id.',
  'req-schema-status-manifests': 'Status manifests serve repository workflows and are not schema identities.',
  'req-no-network-conformance':
    'Checking conformance needs no network access; known schemas may be bundled with the validator.',
  'req-schema-retrieval-policy':
    'Without an explicit network policy, nothing downloads the $schema that an untrusted document points to.',
  'req-version-support':
    'A tool that claims a specification version handles the mcpdesc value as that version defines.',
  'req-version-check':
    'Tools check mcpdesc: they accept a version they know and reject, or clearly warn about, any other.',
  'req-protocol-versions-values':
    'Root protocolVersions is a non-empty list of distinct MCP versions from 2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28.',
  'req-info-unscoped':
    'info applies to every protocol version of the document; it is not a protocol-scoped declaration and takes no protocolVersions.',
  'req-scope-root-subset':
    'An explicit protocolVersions on a declaration lists only versions that root protocolVersions lists, and is not empty.',
  'req-scope-subset':
    'An explicit scope nested in another declaration stays within its parent’s effective scope and is not empty.',
  'req-field-protocol-version-availability':
    'A field available only from, or only in, some MCP version may not appear where the declaration also applies to other versions.',
  'req-view-projection':
    'A single-version view validates its source, keeps what applies to that version, drops scopes and empty collections, and validates the result.',
  'req-view-projection-transports':
    'A view does not copy values a primitive would inherit from a transport unless the operation also picks that transport.',
  'req-merge-inputs':
    'A merge validates every input and reports a conflict rather than guessing when inputs cannot be combined faithfully.',
  'req-merge-algorithm':
    'A merge should combine the per-version views of its inputs, joining equal declarations and keeping differing ones as separate variants.',
  'req-merge-equivalence':
    'Inputs that describe the same protocol version must describe it identically, and unscoped values such as info must agree.',
  'req-merge-security': 'A merge keeps omitted security, security: [] and security: [{}] apart.',
  'req-merge-collections':
    'A merged document drops empty collections, and its transports cover every root protocol version.',
  'req-native-projection-steps':
    'A native projection follows its six steps: validate, check the version, select the declaration, resolve references, build, validate.',
  'req-native-projection-source-valid':
    'Native projection fails with projection-source-invalid when the source document has any validation error.',
  'req-native-projection-protocol-version-declared':
    'Native projection fails with projection-protocol-version-not-declared for a version root protocolVersions lacks.',
  'req-native-projection-declaration-applicable':
    'Native projection fails with projection-declaration-not-applicable when no declaration with that identifier applies to the version.',
  'req-native-projection-references-resolved':
    'Native projection resolves every $componentRef in a Tool’s inputSchema and outputSchema first.',
  'req-native-projection-fields':
    'The projected MCP value holds only the fields the MCP type defines for that version, copied unchanged.',
  'req-native-projection-postcondition':
    'A projected value that does not validate against the pinned MCP schema fails with projection-postcondition-failed and is not returned.',
  'req-native-projection-no-synthesis': 'Native projection never adds, defaults, moves or rewrites a field.',
  'req-native-projection-lists':
    'A list projection is every applicable declaration’s projection in document order, and fails if any one of them fails.',
  'req-native-projection-no-repair':
    'When the projected value fails validation, the tool reports it and never repairs the value.',

  // 5 Info
  'req-info-required': 'Every document has an info object.',
  'req-info-protocol-version-independent':
    'Info members are valid whatever the protocol versions; no availability diagnostic is raised for them.',
  'req-info-trust':
    'Info values are statements of the description, not claims a live server made; nothing ranks one source above another.',
  'req-info-fields': 'info has the members of the Info table, name and version among them required, and no others.',
  'req-info-name-non-empty': 'info.name, the programmatic server name, is not an empty string.',
  'req-info-version-semver': 'info.version should be a semantic version.',
  'req-info-version-non-empty': 'info.version is not an empty string.',
  'req-contact-fields': 'A Contact object has only name, url and email.',
  'req-license-fields': 'A License object has a required name and an optional url, and nothing else.',

  // 6 Transports
  'req-transports-non-empty': 'transports, when present, lists at least one Transport Object.',
  'req-transports-omission': 'Omitting transports says nothing about whether the server has any.',
  'req-transport-type': 'Every Transport Object has a type: streamable-http, stdio or sse.',
  'req-transport-streamable-http-fields':
    'A streamable-http transport has a url, the MCP endpoint, and only the members its table lists.',
  'req-transport-streamable-http-protocol-versions':
    'The streamable-http transport exists from MCP 2025-03-26 on, so it may not apply to MCP 2024-11-05.',
  'req-transport-stdio-fields':
    'A stdio transport has the command that starts the server, optionally args and string-valued env.',
  'req-transport-sse-fields': 'An sse transport has a url, the SSE endpoint, and only the members its table lists.',
  'req-transport-legacy-sse-warning':
    'Validators should warn when the legacy sse transport applies to MCP 2025-03-26 or later, where streamable-http replaces it.',
  'req-transport-selection': 'A client should pick whichever declared transport suits its environment best.',
  'req-transport-security-example':
    'A scheme name in a transport’s security must be declared in the root securitySchemes.',
  'req-transport-coverage':
    'With transports present, together they apply to exactly the root protocol versions, no more and no fewer.',
  'req-transport-coverage-omitted':
    'Without transports there is no coverage check: nothing is inferred and no version is reported uncovered.',
  'req-transport-closed': 'A Transport Object has only the members of its type, plus protocolVersions and security.',

  // 7 Security
  'req-security-schemes-map':
    'securitySchemes, when present, has at least one scheme, each named with letters, digits, ".", "_" or "-".',
  'req-security-schemes-omission': 'Omitting securitySchemes does not show that the server uses no authentication.',
  'req-security-scheme-fields':
    'A Security Scheme has a type, and the members that type requires (scheme, in and name, flows, openIdConnectUrl).',
  'req-oauth-flows-fields':
    'An OAuth2 scheme has at least one flow; each flow has scopes and the URLs its kind requires.',
  'req-security-scheme-references':
    'Every scheme a security requirement names is declared in the root securitySchemes.',
  'req-security-scopes-unique': 'The scope list of a security requirement has no repeated scope.',
  'req-security-scopes-oauth-only': 'Requirements for HTTP and API-key schemes list no scopes.',
  'req-security-uncatalogued-scope':
    'An OAuth2 or OpenID Connect scope outside a known catalogue may be warned about but not rejected.',
  'req-security-empty-distinction':
    'security: [] (no requirement) and security: [{}] (anonymous access) are different and never turned into one another.',
  'req-security-projection':
    'Projection keeps security declarations and does not copy a transport’s security onto a primitive.',
  'req-security-transport-variants':
    'When security differs per transport in ways inheritance cannot express, publish separate descriptions or use an extension.',
  'req-security-no-combined-requirement': 'Tools never make up a combined security requirement.',

  // 8 Capabilities
  'req-capabilities-non-empty': 'capabilities, when present, lists at least one Capabilities Object.',
  'req-capabilities-extensions-pre-standard':
    'A capabilities extensions map applying before MCP 2026-07-28 is kept as a pre-standard convention, with a warning per such version.',
  'req-extensions-identifier-form':
    'Keys of a capabilities extensions map have the prefix/name form; prefixes naming modelcontextprotocol or mcp are reserved.',
  'req-extensions-reserved-identifiers':
    'An unknown extension under a reserved prefix deserves a warning, but being absent from a catalogue does not prove misuse.',
  'req-extensions-not-reinterpreted':
    'A pre-standard extension map is never moved into experimental, _meta, x-* or another version’s declaration.',
  'req-extensions-official-no-warning': 'A validator should not warn that a catalogued official extension is unknown.',
  'req-extensions-catalogue-maturity':
    'A catalogued experimental extension is reported as experimental, with a warning to review its maturity.',
  'req-extensions-catalogue-disclosure':
    'A validator using an extension catalogue says where it comes from, its date and the maturity it assigns.',
  'req-extensions-profiles':
    'Extension-specific checks name a pinned extension version and stay apart from core conformance.',
  'req-capabilities-tasks-distinct':
    'The core tasks capability of MCP 2025-11-25 and the Tasks extension of MCP 2026-07-28 are different things.',
  'req-capabilities-logging-deprecated':
    'Validators should warn about the logging capability in a scope that includes MCP 2026-07-28, which deprecates it.',
  'req-capabilities-closed':
    'Capabilities objects take only their defined members and x-* extensions; MCP payloads inside keep MCP’s rules.',
  'req-client-requirements-shape':
    'clientRequirements is a non-empty object without protocolVersions and inherits nothing from elsewhere.',
  'req-client-requirements-protocol-version-valid':
    'Each client capability required must exist, with that shape, in every protocol version the primitive applies to.',
  'req-client-requirements-unconditional':
    'Only capabilities needed on every run are declared; optional or conditional ones are not.',
  'req-client-requirements-values':
    'Client capability values are objects, and for MCP 2026-07-28 roots is an empty object.',
  'req-client-requirements-deprecated':
    'A warning is due when a required client capability is deprecated in a protocol version the primitive applies to.',
  'req-client-requirements-closed':
    'clientRequirements holds only client capabilities MCP defines; custom ones go under experimental or extensions.',
  'req-client-requirements-extensions':
    'For MCP 2026-07-28, clientRequirements.extensions is a non-empty map of prefix/name identifiers to objects.',
  'req-client-requirements-extension-compatibility':
    'An empty extension requirement may count as met when the client lists the identifier; a non-empty one needs its settings understood.',
  'req-client-requirements-compatibility':
    'A compatibility check should answer satisfied, unsatisfied or indeterminate for one protocol version.',
  'req-capability-independence':
    'Server capabilities, client requirements and elicitations are not inferred or copied from one another.',
  'req-client-requirements-views':
    'Projection keeps clientRequirements on retained primitives; merge never unions differing requirements over shared versions.',
  'req-capability-scopes-disjoint':
    'At most one Capabilities Object applies to each protocol version: their scopes do not overlap.',

  // 9 Tools
  'req-tool-fields': 'A Tool has the members of the Tool table, name and inputSchema required, and no others.',
  'req-tool-tags-references': 'With a root tag catalogue, each tag of a Tool is one the catalogue declares.',
  'req-tool-input-schema-required':
    'Every Tool has an inputSchema; a missing one does not mean the Tool takes no arguments.',
  'req-tool-input-schema-object-root':
    'inputSchema describes an object: a declared type is or includes "object", and before MCP 2025-11-25 it is exactly "object".',
  'req-tool-schema-references-resolved':
    'A referenced Tool schema is resolved before any other schema rule is applied to it.',
  'req-tool-schema-closed-recommended':
    'A Tool without parameters should say so with an object schema that forbids additional properties.',
  'req-tool-output-schema-valid':
    'outputSchema, when present, is a valid JSON Schema object (2020-12 unless it declares another dialect).',
  'req-tool-schema-dialect-keyword':
    'Tool schemas may carry $schema only for MCP 2025-11-25 and later; earlier versions do not define it.',
  'req-tool-schema-vocabulary':
    'For MCP 2026-07-28 the whole JSON Schema 2020-12 vocabulary is accepted in Tool schemas.',
  'req-tool-schema-dialect-valid':
    'From MCP 2025-11-25 on, each Tool schema must be a valid schema of the dialect it declares, 2020-12 by default.',
  'req-tool-schema-dialect-set': 'A Tool schema may declare only JSON Schema 2020-12 or draft-07 as its dialect.',
  'req-tool-schema-native-shape':
    'A Tool schema the native MCP Tool type cannot carry stays valid but gets a warning naming the versions concerned.',
  'req-tool-schema-legacy-no-dialect':
    'Before MCP 2025-11-25 the legacy shape is checked without assuming any JSON Schema dialect.',
  'req-tool-schema-legacy-shape':
    'Before MCP 2025-11-25, properties is an object of objects and required an array of strings.',
  'req-tool-schema-keywords-preserved':
    'Other schema keywords are kept and never rejected because of a guessed meta-schema.',
  'req-tool-schema-no-fetch': 'A validator never downloads an external $ref target on its own.',
  'req-tool-schema-external-ref':
    'An unavailable external $ref is kept and does not invalidate the document; validation is reported incomplete.',
  'req-tool-schema-consumer-certainty':
    'Consumers that need certainty may insist on resolution or treat the incomplete-validation warning as an error.',
  'req-tool-schema-self-contained': 'Authors should keep Tool schemas self-contained, using local $defs.',
  'req-tool-output-schema-object-root':
    'Before MCP 2026-07-28 outputSchema describes an object; MCP 2025-06-18 needs "type": "object" at its root.',
  'req-tool-x-mcp-header':
    'x-mcp-header holds a non-empty, unique HTTP field name, on a string, integer or boolean property reached through properties only.',
  'req-tool-examples-map':
    'A Tool’s examples map has at least one entry, each named with letters, digits, ".", "_" or "-" (no spaces).',
  'req-tool-example-references-resolved':
    'A referenced Tool example is resolved before the Tool’s rules are applied to it.',
  'req-tool-example-fields': 'A Tool Example has input and result, and may carry x-* extensions.',
  'req-tool-example-closed':
    'A Tool Example has no members besides input, result and x-* extensions (no summary or description).',
  'req-tool-example-input-valid':
    'An example input is an object that validates against the Tool’s inputSchema in every applicable version.',
  'req-tool-example-result-shape':
    'An example result has content and the completed Tool result shape of every applicable version.',
  'req-tool-example-completed-form':
    'Tasks, streaming, progress, JSON-RPC envelopes and protocol errors are not Tool examples.',
  'req-tool-example-content-protocol-version':
    'An example result uses only content block types every applicable protocol version supports.',
  'req-tool-example-success':
    'A successful result omits isError or sets it to false, and uses structuredContent only where the version has it.',
  'req-tool-example-structured-content':
    'With an outputSchema, a successful result has structuredContent that validates against it, besides content.',
  'req-tool-example-error-result':
    'An execution-error result sets isError to true, has content, and has no structuredContent.',
  'req-tool-example-incomplete-validation':
    'Where an example cannot be fully checked against the schema, validators warn instead of claiming it was.',
  'req-tool-example-not-inferred': 'An author-supplied example is never assembled from scattered schema annotations.',
  'req-tool-example-tooling':
    'Tools may pick examples by name but never run a live Tool or present an example as a prediction.',
  'req-tool-example-no-secrets': 'Examples contain no secrets; values should look plainly fictitious.',
  'req-tool-example-untrusted':
    'Consumers treat example values as untrusted data, never as authorization, proof or instructions.',
  'req-tool-example-projection-omitted': 'A tools/list projection leaves examples out.',
  'req-tool-example-views-preserved': 'Views keep each Tool’s example map and never merge maps of disjoint variants.',
  'req-interaction-examples-map':
    'interactionExamples entries are named with letters, digits, ".", "_" or "-", local to the Tool.',
  'req-tool-example-not-interaction':
    'A workflow that is not finished, or a non-final Tool result, does not belong in the examples map.',
  'req-interaction-example-fields':
    'A Tool Interaction Example has input, a non-empty steps list and result, plus x-* extensions.',
  'req-interaction-step-fields':
    'Every interaction step has type (elicitation, sampling or roots), request and response.',
  'req-interaction-step-closed': 'A step has only the members its kind defines, plus x-* extensions.',
  'req-interaction-step-not-wire': 'An interaction step is never sent as-is over an MCP connection.',
  'req-interaction-elicitation-declaration':
    'An elicitation step that names a declaration uses that declaration’s mode and its schema or URL.',
  'req-interaction-elicitation-response':
    'A form response carries content matching the schema only when accepted; a URL response never has content.',
  'req-interaction-response-closed': 'The elicitation response of a step has only action, content and _meta.',
  'req-interaction-sampling-protocol-version':
    'A sampling step uses the createMessage fields of every protocol version the Tool applies to.',
  'req-interaction-protocol-version-valid':
    'Every field of an interaction step is valid in every protocol version the Tool applies to.',
  'req-interaction-client-requirements-warning':
    'A scenario that uses a client capability missing from the Tool’s declared clientRequirements should draw a warning.',
  'req-interaction-projection-omitted': 'A tools/list projection leaves interactionExamples out.',
  'req-interaction-views-preserved':
    'Views keep a Tool’s scenarios as they are; merges never splice steps from different inputs.',
  'req-interaction-no-secrets':
    'Scenarios use made-up or sanitized values: no secrets, credentials, task handles or session ids.',
  'req-interaction-untrusted': 'URLs, prompts, roots and content in scenarios are data, never followed or executed.',
  'req-tool-names-disjoint':
    'Tools sharing a name apply to disjoint sets of protocol versions; a Tool without protocolVersions covers them all.',
  'req-tool-annotations-fields':
    'Tool annotations use the Tool Annotation hints; Resource Annotation fields mean nothing there.',
  'req-tool-annotations-untrusted':
    'Tool annotations from a server you do not trust are hints only, never grounds for deciding how to use the Tool.',
  'req-tool-annotations-closed':
    'Tool annotations hold only the listed hints: no x-* keys and no Resource Annotation fields.',
  'req-execution-fields': 'An execution object has only taskSupport, which is "forbidden", "optional" or "required".',

  // 10 Resources and Resource Templates
  'req-resource-fields': 'A Resource has the members of the Resource table, uri and name required, and no others.',
  'req-resource-tags-references': 'With a root tag catalogue, each tag of a Resource is one the catalogue declares.',
  'req-resource-size-integer': 'size is an integer, on a Resource and on resource_link content alike.',
  'req-resource-uri-syntax': 'A Resource uri is an absolute RFC 3986 URI with a scheme; any scheme is allowed.',
  'req-resource-template-fields':
    'A Resource Template has the members of its table, uriTemplate and name required, and no others.',
  'req-resource-template-tags-references':
    'With a root tag catalogue, each tag of a Resource Template is one the catalogue declares.',
  'req-resource-template-uri-template': 'uriTemplate is a valid RFC 6570 URI template.',
  'req-resource-annotations-last-modified':
    'lastModified is not used where MCP 2024-11-05 or 2025-03-26 applies; it exists from MCP 2025-06-18.',
  'req-resource-annotations-hints':
    'audience, priority and lastModified are hints, not authorization, mandatory order or proof of freshness.',
  'req-resource-annotations-closed':
    'Resource annotations hold only audience, priority and lastModified: no x-* keys, no Tool hints.',
  'req-resource-annotations-not-in-examples':
    'Annotations of a declaration are not copied into the resource contents of its example results.',
  'req-content-annotations-distinct':
    'Content annotations keep Resource Annotation fields and Tool Annotation hints apart.',
  'req-resource-examples-map':
    'A Resource or Resource Template examples map has at least one entry, each named with letters, digits, ".", "_" or "-".',
  'req-resource-example-references-resolved':
    'A referenced Resource example is resolved before its use site’s rules are applied.',
  'req-resource-example-fields':
    'A static Resource example has a result, the completed resources/read payload for the Resource’s uri.',
  'req-resource-example-closed':
    'A static Resource example does not repeat the uri; it has only result and x-* extensions.',
  'req-resource-template-example-fields':
    'A Resource Template example has the concrete uri that was read and its result.',
  'req-resource-template-example-expansion': 'A template example’s uri is a possible expansion of its uriTemplate.',
  'req-resource-example-contents': 'A resource read result has a contents array with at least one entry.',
  'req-resource-example-result-shape':
    'For MCP 2026-07-28 a read result has resultType "complete", an integer ttlMs of 0 or more, and cacheScope.',
  'req-resource-contents-meta':
    'Resource Contents _meta exists from MCP 2025-06-18; result _meta follows the _meta rules.',
  'req-resource-example-completed-form':
    'A read example holds no JSON-RPC envelope, error, task or input-required state.',
  'req-resource-contents-fields': 'Each entry of contents names its uri and carries either text or blob, never both.',
  'req-resource-example-blob-base64': 'A blob is valid base64.',
  'req-resource-example-order':
    'Consumers keep the order of returned contents and do not assume each uri is the one requested.',
  'req-resource-example-requested-uri':
    'Every returned uri is valid, and at least one should be the URI that was read.',
  'req-resource-example-mime-type':
    'A returned entry should use the declaration’s mimeType; a different one is only a warning.',
  'req-resource-example-size':
    'A declared size that differs from the example content’s byte count should be a warning.',
  'req-resource-example-tooling':
    'Tools may pick examples by name but never fetch example URIs or live Resources while serving them.',
  'req-resource-example-projection-omitted': 'MCP list projections leave Resource examples out.',
  'req-resource-example-views': 'Views keep a declaration’s example map and never merge maps of disjoint variants.',
  'req-resource-example-no-secrets': 'Resource examples contain no secrets; content should look plainly fictitious.',
  'req-resource-example-untrusted':
    'Consumers never follow example URIs, render content safely and treat MIME types as untrusted hints.',
  'req-template-completion-examples-map':
    'Resource Template completion examples are named with letters, digits, ".", "_" or "-", and have argument and result.',
  'req-template-completion-example-closed':
    'A completion example has no other plain members, and its argument has string name and value.',
  'req-template-completion-target':
    'The completed argument and every context argument are variables of the uriTemplate; the completed one is not in context.',
  'req-template-completion-context-shape':
    'A completion context, when present, has a non-empty arguments map of strings; an empty context is left out.',
  'req-template-completion-context-protocol-version':
    'MCP 2025-03-26 has no completion context: a template needing it there is split into scoped variants.',
  'req-template-completion-result':
    'A completion result has completion.values, a list of strings, and for MCP 2026-07-28 resultType "complete".',
  'req-template-completion-protocol-versions': 'Completion examples are not available for MCP 2024-11-05.',
  'req-template-completion-projection-omitted': 'The Resource Template list projection leaves completionExamples out.',
  'req-template-completion-views':
    'Views keep a template’s completionExamples and never merge those of disjoint variants.',
  'req-resource-scopes-disjoint':
    'Resources sharing a uri, and Resource Templates sharing a uriTemplate, apply to disjoint protocol versions.',

  // 11 Prompts
  'req-prompt-fields': 'A Prompt has the members of the Prompt table, name required, and no others.',
  'req-prompt-tags-references': 'With a root tag catalogue, each tag of a Prompt is one the catalogue declares.',
  'req-prompt-scopes-disjoint': 'Prompts sharing a name apply to disjoint sets of protocol versions.',
  'req-prompt-argument-fields': 'A Prompt Argument has a name and only the other members its table lists.',
  'req-prompt-examples-map':
    'A Prompt’s examples map has at least one entry, each named with letters, digits, ".", "_" or "-".',
  'req-prompt-example-references-resolved':
    'A referenced Prompt example is resolved before the Prompt’s rules are applied to it.',
  'req-prompt-example-fields': 'A Prompt Example has a result and optionally arguments, plus x-* extensions.',
  'req-prompt-example-closed': 'A Prompt Example has no members besides arguments, result and x-* extensions.',
  'req-prompt-example-arguments-shape': 'Prompt example arguments, when given, map names to string values.',
  'req-prompt-example-arguments':
    'Example arguments name only arguments the Prompt declares, and include every required one.',
  'req-prompt-example-completed-form':
    'A Prompt example is the completed result only: no transport details, JSON-RPC ids or methods, no request _meta.',
  'req-prompt-example-result-shape':
    'An example result keeps its ordered messages and the completed Prompt result shape of every version.',
  'req-prompt-example-content-protocol-version':
    'Message content uses only block types every applicable protocol version supports.',
  'req-prompt-example-tooling':
    'Tools may pick Prompt examples by name but never present an unnamed pick as live behaviour.',
  'req-prompt-example-no-secrets': 'Prompt examples contain no secrets; values should look plainly fictitious.',
  'req-prompt-example-untrusted':
    'Consumers treat Prompt examples as untrusted data, never as authorization or instructions.',
  'req-prompt-example-projection-omitted': 'A prompts/list projection leaves examples out.',
  'req-prompt-example-views': 'Views keep each Prompt’s example map and never merge maps of disjoint variants.',
  'req-prompt-completion-examples-map':
    'Prompt completion examples are named with letters, digits, ".", "_" or "-", and have argument and result.',
  'req-prompt-completion-example-closed':
    'A completion example has no other plain members, and its argument has string name and value.',
  'req-prompt-completion-target':
    'The completed argument and every context argument are declared Prompt Arguments; the completed one is not in context.',
  'req-prompt-completion-context-shape':
    'A completion context, when present, has a non-empty arguments map of strings; an empty context is left out.',
  'req-prompt-completion-context-protocol-version':
    'MCP 2025-03-26 has no completion context: a Prompt needing it there is split into scoped variants.',
  'req-prompt-completion-result':
    'A completion result has completion.values, a list of strings, and for MCP 2026-07-28 resultType "complete".',
  'req-prompt-completion-protocol-versions': 'Completion examples are not available for MCP 2024-11-05.',
  'req-prompt-completion-projection-omitted': 'The Prompt list projection leaves completionExamples out.',
  'req-prompt-completion-views': 'Views keep a Prompt’s completionExamples and never merge those of disjoint variants.',
  'req-prompt-variants-disjoint': 'Variants of one Prompt name apply to disjoint protocol versions.',

  // 12 Elicitation declarations
  'req-elicitations-non-empty': 'elicitations, when present, lists at least one declaration.',
  'req-elicitation-not-capability':
    'An elicitation declaration alone does not make elicitation a required client capability.',
  'req-elicitation-declaration-fields':
    'An Elicitation Declaration has name, mode and message, and only the members its table lists.',
  'req-elicitation-name-format': 'An elicitation name uses only letters, digits, ".", "_" and "-".',
  'req-elicitation-name-unique': 'Elicitation names are unique within their primitive (case matters).',
  'req-elicitation-message': 'An elicitation message is not empty.',
  'req-elicitation-runtime-wording': 'The words used at run time should not contradict the documented purpose.',
  'req-elicitation-documentation-fields':
    'when, onDecline and onCancel, when given, are non-empty descriptions, not expressions.',
  'req-elicitation-form-schema-required': 'A form-mode declaration has a requestedSchema.',
  'req-elicitation-form-no-url': 'A form-mode declaration has no url.',
  'req-elicitation-form-shape':
    'requestedSchema is an object schema whose properties use only shapes every applicable MCP version allows.',
  'req-elicitation-schema-references-resolved':
    'A referenced requestedSchema is resolved before the form rules are applied.',
  'req-elicitation-form-vocabulary':
    'requestedSchema uses only the keywords and formats each applicable protocol version defines.',
  'req-elicitation-form-required': 'Each name in required is a property declared in properties.',
  'req-elicitation-form-enum-names': 'enumNames, when present, gives one display name per enum value.',
  'req-elicitation-form-defaults': 'Defaults are among the declared choices, for single and multiple selection alike.',
  'req-elicitation-form-ranges': 'No minimum is greater than its maximum.',
  'req-elicitation-url-no-schema': 'A URL-mode declaration has no requestedSchema.',
  'req-elicitation-url-syntax': 'A URL-mode declaration’s url, when given, is a valid URI.',
  'req-elicitation-url-no-fetch': 'Nothing opens or fetches an elicitation URL while processing a description.',
  'req-elicitation-scope': 'An elicitation’s own protocolVersions is non-empty and within its primitive’s scope.',
  'req-elicitation-protocol-versions':
    'A declaration is valid in every protocol version it applies to (form from MCP 2025-06-18, url from 2025-11-25).',
  'req-elicitation-legacy-incomplete':
    'For MCP 2024-11-05 and 2025-03-26 elicitation checks are partial and never reported as complete.',

  // 13 Tags
  'req-tags-non-empty': 'Root tags is optional, and when present lists at least one tag.',
  'req-tags-display-order': 'Tags should be shown in the order the catalogue lists them.',
  'req-tag-fields': 'A Tag has a name and optionally a description, plus x-* extensions.',
  'req-tag-name-unique': 'Each tag name appears once in the catalogue.',
  'req-tags-unique': 'Tag names in the root catalogue are unique; a repeated one is rejected.',
  'req-entity-tags-shape': 'A primitive’s tags, when present, is a non-empty list of strings.',
  'req-tags-references': 'With a root catalogue, every tag a primitive uses is declared there.',
  'req-tags-undeclared-error': 'A tag used but not declared in the catalogue is a validation error.',
  'req-entity-tags-unique': 'A primitive lists each tag at most once.',
  'req-tags-omitted': 'Producers leave tags out when the catalogue would be empty.',
  'req-tags-views': 'Views keep the whole root tag catalogue, used or not.',
  'req-tags-merge': 'Merge inputs agree on the tag catalogue; merges never invent or drop entries.',

  // 14 Specification extensions
  'req-extension-names': 'Specification extension members start with "x-" (names are case-sensitive).',
  'req-extension-naming-convention': 'Extension names should follow x-{organization}-{feature}.',
  'req-extension-lowercase-prefixes': 'Organization prefixes in extension names should be lowercase.',
  'req-extension-ineligible-locations':
    'x-* members are not allowed on scalars, keyed maps, security requirements, protocol-extension maps, schemas or carried MCP values.',
  'req-extension-component-names':
    'Inside a component map, a key starting with x- is just a component name, so its value must be a valid component.',
  'req-extension-object-values': 'Extension values that may evolve should be objects.',
  'req-extension-unknown-accepted':
    'An unknown extension never makes a document invalid and never changes its core meaning.',
  'req-extension-no-core-override': 'An extension cannot loosen, contradict or redefine a core requirement.',
  'req-extension-schema-unavailable': 'Not being able to fetch an extension’s schema does not invalidate the document.',
  'req-extension-views': 'Views keep x-* members on retained objects; native MCP projection drops them.',
  'req-extension-merge':
    'A merge keeps differing extension values as separate variants or reports a conflict; it never picks one.',
  'req-extension-documentation':
    'Extension authors should publish a schema, documentation and where the extension may appear.',
  'req-extension-mechanisms-separate':
    'x-*, _meta, capabilities.extensions and clientRequirements.extensions are separate; data never moves between them.',
  'req-extension-no-secrets': 'Extensions carry no credentials, tokens or other secrets.',
  'req-extension-untrusted': 'Extension names and values are untrusted input and never bypass core or security checks.',

  // 15 Serialization
  'req-serialization-support': 'A tool supports JSON, YAML or both, and says which for each input and output.',
  'req-serialization-json': 'JSON documents follow RFC 8259 and are encoded in UTF-8.',
  'req-serialization-json-claims':
    'A tool that claims JSON input accepts every conforming JSON document, and its JSON output conforms.',
  'req-serialization-yaml-claims':
    'A tool that claims YAML input accepts the restricted profile and rejects YAML outside it.',
  'req-serialization-yaml-single-document':
    'A YAML file holds exactly one document, and it decodes to the JSON data model.',
  'req-serialization-media-type':
    'Where the project’s own media type is unavailable, generic tools should label YAML as application/yaml.',
  'req-serialization-yaml-string-keys':
    'Every YAML mapping key is a string: no numbers, booleans, null or complex keys.',
  'req-serialization-yaml-duplicate-keys': 'No YAML mapping repeats a key.',
  'req-serialization-yaml-scalars':
    'YAML scalars resolve by the YAML 1.2 JSON schema to strings, finite numbers, booleans or null.',
  'req-serialization-yaml-quoted-dates': 'Authors should quote date-like YAML values.',
  'req-serialization-yaml-tags':
    'No custom or language-specific YAML tags, and parsing never constructs objects from tags.',
  'req-serialization-yaml-aliases': 'No YAML aliases; validators should reject documents that use them.',
  'req-serialization-explicit-reuse': 'To reuse a value, repeat it or use components instead of YAML anchors.',
  'req-serialization-yaml-merge-keys': 'A YAML << key is never applied as a merge.',
  'req-serialization-yaml-validation': 'YAML input gets exactly the same schema and semantic checks as JSON.',
  'req-serialization-conversion': 'Converting between JSON and YAML keeps the decoded data model unchanged.',
  'req-serialization-numbers':
    'Numbers are finite doubles, and null-valued members should be left out unless null is allowed.',
  'req-serialization-empty-collections':
    'An empty declaration collection is left out; a present empty array or object does not conform.',
  'req-serialization-empty-values-preserved':
    'Serialization neither invents empty values nor drops meaningful ones such as security: [].',
  'req-serialization-value-formats':
    'Strings are valid JSON strings, URIs follow RFC 3986, dates ISO 8601 and emails should follow RFC 5322.',
  'req-serialization-schema-property':
    'Documents should have a $schema member pointing at the JSON Schema, for editors and tools.',
  'req-serialization-negotiation':
    'When the format cannot be told from the context, producers and consumers should agree on it explicitly.',
  'req-serialization-untrusted':
    'Input is untrusted: tools limit document size, nesting depth, string length and collection size.',

  // 16 Conformance
  'req-conforming-document':
    'A conforming document decodes, declares mcpdesc and info, has valid protocol versions, and meets every schema and semantic rule.',
  'req-document-schema': 'The document validates against the JSON Schema of its mcpdesc version.',
  'req-conforming-implementation':
    'A conforming tool parses and emits conforming documents, rejects others, and applies the same checks to JSON and YAML.',
  'req-stricter-profile': 'A profile that turns warnings into errors is named separately from baseline conformance.',
  'req-legacy-validation-scope':
    'For MCP 2024-11-05 and 2025-03-26 validation is partial, should be warned about, and is never reported as complete.',
  'req-implementation-recommendations':
    'Tools should support the current version, give clear error messages and validate against the published schema.',
  'req-partial-support': 'A tool that supports only part of the specification should document its limits.',
  'req-conformance-claim': 'A tool claiming conformance states which mcpdesc versions it supports.',
  'req-diagnostic-rule':
    'Each diagnostic names its rule, severity and location, and the protocol version when the finding depends on one.',
  'req-diagnostic-source-location':
    'A diagnostic points at a value or member name as written, the enclosing object for a missing member.',
  'req-diagnostic-component-provenance':
    'A finding inside a referenced component points at the use site and names the component location as related.',
  'req-diagnostic-union-conditionals':
    'The document schema selects union alternatives with deterministic guarded conditionals.',
  'req-diagnostic-union-closure':
    'A discriminated union’s parent declares every member its alternatives accept and rejects the rest.',
  'req-diagnostic-conditional-reduction':
    'Findings of the selected branch are kept; an if failure is reported only when nothing more specific is.',
  'req-diagnostic-rule-attribution':
    'A schema finding is credited to the catalogue rule owning the most specific schema location that contains the failing keyword.',
  'req-diagnostic-detail':
    'Schema findings carry factual detail: missing or unexpected members, allowed values, expected types.',
  'req-diagnostic-deduplication': 'Duplicate findings are reported once; independent findings are all kept.',
  'req-rule-results':
    'A validator may report one status per rule and declared protocol version: passed, failed, warning and so on.',
  'req-rule-results-executed': 'A rule is reported passed only when its check really ran for that protocol version.',

  // 17 Components
  'req-components-fields':
    'components, when present, has at least one of schemas, toolExamples, resourceExamples, resourceTemplateExamples or promptExamples.',
  'req-component-maps': 'Each component map has at least one entry, named with letters, digits, ".", "_" or "-".',
  'req-components-closed':
    'components takes only its five maps and x-* extensions, and components never carry protocolVersions.',
  'req-reference-object-fields': 'A Reference Object has exactly one member, $componentRef, and nothing beside it.',
  'req-component-reference-form':
    'A $componentRef is #/components/<namespace>/<name>, in the namespace its use site takes.',
  'req-component-ref-distinct':
    '$ref is not a component reference, and a $componentRef inside an embedded schema is not one either.',
  'req-component-contextual-validation':
    'A component is checked at every use site, under each containing primitive and protocol scope.',
  'req-component-reference-pointer': 'A $componentRef is resolved as a JSON Pointer into the same document.',
  'req-component-reference-resolution':
    'A $componentRef must reach an existing component of the right namespace, following chains and rejecting cycles, offline.',
  'req-component-resolution-errors':
    'A reference that cannot be resolved is a conformance error, reported at the use site or component.',
  'req-component-pruning':
    'Pruning keeps every component a retained reference reaches, and drops maps it would leave empty.',
  'req-component-merge': 'A merge keeps every referenced component and never binds different values to one name.',
  'req-component-merge-extensions': 'Differing x-* values on components conflict in a merge; merging stays local.',
  'req-component-limits': 'Tools should bound reference depth, component counts and validation work.',
  'req-component-cycles':
    'Reference cycles are detected without unbounded recursion; component values get the same safety rules as inline ones.',

  // 18 Ordering
  'req-document-ordering-default':
    'Producers with no order to keep should write members in the recommended order of section 18.',
  'req-document-ordering-algorithm':
    'The ordering profile writes known fields in their listed order, then the others as they were, and adds nothing.',
  'req-document-ordering-collections': 'Ordering never reorders arrays or named-map entries.',
  'req-document-ordering-recognition':
    'Ordering recognizes objects by path and discriminator, never by familiar member names, and leaves unknown ones alone.',
  'req-document-ordering-preservation': 'Ordering changes no value and resolves, deduplicates or expands nothing.',

  // Appendix A
  'req-icon-fields':
    'An Icon has a src URI and optionally mimeType, sizes and theme ("light" or "dark"), nothing else.',
  'req-icon-client-formats': 'Clients support PNG and JPEG icons, and should support SVG and WebP.',
};

/** The summary of one requirement, or undefined for an anchor this specification version does not have. */
export function requirementSummary(anchor: string): string | undefined {
  return Object.hasOwn(requirementSummaries, anchor) ? requirementSummaries[anchor] : undefined;
}
