import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter, useInRouterContext } from 'react-router-dom';
import type { AdminMe, AdminUserRow } from '../../../contracts/admin';
import type { Inquiry } from '../../../contracts/inquiries';
import type { ContactDetails } from '../../../contracts/contact-details';
import { contactDefaults } from '../../../site-config/company';
import { installMockApi, type MockApi } from '../../../.storybook/mock-api';
import { AdminFrame, AdminPlain } from '../../../admin/ui/AdminFrame';
import { AdminProviders } from '../../../admin/ui/providers';
import { resetToasts } from '../../../admin/data/toast-store';

/** A router at parameters.route unless the story already has one (the Storybook preview provides one; portable stories may not). */
function Routed({ route, children }: { route: string; children: ReactNode }) {
  return useInRouterContext() ? children : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
}

/**
 * Installs the story's mockApi itself: portable stories composed before
 * setProjectAnnotations runs (as in .storybook/stories.test.tsx) miss the
 * preview's decorator, and an unmocked call would reach the network.
 */
function mockApi(parameters: Record<string, unknown>) {
  const routes = parameters.mockApi as MockApi | undefined;
  installMockApi({
    'GET /api/contact-details': {
      facebook_url: null,
      twitter_url: null,
      whatsapp: contactDefaults.whatsapp,
      company_name: contactDefaults.companyName,
    },
    ...routes,
  });
  resetToasts();
}

/** Story decorators: each story gets its own query client and toast region, inside the admin frame or the plain layout. */
export const withAdminFrame: Decorator = (Story, ctx) => (
  mockApi(ctx.parameters),
  (
    <Routed route={(ctx.parameters.route as string) ?? '/admin/dashboard'}>
      <AdminProviders>
        <AdminFrame>
          <Story />
        </AdminFrame>
      </AdminProviders>
    </Routed>
  )
);

export const withAdminPlain: Decorator = (Story, ctx) => (
  mockApi(ctx.parameters),
  (
    <Routed route={(ctx.parameters.route as string) ?? '/admin'}>
      <AdminProviders>
        <AdminPlain>
          <Story />
        </AdminPlain>
      </AdminProviders>
    </Routed>
  )
);

/** Realistic API answers for stories and component tests. */
export const sample = {
  me: { admin: { username: 'admin', role: 'admin', email: null, reviewEmails: true } } satisfies AdminMe,
  users: [
    { id: 1, username: 'admin', role: 'admin', createdAt: '2024-03-04T06:15:00.000Z' },
    { id: 2, username: 'grace.wanjiru', role: 'admin', createdAt: '2024-05-20T09:42:00.000Z' },
    { id: 3, username: 'otieno', role: 'editor', createdAt: '2024-08-11T13:05:00.000Z' },
  ] satisfies AdminUserRow[],
  inquiries: [
    {
      id: 2,
      name: 'Amina Hassan',
      email: 'amina@example.com',
      phone: null,
      company: 'Hassan & Partners Advocates',
      message:
        'Looking for a 12-seater boardroom table and chairs in walnut for our Westlands office. Could you share a catalogue and lead times?',
      serviceInterest: 'furniture',
      budgetRange: 'KSh 500,000 - 1,000,000',
      preferredContactMethod: 'E-mail',
      projectTimeline: 'Within 2 months',
      status: 'new',
      spamReason: null,
      notification: {
        state: 'sent',
        attempts: 1,
        lastError: null,
        lastAttemptAt: '2024-09-02T07:30:02.000Z',
        nextAttemptAt: null,
        sentAt: '2024-09-02T07:30:02.000Z',
      },
      createdAt: '2024-09-02T07:30:00.000Z',
    },
    {
      id: 1,
      name: 'Otieno Odhiambo',
      email: 'otieno@example.co.ke',
      phone: '+254 711 222 333',
      company: 'Lakeview Academy',
      message:
        'We need four prefab classrooms for our Kisumu campus before the January intake. Can you visit the site next week and quote?',
      serviceInterest: 'container',
      budgetRange: null,
      preferredContactMethod: 'Phone',
      projectTimeline: 'Before January',
      status: 'replied',
      spamReason: null,
      notification: {
        state: 'failing',
        attempts: 3,
        lastError: 'connect ECONNREFUSED 10.0.0.5:587',
        lastAttemptAt: '2024-08-28T12:11:00.000Z',
        nextAttemptAt: '2024-08-28T12:11:30.000Z',
        sentAt: null,
      },
      createdAt: '2024-08-28T12:10:00.000Z',
    },
  ] satisfies Inquiry[],
  contactDetails: { id: 1, ...contactDefaults, updatedAt: '2024-09-01T08:00:00.000Z' } satisfies ContactDetails,
};
