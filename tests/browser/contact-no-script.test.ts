import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, baseUrl, browser, url, shot } from './harness';

/**
 * The contact form on a phone with scripting off (Opera Mini's data saver, a
 * script that failed to load): the browser posts it itself, the message
 * reaches the inbox, the visitor reads a thank-you, and nothing they typed
 * is in the address or the history.
 */
let page: Page;
beforeAll(async () => {
  const context = await (await browser()).newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
    baseURL: baseUrl,
  });
  page = await context.newPage();
});
afterAll(async () => {
  await page.context().close();
});

const form = () => page.locator('form.contact-form');

describe('the contact form without JavaScript, at 390 px', () => {
  it('shows the form again with the problem at its field and what was typed, when the e-mail is wrong', async () => {
    await page.goto(url('/contact'));
    await form()
      .getByLabel(/^Full Name/)
      .fill('Achieng Otieno');
    await form()
      .getByLabel(/^Email Address/)
      .fill('achieng.example.co.ke');
    await form()
      .getByLabel(/^Message/)
      .fill('A reception desk and six office chairs for our Kisumu branch.');
    await Promise.all([page.waitForURL('**/api/contact/form*'), form().getByRole('button', { name: /Send/ }).click()]);
    const email = form().getByLabel(/^Email Address/);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.inputValue()).toBe('achieng.example.co.ke');
    expect(
      await form()
        .getByLabel(/^Full Name/)
        .inputValue(),
    ).toBe('Achieng Otieno');
    expect(await page.locator('.contact-form__error').first().textContent()).toMatch(/email/i);
    // The answer opens at the form, not at the top of the page far above it.
    // (Read through the browser's protocol: the page itself runs no script.)
    await expect
      .poll(async () => {
        const box = await form().boundingBox();
        return !!box && box.y < 844 && box.y + box.height > 0;
      })
      .toBe(true);
    await shot(page, 'contact-no-script-error-390.png', { fullPage: false });
  });

  it('sends it: the message reaches the inbox, the page says thank you, the address holds nothing typed', async () => {
    await form()
      .getByLabel(/^Email Address/)
      .fill('achieng@example.co.ke');
    await Promise.all([page.waitForURL('**/contact?sent=1*'), form().getByRole('button', { name: /Send/ }).click()]);
    expect(page.url()).not.toMatch(/Achieng|Kisumu|example\.co\.ke/);
    const thanks = page.getByRole('status').filter({ hasText: 'Message Sent Successfully' });
    await thanks.waitFor();
    await expect
      .poll(async () => {
        const box = await page.locator('.contact-form__sent').boundingBox();
        return !!box && box.y >= 0 && box.y + box.height <= 844;
      })
      .toBe(true);
    await shot(page, 'contact-no-script-sent-390.png', { fullPage: false });
    const api = await (await browser()).newContext({ baseURL: baseUrl });
    try {
      const login = await api.request.post(url('/api/admin/login'), {
        data: { username: 'admin', password: adminPassword },
        headers: { Origin: baseUrl },
      });
      expect(login.status()).toBe(200);
      const inbox = await (await api.request.get(url('/api/admin/inquiries?q=Kisumu'))).json();
      expect(JSON.stringify(inbox)).toContain('Achieng Otieno');
    } finally {
      await api.close();
    }
  });
});
