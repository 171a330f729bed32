import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactDetailsData } from '../../contracts/contact-details';
import { BlockProviders, placeholderResolver } from '../../engine/context';
import { contactDefaults } from '../../site-config/company';
import { ContactInfo } from './ContactInfo';
import { schema } from './schema';

function setup(contact: Partial<ContactDetailsData> = {}, props: object = {}) {
  return render(
    <BlockProviders
      site={{ path: '/contact', contact: { ...contactDefaults, ...contact } }}
      media={placeholderResolver}
    >
      <ContactInfo {...schema.parse(props)} />
    </BlockProviders>,
  );
}

describe('contact-info', () => {
  it('shows the stored address, phone and e-mail as links', () => {
    setup({ phone: '+254 733 555 010', email: 'hello@savannahbuild.co.ke', addressLine1: 'Plot 12, Lunga Lunga Road' });
    expect(screen.getByText('Plot 12, Lunga Lunga Road')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+254 733 555 010' }).getAttribute('href')).toBe('tel:+254733555010');
    expect(screen.getByRole('link', { name: 'hello@savannahbuild.co.ke' }).getAttribute('href')).toBe(
      'mailto:hello@savannahbuild.co.ke',
    );
  });

  it('shows the stored business hours', () => {
    const { container } = setup();
    const hours = container.querySelector('dl')!;
    expect([...hours.querySelectorAll('div')].map((d) => d.textContent)).toEqual([
      'Monday - Friday8:00 AM - 6:00 PM',
      'Saturday9:00 AM - 4:00 PM',
      'SundayClosed',
    ]);
  });

  it('falls back to the free-text business hours when no row is stored', () => {
    const { container } = setup({
      mondayFriday: null,
      saturday: null,
      sunday: null,
      businessHours: 'Monday - Friday: 7:30 AM - 5:30 PM\nWeekends: By appointment',
    });
    expect(within(container.querySelector('dl')!).getByText('By appointment')).toBeTruthy();
  });

  it('shows no follow-us links when none is configured (the seed state)', () => {
    setup();
    expect(screen.queryByText('Follow Us')).toBeNull();
  });

  it('shows each configured social link, and only those', () => {
    setup({ facebookUrl: 'https://facebook.com/savannahbuild', instagramUrl: 'https://instagram.com/savannahbuild' });
    expect(screen.getByText('Follow Us')).toBeTruthy();
    const links = screen.getAllByRole('link').filter((a) => a.getAttribute('target') === '_blank');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://facebook.com/savannahbuild',
      'https://instagram.com/savannahbuild',
    ]);
    expect(screen.queryByText('LinkedIn')).toBeNull();
    expect(screen.queryByText('Twitter')).toBeNull();
  });

  it('uses the configured headings', () => {
    setup({}, { heading: 'Visit Our Yard' });
    expect(screen.getByRole('heading', { level: 2, name: 'Visit Our Yard' })).toBeTruthy();
  });
});
