import { describe, expect, it } from 'vitest';
import { atHumanPace, expectNoErrors, hydrated, login, newPage, url } from './harness';
import { formatPa11y, pa11yErrors } from './pa11y';

/** The contact form: the seed's messages for invalid input, then a message that is sent and stored. */
async function openForm() {
  // The clock runs, and atHumanPace moves it on as if a person had taken their time.
  const page = await newPage({ width: 1280, clock: 'running' });
  await page.goto(url('/contact'));
  const form = page.locator('form.contact-form');
  await hydrated(form);
  return { page, form };
}

describe('contact form', () => {
  it('keeps what was filled in before its script woke (autofill right after load), through the next edits', async () => {
    // Autofill writes the fields without focusing them: nothing wakes the form until the visitor touches it.
    for (let round = 0; round < 3; round++) {
      const page = await newPage({ width: 1280, clock: 'running' });
      await page.goto(url('/contact'));
      const form = page.locator('form.contact-form');
      await page.evaluate(() => {
        const set = (name: string, value: string) => {
          const field = document.querySelector<HTMLInputElement>(`form.contact-form [name="${name}"]`)!;
          field.value = value;
          field.dispatchEvent(new Event('input', { bubbles: true }));
        };
        set('name', 'Jane Wanjiru');
        set('email', 'jane@example.co.ke');
        set('phone', '+254 712 345 678');
      });
      // The visitor then types the message: the form wakes, and the next edit re-renders every field.
      await form.getByLabel(/^Message/).click();
      await hydrated(form);
      await form.getByLabel(/^Message/).pressSequentially('We need a kitchen.');
      await form.getByLabel(/^Company/).fill('Wanjiru Academy');
      expect(await form.getByLabel(/^Full Name/).inputValue(), `round ${round}`).toBe('Jane Wanjiru');
      expect(await form.getByLabel(/^Email Address/).inputValue(), `round ${round}`).toBe('jane@example.co.ke');
      expect(await form.getByLabel(/^Phone Number/).inputValue(), `round ${round}`).toBe('+254 712 345 678');
      expectNoErrors(page);
      await page.close();
    }
  });

  it('shows the invalid messages on submit, marks the fields, and focuses the first', async () => {
    const { page, form } = await openForm();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.locator('.contact-form__error').first().waitFor();
    const errors = await form.locator('.contact-form__error').allTextContents();
    expect(errors).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Message must be at least 10 characters',
    ]);
    expect(await form.getByLabel(/^Full Name/).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    // The message is tied to its field for screen readers.
    const described = await form.getByLabel(/^Email Address/).getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe('Please enter a valid email address');
    expect(formatPa11y('/contact with its messages', await pa11yErrors(page))).toBe('');

    await form.getByLabel(/^Full Name/).fill('J');
    await form.getByLabel(/^Email Address/).fill('not-an-email');
    await form.getByLabel(/^Message/).fill('Too short');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await form.locator('.contact-form__error').allTextContents()).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Message must be at least 10 characters',
    ]);
    // Fixing a field clears its message.
    await form.getByLabel(/^Full Name/).fill('Jane Wanjiru');
    await form.getByLabel(/^Email Address/).fill('jane@example.co.ke');
    await form.getByLabel(/^Email Address/).blur();
    expect(await form.locator('.contact-form__error').allTextContents()).toEqual([
      'Message must be at least 10 characters',
    ]);
    expectNoErrors(page);
  });

  it("sends a valid message: 'Message Sent Successfully', the form resets, and the inquiry is stored", async () => {
    const { page, form } = await openForm();
    const stamp = `browser-suite ${Date.now()}`;
    await form.getByLabel(/^Full Name/).fill('Jane Wanjiru');
    await form.getByLabel(/^Email Address/).fill('jane@example.co.ke');
    await form.getByLabel(/^Phone Number/).fill('+254 712 345 678');
    await form.getByLabel(/^Company/).fill('Wanjiru Academy');
    await form.getByLabel(/^Service Interest/).selectOption({ label: 'Prefab Units' });
    await form.getByLabel(/^Message/).fill(`We need two prefab classrooms in Machakos by March. (${stamp})`);
    await atHumanPace(page);
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(res.status()).toBe(201);
    const toast = page.locator('.contact-form__toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Message Sent Successfully');
    expect(await toast.textContent()).toContain('Thank you for your inquiry! We will contact you soon.');
    expect(await form.getByLabel(/^Full Name/).inputValue()).toBe('');
    expect(await form.getByLabel(/^Message/).inputValue()).toBe('');
    expectNoErrors(page);

    // Stored: the admin inbox lists it.
    await login(page);
    const inbox = await page.request.get(url('/api/admin/inquiries'));
    expect(inbox.status()).toBe(200);
    expect(JSON.stringify(await inbox.json())).toContain(stamp);
  });

  it("a server failure shows the destructive 'Error Sending Message' toast and keeps what was typed", async () => {
    const { page, form } = await openForm();
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Service unavailable' }),
      }),
    );
    await form.getByLabel(/^Full Name/).fill('Otieno Ouma');
    await form.getByLabel(/^Email Address/).fill('otieno@example.co.ke');
    await form.getByLabel(/^Message/).fill('Quote for an office boardroom table for twelve, please.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.locator('.contact-form__toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Error Sending Message');
    expect(await form.getByLabel(/^Full Name/).inputValue()).toBe('Otieno Ouma');
  });

  it('on a phone the chat button steps aside while the form is on screen, so it never covers a select', async () => {
    const page = await newPage({ width: 390 });
    await page.goto(url('/contact'));
    const chat = page.locator('.chat-button');
    expect(await chat.isVisible(), 'at the top of the page').toBe(true);
    const select = page.locator('form.contact-form select').first();
    // The select at the foot of the screen, where the button floats.
    await select.evaluate((el) => {
      const r = el.getBoundingClientRect();
      window.scrollTo({ top: r.top + window.scrollY - (window.innerHeight - 70), behavior: 'instant' });
    });
    await expect.poll(() => chat.isVisible()).toBe(false);
    const hit = await select.evaluate((el) => {
      const r = el.getBoundingClientRect();
      // Where the chevron is: the select's right end, which the button used to cover.
      return document.elementFromPoint(r.right - 16, r.top + r.height / 2) === el;
    });
    expect(hit, 'a tap on the chevron reaches the select').toBe(true);
    expectNoErrors(page);
  });
});
