import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/types';

/**
 * The key the per-address limit counts under: a hash of the sender's network
 * address, so the table never holds a readable IP. IPv6 counts per /64, the
 * block one home or phone connection gets, since a script can walk through
 * the addresses inside it at will.
 */
export function addressKey(ip: string): string {
  let net = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv6(net)) {
    const [head, tail = ''] = net.split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = net.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
    net = `${groups
      .slice(0, 4)
      .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  }
  return createHash('sha256').update(`contact-address:${net}`).digest('hex').slice(0, 32);
}

/**
 * Serialises submissions from one address for the rest of the transaction,
 * so counting them and storing one is atomic. SQLite needs nothing: the
 * counting INSERT is one statement, which holds the database's single write
 * lock throughout. PostgreSQL runs statements side by side, so it takes a
 * transaction-scoped advisory lock on the key first.
 */
export async function lockAddress(trx: Kysely<Database>, key: string) {
  if (dialectOf(trx) === 'postgres')
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`contact:${key}`}))`.execute(trx);
}

/**
 * The key of the sender's wider network: IPv4 per /24 and IPv6 per /48 (a site's or a provider's
 * customer's block). The spool counts it so that one network cannot fill the spool that every visitor
 * shares while the database is away; the inbox's own limit stays per address.
 */
export function networkKey(ip: string): string {
  let net = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv6(net)) {
    const [head, tail = ''] = net.split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = net.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
    net = `${groups
      .slice(0, 3)
      .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
      .join(':')}::/48`;
  } else {
    net = `${net.split('.').slice(0, 3).join('.')}.0/24`;
  }
  return createHash('sha256').update(`contact-network:${net}`).digest('hex').slice(0, 32);
}
