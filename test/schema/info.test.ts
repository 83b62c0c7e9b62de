// Info, Contact and License Objects (5) and the Icon Object (Appendix A).
import { describe, expect, it } from 'vitest';
import { checkCase, documentWith, formats, type StructuralCase } from './helpers.ts';

const infoMembers = ['name', 'title', 'version', 'id', 'description', 'icons', 'websiteUrl', 'contact', 'license'];
const info = (extra: Record<string, unknown>) => ({ name: 'chess-coach', version: '2.1.0', ...extra });

const cases: StructuralCase[] = [
  {
    name: 'complete Info Object (5.4) with extensions on every eligible object',
    document: documentWith({
      info: info({
        title: 'Chess Coach',
        description: 'Analyze chess games',
        id: 'urn:mcp:chess-coach',
        icons: [
          { src: 'https://chess-coach.example.com/icons/icon-48.png', mimeType: 'image/png', sizes: ['48x48'] },
          { src: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', sizes: ['any'], theme: 'light', 'x-acme': 1 },
        ],
        websiteUrl: 'https://chess-coach.example.com',
        contact: { name: 'Team', url: 'https://example.com/chess', email: 'chess@example.com', 'x-acme': 'c' },
        license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT', 'x-acme': null },
        'x-acme-owner': { team: 'identity' },
      }),
    }),
    expected: [],
  },
  {
    name: 'Info missing name and version (5.1)',
    document: documentWith({ info: { title: 'x' } }),
    expected: [
      {
        rule: 'mcpdesc.info.members',
        path: '/info',
        detail: { kind: 'missing-member', member: 'name' },
        message: 'Info Object at info is missing required member "name"',
      },
      { rule: 'mcpdesc.info.members', path: '/info', detail: { kind: 'missing-member', member: 'version' } },
    ],
  },
  {
    name: 'Info is required (5)',
    document: { mcpdesc: '0.9.0', protocolVersions: ['2026-07-28'] },
    expected: [{ rule: 'mcpdesc.document.schema', path: '', detail: { kind: 'missing-member', member: 'info' } }],
  },
  {
    name: 'empty name and version (5.1)',
    document: documentWith({ info: { name: '', version: '' } }),
    expected: [
      {
        rule: 'mcpdesc.info.members',
        path: '/info/name',
        detail: { kind: 'constraint', keyword: 'minLength', limit: 1 },
        message: 'info.name must not be an empty string',
      },
      {
        rule: 'mcpdesc.info.members',
        path: '/info/version',
        detail: { kind: 'constraint', keyword: 'minLength', limit: 1 },
      },
    ],
  },
  {
    name: 'unknown Info member (3.9)',
    document: documentWith({ info: info({ homepage: 'https://example.com' }) }),
    expected: [
      {
        rule: 'mcpdesc.info.members',
        path: '/info/homepage',
        detail: { kind: 'unexpected-member', member: 'homepage', allowedMembers: infoMembers },
        message:
          'Unexpected member "homepage" in Info Object at info; allowed: name, title, version, id, description, icons, websiteUrl, contact, license, x-* extensions',
      },
    ],
  },
  {
    name: 'websiteUrl that is not a URI (15.6)',
    document: documentWith({ info: info({ websiteUrl: 'chess coach dot com' }) }),
    expected: [
      {
        rule: 'mcpdesc.info.members',
        path: '/info/websiteUrl',
        detail: { kind: 'constraint', keyword: 'format', format: 'uri' },
      },
    ],
  },
  {
    name: 'empty icons (3.3)',
    document: documentWith({ info: info({ icons: [] }) }),
    expected: [
      {
        rule: 'mcpdesc.info.members',
        path: '/info/icons',
        detail: { kind: 'constraint', keyword: 'minItems', limit: 1 },
      },
    ],
  },
  {
    name: 'Contact with an unknown member and a bad url (5.2)',
    document: documentWith({ info: info({ contact: { url: 'not a url', phone: '123' } }) }),
    expected: [
      {
        rule: 'mcpdesc.info.members',
        path: '/info/contact/url',
        detail: { kind: 'constraint', keyword: 'format', format: 'uri' },
      },
      {
        rule: 'mcpdesc.info.members',
        path: '/info/contact/phone',
        detail: { kind: 'unexpected-member', member: 'phone', allowedMembers: ['name', 'url', 'email'] },
      },
    ],
  },
  {
    name: 'Contact email is only a SHOULD (15.6): no structural error',
    document: documentWith({ info: info({ contact: { email: 'not-an-email' } }) }),
    expected: [],
  },
  {
    name: 'License without name (5.3)',
    document: documentWith({ info: info({ license: { url: 'https://opensource.org/licenses/MIT' } }) }),
    expected: [
      {
        rule: 'mcpdesc.info.members',
        path: '/info/license',
        detail: { kind: 'missing-member', member: 'name' },
        message: 'License Object',
      },
    ],
  },
  {
    name: 'Icon without src, with a bad theme and an unknown member (Appendix A)',
    document: documentWith({ info: info({ icons: [{ theme: 'blue', size: 48 }] }) }),
    expected: [
      { rule: 'mcp.icon.members', path: '/info/icons/0', detail: { kind: 'missing-member', member: 'src' } },
      {
        rule: 'mcp.icon.members',
        path: '/info/icons/0/theme',
        detail: { kind: 'invalid-value', allowedValues: ['light', 'dark'] },
      },
      {
        rule: 'mcp.icon.members',
        path: '/info/icons/0/size',
        detail: { kind: 'unexpected-member', member: 'size', allowedMembers: ['src', 'mimeType', 'sizes', 'theme'] },
      },
    ],
  },
  {
    name: 'Icon src that is not a URI and sizes of the wrong type',
    document: documentWith({ info: info({ icons: [{ src: 'icon.png', sizes: '48x48' }] }) }),
    expected: [
      {
        rule: 'mcp.icon.members',
        path: '/info/icons/0/src',
        detail: { kind: 'constraint', keyword: 'format', format: 'uri' },
      },
      {
        rule: 'mcp.icon.members',
        path: '/info/icons/0/sizes',
        detail: { kind: 'type-mismatch', expectedTypes: ['array'] },
      },
    ],
  },
];

describe('Info, Contact, License and Icon Objects', () => {
  for (const format of formats) {
    it.each(cases.map((c) => [c.name, c] as const))(`${format}: %s`, (_name, testCase) =>
      checkCase(testCase, format, expect),
    );
  }
});
