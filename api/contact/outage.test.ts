import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { startTestSmtp, type TestSmtp } from '../../tests/support/smtp';
import { startPostgres, type TestPostgres } from '../../tests/support/postgres';

/**
 * No lead is lost: with PostgreSQL stopped, the public contact form still
 * answers that a message arrived, keeps it in the spool on the instance's
 * disk, and once the database is back (here after a restart of the app in
 * between) each message reaches the inbox and its notification the mailbox,
 * once. A PostgreSQL server of this file's own, since it is stopped mid-test.
 */
let pg: TestPostgres;
let smtp: TestSmtp;
beforeAll(async () => {
  pg = await startPostgres({ log: () => {} });
  smtp = await startTestSmtp();
}, 120_000);
afterAll(async () => {
  await smtp?.stop();
  await pg?.stop();
});

/** Waits up to `timeout` (20 s: a database coming back, a spool retried every 100 ms) for `done`, naming `what` if not. */
const waitFor = (what: string, done: () => Promise<boolean>, timeout = 20_000) =>
  vi.waitFor(
    async () => {
      if (!(await done())) throw new Error(`still waiting for ${what}`);
    },
    { timeout, interval: 50 },
  );

const message = (i: number) => ({
  name: `Visitor ${i}`,
  email: `visitor${i}@example.com`,
  message: `We need a kitchen fitted in Karen, message ${i}.`,
  elapsedMs: 20_000,
});

describe('contact messages while PostgreSQL is down', () => {
  it('keeps three messages through an outage and an app restart, then delivers each once', async () => {
    const mail = { smtpUrl: smtp.url, notifyTo: ['sales@example.com'], from: 'site@example.com' };
    const options = {
      database: { databaseUrl: pg.url },
      mail,
      keepData: true,
      contactSpoolRetryMs: 100,
      outbox: { intervalMs: 100 },
    };
    let first: TestApp | undefined = await createTestApp(options);
    const { config } = first;
    const spool = join(config.dataDir, 'contact-spool');
    let second: TestApp | undefined;
    try {
      pg.halt();
      for (const i of [1, 2, 3]) {
        const res = await first.request('POST', '/api/contact', { body: message(i), ip: `10.0.0.${i}` });
        expect(res.status, res.text).toBe(201);
        expect(res.json).toMatchObject({ message: expect.stringMatching(/^Thank you/), receipt: expect.any(String) });
      }
      // Honeypot filled: answered like the rest, kept, and it will land in Spam without an e-mail.
      const bot = await first.request('POST', '/api/contact', {
        body: { ...message(4), website: 'x' },
        ip: '10.0.0.4',
      });
      expect(bot.status).toBe(201);
      expect(readdirSync(spool).filter((f) => f.endsWith('.json'))).toHaveLength(4);

      // The app restarts while the database is still down; then the database comes back.
      await first.close();
      first = undefined;
      pg.resume();
      second = await createTestApp({ ...options, sameDataAs: { config } });
      const app = second;
      await waitFor(
        'the spool to drain',
        async () => readdirSync(spool).filter((f) => f.endsWith('.json')).length === 0,
      );
      const cookie = await app.login();
      const inbox = await app.request('GET', '/api/admin/inquiries?status=new', { cookie });
      expect(inbox.json.items.map((i: { name: string }) => i.name).sort()).toEqual([
        'Visitor 1',
        'Visitor 2',
        'Visitor 3',
      ]);
      const spam = await app.request('GET', '/api/admin/inquiries?status=spam', { cookie });
      expect(spam.json.items.map((i: { name: string }) => i.name)).toEqual(['Visitor 4']);

      await smtp.waitFor(3);
      // Once each: a drain that ran again would find every receipt id stored and send nothing more.
      await app.server.deps.contactSpool?.drain();
      await waitFor('the outbox to settle', async () => (await app.notifications.status()).queued === 0);
      expect(smtp.received).toHaveLength(3);
      const subjects = smtp.received.map((m) => m.header('subject') ?? '').sort();
      expect(subjects).toEqual([1, 2, 3].map((i) => expect.stringContaining(`Visitor ${i}`)));
    } finally {
      await first?.close();
      await second?.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('drains an instance that started with an empty spool, at the production retry interval, with no restart', async () => {
    // The normal case: nothing waited at start. A drain at start that found nothing once kept its settled
    // promise for good, so every later drain answered it and the leads stayed on disk until a restart.
    const mail = { smtpUrl: smtp.url, notifyTo: ['sales@example.com'], from: 'site@example.com' };
    const app = await createTestApp({ database: { databaseUrl: pg.url }, mail });
    const spool = join(app.config.dataDir, 'contact-spool');
    const before = smtp.received.length;
    try {
      expect(app.server.deps.contactSpool?.size).toBe(0);
      pg.halt();
      for (const i of [5, 6, 7]) {
        const res = await app.request('POST', '/api/contact', { body: message(i), ip: `10.0.1.${i}` });
        expect(res.status, res.text).toBe(201);
      }
      expect(readdirSync(spool).filter((f) => f.endsWith('.json'))).toHaveLength(3);
      pg.resume();
      // SPOOL_LIMITS.retryMs (5 s) between tries: the limit leaves room for a few of them on a busy machine.
      await waitFor(
        'the spool to drain at its own pace',
        async () => readdirSync(spool).filter((f) => f.endsWith('.json')).length === 0,
        60_000,
      );
      const cookie = await app.login();
      const inbox = await app.request('GET', '/api/admin/inquiries?status=new', { cookie });
      expect(inbox.json.items.map((i: { name: string }) => i.name)).toEqual(
        expect.arrayContaining(['Visitor 5', 'Visitor 6', 'Visitor 7']),
      );
      await smtp.waitFor(before + 3);
      const subjects = smtp.received.slice(before).map((m) => m.header('subject') ?? '');
      expect(subjects.sort()).toEqual([5, 6, 7].map((i) => expect.stringContaining(`Visitor ${i}`)));
    } finally {
      await app.close();
      rmSync(app.config.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
