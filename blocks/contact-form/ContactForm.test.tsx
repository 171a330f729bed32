import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockProviders, placeholderResolver } from '../../engine/context';
import { contactDefaults } from '../../site-config/company';
import { ContactForm } from './ContactForm';
import { schema } from './schema';
import { loadValidator } from './validator';

const props = schema.parse({
  info: {},
  budgetOptions: ['Under KES 500,000', 'KES 500,000 - 2 million'],
  contactMethodOptions: ['Email', 'Phone call', 'WhatsApp'],
  timelineOptions: ['As soon as possible', '1 - 3 months'],
});

function setup() {
  return render(
    <BlockProviders
      site={{ path: '/contact', contact: { ...contactDefaults, email: 'sales@savannahbuild.co.ke' } }}
      media={placeholderResolver}
    >
      <ContactForm {...props} />
    </BlockProviders>,
  );
}
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
function fillValid() {
  fireEvent.change(input(/Full Name/), { target: { value: 'Achieng Otieno' } });
  fireEvent.change(input(/Email Address/), { target: { value: 'achieng@example.co.ke' } });
  fireEvent.change(input(/Phone Number/), { target: { value: '+254 711 222 333' } });
  fireEvent.change(input(/Service Interest/), { target: { value: 'container' } });
  fireEvent.change(input(/^Message/), { target: { value: 'We need two prefab classrooms in Kitengela by March.' } });
}
// The zod/mini validator is a lazy chunk: let it load and the submit handler run on.
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await loadValidator();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
const mockFetch = (impl: () => Promise<Response>) => vi.spyOn(globalThis, 'fetch').mockImplementation(impl);
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('contact-form', () => {
  it('shows the seed messages next to each invalid field and sends nothing', async () => {
    const fetch = mockFetch(() => json(201, {}));
    setup();
    fireEvent.change(input(/Full Name/), { target: { value: 'A' } });
    fireEvent.change(input(/Email Address/), { target: { value: 'not-an-email' } });
    fireEvent.change(input(/^Message/), { target: { value: 'Too short' } });
    await submit();
    for (const [label, message] of [
      [/Full Name/, 'Name must be at least 2 characters'],
      [/Email Address/, 'Please enter a valid email address'],
      [/^Message/, 'Message must be at least 10 characters'],
    ] as const) {
      const el = input(label);
      expect(el.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(el.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    }
    expect(document.activeElement).toBe(input(/Full Name/));
    expect(input(/Phone Number/).getAttribute('aria-invalid')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks a field when the visitor leaves it (validator loaded on first focus)', async () => {
    setup();
    const name = input(/Full Name/);
    await act(async () => {
      fireEvent.focus(name);
      await loadValidator();
    });
    fireEvent.change(name, { target: { value: 'A' } });
    fireEvent.blur(name);
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('clears a message as soon as the field becomes valid', async () => {
    mockFetch(() => json(201, {}));
    setup();
    await submit();
    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy();
    fireEvent.change(input(/Full Name/), { target: { value: 'Achieng' } });
    expect(screen.queryByText('Name must be at least 2 characters')).toBeNull();
  });

  it('posts JSON with credentials, toasts success and resets the form', async () => {
    const fetch = mockFetch(() =>
      json(201, { message: 'Thank you for your inquiry! We will contact you soon.', id: 1 }),
    );
    setup();
    fillValid();
    await submit();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toMatchObject({
      name: 'Achieng Otieno',
      email: 'achieng@example.co.ke',
      phone: '+254 711 222 333',
      serviceInterest: 'container',
      company: null,
    });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Message Sent Successfully');
    expect(status.textContent).toContain('Thank you for your inquiry! We will contact you soon.');
    expect(input(/Full Name/).value).toBe('');
    expect(input(/^Message/).value).toBe('');
    expect(input(/Service Interest/).value).toBe('');
  });

  it('sends the two spam signals: the hidden field (empty for people) and how long the page was open', async () => {
    const fetch = mockFetch(() =>
      json(201, { message: 'Thank you for your inquiry! We will contact you soon.', id: 1 }),
    );
    vi.spyOn(performance, 'now').mockReturnValue(12_345.6);
    setup();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    // Hidden from people (off screen), from the keyboard and from screen readers.
    expect(trap.closest('[aria-hidden="true"]')?.className).toBe('contact-form__hp');
    expect(trap.tabIndex).toBe(-1);
    expect(trap.autocomplete).toBe('off');
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    fillValid();
    await submit();
    expect(JSON.parse((fetch.mock.calls[0] as [string, RequestInit])[1].body as string)).toMatchObject({
      website: '',
      elapsedMs: 12_346,
    });
    // A bot that fills every input fills this one too.
    fireEvent.change(trap, { target: { value: 'https://seo.example' } });
    fillValid();
    await submit();
    expect(JSON.parse((fetch.mock.calls[1] as [string, RequestInit])[1].body as string)).toMatchObject({
      website: 'https://seo.example',
    });
  });

  it("shows a destructive toast with the server's message and keeps what was typed", async () => {
    mockFetch(() => json(429, { error: 'Too many messages from this connection. Please call or e-mail us instead.' }));
    setup();
    fillValid();
    await submit();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('Error Sending Message'));
    expect(alert.textContent).toContain('Too many messages from this connection. Please call or e-mail us instead.');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(input(/Full Name/).value).toBe('Achieng Otieno');
    expect(input(/^Message/).value).toBe('We need two prefab classrooms in Kitengela by March.');
  });

  it("shows the server's field issues next to the fields", async () => {
    mockFetch(() =>
      json(400, {
        error: 'email: Please enter a valid email address',
        issues: [{ field: 'email', message: 'Please enter a valid email address' }],
      }),
    );
    setup();
    fillValid();
    await submit();
    await waitFor(() => expect(input(/Email Address/).getAttribute('aria-invalid')).toBe('true'));
  });

  it('shows the error toast on a network failure, never a fake success', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    setup();
    fillValid();
    await submit();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('Error Sending Message'));
    expect(alert.textContent).toContain('sales@savannahbuild.co.ke');
    expect(screen.queryByText('Message Sent Successfully')).toBeNull();
    expect(input(/Email Address/).value).toBe('achieng@example.co.ke');
  });

  it('treats a missing endpoint (404) or an HTML error page as a failure', async () => {
    mockFetch(() => Promise.resolve(new Response('<!doctype html><h1>Bad gateway</h1>', { status: 502 })));
    setup();
    fillValid();
    await submit();
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toContain(
        'Please check your connection and try again, or email us at sales@savannahbuild.co.ke.',
      ),
    );
  });

  it('shows one toast at a time, for 5000 ms, and it can be closed', async () => {
    mockFetch(() => json(500, { error: 'Something went wrong on our side. Please try again.' }));
    setup();
    fillValid();
    await submit();
    await screen.findByText('Something went wrong on our side. Please try again.');
    vi.useFakeTimers();
    await submit();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getAllByText('Error Sending Message')).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4900);
    });
    expect(screen.queryByText('Error Sending Message')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByText('Error Sending Message')).toBeNull();
    vi.useRealTimers();
    await submit();
    await screen.findByText('Error Sending Message');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Error Sending Message')).toBeNull();
  });

  it('offers the seed service interests and the grey e-mail box from the stored details', () => {
    const { container } = setup();
    const options = [...(input(/Service Interest/) as unknown as HTMLSelectElement).options].map((o) => [
      o.value,
      o.text,
    ]);
    expect(options.slice(1)).toEqual([
      ['container', 'Prefab Units'],
      ['interior', 'Interior Design'],
      ['furniture', 'Executive Furniture'],
      ['engineering', 'Engineering Services'],
      ['consultation', 'General Consultation'],
    ]);
    expect(container.querySelector('.contact-form__note')?.textContent).toBe('Email us at: sales@savannahbuild.co.ke');
    expect(screen.getByRole('heading', { level: 2, name: 'Get In Touch' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Send Us a Message' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Contact Information' })).toBeTruthy();
  });
});
