import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { me, renderAdmin } from '../../tests/support/admin/test-utils';
import { ContactSettings } from '../screens/contact-settings/ContactSettings';
import { NotificationSettings } from '../screens/notification-settings/NotificationSettings';
import { TimeZoneSettings } from '../screens/time-zone-settings/TimeZoneSettings';
import { AdminFrame } from './AdminFrame';

const editor = { admin: { ...me.admin, username: 'grace', role: 'editor' } };
const settings = (
  <AdminFrame>
    <ContactSettings heading="Settings" intro="Contact details." />
    <NotificationSettings heading="E-mail notifications" intro="Who is told." />
    <TimeZoneSettings heading="Time zone" intro="The admin’s clock." />
  </AdminFrame>
);

describe('an admin-only screen', () => {
  it('tells an editor once that only an admin can use it, not once per section', async () => {
    renderAdmin(settings, {
      route: '/admin/settings',
      api: { 'GET /api/admin/me': editor, 'GET /api/contact-details': { company_name: 'Savannah' } },
    });
    expect(await screen.findByText(/Only an admin can change the site’s settings/)).toBeTruthy();
    expect(screen.getAllByText(/^Only an admin can/)).toHaveLength(1);
  });
});
