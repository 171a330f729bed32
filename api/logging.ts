import type { Context, MiddlewareHandler } from 'hono';
import { pino, type Logger } from 'pino';
import { sourceStack } from '../platform/source-stack';

export type { Logger };

/**
 * Structured JSON logs (pino): one line per request with its id, method,
 * path, status and duration, and one per failure. Paths are logged without
 * their query string, and no header or body is ever logged, so passwords,
 * cookies and tokens cannot reach the log; the redaction below is a second
 * guard for anything passed in by mistake. Development gets pino-pretty's
 * readable lines; production writes JSON to stdout asynchronously.
 */
export function createLogger({
  dev = false,
  level = process.env.LOG_LEVEL ?? 'info',
}: {
  dev?: boolean;
  level?: string;
} = {}): Logger {
  const redact = {
    paths: [
      'password',
      '*.password',
      'cookie',
      '*.cookie',
      'headers.cookie',
      'headers.authorization',
      'token',
      '*.token',
    ],
    censor: '[redacted]',
  };
  if (dev)
    return pino({
      level,
      redact,
      transport: {
        target: 'pino-pretty',
        options: { colorize: true, singleLine: true, ignore: 'pid,hostname', translateTime: 'HH:MM:ss' },
      },
    });
  const destination = pino.destination({ dest: 1, sync: false });
  const logger = pino({ level, redact, base: undefined, serializers: { err: sourceMappedError } }, destination);
  requestSinks.set(logger, destination);
  return logger;
}

/**
 * Production loggers' destinations (sonic-boom, asynchronous), for the request
 * line: it is written straight there by a serializer that knows its five
 * fields, instead of through pino's generic one (object walk, redaction
 * paths), which was the largest single cost of a small API answer.
 */
const requestSinks = new WeakMap<Logger, { write(line: string): unknown }>();

/** One request line in pino's own JSON shape (level 30, time, fields, msg), from fields that need no redaction. */
export function requestLine(reqId: string, method: string, path: string, status: number, ms: number): string {
  return `{"level":30,"time":${Date.now()},"reqId":${JSON.stringify(reqId)},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms},"msg":"request"}\n`;
}

/**
 * pino's error fields, with the stack in the source's files and lines: production runs the compiled bundle
 * without Node's start-time source maps (platform/source-stack.ts says why), so its map is read here, on the
 * first failure logged.
 */
export function sourceMappedError(err: Error) {
  const fields = pino.stdSerializers.err(err);
  if (typeof fields.stack === 'string') fields.stack = sourceStack(fields.stack);
  return fields;
}

/** A logger that drops everything (tests, and scripts that print their own progress). */
export const silentLogger = (): Logger => pino({ level: 'silent' });

/** What a host does around each route, in two steps: before it runs, and once it has answered. */
export interface AroundRoute<T> {
  before(c: Context): T;
  after(c: Context, state: T): void;
}

/**
 * The request log's two steps (the host runs them in its one middleware, app/http-host.ts):
 * before the route, the request id, also sent as X-Request-Id; after it, the line.
 */
export function requestLogSteps(logger: Logger): AroundRoute<{ reqId: string; started: number }> {
  let seq = 0;
  const prefix = Math.random().toString(36).slice(2, 8);
  const sink = requestSinks.get(logger);
  return {
    before(c) {
      // A proxy's request id is kept (when it looks like one), so its log and ours line up.
      const given = c.req.header('x-request-id');
      const reqId = given && /^[\w.-]{1,64}$/.test(given) ? given : `${prefix}-${(++seq).toString(36)}`;
      c.set('reqId' as never, reqId as never);
      // Set before the route runs, so the answer is made with it (see securityHeaderSteps in api/security.ts);
      // an answer made without the context gets it on the finished answer.
      c.header('X-Request-Id', reqId);
      return { reqId, started: performance.now() };
    },
    after(c, { reqId, started }) {
      const made = c.res.headers;
      if (made.get('X-Request-Id') !== reqId) made.set('X-Request-Id', reqId);
      const ms = Math.round((performance.now() - started) * 10) / 10;
      if (sink) {
        if (logger.isLevelEnabled('info')) sink.write(requestLine(reqId, c.req.method, c.req.path, c.res.status, ms));
        return;
      }
      logger.info({ reqId, method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
    },
  };
}

/** Logs each request once it has its answer: reqId (also sent as X-Request-Id), method, path, status, ms. */
export function requestLog(logger: Logger): MiddlewareHandler {
  const steps = requestLogSteps(logger);
  return async (c, next) => {
    const state = steps.before(c);
    await next();
    steps.after(c, state);
  };
}
