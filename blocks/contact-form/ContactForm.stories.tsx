import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
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

/**
 * Drives the form after mount (types, picks, submits) the way a visitor would,
 * with native events, so the state shows in Storybook and in the story tests alike.
 */
function setValue(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
const VISITOR = {
  name: 'Achieng Otieno',
  email: 'achieng@example.co.ke',
  serviceInterest: 'container',
  message: 'We need two prefab classrooms in Kitengela by March.',
};
function withVisitor(values: Partial<typeof VISITOR>): Decorator {
  return function Visitor(Story) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const form = ref.current?.querySelector('form');
      if (!form) return;
      for (const [name, value] of Object.entries(values)) {
        const el = form.elements.namedItem(name);
        if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
          setValue(el, value);
      }
      // Submit once React has re-rendered with the typed values.
      const t = setTimeout(() => form.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
      return () => clearTimeout(t);
    }, []);
    return (
      <div ref={ref}>
        <Story />
      </div>
    );
  };
}

/** The empty form; sending succeeds against the mocked API. */
export const Default: Story = {};

/** Submitting with too-short values: the seed's messages next to each field. */
export const ValidationErrors: Story = {
  decorators: [withVisitor({ name: 'A', email: 'achieng@', message: 'Quote?' })],
};

/** A sent message: the success toast, and the form is empty again. */
export const Sent: Story = {
  decorators: [withVisitor(VISITOR)],
};

/** The server refuses: the destructive toast carries its message; the form keeps what was typed. */
export const ServerError: Story = {
  decorators: [withVisitor(VISITOR)],
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
  decorators: [withVisitor(VISITOR)],
  parameters: {
    mockApi: { 'POST /api/contact': { status: 404, body: { error: 'No API endpoint POST /api/contact' } } },
  },
};

/** The form alone, without the contact facts column. */
export const FormOnly: Story = {
  args: { info: undefined, heading: 'Request a Quote', lead: undefined },
};
