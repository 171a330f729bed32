import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, newPage, url } from './harness';

/**
 * The admin keeps to its Content Security Policy, which allows no eval: a
 * library that compiles code at run time (or only tries whether it may) is
 * refused by the browser and logged as a violation on every load (Firefox
 * shows it in the console). Chromium reports such a refusal to the page as a
 * securitypolicyviolation event, and logs it.
 */
async function violations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const logged: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|unsafe-eval/i.test(m.text())) logged.push(m.text());
  });
  return async () => [
    ...((await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations)) ?? []),
    ...logged,
  ];
}

describe('the admin under its Content Security Policy', () => {
  it('starts without eval on the sign-in screen and the dashboard', async () => {
    const signedOut = await newPage({ width: 1366, allowFailures: ['/api/admin/me'] });
    const seenSignedOut = await violations(signedOut);
    await signedOut.goto(url('/admin/login'));
    await signedOut.getByLabel('Username').waitFor();
    // Typing and a failed sign-in run the form's checks, which parse with the contracts.
    await signedOut.getByLabel('Username').fill('nobody');
    await signedOut.getByLabel('Password').fill('wrong password');
    await signedOut.getByRole('button', { name: /sign in/i }).click();
    await signedOut.getByRole('alert').first().waitFor();
    expect(await seenSignedOut()).toEqual([]);

    const page = await newPage({ width: 1366 });
    const seen = await violations(page);
    await login(page);
    await page.goto(url('/admin'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seen()).toEqual([]);
  });
});
