import { describe, expect, it } from 'vitest';
import { phoneSearchRun, telHref, toE164 } from './phone';
import { normaliseWhatsapp } from './whatsapp';

describe('phone numbers in E.164', () => {
  it.each([
    // The trunk zero staff and visitors write after the country code, in every spelling seen.
    ['+254 (0) 722 111 222', '+254722111222'],
    ['+254 (0)722-111-222', '+254722111222'],
    ['+254 0722 111 222', '+254722111222'],
    ['+2540722111222', '+254722111222'],
    ['254 0722 111 222', '+254722111222'],
    ['00254 (0) 722 111 222', '+254722111222'],
    // National forms, read as Kenyan.
    ['0722 111 222', '+254722111222'],
    ['0722-111-222', '+254722111222'],
    ['0722.111.222', '+254722111222'],
    ['(0722) 111 222', '+254722111222'],
    ['722111222', '+254722111222'],
    ['254722111222', '+254722111222'],
    ['+254 722 111 222', '+254722111222'],
    ['0110 123 456', '+254110123456'],
    // Landlines can be called, though WhatsApp cannot reach them.
    ['020 123 4567', '+254201234567'],
    ['+254 (0) 20 123 4567', '+254201234567'],
    // Other countries keep their number; an explicit (0) is their trunk prefix too.
    ['+44 (0) 20 7946 0958', '+442079460958'],
    ['+256 772 123456', '+256772123456'],
    ['0044 7700 900123', '+447700900123'],
  ])('reads %s as %s', (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each(['', 'call me', '123', '0722 111 22', '+1234567890123456', '+254 722 111 222 ext 2', '+254 (1) 722 111 222'])(
    'cannot read %s',
    (typed) => {
      expect(toE164(typed)).toBeNull();
    },
  );

  it('WhatsApp takes a number written with the trunk zero', () => {
    expect(normaliseWhatsapp('+254 (0) 722 111 222')).toBe('+254 722 111 222');
    expect(normaliseWhatsapp('+254 0722 111 222')).toBe('+254 722 111 222');
    expect(normaliseWhatsapp('+254 (0) 20 123 4567')).toBeNull();
  });

  it('calls dial the E.164 number, or the digits typed when it cannot be read', () => {
    expect(telHref('+254 (0) 722 111 222')).toBe('tel:+254722111222');
    expect(telHref('0722 111 222')).toBe('tel:+254722111222');
    expect(telHref('+1 (555) 0100 ext 2')).toBe('tel:+155501002');
  });
});

describe('searching by a run of a phone number', () => {
  it.each([
    ['0722 111 222', '722111222'],
    ['+254 (0) 722', '722'],
    ['254722', '722'],
    ['00254 722 111', '722111'],
    ['111-222', '111222'],
    ['111 222', '111222'],
    ['(722) 111', '722111'],
    ['0958', '958'],
    ['254', '254'],
  ])('%s looks for the digits %s', (typed, run) => {
    expect(phoneSearchRun(typed)).toBe(run);
  });

  it.each(['Wanjiku', 'Wanjiku 0722', '12', 'kitchen 2024', ''])('%s is no phone search', (typed) => {
    expect(phoneSearchRun(typed)).toBeNull();
  });
});
