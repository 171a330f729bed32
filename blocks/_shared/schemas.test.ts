import { describe, expect, it } from 'vitest';
import { pageMeta } from '../../engine/page';
import { href } from './schemas';

/** Link fields take only what a visitor can safely follow; page files and admin edits alike. */
describe('link fields', () => {
  it.each([
    '/',
    '/contact',
    '/services/containers/public#specs',
    '/gallery?category=prefab-units',
    '#our-work',
    'https://wa.me/254722000123?text=Hi%20there',
    'http://example.co.ke',
    'mailto:sales@example.co.ke',
    'tel:+254722000123',
  ])('accepts %s', (value) => expect(href.safeParse(value).success).toBe(true));

  it.each([
    ['javascript:alert(1)', 'script'],
    ['JavaScript:alert(1)', 'script in capitals'],
    [' javascript:alert(1)', 'script after a space'],
    ['data:text/html,<script>alert(1)</script>', 'a data URL'],
    ['vbscript:msgbox(1)', 'another scheme'],
    ['//evil.example/login', 'another host, scheme-relative'],
    ['/\\evil.example', 'another host, by backslash'],
    ['/\tevil', 'a control character browsers drop'],
    ['/a b', 'a space'],
    ['#Top Section', 'an anchor that is not an id'],
    ['contact', 'a relative path'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (value) => {
    const r = href.safeParse(value);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('must be a site path (/...), an #anchor, or an http(s), mailto or tel URL');
  });

  it('holds the canonical link to a site path or an http(s) URL', () => {
    const meta = { title: 'T', description: 'x'.repeat(60), keywords: ['k'] };
    expect(pageMeta.safeParse({ ...meta, canonical: '/services/containers' }).success).toBe(true);
    expect(pageMeta.safeParse({ ...meta, canonical: 'https://www.savannahbuild.co.ke/' }).success).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example', 'data:,x'])
      expect(pageMeta.safeParse({ ...meta, canonical: bad }).success, bad).toBe(false);
  });
});
