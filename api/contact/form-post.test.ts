import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SITE, createTestApp, type TestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';

/**
 * The contact form sent by the browser itself (no script): the message is
 * stored and its notification queued, the answer is a page (303 to the
 * contact page's thank-you, or the form again with the problems at their
 * fields), and nothing the visitor typed lands in an address.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const post = (fields: Record<string, string>, headers: Record<string, string> = { origin: TEST_SITE }) =>
  t.app.request(`${TEST_SITE}/api/contact/form`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    redirect: 'manual',
  });

const good = {
  name: 'Wanjiku Kamau',
  email: 'wanjiku@example.co.ke',
  phone: '+254 722 111 222',
  company: '',
  serviceInterest: '',
  budgetRange: '',
  preferredContactMethod: '',
  projectTimeline: '',
  message: 'Two 40 ft container offices for a site in Athi River, please.',
  website: '',
  returnTo: '/contact',
};

describe(`the contact form without script (${testEngine()})`, () => {
  it('stores the message and answers 303 to the contact page’s thank-you, with no field in the address', async () => {
    const res = await post(good);
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toBe('/contact?sent=1#get-in-touch-form');
    expect(location).not.toMatch(/wanjiku|Athi/i);
    const cookie = await t.login();
    const inbox = await t.request('GET', '/api/admin/inquiries', { cookie });
    expect(JSON.stringify(inbox.json)).toContain('Wanjiku Kamau');
    const thanks = (await t.request('GET', '/contact?sent=1')).text;
    expect(thanks).toMatch(/class="contact-form__sent" role="status"/);
    expect((await t.request('GET', '/contact')).text).not.toContain('contact-form__sent');
  });

  it('answers the form again with what was typed and each problem at its field, storing nothing', async () => {
    const res = await post({ ...good, email: 'not-an-email', message: 'short' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('value="Wanjiku Kamau"');
    expect(html).toContain('value="not-an-email"');
    expect(html).toMatch(/aria-invalid="true"[^>]*name="email"|name="email"[^>]*aria-invalid="true"/);
    expect(html).toContain('class="contact-form__error"');
    const cookie = await t.login();
    expect(JSON.stringify((await t.request('GET', '/api/admin/inquiries', { cookie })).json)).not.toContain('Wanjiku');
  });

  it('keeps the spam rules: the hidden field files it as spam, a control character is refused at its field', async () => {
    expect((await post({ ...good, website: 'http://spam.example' })).status).toBe(303);
    const refused = await post({ ...good, name: 'Wanjiku\u0000Kamau' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('control character U+0000');
  });

  it('refuses a post from another site, or naming a page without the form', async () => {
    expect((await post(good, { origin: 'https://evil.example' })).status).toBe(403);
    const elsewhere = await post({ ...good, returnTo: '/gallery' });
    expect(elsewhere.status).toBe(400);
    expect((await post({ ...good, returnTo: 'https://evil.example/' })).status).toBe(400);
  });
});
