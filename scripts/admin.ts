import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../api/config';
import { hashPassword } from '../api/auth/passwords';
import { deleteUserSessions } from '../api/auth/sessions';
import { nowIso, type DB } from '../api/db';
import { openSiteDatabase } from '../app/database';
import { ADMIN_LIMITS, createUserInput } from '../contracts/admin';

const USAGE = `Usage:
  npm run admin:create -- <username> [--password <password>]
  npm run admin:reset-password -- <username> [--password <password>]

The password comes from --password, else ADMIN_PASSWORD, else a hidden prompt
(when run in a terminal); it needs at least ${ADMIN_LIMITS.passwordMin} characters. The database is
$DATA_DIR/site.db (default ./data).`;

class UsageError extends Error {}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { stdin, stdout } = process;
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const done = (fn: () => void) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      fn();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done(() => resolve(value));
        if (ch === '\u0003') return done(() => reject(new UsageError('Cancelled.')));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function choosePassword(flag: string | undefined, env: NodeJS.ProcessEnv): Promise<string> {
  if (flag !== undefined) return flag;
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY)
    throw new UsageError(
      'No password given: pass --password <password> or set ADMIN_PASSWORD (no terminal to prompt on).',
    );
  const first = await promptHidden(`New password (at least ${ADMIN_LIMITS.passwordMin} characters): `);
  const second = await promptHidden('Repeat the password: ');
  if (first !== second) throw new UsageError('The two passwords do not match. Nothing was changed.');
  return first;
}

/** The same rules as POST /api/admin/users, with the API's field-and-rule messages. */
function validate(username: string, password: string) {
  const parsed = createUserInput.safeParse({ username, password });
  if (!parsed.success) {
    throw new UsageError(parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join('\n'));
  }
  return parsed.data;
}

const findUser = (db: DB, username: string) =>
  db
    .selectFrom('adminUsers')
    .select(['id', 'username'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();

async function create(db: DB, username: string, password: string) {
  const data = validate(username, password);
  if (await findUser(db, data.username))
    throw new UsageError(
      `A user named "${data.username}" already exists. To change its password: npm run admin:reset-password -- ${data.username}`,
    );
  await db
    .insertInto('adminUsers')
    .values({ username: data.username, email: null, passwordHash: await hashPassword(data.password), role: 'admin' })
    .execute();
  return `Created admin user "${data.username}". Sign in at /admin/login.`;
}

async function resetPassword(db: DB, username: string, password: string) {
  const user = await findUser(db, username.trim());
  if (!user)
    throw new UsageError(
      `No admin user named "${username.trim()}". To create one: npm run admin:create -- ${username.trim()}`,
    );
  const data = validate(user.username, password);
  await db
    .updateTable('adminUsers')
    .set({ passwordHash: await hashPassword(data.password), updatedAt: nowIso() })
    .where('id', '=', user.id)
    .execute();
  // Anyone signed in with the old password is signed out.
  await deleteUserSessions(db, user.id);
  return `Changed the password of "${user.username}" and ended its sessions.`;
}

/**
 * One command, `create` or `reset-password`, with the command line's arguments
 * and environment; returns what to tell the person. The script below runs it;
 * tests call it in their own process (a fresh Node with tsx per call was most
 * of the time, and two of them ran past a test's 20 s on a busy machine).
 */
export async function runAdminCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, username] = positionals;
  if (values.help) return USAGE;
  if (command !== 'create' && command !== 'reset-password')
    throw new UsageError(`Unknown command "${command ?? ''}".\n\n${USAGE}`);
  if (!username?.trim()) throw new UsageError(`Which user? Give the username.\n\n${USAGE}`);
  const password = await choosePassword(values.password, env);
  const config = loadConfig(env);
  const database = await openSiteDatabase(config);
  const { db } = database;
  try {
    return await (command === 'create' ? create(db, username, password) : resetPassword(db, username, password));
  } finally {
    await database.close().catch(() => {});
  }
}

/** The command line's way of saying what went wrong: one line, exit code 1. */
export function adminCommandFailure(err: unknown): string {
  if (err instanceof UsageError) return `Error: ${err.message}`;
  if (
    err instanceof Error &&
    err.name === 'TypeError' &&
    'code' in err &&
    String(err.code).startsWith('ERR_PARSE_ARGS')
  )
    return `Error: ${err.message}\n\n${USAGE}`;
  return `Error: ${err instanceof Error ? err.message : String(err)}`;
}

// Run as a script (npm run admin:create …), not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runAdminCommand(process.argv.slice(2)).then(
    (out) => console.log(out),
    (err: unknown) => {
      console.error(adminCommandFailure(err));
      process.exit(1);
    },
  );
}
