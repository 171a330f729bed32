import { isIP } from 'node:net';
import { z } from 'zod';
import { ConfigError } from '../config-error';

/** How the server sends e-mail, from SMTP_URL, NOTIFY_TO and MAIL_FROM. */
export interface MailConfig {
  /** smtp://user:pass@host:port or smtps://...; null: no mail is sent. */
  smtpUrl: string | null;
  /** Staff who receive each inquiry, unless admin Settings names others. */
  notifyTo: string[];
  /** The sender: an address, or "Name <address>". */
  from: string;
}

const email = z.email();

/** The address inside `Name <address>`, or the whole text. */
const addressOf = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;

/**
 * A no-reply address at the site's host (the default sender). A site on an
 * IP address or a bare name (a test or an intranet server) has no mail
 * domain; it gets one under .localdomain, which SMTP servers accept as a
 * sender name on a local network.
 */
export function defaultFrom(siteUrl: string): string {
  const host = new URL(siteUrl).hostname.replace(/^www\./, '').replace(/^\[|\]$/g, '');
  const isIp = isIP(host) !== 0;
  return `no-reply@${!isIp && host.includes('.') ? host : `${isIp ? 'site' : host}.localdomain`}`;
}

/**
 * Reads the mail settings; a value that cannot work stops the start with a
 * message naming the variable (never echoing a password).
 */
export function loadMailConfig(env: NodeJS.ProcessEnv, siteUrl: string): MailConfig {
  const raw = env.SMTP_URL?.trim() || null;
  if (raw) {
    let url: URL | null = null;
    try {
      url = new URL(raw);
    } catch {
      /* reported below */
    }
    if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
      throw new ConfigError('SMTP_URL must look like smtp://user:pass@host:port or smtps://user:pass@host:port');
    }
  }
  const notifyTo = (env.NOTIFY_TO ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  for (const a of notifyTo)
    if (!email.safeParse(a).success)
      throw new ConfigError(`NOTIFY_TO: "${a}" is not an e-mail address (separate several with commas)`);
  const given = env.MAIL_FROM?.trim();
  if (given && (/[\r\n]/.test(given) || !email.safeParse(addressOf(given).trim()).success))
    throw new ConfigError(`MAIL_FROM: "${given}" is not an e-mail address`);
  const from = given || defaultFrom(siteUrl);
  return { smtpUrl: raw, notifyTo, from };
}

/** The SMTP server as staff may see it: protocol, host, port and user, never the password. */
export function describeSmtp(smtpUrl: string | null): string | null {
  if (!smtpUrl) return null;
  const u = new URL(smtpUrl);
  const port = u.port || (u.protocol === 'smtps:' ? '465' : '587');
  return `${u.protocol}//${u.username ? `${decodeURIComponent(u.username)}@` : ''}${u.hostname}:${port}`;
}

/** The domain part of the sender, for Message-IDs. */
export const senderDomain = (from: string) => addressOf(from).split('@')[1]?.trim() || 'localhost';
