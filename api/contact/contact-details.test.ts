import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('contact details', () => {
  it('reads and replaces the full record; the public endpoint follows at once', async () => {
    const cookie = await t.login();
    const got = await t.request('GET', '/api/admin/contact-details', { cookie });
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({ id: 1, companyName: 'Savannah Build & Interiors', city: 'Nairobi' });
    const { id: _id, updatedAt: _u, ...record } = got.json;
    const put = await t.request('PUT', '/api/admin/contact-details', {
      cookie,
      body: {
        ...record,
        whatsapp: '+254 733 444 555',
        facebookUrl: 'https://facebook.com/savannahbuild',
        twitterUrl: '',
      },
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({
      whatsapp: '+254 733 444 555',
      facebookUrl: 'https://facebook.com/savannahbuild',
      twitterUrl: null,
    });
    const pub = await t.request('GET', '/api/contact-details');
    expect(pub.json).toEqual({
      facebook_url: 'https://facebook.com/savannahbuild',
      twitter_url: null,
      whatsapp: '+254 733 444 555',
      company_name: 'Savannah Build & Interiors',
    });
  });

  it('enforces the field limits, naming field and rule', async () => {
    const cookie = await t.login();
    const {
      id: _id,
      updatedAt: _u,
      ...record
    } = (await t.request('GET', '/api/admin/contact-details', { cookie })).json;
    const res = await t.request('PUT', '/api/admin/contact-details', {
      cookie,
      body: {
        ...record,
        phone: '1'.repeat(21),
        saturday: 'x'.repeat(51),
        addressLine1: ' ',
        facebookUrl: 'javascript:alert(1)',
      },
    });
    expect(res.status).toBe(400);
    const fields = res.json.issues.map((i: { field: string }) => i.field);
    expect(fields).toEqual(expect.arrayContaining(['phone', 'saturday', 'addressLine1', 'facebookUrl']));
    expect(res.json.error).toMatch(/saturday: must be at most 50 characters/);
  });

  it('stores WhatsApp numbers in international form and the hours once, as the day rows say', async () => {
    const cookie = await t.login();
    const {
      id: _id,
      updatedAt: _u,
      ...record
    } = (await t.request('GET', '/api/admin/contact-details', { cookie })).json;
    const put = await t.request('PUT', '/api/admin/contact-details', {
      cookie,
      body: {
        ...record,
        whatsapp: '0711 000 456',
        mondayFriday: '7:30 AM - 5:30 PM',
        saturday: '',
        sunday: 'Closed',
        businessHours: 'Open every day, all day',
      },
    });
    expect(put.status).toBe(200);
    expect(put.json.whatsapp).toBe('+254 711 000 456');
    expect(put.json.businessHours).toBe('Monday - Friday: 7:30 AM - 5:30 PM\nSunday: Closed');
    expect((await t.request('GET', '/api/contact-details')).json.whatsapp).toBe('+254 711 000 456');
    const refused = await t.request('PUT', '/api/admin/contact-details', {
      cookie,
      body: { ...record, whatsapp: '0711 000' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatch(/whatsapp: must be a mobile number WhatsApp can reach/);
  });
});
