// Section 13.1: Tag Object. Uniqueness of names and references to them are semantic (13.2, 13.3).
import type { Defs } from '../types.ts';
import { closedObject } from './common.ts';

export const defs: Defs = {
  Tag: closedObject(
    { name: { type: 'string' }, description: { type: 'string' } },
    { title: 'Tag Object', required: ['name'], extensible: true },
  ),
};
