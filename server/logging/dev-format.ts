import { Writable } from 'node:stream';
import { pathForLog } from './scrub';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

// Fields every line has, or that the formatter already wrote in its own words.
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
]);

type Entry = Record<string, unknown> & {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
};

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

/**
 * pino's JSON lines as one readable line each, for a developer's terminal: a request is one
 * line (`POST /api/auth/login 200 12.3 ms`) instead of an 'incoming request' and a 'request
 * completed' line with the method and path only on the first. Anything else keeps its message
 * and its extra fields as compact JSON. Lines that are not JSON pass through unchanged.
 */
export function devLogFormatter(out: (line: string) => void): Writable {
  const pending = new Map<string, string>();
  let buffered = '';
  const format = (line: string): string | null => {
    let entry: Entry;
    try {
      entry = JSON.parse(line) as Entry;
    } catch {
      return line;
    }
    const level = LEVELS[entry.level ?? 30] ?? String(entry.level);
    if (entry.msg === 'incoming request' && entry.reqId) {
      // The path alone, whatever the serializer upstream let through.
      pending.set(entry.reqId, `${entry.req?.method ?? ''} ${pathForLog(entry.req?.url)}`);
      return null;
    }
    if (entry.msg === 'request completed' && entry.reqId) {
      const request = pending.get(entry.reqId) ?? entry.reqId;
      pending.delete(entry.reqId);
      const ms =
        typeof entry.responseTime === 'number' ? ` ${entry.responseTime.toFixed(1)} ms` : '';
      return `${clock(entry.time)} ${level.padEnd(5)} ${request} ${entry.res?.statusCode ?? ''}${ms}`;
    }
    const extra = Object.fromEntries(Object.entries(entry).filter(([key]) => !SHOWN.has(key)));
    const rest = Object.keys(extra).length ? ` ${JSON.stringify(extra)}` : '';
    return `${clock(entry.time)} ${level.padEnd(5)} ${entry.msg ?? ''}${rest}`;
  };
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      buffered += chunk.toString('utf8');
      let end = buffered.indexOf('\n');
      while (end >= 0) {
        const line = format(buffered.slice(0, end));
        if (line !== null) out(line);
        buffered = buffered.slice(end + 1);
        end = buffered.indexOf('\n');
      }
      done();
    },
  });
}
