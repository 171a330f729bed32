import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, contactMessageErrors, contactMessageInput } from './contact-message';

const valid = {
  name: 'Wanjiku Kamau',
  email: 'wanjiku@example.co.ke',
  message: 'We need a two-classroom prefab block in Machakos.',
};

describe('contact message schema', () => {
  it('accepts a valid message, trims, and turns empty optional fields into null', () => {
    const r = contactMessageInput.parse({
      ...valid,
      name: '  Wanjiku Kamau ',
      phone: '',
      company: null,
      serviceInterest: 'container',
    });
    expect(r).toEqual({
      ...valid,
      phone: null,
      company: null,
      serviceInterest: 'container',
      budgetRange: null,
      preferredContactMethod: null,
      projectTimeline: null,
    });
  });

  it('uses the seed messages word for word', () => {
    expect(contactMessageErrors({ name: 'A', email: 'nope', message: 'short' }).errors).toEqual({
      name: CONTACT_MESSAGES.name,
      email: CONTACT_MESSAGES.email,
      message: CONTACT_MESSAGES.message,
    });
    expect(CONTACT_MESSAGES).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters',
    });
  });

  it('gives the seed messages for missing or non-text required fields too', () => {
    expect(contactMessageErrors({}).errors).toEqual({
      name: CONTACT_MESSAGES.name,
      email: CONTACT_MESSAGES.email,
      message: CONTACT_MESSAGES.message,
    });
    expect(contactMessageErrors({ name: 42, email: [], message: {} }).errors).toMatchObject({
      name: CONTACT_MESSAGES.name,
    });
  });

  it('enforces the field limits', () => {
    const long = (n: number) => 'x'.repeat(n);
    const errors = contactMessageErrors({
      ...valid,
      name: long(101),
      email: `${long(250)}@example.com`,
      phone: long(21),
      company: long(256),
      serviceInterest: long(101),
      budgetRange: long(51),
      preferredContactMethod: long(51),
      projectTimeline: long(51),
      message: long(5001),
    }).errors;
    expect(Object.keys(errors ?? {}).sort()).toEqual(
      [
        'budgetRange',
        'company',
        'email',
        'message',
        'name',
        'phone',
        'preferredContactMethod',
        'projectTimeline',
        'serviceInterest',
      ].sort(),
    );
    expect(errors?.phone).toBe('Phone must be at most 20 characters');
  });

  it('ignores unknown keys and never throws on odd input', () => {
    expect(contactMessageErrors({ ...valid, extra: 'x' }).data).not.toHaveProperty('extra');
    for (const bad of [null, undefined, 'text', 5, []]) expect(contactMessageErrors(bad).errors).toBeTruthy();
  });
});
