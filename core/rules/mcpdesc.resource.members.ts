// Rule mcpdesc.resource.members (spec 10.1.1, 10.2.1, 13.3).
import { duplicateTags } from '../model/tags.ts';
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.resource.members',
  title: 'Resources and Resource Templates have only their defined fields',
  sections: ['10.1.1', '10.2.1', '13.3'],
  anchors: ['req-entity-tags-shape', 'req-entity-tags-unique', 'req-resource-fields', 'req-resource-template-fields'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: ['/$defs/Resource', '/$defs/ResourceTemplate'],
  schemaRequirements: {
    '/$defs/Resource': 'req-resource-fields',
    '/$defs/Resource/properties/tags': 'req-entity-tags-shape',
    '/$defs/ResourceTemplate': 'req-resource-template-fields',
    '/$defs/ResourceTemplate/properties/tags': 'req-entity-tags-shape',
  },
  appliesTo: ['/resources/*', '/resourceTemplates/*'],
  // 13.3 req-entity-tags-unique (with a root catalogue): the declaration's own tags repeat no value.
  needs: ['resources', 'resourceTemplates'],
  check: ({ document }) => duplicateTags(document, ['resources', 'resourceTemplates']),
});
