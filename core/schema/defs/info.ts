// Section 5: Info, Contact and License Objects.
import type { Defs } from '../types.ts';
import { closedObject, nonEmptyArray, ref } from './common.ts';

const uri = { type: 'string', format: 'uri' };

export const defs: Defs = {
  Info: closedObject(
    {
      name: { type: 'string', minLength: 1 },
      title: { type: 'string' },
      version: { type: 'string', minLength: 1 },
      id: { type: 'string' },
      description: { type: 'string' },
      icons: nonEmptyArray(ref('Icon')),
      websiteUrl: uri,
      contact: ref('Contact'),
      license: ref('License'),
    },
    { title: 'Info Object', required: ['name', 'version'], extensible: true },
  ),
  // Email values SHOULD conform to RFC 5322 (15.6): not a structural error.
  Contact: closedObject(
    { name: { type: 'string' }, url: uri, email: { type: 'string' } },
    { title: 'Contact Object', extensible: true },
  ),
  License: closedObject(
    { name: { type: 'string' }, url: uri },
    { title: 'License Object', required: ['name'], extensible: true },
  ),
};
