// Rule mcpdesc.resource.example.consistency (spec 10.4.4).
import {
  base64ByteLength,
  describeExample,
  describePrimitive,
  exampleFinding,
  isBase64,
  utf8ByteLength,
  type NamedExample,
} from '../model/named-examples.ts';
import { isObject } from '../lib/data-model.ts';
import { appendPointer } from '../lib/pointer.ts';
import { isUri } from '../schema/runtime.ts';
import { defineRule, type Finding } from './define.ts';
import { countOf } from '../lib/plural.ts';

/** Raw byte count of an entry: its text as UTF-8 or its decoded blob (10.4.4); undefined when neither is usable. */
function rawBytes(entry: Record<string, unknown>): { bytes: number; member: 'text' | 'blob' } | undefined {
  if (typeof entry.text === 'string') return { bytes: utf8ByteLength(entry.text), member: 'text' };
  if (typeof entry.blob === 'string' && isBase64(entry.blob))
    return { bytes: base64ByteLength(entry.blob), member: 'blob' };
  return undefined;
}

/** MIME types compare case-insensitively, without surrounding whitespace (RFC 9110 8.3.1). */
function mediaType(text: string): string {
  return text.trim().toLowerCase();
}

function checkExample(example: NamedExample, requested: string | undefined): Finding[] {
  const findings: Finding[] = [];
  const result = example.value.result;
  const contents = isObject(result) && Array.isArray(result.contents) ? result.contents : undefined;
  if (!contents || contents.length === 0) return findings;
  const declaration = example.primitive.value;
  const owner = describePrimitive(example.primitive);
  const where = describeExample(example);
  let identified = false;

  contents.forEach((entry, index) => {
    if (!isObject(entry) || typeof entry.uri !== 'string') return;
    const at = appendPointer('/result/contents', index);
    // req-resource-example-requested-uri: every returned URI MUST be valid.
    if (!isUri(entry.uri)) {
      findings.push(
        exampleFinding(example, `${at}/uri`, {
          severity: 'error',
          requirement: 'req-resource-example-requested-uri',
          message: `Returned uri ${JSON.stringify(entry.uri)} in ${where} is not a URI with a scheme (RFC 3986) (10.4.4)`,
        }),
      );
    }
    if (entry.uri !== requested) return;
    identified = true;
    // req-resource-example-mime-type: warn, do not fail, when the corresponding entry uses another type.
    if (
      typeof declaration.mimeType === 'string' &&
      typeof entry.mimeType === 'string' &&
      mediaType(entry.mimeType) !== mediaType(declaration.mimeType)
    ) {
      findings.push(
        exampleFinding(example, `${at}/mimeType`, {
          requirement: 'req-resource-example-mime-type',
          message: `Returned mimeType ${JSON.stringify(entry.mimeType)} in ${where} differs from the mimeType ${JSON.stringify(declaration.mimeType)} of ${owner} (10.4.4)`,
        }),
      );
    }
    // req-resource-example-size: a static Resource's declared size against the matching entry's raw bytes.
    if (
      example.primitive.collection === 'resources' &&
      typeof declaration.size === 'number' &&
      Number.isInteger(declaration.size)
    ) {
      const raw = rawBytes(entry);
      if (raw && raw.bytes !== declaration.size) {
        findings.push(
          exampleFinding(example, `${at}/${raw.member}`, {
            requirement: 'req-resource-example-size',
            message: `The ${raw.member === 'text' ? 'text (UTF-8)' : 'decoded blob'} of ${where} has ${countOf(raw.bytes, 'byte')}, but ${owner} declares size ${declaration.size} (10.4.4)`,
          }),
        );
      }
    }
  });

  // req-resource-example-requested-uri: at least one entry SHOULD identify the requested URI.
  if (requested !== undefined && !identified) {
    findings.push(
      exampleFinding(example, '/result/contents', {
        requirement: 'req-resource-example-requested-uri',
        message: `No entry of ${where} identifies the requested URI ${JSON.stringify(requested)} of ${owner} (10.4.4)`,
      }),
    );
  }
  return findings;
}

export default defineRule({
  id: 'mcpdesc.resource.example.consistency',
  title: 'Resource example result is consistent with its declaration',
  sections: ['10.4.4'],
  anchors: ['req-resource-example-mime-type', 'req-resource-example-requested-uri', 'req-resource-example-size'],
  severity: 'warning',
  protocolVersionDependent: false,
  schemaPointers: [],
  appliesTo: [
    '/resources/*/examples/*',
    '/resourceTemplates/*/examples/*',
    '/components/resourceExamples/*',
    '/components/resourceTemplateExamples/*',
  ],
  needs: ['resources', 'resourceTemplates', 'components'],
  check({ namedExamples }) {
    const findings: Finding[] = [];
    for (const example of namedExamples('resources')) {
      const uri = example.primitive.value.uri;
      findings.push(...checkExample(example, typeof uri === 'string' ? uri : undefined));
    }
    for (const example of namedExamples('resourceTemplates')) {
      const uri = example.value.uri;
      findings.push(...checkExample(example, typeof uri === 'string' ? uri : undefined));
    }
    return findings;
  },
});
