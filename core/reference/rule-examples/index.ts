// The rule reference: one data module per rule id (what it checks, why, valid and invalid examples). Plain data,
// shown by the app's Rules tab and checked in CI by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';
import jsonSchemaToolSchemaValid from './json-schema.tool-schema.valid.ts';
import mcpAnnotationsLastModifiedProtocolVersion from './mcp.annotations.last-modified.protocol-version.ts';
import mcpAnnotationsMembers from './mcp.annotations.members.ts';
import mcpCacheableResultTtlMs from './mcp.cacheable-result.ttl-ms.ts';
import mcpCapabilitiesExtensionsProtocolVersion from './mcp.capabilities.extensions.protocol-version.ts';
import mcpCapabilitiesLoggingDeprecated from './mcp.capabilities.logging.deprecated.ts';
import mcpCapabilitiesTasksProtocolVersion from './mcp.capabilities.tasks.protocol-version.ts';
import mcpClientCapabilitiesDeprecated from './mcp.client-capabilities.deprecated.ts';
import mcpClientCapabilitiesMembers from './mcp.client-capabilities.members.ts';
import mcpClientCapabilitiesProtocolShape from './mcp.client-capabilities.protocol-shape.ts';
import mcpCompletionContextProtocolVersion from './mcp.completion.context.protocol-version.ts';
import mcpCompletionProtocolVersion from './mcp.completion.protocol-version.ts';
import mcpCompletionResultClosed from './mcp.completion.result-closed.ts';
import mcpContentBlockProtocolVersion from './mcp.content-block.protocol-version.ts';
import mcpContentMembers from './mcp.content.members.ts';
import mcpDeclarationFieldProtocolVersion from './mcp.declaration.field.protocol-version.ts';
import mcpElicitationFormSchemaMembers from './mcp.elicitation.form-schema.members.ts';
import mcpElicitationFormSchemaProtocolShape from './mcp.elicitation.form-schema.protocol-shape.ts';
import mcpElicitationProtocolVersion from './mcp.elicitation.protocol-version.ts';
import mcpExampleResultMembers from './mcp.example-result.members.ts';
import mcpIconMembers from './mcp.icon.members.ts';
import mcpInputResponseClosed from './mcp.input-response.closed.ts';
import mcpInteractionMessageMembers from './mcp.interaction-message.members.ts';
import mcpMetaKeyFormat from './mcp.meta.key-format.ts';
import mcpMetaReservedKeyContext from './mcp.meta.reserved-key-context.ts';
import mcpMetaReservedPrefix from './mcp.meta.reserved-prefix.ts';
import mcpResourceContentsBlobBase64 from './mcp.resource-contents.blob.base64.ts';
import mcpResourceContentsMetaProtocolVersion from './mcp.resource-contents.meta.protocol-version.ts';
import mcpResourceTemplateUriTemplate from './mcp.resource-template.uri-template.ts';
import mcpResourceSize from './mcp.resource.size.ts';
import mcpResourceUri from './mcp.resource.uri.ts';
import mcpResultAdditionalPropertiesPreserve from './mcp.result.additional-properties.preserve.ts';
import mcpRootMetaProtocolVersion from './mcp.root.meta.protocol-version.ts';
import mcpRootUriFileScheme from './mcp.root.uri.file-scheme.ts';
import mcpSamplingToolsProtocolVersion from './mcp.sampling.tools.protocol-version.ts';
import mcpServerCapabilitiesMembers from './mcp.server-capabilities.members.ts';
import mcpToolAnnotationsMembers from './mcp.tool-annotations.members.ts';
import mcpToolInputSchemaObjectRoot from './mcp.tool.input-schema.object-root.ts';
import mcpToolInputSchemaXMcpHeader from './mcp.tool.input-schema.x-mcp-header.ts';
import mcpToolOutputSchemaObjectRoot from './mcp.tool.output-schema.object-root.ts';
import mcpToolOutputSchemaProtocolVersion from './mcp.tool.output-schema.protocol-version.ts';
import mcpToolSchemaKeywordsPreserve from './mcp.tool.schema-keywords.preserve.ts';
import mcpToolSchemaLegacyShape from './mcp.tool.schema.legacy-shape.ts';
import mcpToolSchemaNativeShape from './mcp.tool.schema.native-shape.ts';
import mcpToolStructuredContentOutputSchema from './mcp.tool.structured-content.output-schema.ts';
import mcpTransportLegacySseDeprecated from './mcp.transport.legacy-sse.deprecated.ts';
import mcpTransportStreamableHttpProtocolVersion from './mcp.transport.streamable-http.protocol-version.ts';
import mcpdescCompletionExampleTarget from './mcpdesc.completion-example.target.ts';
import mcpdescComponentsMembers from './mcpdesc.components.members.ts';
import mcpdescComponentsReferences from './mcpdesc.components.references.ts';
import mcpdescDocumentSchema from './mcpdesc.document.schema.ts';
import mcpdescElicitationFormSchemaConsistency from './mcpdesc.elicitation.form-schema.consistency.ts';
import mcpdescElicitationMembers from './mcpdesc.elicitation.members.ts';
import mcpdescElicitationNameUnique from './mcpdesc.elicitation.name-unique.ts';
import mcpdescExampleCompletedResultForm from './mcpdesc.example.completed-result-form.ts';
import mcpdescExampleMembers from './mcpdesc.example.members.ts';
import mcpdescExampleResultProtocolFidelity from './mcpdesc.example.result.protocol-fidelity.ts';
import mcpdescExtensionsCatalogueMaturity from './mcpdesc.extensions.catalogue-maturity.ts';
import mcpdescInfoMembers from './mcpdesc.info.members.ts';
import mcpdescLegacyProtocolValidationScope from './mcpdesc.legacy-protocol.validation-scope.ts';
import mcpdescProjectionDeclarationApplicable from './mcpdesc.projection.declaration-applicable.ts';
import mcpdescProjectionNativeSchema from './mcpdesc.projection.native-schema.ts';
import mcpdescProjectionSourceValid from './mcpdesc.projection.source-valid.ts';
import mcpdescPromptExampleArguments from './mcpdesc.prompt.example.arguments.ts';
import mcpdescPromptMembers from './mcpdesc.prompt.members.ts';
import mcpdescProtocolScopeConsistency from './mcpdesc.protocol-scope.consistency.ts';
import mcpdescProtocolVersionsValues from './mcpdesc.protocol-versions.values.ts';
import mcpdescResourceTemplateExampleExpansion from './mcpdesc.resource-template.example.expansion.ts';
import mcpdescResourceExampleConsistency from './mcpdesc.resource.example.consistency.ts';
import mcpdescResourceMembers from './mcpdesc.resource.members.ts';
import mcpdescSecuritySchemeMembers from './mcpdesc.security-scheme.members.ts';
import mcpdescSecurityRequirements from './mcpdesc.security.requirements.ts';
import mcpdescSerializationConforming from './mcpdesc.serialization.conforming.ts';
import mcpdescTagMembers from './mcpdesc.tag.members.ts';
import mcpdescTagsReferences from './mcpdesc.tags.references.ts';
import mcpdescToolExampleErrorResult from './mcpdesc.tool.example.error-result.ts';
import mcpdescToolExampleSchemaConformance from './mcpdesc.tool.example.schema-conformance.ts';
import mcpdescToolInteractionClientRequirementsConsistency from './mcpdesc.tool.interaction.client-requirements-consistency.ts';
import mcpdescToolInteractionElicitationConsistency from './mcpdesc.tool.interaction.elicitation-consistency.ts';
import mcpdescToolInteractionMembers from './mcpdesc.tool.interaction.members.ts';
import mcpdescToolMembers from './mcpdesc.tool.members.ts';
import mcpdescTransportMembers from './mcpdesc.transport.members.ts';
import mcpdescTransportsCoverage from './mcpdesc.transports.coverage.ts';
import mcpdescViewMerge from './mcpdesc.view.merge.ts';
import mcpdescViewProjection from './mcpdesc.view.projection.ts';

export type { RuleExample, InvalidRuleExample, RuleReference } from './types.ts';

export const ruleReferences: readonly RuleReference[] = [
  jsonSchemaToolSchemaValid,
  mcpAnnotationsLastModifiedProtocolVersion,
  mcpAnnotationsMembers,
  mcpCacheableResultTtlMs,
  mcpCapabilitiesExtensionsProtocolVersion,
  mcpCapabilitiesLoggingDeprecated,
  mcpCapabilitiesTasksProtocolVersion,
  mcpClientCapabilitiesDeprecated,
  mcpClientCapabilitiesMembers,
  mcpClientCapabilitiesProtocolShape,
  mcpCompletionContextProtocolVersion,
  mcpCompletionProtocolVersion,
  mcpCompletionResultClosed,
  mcpContentBlockProtocolVersion,
  mcpContentMembers,
  mcpDeclarationFieldProtocolVersion,
  mcpElicitationFormSchemaMembers,
  mcpElicitationFormSchemaProtocolShape,
  mcpElicitationProtocolVersion,
  mcpExampleResultMembers,
  mcpIconMembers,
  mcpInputResponseClosed,
  mcpInteractionMessageMembers,
  mcpMetaKeyFormat,
  mcpMetaReservedKeyContext,
  mcpMetaReservedPrefix,
  mcpResourceContentsBlobBase64,
  mcpResourceContentsMetaProtocolVersion,
  mcpResourceTemplateUriTemplate,
  mcpResourceSize,
  mcpResourceUri,
  mcpResultAdditionalPropertiesPreserve,
  mcpRootMetaProtocolVersion,
  mcpRootUriFileScheme,
  mcpSamplingToolsProtocolVersion,
  mcpServerCapabilitiesMembers,
  mcpToolAnnotationsMembers,
  mcpToolInputSchemaObjectRoot,
  mcpToolInputSchemaXMcpHeader,
  mcpToolOutputSchemaObjectRoot,
  mcpToolOutputSchemaProtocolVersion,
  mcpToolSchemaKeywordsPreserve,
  mcpToolSchemaLegacyShape,
  mcpToolSchemaNativeShape,
  mcpToolStructuredContentOutputSchema,
  mcpTransportLegacySseDeprecated,
  mcpTransportStreamableHttpProtocolVersion,
  mcpdescCompletionExampleTarget,
  mcpdescComponentsMembers,
  mcpdescComponentsReferences,
  mcpdescDocumentSchema,
  mcpdescElicitationFormSchemaConsistency,
  mcpdescElicitationMembers,
  mcpdescElicitationNameUnique,
  mcpdescExampleCompletedResultForm,
  mcpdescExampleMembers,
  mcpdescExampleResultProtocolFidelity,
  mcpdescExtensionsCatalogueMaturity,
  mcpdescInfoMembers,
  mcpdescLegacyProtocolValidationScope,
  mcpdescProjectionDeclarationApplicable,
  mcpdescProjectionNativeSchema,
  mcpdescProjectionSourceValid,
  mcpdescPromptExampleArguments,
  mcpdescPromptMembers,
  mcpdescProtocolScopeConsistency,
  mcpdescProtocolVersionsValues,
  mcpdescResourceTemplateExampleExpansion,
  mcpdescResourceExampleConsistency,
  mcpdescResourceMembers,
  mcpdescSecuritySchemeMembers,
  mcpdescSecurityRequirements,
  mcpdescSerializationConforming,
  mcpdescTagMembers,
  mcpdescTagsReferences,
  mcpdescToolExampleErrorResult,
  mcpdescToolExampleSchemaConformance,
  mcpdescToolInteractionClientRequirementsConsistency,
  mcpdescToolInteractionElicitationConsistency,
  mcpdescToolInteractionMembers,
  mcpdescToolMembers,
  mcpdescTransportMembers,
  mcpdescTransportsCoverage,
  mcpdescViewMerge,
  mcpdescViewProjection,
];
