import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db';
import { databaseTarget, siteMigrations } from '../../app/database';
import { testDatabase, testEngine } from '../../tests/support/database';

/**
 * The outbox learning a second kind of message (review e-mails) keeps what a
 * running site had queued: an inquiry's row stays, unsent rows still go, and
 * new rows number after the old ones (SQLite rebuilds the table to let a
 * row name no inquiry).
 */
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe(`migration 0345: review e-mails in the outbox (${testEngine()})`, () => {
  it('keeps the queued inquiry notifications and their numbering, and lets a row name no inquiry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-migration-'));
    dirs.push(dir);
    const target = databaseTarget({ dataDir: dir, ...testDatabase() });
    const { '0345_review_mail': _later, ...before } = siteMigrations;
    const old = await openDatabase(target, before);
    const at = '2026-11-30T08:00:00.000Z';
    try {
      await old.db
        .insertInto('adminUsers')
        .values({ username: 'grace', email: 'grace@savannah.test', passwordHash: 'x', role: 'editor' } as never)
        .execute();
      const inquiry = await old.db
        .insertInto('contactInquiries')
        .values({
          name: 'Wanjiku',
          email: 'w@example.co.ke',
          message: 'A prefab block, please.',
          spamReason: null,
          sourceKey: null,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await old.db
        .insertInto('notificationOutbox')
        .values({
          inquiryId: inquiry.id,
          messageId: '<inquiry-1.abc@savannah.test>',
          status: 'queued',
          attempts: 2,
          nextAttemptAt: at,
          createdAt: at,
          lastError: '421 try later',
        } as never)
        .execute();
    } finally {
      await old.close();
    }
    const now = await openDatabase(target, siteMigrations);
    try {
      const rows = await now.db.selectFrom('notificationOutbox').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: 'inquiry',
        messageId: '<inquiry-1.abc@savannah.test>',
        status: 'queued',
        attempts: 2,
        lastError: '421 try later',
        recipient: null,
        payload: null,
      });
      const review = await now.db
        .insertInto('notificationOutbox')
        .values({
          kind: 'review',
          inquiryId: null,
          recipient: 'owner@savannah.test',
          payload: '{}',
          messageId: '<review-1@savannah.test>',
          status: 'queued',
          attempts: 0,
          nextAttemptAt: at,
          createdAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(review.id).toBeGreaterThan(rows[0]!.id);
      // Every account had them on from the start: its owner turns them off.
      const staff = await now.db.selectFrom('adminUsers').select(['username', 'reviewEmails']).execute();
      expect(staff).toEqual([{ username: 'grace', reviewEmails: 1 }]);
    } finally {
      await now.close();
    }
  });
});
