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
  return createHash('sha256')
    .update(`contact-address:${prefixOf(ip, 4, 64)}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * The sender's address cut to a prefix, as text: an IPv6 address to its first `groups` groups (written
 * out in full, leading zeros dropped, so every spelling of one network gives one text), an IPv4 address
 * (or an IPv4-mapped IPv6 one) as it is, or to its first three bytes with `v4Bytes` 3.
 */
function prefixOf(ip: string, groups: number, bits: number, v4Bytes = 4): string {
  const net = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIPv6(net)) return v4Bytes === 4 ? net : `${net.split('.').slice(0, v4Bytes).join('.')}.0/${v4Bytes * 8}`;
  const [head, tail = ''] = net.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const all = net.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${all
    .slice(0, groups)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/${bits}`;
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
  return createHash('sha256')
    .update(`contact-network:${prefixOf(ip, 3, 48, 3)}`)
    .digest('hex')
    .slice(0, 32);
}
