import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';
import { addressKey } from './address';
import { CONTACT_LIMITS } from './store';

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
const THANKS = 'Thank you for your inquiry! We will contact you soon.';

const rows = () => t.db.selectFrom('contactInquiries').select(['id', 'status', 'spamReason']).orderBy('id').execute();

describe('spam defences that cost a visitor nothing', () => {
  it('keeps a message that filled the hidden field in Spam, answered like any other', async () => {
    const res = await t.request('POST', '/api/contact', {
      body: { ...message, website: 'https://seo-offers.example' },
    });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(THANKS);
    expect(await rows()).toEqual([{ id: res.json.id, status: 'spam', spamReason: 'honeypot' }]);
    const cookie = await t.login();
    expect((await t.request('GET', '/api/admin/inquiries', { cookie })).json.items).toEqual([]);
    expect((await t.request('GET', '/api/admin/inquiries?status=inbox', { cookie })).json.items).toEqual([]);
    const spam = await t.request('GET', '/api/admin/inquiries?status=spam', { cookie });
    expect(spam.json.items).toMatchObject([
      { id: res.json.id, status: 'spam', spamReason: 'honeypot', notification: null },
    ]);
    expect((await t.request('GET', '/api/admin/inquiries/counts', { cookie })).json).toEqual({
      new: 0,
      read: 0,
      replied: 0,
      archived: 0,
      spam: 1,
    });
    // Staff can rescue it.
    expect(
      (await t.request('PATCH', `/api/admin/inquiries/${res.json.id}`, { cookie, body: { status: 'new' } })).json
        .status,
    ).toBe('new');
  });

  it('treats a form sent within seconds of the page opening as spam, and a person’s pace as a message', async () => {
    const fast = await t.request('POST', '/api/contact', { body: { ...message, elapsedMs: 1200 } });
    const human = await t.request('POST', '/api/contact', {
      body: { ...message, name: 'Otieno Odhiambo', elapsedMs: 14_000 },
    });
    const blank = await t.request('POST', '/api/contact', {
      body: { ...message, name: 'Amina Hassan', website: '   ', elapsedMs: 3000 },
    });
    expect([fast.status, human.status, blank.status]).toEqual([201, 201, 201]);
    expect(await rows()).toEqual([
      { id: fast.json.id, status: 'spam', spamReason: 'too-fast' },
      { id: human.json.id, status: 'new', spamReason: null },
      { id: blank.json.id, status: 'new', spamReason: null },
    ]);
    const bad = await t.request('POST', '/api/contact', { body: { ...message, elapsedMs: 'soon' } });
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toEqual([
      { field: 'elapsedMs', path: ['elapsedMs'], message: 'elapsedMs must be a number' },
    ]);
  });

  it('stores a repeated submission once and answers the repeat with the first copy', async () => {
    const first = await t.request('POST', '/api/contact', { body: message });
    const again = await t.request('POST', '/api/contact', {
      body: { ...message, email: 'Wanjiku@Example.co.ke', name: ' Wanjiku Kamau ' },
    });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    // Any field different is a new message.
    const corrected = await t.request('POST', '/api/contact', { body: { ...message, phone: '+254 711 222 333' } });
    expect(corrected.json.id).not.toBe(first.json.id);
    expect(await rows()).toHaveLength(2);
  });
});

/**
 * The flood: far more submissions from one address than the limit, 250 in
 * flight at once, so the limit is checked against concurrent writers. The
 * full 5,000 run once, on SQLite; on PostgreSQL, whose writers really do run
 * side by side, two waves of 250 prove the same (the first wave races for
 * the last places, the second finds none) in a tenth of the time.
 */
const FLOOD = testEngine() === 'sqlite' ? 5000 : 500;
const IN_FLIGHT = 250;

describe('the per-address limit', () => {
  it(`stores at most ${CONTACT_LIMITS.perAddress} of ${FLOOD.toLocaleString('en-GB')} submissions flooding in from one address; others are unaffected and the inbox holds only what was stored`, {
    timeout: 120_000,
  }, async () => {
    const ip = '203.0.113.9';
    const statuses: number[] = [];
    let retryAfter = '';
    for (let wave = 0; wave < FLOOD / IN_FLIGHT; wave++) {
      const answers = await Promise.all(
        Array.from({ length: IN_FLIGHT }, (_, i) =>
          t.request('POST', '/api/contact', {
            ip,
            body: { ...message, message: `Flood message ${wave * IN_FLIGHT + i}, please quote.` },
          }),
        ),
      );
      for (const a of answers) {
        statuses.push(a.status);
        if (a.status === 429) retryAfter = a.headers.get('retry-after') ?? '';
      }
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(CONTACT_LIMITS.perAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(FLOOD - CONTACT_LIMITS.perAddress);
    expect(Number(retryAfter)).toBeGreaterThan(3500);
    expect(Number(retryAfter)).toBeLessThanOrEqual(3600);
    // A refused submission writes nothing: what staff page through is what was stored, not the flood.
    expect(await rows()).toHaveLength(CONTACT_LIMITS.perAddress);

    const other = await t.request('POST', '/api/contact', { ip: '198.51.100.4', body: message });
    expect(other.status).toBe(201);
    const cookie = await t.login();
    const inbox = await t.request('GET', '/api/admin/inquiries', { cookie });
    expect(inbox.status).toBe(200);
    expect(inbox.json.items).toHaveLength(CONTACT_LIMITS.perAddress + 1);
  });

  it('is shared by every instance on the database', async () => {
    const a = await createTestApp();
    const b = await createTestApp({ sameDataAs: a });
    try {
      const ip = '203.0.113.77';
      const send = (app: TestApp, i: number) =>
        app.request('POST', '/api/contact', {
          ip,
          body: { ...message, message: `Message ${i} from one office, please quote.` },
        });
      const fromA: number[] = [];
      for (let i = 0; i < 15; i++) fromA.push((await send(a, i)).status);
      const fromB: number[] = [];
      for (let i = 15; i < 25; i++) fromB.push((await send(b, i)).status);
      expect(fromA.every((s) => s === 201)).toBe(true);
      expect(fromB).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('counts an IPv6 sender per /64 and never stores the address itself', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff:eeee:dddd:cccc'));
    expect(addressKey('2001:0db8:0001:0002::9')).toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::ffff:203.0.113.9')).toBe(addressKey('203.0.113.9'));
    expect(addressKey('203.0.113.9')).not.toBe(addressKey('203.0.113.10'));
    expect(addressKey('203.0.113.9')).toMatch(/^[0-9a-f]{32}$/);
  });
});
