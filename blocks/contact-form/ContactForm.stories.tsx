import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CONTACT_MESSAGES } from '../../contracts/contact-message-options';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { contactForm } from './index';
import { starter } from '../../site-config/starters/contact-form';

/** 'Get In Touch' on /contact: contact facts beside the working 'Send Us a Message' form. */
const meta = {
  title: 'Blocks/Contact form',
  component: blockComponent(contactForm),
  render: renderBlock(contactForm),
  args: starter,
  parameters: {
    mockApi: {
      'POST /api/contact': {
        status: 201,
        body: { message: 'Thank you for your inquiry! We will contact you soon.', id: 42 },
      },
    },
  },
} satisfies Meta<BlockArgs<typeof contactForm>>;

export default meta;
type Story = StoryObj<typeof meta>;

const VISITOR = {
  name: 'Achieng Otieno',
  email: 'achieng@example.co.ke',
  serviceInterest: 'container',
  message: 'We need two prefab classrooms in Kitengela by March.',
};

/** Types into each field and picks the service as a visitor would, then presses the send button. */
async function fillAndSend(canvasElement: HTMLElement, values: Partial<typeof VISITOR>) {
  const form = canvasElement.querySelector('form')!;
  for (const [name, value] of Object.entries(values)) {
    const el = form.elements.namedItem(name) as HTMLElement;
    if (el instanceof HTMLSelectElement) await userEvent.selectOptions(el, value);
    else await userEvent.type(el, value);
  }
  await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
}

/** The toast a send ends with, in the story's canvas. */
const toastSays = async (canvasElement: HTMLElement, text: string | RegExp) =>
  expect(await within(canvasElement).findByText(text, {}, { timeout: 5000 })).toBeTruthy();

/** The empty form; sending succeeds against the mocked API. */
export const Default: Story = {};

/** Submitting with too-short values: the seed's messages next to each field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, { name: 'A', email: 'achieng@', message: 'Quote?' });
    const canvas = within(canvasElement);
    for (const words of Object.values(CONTACT_MESSAGES)) expect(await canvas.findByText(words)).toBeTruthy();
    // Nothing was sent: what the visitor typed stays for them to correct.
    expect((canvas.getByLabelText(/Name/) as HTMLInputElement).value).toBe('A');
  },
};

/** A sent message: the success toast, and the form is empty again. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, VISITOR);
    await toastSays(canvasElement, 'Thank you for your inquiry! We will contact you soon.');
    expect((within(canvasElement).getByLabelText(/Name/) as HTMLInputElement).value).toBe('');
  },
};

/** The server refuses: the destructive toast carries its message; the form keeps what was typed. */
export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, VISITOR);
    await toastSays(canvasElement, 'Too many messages from this connection. Please call or e-mail us instead.');
    expect((within(canvasElement).getByLabelText(/Name/) as HTMLInputElement).value).toBe(VISITOR.name);
  },
  parameters: {
    mockApi: {
      'POST /api/contact': {
        status: 429,
        body: { error: 'Too many messages from this connection. Please call or e-mail us instead.' },
      },
    },
  },
};

/** The endpoint is missing or unreachable: an error toast, never a fake success. */
export const Unreachable: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, VISITOR);
    await toastSays(canvasElement, 'Error Sending Message');
    expect((within(canvasElement).getByLabelText(/Name/) as HTMLInputElement).value).toBe(VISITOR.name);
  },
  parameters: {
    mockApi: { 'POST /api/contact': { status: 404, body: { error: 'No API endpoint POST /api/contact' } } },
  },
};

/** The form alone, without the contact facts column. */
export const FormOnly: Story = {
  args: { info: undefined, heading: 'Request a Quote', lead: undefined },
};
