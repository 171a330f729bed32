import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger, requestLine, requestLog } from './logging';

describe('the request line', () => {
  it('is the line pino writes for the same fields, escaped like JSON', () => {
    const line = requestLine('ab12-3', 'GET', '/a "quoted"\\path/é', 200, 1.5);
    expect(line.endsWith('\n')).toBe(true);
    const parsed = JSON.parse(line);
    let written = '';
    const reference = pino({ base: undefined }, { write: (s: string) => void (written = s) });
    reference.info({ reqId: 'ab12-3', method: 'GET', path: '/a "quoted"\\path/é', status: 200, ms: 1.5 }, 'request');
    const expected = JSON.parse(written);
    expect(Object.keys(parsed)).toEqual(Object.keys(expected));
    expect({ ...parsed, time: 0 }).toEqual({ ...expected, time: 0 });
  });

  it('is written once per request by the production logger (through its destination)', async () => {
    const lines: string[] = [];
    const logger = createLogger();
    const app = new Hono().use('*', requestLog(logger)).get('/x', (c) => c.text('ok'));
    // The destination (sonic-boom on fd 1) is the logger's stream: catch what is written to it.
    const sink = (logger as unknown as Record<symbol, { write: (s: string) => boolean }>)[pino.symbols.streamSym];
    const sinkWrite = sink.write.bind(sink);
    sink.write = (s: string) => {
      lines.push(s);
      return true;
    };
    try {
      const res = await app.request('/x?secret=1', { headers: { 'x-request-id': 'proxy-7' } });
      expect(res.headers.get('x-request-id')).toBe('proxy-7');
    } finally {
      sink.write = sinkWrite;
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 30, reqId: 'proxy-7', method: 'GET', path: '/x', status: 200 });
    expect(lines[0]).not.toContain('secret');
  });
});
