import { isHttpUrl } from '@dl/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LINK_FIELDS } from './branding-fields.ts';
import * as contracts from './index.ts';
import type { RouteDef } from './route.ts';

/**
 * Every field of a request (body or query) whose name says it holds an address (or is one of the
 * branding settings' links): the table is the
 * data, and the walk over every route of the contracts must find exactly these, so a new URL field
 * cannot arrive without joining it (issue 13 point 10: an avatar_url of javascript: was stored).
 * `web`: an http(s) address; `uploaded`: an image uploaded to this site. The branding settings'
 * links (http(s) or mailto) and logos (uploaded or http(s)) are found by the same walk and refuse
 * the same addresses; their messages are checked in provider-branding.test.ts.
 */
type Kind = 'web' | 'uploaded';
const URL_FIELDS: Record<string, { kind: Kind; label: string }> = {
  'PATCH /api/v1/fid/:fidId/profile avatar_url': { kind: 'web', label: 'Avatar' },
  'POST /api/v1/fid/:fidId/fid-admin/events url': { kind: 'web', label: 'Online address' },
  'PUT /api/v1/fid/:fidId/fid-admin/events/:id url': { kind: 'web', label: 'Online address' },
  'POST /api/v1/fid/:fidId/fid-admin/resources url': { kind: 'web', label: 'Address' },
  'PUT /api/v1/fid/:fidId/fid-admin/resources/:id url': { kind: 'web', label: 'Address' },
  'PATCH /api/v1/fid/:fidId/issuers/companies/:issuerId logo': { kind: 'uploaded', label: 'Logo' },
  'PATCH /api/v1/fid/:fidId/issuers/companies/:issuerId logo_small': { kind: 'uploaded', label: 'Small Logo' },
  'PATCH /api/v1/fid/:fidId/issuers/companies/:issuerId background_image': {
    kind: 'uploaded',
    label: 'Background Image',
  },
  'POST /api/v1/fid/:fidId/issuers/opportunities logo': { kind: 'uploaded', label: 'Logo' },
  'PUT /api/v1/fid/:fidId/issuers/opportunities/:id logo': { kind: 'uploaded', label: 'Logo' },
};

/** Names of fields that hold an address (not ids, not counts). */
const URL_NAME = /(^|_)(url|link|links|website|href|logo|avatar|image|homepage)(_|$)|_url$/i;

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Each named leaf of a schema, with its path ("settings.issuer_terms"), through wrappers, unions and lists. */
function fieldsOf(schema: z.ZodType, path = ''): [string, z.ZodType][] {
  const def = defOf(schema);
  const inner = (key: string) => fieldsOf(def[key] as z.ZodType, path);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) => [
        [path ? `${path}.${key}` : key, child] as [string, z.ZodType],
        ...fieldsOf(child, path ? `${path}.${key}` : key),
      ]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner('innerType');
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    case 'array':
      return inner('element');
    case 'record':
      return inner('valueType');
    case 'union':
      return (def.options as z.ZodType[]).flatMap((o) => fieldsOf(o, path));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    default:
      return [];
  }
}

const routes = (Object.values(contracts) as unknown[]).filter(
  (v): v is RouteDef => typeof v === 'object' && v !== null && 'method' in v && 'url' in v && 'schema' in v,
);

function discovered(): Map<string, z.ZodType> {
  const found = new Map<string, z.ZodType>();
  for (const route of routes) {
    for (const part of [route.schema.body, route.schema.querystring]) {
      if (!part) continue;
      for (const [path, field] of fieldsOf(part)) {
        const name = path.split('.').pop() ?? path;
        const isLink = (LINK_FIELDS as readonly string[]).includes(name);
        if (!(URL_NAME.test(name) || isLink) || name.endsWith('_id')) continue;
        found.set(`${route.method} ${route.url} ${path}`, field);
      }
    }
  }
  return found;
}

/** Branding settings' links and logos (provider-branding.ts): checked through the same predicate. */
const brandingFields = (key: string) => key.includes('/branding');

const REFUSED = [
  'javascript:alert(1)',
  ' JavaScript:alert(document.cookie)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x',
  '/relative/path',
  'relative/path',
  'https://bank.example@evil.example/',
  'https://',
  'http:/evil.example',
  'https:\\\\evil.example',
  'https://exa mple.com',
  'https://example.com/\u0000',
];

describe('URL fields of the contracts', () => {
  it('are exactly the fields of the table (and the branding settings)', () => {
    const keys = [...discovered().keys()].filter((k) => !brandingFields(k));
    expect(keys.sort()).toEqual(Object.keys(URL_FIELDS).sort());
  });

  const all = [...discovered()];
  it.each(all)('%s refuses every scheme but http(s), and relative addresses', (key, field) => {
    for (const value of REFUSED) {
      const result = field.safeParse(value);
      expect(result.success, `${key} accepted ${JSON.stringify(value)}`).toBe(false);
    }
  });

  it.each(Object.entries(URL_FIELDS))('%s answers in words naming the field', (key, { kind, label }) => {
    const field = discovered().get(key) as z.ZodType;
    const result = field.safeParse('javascript:alert(1)');
    expect(result.error?.issues[0]?.message).toBe(
      kind === 'uploaded' ? `${label} should be an uploaded image` : `${label} is not url`,
    );
    const good =
      kind === 'uploaded'
        ? '/api/v1/public/branding-images/5a1b2c3d-4e5f-4a60-8b7c-9d0e1f2a3b4c'
        : 'https://www.example.com/path?q=1#top';
    expect(field.safeParse(good).success).toBe(true);
  });

  it('names the branding fields it found, so the walk reaches nested settings', () => {
    const branding = [...discovered().keys()].filter(brandingFields);
    expect(branding.some((k) => k.endsWith(' branding.logo_url'))).toBe(true);
    expect(branding.some((k) => k.endsWith('settings.issuer_terms'))).toBe(true);
  });
});

describe('isHttpUrl', () => {
  const cases: [string, boolean][] = [
    ['https://example.com', true],
    ['http://localhost:5173/a?b=c#d', true],
    ['HTTPS://EXAMPLE.COM/A@B', true],
    ['https://bücher.example/straße', true],
    ...REFUSED.map((v): [string, boolean] => [v, false]),
  ];
  it.each(cases)('%j: %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});
