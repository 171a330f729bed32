import { describe, expect, it } from 'vitest';
import { reviewMail, type ReviewMailPayload } from './review-mail';

/**
 * A review e-mail's headers stay safe whatever staff typed into a page's
 * title: one line, nothing a mail client would decode, and exactly the one
 * recipient queued, whatever the words say.
 */
const opts = {
  to: 'owner@savannah.test',
  from: 'Site <no-reply@savannah.test>',
  messageId: '<review-1@savannah.test>',
  siteUrl: 'https://savannah.test',
};
const payload: ReviewMailPayload = {
  event: 'sent-back',
  kind: 'page',
  key: '/services/containers/public',
  title: 'Prices\r\nBcc: everyone@example.com =?UTF-8?B?DQpCY2M6IOKApg==?=',
  by: 'admin',
  comment: 'Line one.\nBcc: not a header, just words',
};

describe('a review e-mail', () => {
  it('keeps staff words out of address headers and the Subject on one line', () => {
    const mail = reviewMail(payload, opts);
    expect(mail.to).toEqual(['owner@savannah.test']);
    expect(mail).not.toHaveProperty('cc');
    expect(mail).not.toHaveProperty('bcc');
    expect(mail).not.toHaveProperty('replyTo');
    const subject = String(mail.subject);
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject).not.toContain('=?');
    expect(subject).toBe(
      'Sent back: Prices Bcc: everyone@example.com = ?UTF-8?B?DQpCY2M6IOKApg== ?= (/services/containers/public), by admin',
    );
    // The comment keeps its lines in the body, where they are only words.
    expect(String(mail.text)).toContain('Line one.\nBcc: not a header, just words');
    expect(String(mail.html)).not.toContain('<script');
    expect(String(mail.text)).toContain(
      'https://savannah.test/admin/pages/edit?path=%2Fservices%2Fcontainers%2Fpublic',
    );
  });

  it('escapes the words in its HTML', () => {
    const mail = reviewMail({ ...payload, title: '<b>Home</b>', comment: '<script>alert(1)</script>' }, opts);
    expect(String(mail.html)).toContain('&#60;script&#62;');
    expect(String(mail.html)).not.toContain('<script>');
    expect(String(mail.html)).not.toContain('<b>Home</b>');
  });
});
