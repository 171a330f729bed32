import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { defaultFrom, describeSmtp, loadMailConfig, senderDomain } from './config';

describe('mail settings from the environment', () => {
  it('reads SMTP_URL, NOTIFY_TO and MAIL_FROM', () => {
    expect(
      loadMailConfig(
        {
          SMTP_URL: 'smtps://site%40savannah.test:s3cret@mail.savannah.test:465',
          NOTIFY_TO: ' sales@savannah.test, office@savannah.test ,',
          MAIL_FROM: 'Savannah Website <no-reply@savannah.test>',
        },
        'https://savannah.test',
      ),
    ).toEqual({
      smtpUrl: 'smtps://site%40savannah.test:s3cret@mail.savannah.test:465',
      notifyTo: ['sales@savannah.test', 'office@savannah.test'],
      from: 'Savannah Website <no-reply@savannah.test>',
    });
  });

  it('sends nothing when SMTP_URL is unset, and defaults the sender to a no-reply address at the site', () => {
    expect(loadMailConfig({}, 'https://www.savannahbuild.co.ke')).toEqual({
      smtpUrl: null,
      notifyTo: [],
      from: 'no-reply@savannahbuild.co.ke',
    });
    expect(loadConfig({ PORT: '3000' }).mail).toEqual({
      smtpUrl: null,
      notifyTo: [],
      from: 'no-reply@localhost.localdomain',
    });
    expect(defaultFrom('http://127.0.0.1:4000')).toBe('no-reply@site.localdomain');
    expect(defaultFrom('http://[::1]:4000')).toBe('no-reply@site.localdomain');
  });

  it('stops the start with a clear message for a value that cannot work, never echoing a password', () => {
    expect(() =>
      loadMailConfig({ SMTP_URL: 'http://user:hunter2@mail.savannah.test' }, 'https://savannah.test'),
    ).toThrow('SMTP_URL must look like smtp://user:pass@host:port or smtps://user:pass@host:port');
    expect(() => loadMailConfig({ SMTP_URL: 'not a url hunter2' }, 'https://savannah.test')).toThrow(
      /^SMTP_URL must look like/,
    );
    // A ConfigError: the server stops with that one line, not a stack trace.
    expect(() => loadConfig({ SMTP_URL: 'http://x' })).toThrow(ConfigError);
    try {
      loadMailConfig({ SMTP_URL: 'ftp://u:hunter2@x' }, 'https://savannah.test');
    } catch (e) {
      expect((e as Error).message).not.toContain('hunter2');
    }
    expect(() => loadMailConfig({ NOTIFY_TO: 'sales@savannah.test, nobody' }, 'https://savannah.test')).toThrow(
      'NOTIFY_TO: "nobody" is not an e-mail address (separate several with commas)',
    );
    expect(() => loadMailConfig({ MAIL_FROM: 'Website <nope>' }, 'https://savannah.test')).toThrow(
      'MAIL_FROM: "Website <nope>" is not an e-mail address',
    );
  });

  it('shows the server without its password', () => {
    expect(describeSmtp('smtps://site%40savannah.test:s3cret@mail.savannah.test')).toBe(
      'smtps://site@savannah.test@mail.savannah.test:465',
    );
    expect(describeSmtp('smtp://mail.savannah.test')).toBe('smtp://mail.savannah.test:587');
    expect(describeSmtp('smtp://u:p@127.0.0.1:2525')).toBe('smtp://u@127.0.0.1:2525');
    expect(describeSmtp(null)).toBeNull();
    expect(senderDomain('Savannah <no-reply@savannah.test>')).toBe('savannah.test');
  });
});
