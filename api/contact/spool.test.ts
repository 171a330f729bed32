import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';
import { addressKey, networkKey } from './address';
import { createContactSpool, SPOOL_LIMITS, type ContactSpool } from './spool';

/**
 * The contact spool against the real database of either engine: what it
 * keeps reaches the inbox with its notification queued, exactly once, even
 * when a drain is repeated after a crash that left the file behind.
 */
let t: TestApp;
let dir: string;
let spool: ContactSpool;
const lines: string[] = [];
let notifications = 0;
beforeEach(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'contact-spool-'));
  spool = makeSpool();
});
afterEach(async () => {
  await spool.stop();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

function makeSpool(maxMessages?: number) {
  return createContactSpool({
    maxMessages,
    dir,
    db: t.db,
    notify: () => (id) => `<inquiry-${id}.test@example.com>`,
    onStored: () => notifications++,
    log: (l) => lines.push(l),
  });
}

const entry = (i: number, extra: object = {}) => ({
  receivedAt: new Date(Date.now() - 60_000).toISOString(),
  sourceKey: 'address-key-1',
  spamReason: null,
  message: {
    name: `Visitor ${i}`,
    email: `v${i}@example.com`,
    phone: null,
    company: null,
    serviceInterest: null,
    budgetRange: null,
    preferredContactMethod: null,
    projectTimeline: null,
    message: `A wardrobe for the bedroom, please (${i}).`,
  },
  ...extra,
});

const inquiries = () => t.db.selectFrom('contactInquiries').select(['name', 'receiptId', 'status']).execute();

describe('a spool that started empty', () => {
  it('still drains what it keeps later, on the next try, without a restart', async () => {
    spool = createContactSpool({
      dir,
      db: t.db,
      notify: () => null,
      onStored: () => {},
      log: (l) => lines.push(l),
      retryMs: 20,
    });
    spool.start();
    // The drain at start found nothing: it must not be the answer to every later drain.
    expect(await spool.drain()).toBe(0);
    expect((await spool.keep(entry(41))).kind).toBe('kept');
    await expect.poll(() => spool.size, { timeout: 10_000, message: 'the kept message reached the inbox' }).toBe(0);
    expect((await inquiries()).map((i) => i.name)).toContain('Visitor 41');
  });
});
const outbox = () => t.db.selectFrom('notificationOutbox').select('inquiryId').execute();

describe(`contact spool on ${testEngine()}`, () => {
  it('writes one file per message, and a drain moves each into the inbox with its notification', async () => {
    const kept = await spool.keep(entry(1));
    expect(kept.kind).toBe('kept');
    expect(readdirSync(dir)).toEqual([`${(kept as { id: string }).id}.json`]);
    expect(await spool.drain()).toBe(1);
    expect(readdirSync(dir)).toEqual([]);
    expect(await inquiries()).toEqual([{ name: 'Visitor 1', receiptId: (kept as { id: string }).id, status: 'new' }]);
    expect(await outbox()).toHaveLength(1);
    expect(notifications).toBe(1);
  });

  it('stores a message once when its file outlives the insert (a crash before the removal)', async () => {
    const kept = await spool.keep(entry(1));
    const file = join(dir, `${(kept as { id: string }).id}.json`);
    const copy = join(tmpdir(), `spool-copy-${process.pid}-${Date.now()}.json`);
    copyFileSync(file, copy);
    await spool.drain();
    // The process died after the commit but before the unlink: the file is there at the next start.
    copyFileSync(copy, file);
    rmSync(copy);
    await spool.stop();
    spool = makeSpool();
    expect(spool.size).toBe(1);
    expect(await spool.drain()).toBe(0);
    expect(existsSync(file)).toBe(false);
    expect(await inquiries()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });

  it('keeps a spam verdict made on arrival: into Spam, with no notification', async () => {
    await spool.keep(entry(1, { spamReason: 'honeypot' }));
    await spool.drain();
    expect(await inquiries()).toEqual([{ name: 'Visitor 1', receiptId: expect.any(String), status: 'spam' }]);
    expect(await outbox()).toHaveLength(0);
  });

  it('applies the per-address limit to what it holds', async () => {
    for (let i = 0; i < SPOOL_LIMITS.perAddress; i++) expect((await spool.keep(entry(i))).kind).toBe('kept');
    expect((await spool.keep(entry(99))).kind).toBe('limited');
    expect((await spool.keep(entry(99, { sourceKey: 'another-address' }))).kind).toBe('kept');
  });

  it('cannot be filled from one network: an IPv6 /58 or a few dozen IPv4 addresses of one /24', async () => {
    // 64 /64s of one /58, each its own address for the inbox's limit: one /48 network for the spool.
    const v6 = Array.from({ length: 64 }, (_, i) => `2001:db8:1:${(0x40 + i).toString(16)}::1`);
    const kinds = [];
    for (const [i, ip] of v6.entries())
      kinds.push((await spool.keep(entry(i, { sourceKey: addressKey(ip), networkKey: networkKey(ip) }))).kind);
    expect(kinds.filter((k) => k === 'kept')).toHaveLength(SPOOL_LIMITS.perNetwork);
    const v4 = Array.from({ length: 50 }, (_, i) => `198.51.100.${i + 1}`);
    let kept = 0;
    for (const [i, ip] of v4.entries())
      if ((await spool.keep(entry(i, { sourceKey: addressKey(ip), networkKey: networkKey(ip) }))).kind === 'kept')
        kept++;
    expect(kept).toBe(SPOOL_LIMITS.perNetwork);
    // Everybody else still gets in.
    const visitor = '203.0.113.7';
    expect(
      (await spool.keep(entry(500, { sourceKey: addressKey(visitor), networkKey: networkKey(visitor) }))).kind,
    ).toBe('kept');
  });

  it('refuses a message beyond its size (full), and takes messages again once it has drained', async () => {
    await spool.stop();
    spool = makeSpool(2);
    expect((await spool.keep(entry(1))).kind).toBe('kept');
    expect((await spool.keep(entry(2, { sourceKey: 'another-address' }))).kind).toBe('kept');
    expect((await spool.keep(entry(3, { sourceKey: 'a-third-address' }))).kind).toBe('full');
    await spool.drain();
    expect((await spool.keep(entry(3, { sourceKey: 'a-third-address' }))).kind).toBe('kept');
  });

  it('drops a write cut off before its rename at start (the sender was never told it arrived)', async () => {
    writeFileSync(join(dir, '.0b0c3f7e-0000-4000-8000-000000000000.json.tmp'), '{"id":');
    await spool.stop();
    spool = makeSpool();
    expect(spool.size).toBe(0);
    await expect
      .poll(() => readdirSync(dir), { timeout: 10_000, message: 'the cut-off .tmp write was never removed' })
      .toEqual([]);
  });
});
