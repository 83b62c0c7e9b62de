// Rule mcpdesc.tag.members (spec 13.1).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.tag.members',
  title: 'Tag Objects have a name and only their defined fields',
  sections: ['13.1'],
  anchors: ['req-tag-fields'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: ['/$defs/Tag'],
  schemaRequirements: {
    '/$defs/Tag': 'req-tag-fields',
  },
  appliesTo: ['/tags/*'],
});
