// Rule reference of mcpdesc.elicitation.form-schema.consistency: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.elicitation.form-schema.consistency',
  area: '12',
  checks:
    'The constraints of a form requestedSchema agree with each other: defaults fit their schema, enumNames match enum, minimum ≤ maximum, required names exist.',
  why: 'An inconsistent form cannot be filled in correctly by any user.',
  valid: [
    {
      title: 'consistent defaults, enumNames, ranges and required names',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: forms
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: server
resources:
  - uri: file:///r
    name: r
    elicitations:
      - name: ask
        mode: form
        message: Tell us more.
        requestedSchema:
          type: object
          properties:
            channel:
              type: string
              enum:
                - stable
                - preview
              enumNames:
                - Stable
                - Preview
              default: preview
            pick:
              type: string
              oneOf:
                - const: a
                  title: A
              default: a
            tags:
              type: array
              minItems: 1
              maxItems: 1
              items:
                type: string
                enum:
                  - x
                  - "y"
              default:
                - "y"
            checks:
              type: array
              items:
                anyOf:
                  - const: smoke
                    title: Smoke
              default:
                - smoke
            name:
              type: string
              minLength: 2
              maxLength: 2
            count:
              type: integer
              minimum: -1
              maximum: 5
          required:
            - channel
            - name
`,
    },
  ],
  invalid: [
    {
      title: 'a referenced schema is reported at the use site (16.5)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: forms
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: server
resources:
  - uri: file:///r
    name: r
    elicitations:
      - name: ask
        mode: form
        message: Tell us more.
        requestedSchema:
          $componentRef: "#/components/schemas/ask"
components:
  schemas:
    ask:
      type: object
      properties: {}
      required:
        - ghost
`,
      finding: { path: '/resources/0/elicitations/0/requestedSchema', line: 18 },
    },
  ],
};

export default reference;
