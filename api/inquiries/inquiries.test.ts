import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const message = {
  name: 'Wanjiku Kamau',
  email: 'wanjiku@example.co.ke',
  message: 'We need a two-classroom prefab block in Machakos.',
};

describe('contact messages and the inquiries inbox', () => {
  it('stores a valid message (201) and lists it newest first', async () => {
    const first = await t.request('POST', '/api/contact', { body: message });
    expect(first.status).toBe(201);
    expect(first.json.message).toBe('Thank you for your inquiry! We will contact you soon.');
    await t.request('POST', '/api/contact', {
      body: { ...message, name: 'Otieno Odhiambo', serviceInterest: 'furniture', phone: '+254 711 222 333' },
    });
    const cookie = await t.login();
    const list = await t.request('GET', '/api/admin/inquiries', { cookie });
    expect(list.status).toBe(200);
    expect(list.json.items.map((i: { name: string }) => i.name)).toEqual(['Otieno Odhiambo', 'Wanjiku Kamau']);
    expect(list.json.nextCursor).toBeNull();
    expect(list.json.items[0]).toMatchObject({
      status: 'new',
      serviceInterest: 'furniture',
      phone: '+254 711 222 333',
      company: null,
    });
  });

  it('allows 20 messages an hour per connection, also when 40 arrive at once', async () => {
    // Forty different messages: identical ones would be stored once (duplicate suppression), which is not what this counts.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.request('POST', '/api/contact', {
          body: { ...message, message: `${message.message} (request ${i})` },
          ip: '10.3.3.3',
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20);
    expect(answers.find((a) => a.status === 429)!.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    const cookie = await t.login();
    expect((await t.request('GET', '/api/admin/inquiries', { cookie })).json.items).toHaveLength(20);
    expect((await t.request('POST', '/api/contact', { body: message, ip: '10.3.3.4' })).status).toBe(201);
  });

  it('validates with the seed messages, naming each field', async () => {
    const res = await t.request('POST', '/api/contact', { body: { name: 'A', email: 'nope', message: 'short' } });
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual([
      { field: 'name', path: ['name'], message: 'Name must be at least 2 characters' },
      { field: 'email', path: ['email'], message: 'Please enter a valid email address' },
      { field: 'message', path: ['message'], message: 'Message must be at least 10 characters' },
    ]);
  });

  it('marks replied, deletes, and answers 404/400 for unknown or bad ids', async () => {
    const { json } = await t.request('POST', '/api/contact', { body: message });
    const cookie = await t.login();
    const patched = await t.request('PATCH', `/api/admin/inquiries/${json.id}`, {
      cookie,
      body: { status: 'replied' },
    });
    expect(patched.status).toBe(200);
    expect(patched.json.status).toBe('replied');
    expect(
      (await t.request('PATCH', `/api/admin/inquiries/${json.id}`, { cookie, body: { status: 'yes' } })).json.error,
    ).toBe('status: must be one of new, read, replied, archived, spam');
    expect((await t.request('PATCH', '/api/admin/inquiries/999', { cookie, body: { status: 'replied' } })).status).toBe(
      404,
    );
    expect((await t.request('DELETE', `/api/admin/inquiries/${json.id}`, { cookie })).status).toBe(200);
    expect((await t.request('DELETE', `/api/admin/inquiries/${json.id}`, { cookie })).status).toBe(404);
    expect((await t.request('DELETE', '/api/admin/inquiries/0', { cookie })).status).toBe(400);
    expect((await t.request('GET', '/api/admin/inquiries', { cookie })).json).toEqual({ items: [], nextCursor: null });
  });
});
