import { describe, expect, it } from 'vitest';
import { contactDetailsInput } from './contact-details';
import { normaliseWhatsapp, whatsappLink } from './whatsapp';

describe('WhatsApp numbers', () => {
  it.each([
    ['0711 000 456', '+254 711 000 456'],
    ['0711000456', '+254 711 000 456'],
    ['711000456', '+254 711 000 456'],
    ['0110 123 456', '+254 110 123 456'],
    ['254711000456', '+254 711 000 456'],
    ['+254 (711) 000-456', '+254 711 000 456'],
    ['00254711000456', '+254 711 000 456'],
    ['+256 772 123456', '+256772123456'],
    ['+44 7700 900123', '+447700900123'],
  ])('reads %s as %s', (typed, stored) => {
    expect(normaliseWhatsapp(typed)).toBe(stored);
  });

  it.each([
    '0711 000 45', // one digit short
    '+254 20 123 4567', // a Nairobi landline
    '123',
    '+1234567890123456', // longer than E.164 allows
    'call me',
    '+254 711 000 456 ext 2',
  ])('refuses %s', (typed) => {
    expect(normaliseWhatsapp(typed)).toBeNull();
  });

  it('links to the digits only', () => {
    expect(whatsappLink('+254 711 000 456')).toBe('https://wa.me/254711000456');
  });

  it('settings store the international form and refuse what cannot be one, naming the rule', () => {
    const base = { companyName: 'Savannah', email: 'a@b.co', phone: '+254 722 000 123', addressLine1: 'Mombasa Rd' };
    const ok = contactDetailsInput.safeParse({ ...base, whatsapp: '0711 000 456' });
    expect(ok.success && ok.data.whatsapp).toBe('+254 711 000 456');
    const bad = contactDetailsInput.safeParse({ ...base, whatsapp: '0711 000' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['whatsapp'],
      message: expect.stringMatching(/\+254 711 000 456/),
    });
  });
});

describe('WhatsApp numbers written with the trunk zero', () => {
  it.each([
    ['+254 (0) 722 111 222', '+254 722 111 222'],
    ['+254 0722 111 222', '+254 722 111 222'],
    ['254 0722 111 222', '+254 722 111 222'],
  ])('reads %s as %s', (typed, stored) => {
    expect(normaliseWhatsapp(typed)).toBe(stored);
  });
});
