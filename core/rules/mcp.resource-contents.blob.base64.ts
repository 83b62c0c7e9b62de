// Rule mcp.resource-contents.blob.base64 (spec 10.4.4).
import { isBase64, resourceContentsOf, writtenExamples } from '../model/named-examples.ts';
import { defineRule, type Finding } from './define.ts';
import { exampleResults } from './concerns.ts';

export default defineRule({
  id: 'mcp.resource-contents.blob.base64',
  title: 'Resource contents blob is valid base64',
  sections: ['10.4.4'],
  anchors: ['req-resource-example-blob-base64'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
  appliesTo: exampleResults.map((result) => `${result}/**/blob`),
  // Context-free: every example is checked once where it is written, so the check reads the document as written.
  reads: 'written',
  needs: ['tools', 'resources', 'resourceTemplates', 'prompts', 'components'],
  check({ written: document }) {
    const findings: Finding[] = [];
    // A blob is checked where it is written (once, also when a component is used several times): base64 does not
    // depend on the use site.
    for (const example of writtenExamples(document)) {
      for (const [contents, pointer] of resourceContentsOf(example)) {
        if (typeof contents.blob !== 'string' || isBase64(contents.blob)) continue;
        const shown = contents.blob.length > 40 ? `${contents.blob.slice(0, 40)}…` : contents.blob;
        findings.push({
          path: `${example.path}${pointer}/blob`,
          requirement: 'req-resource-example-blob-base64',
          message: `Resource contents blob ${JSON.stringify(shown)} is not valid base64 (RFC 4648: the standard alphabet, padded with "=", no whitespace) (10.4.4)`,
        });
      }
    }
    return findings;
  },
});
