import { EventEmitter } from 'node:events';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  /** MAIL FROM and RCPT TO: who the message was really delivered to. */
  envelope: { from: string; to: string[] };
  /** The user the client signed in as (AUTH), if it did. */
  user?: string;
  /** Header names lower-cased, each with every value it had (unfolded). */
  headers: Map<string, string[]>;
  header(name: string): string | undefined;
  raw: string;
}

function parse(raw: string, envelope: ReceivedMail['envelope'], user?: string): ReceivedMail {
  const end = raw.indexOf('\r\n\r\n');
  const head = (end === -1 ? raw : raw.slice(0, end)).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string[]>();
  for (const line of head.split('\r\n')) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const name = line.slice(0, i).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(i + 1).trim()]);
  }
  return { envelope, user, headers, header: (name) => headers.get(name.toLowerCase())?.[0], raw };
}

export interface TestSmtpOptions {
  /** Listen on this port (a restart after an outage); default: any free port. */
  port?: number;
  /** Require this user and password (AUTH PLAIN/LOGIN over the plain connection). */
  auth?: { user: string; pass: string };
}

/**
 * A real SMTP server on 127.0.0.1 for tests (the smtp-server package):
 * nodemailer talks the whole protocol to it, and the test reads what
 * arrived, the envelope included. `reject()` makes it answer DATA with an
 * error until `accept()`; `hold()` keeps it from answering until `release()`.
 */
export async function startTestSmtp(opts: TestSmtpOptions = {}) {
  const received: ReceivedMail[] = [];
  // Told of each message as it arrives, so waitFor answers on the arrival itself rather than by polling.
  const arrivals = new EventEmitter();
  let rejection: { code: number; text: string } | null = null;
  /** DATA answers waiting for release(), while the server is held. */
  let held: (() => void)[] | null = null;
  const server = new SMTPServer({
    disabledCommands: opts.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !opts.auth,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (opts.auth && auth.username === opts.auth.user && auth.password === opts.auth.pass)
        return cb(null, { user: auth.username });
      cb(Object.assign(new Error('535 Authentication failed'), { responseCode: 535 }));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const finish = () => {
          if (rejection) {
            const err: SMTPServerError = Object.assign(new Error(rejection.text), { responseCode: rejection.code });
            return cb(err);
          }
          received.push(
            parse(
              Buffer.concat(chunks).toString('utf8'),
              {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
              },
              typeof session.user === 'string' ? session.user : undefined,
            ),
          );
          arrivals.emit('mail');
          cb(null, `Message ${received.length} accepted`);
        };
        if (held) held.push(finish);
        else finish();
      });
    },
  });
  const port = await new Promise<number>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 0, '127.0.0.1', () => ok((server.server.address() as { port: number }).port));
  });
  return {
    port,
    url: opts.auth
      ? `smtp://${encodeURIComponent(opts.auth.user)}:${encodeURIComponent(opts.auth.pass)}@127.0.0.1:${port}`
      : `smtp://127.0.0.1:${port}`,
    received,
    /** Answer every DATA with this error (4xx: try later; 5xx: refused). */
    reject(code: number, text: string) {
      rejection = { code, text };
    },
    accept() {
      rejection = null;
    },
    /** Answer no DATA until release(): a server as slow as the test needs, whatever the machine's speed. */
    hold() {
      held ??= [];
    },
    /** How many messages wait for release() (each arrived whole; its answer is held). */
    heldCount: () => held?.length ?? 0,
    release() {
      const waiting = held ?? [];
      held = null;
      for (const answer of waiting) answer();
    },
    /** Resolves once `n` messages have arrived. */
    async waitFor(n: number, timeoutMs = 10_000) {
      if (received.length >= n) return received;
      await new Promise<void>((ok, fail) => {
        const arrived = () => {
          if (received.length < n) return;
          clearTimeout(limit);
          arrivals.off('mail', arrived);
          ok();
        };
        const limit = setTimeout(() => {
          arrivals.off('mail', arrived);
          fail(new Error(`expected ${n} message(s) within ${timeoutMs} ms, got ${received.length}`));
        }, timeoutMs);
        arrivals.on('mail', arrived);
      });
      return received;
    },
    stop: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;
