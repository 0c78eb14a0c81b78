import { postJson } from './post-json.ts';

/** A submission waiting in the browser until the server has stored it. */
export interface OutboxItem {
  id: string;
  path: string;
  payload: unknown;
  attempts: number;
  /** when the next attempt is due (ms since the epoch) */
  nextAt: number;
}

export const OUTBOX_KEY = 'isp.outbox.v1';
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 10 * 60_000;

/** The wait before attempt `attempts + 1`: 5 s, 15 s, 45 s … at most 10 minutes. */
export const retryDelay = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 3 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);

/**
 * What an answer means for a waiting item. Stored (2xx): gone, never sent again. Refused for good
 * (4xx but 408 and 429; the form checked the same schema first, so only a changed server gets
 * here): gone too, as a retry cannot help. No answer, 408, 429 or 5xx: kept, retried later.
 */
export function afterAttempt(item: OutboxItem, status: number, now: number): OutboxItem | null {
  const retry = status === 0 || status === 408 || status === 429 || status >= 500;
  if (!retry) return null;
  const attempts = item.attempts + 1;
  return { ...item, attempts, nextAt: now + retryDelay(attempts) };
}

function read(): OutboxItem[] {
  try {
    const items: unknown = JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]');
    return Array.isArray(items) ? (items as OutboxItem[]) : [];
  } catch {
    return [];
  }
}
function write(items: OutboxItem[]) {
  try {
    if (items.length) localStorage.setItem(OUTBOX_KEY, JSON.stringify(items));
    else localStorage.removeItem(OUTBOX_KEY);
  } catch {
    // Storage full or disabled: nothing more can be kept.
  }
}

/** Updates one item in storage as it is now (another tab may have changed the others). */
function replace(id: string, next: OutboxItem | null) {
  write(read().flatMap((i) => (i.id !== id ? [i] : next ? [next] : [])));
}

// Tabs of one site share the storage: the lock lets one tab at a time send, so no two send the same item.
async function exclusive(work: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request(OUTBOX_KEY, work);
  else await work();
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends every item that is due, one by one, then waits for the next one due. */
export async function flushOutbox(): Promise<void> {
  clearTimeout(timer);
  await exclusive(async () => {
    for (const item of read()) {
      if (item.nextAt > Date.now()) continue;
      // The item's id goes as its Idempotency-Key: every attempt is the same submission to the server.
      const { status, ok } = await postJson(item.path, item.payload, item.id);
      replace(item.id, ok ? null : afterAttempt(item, status, Date.now()));
    }
  });
  const waiting = read();
  if (waiting.length) {
    const next = Math.min(...waiting.map((i) => i.nextAt));
    timer = setTimeout(() => void flushOutbox(), Math.max(next - Date.now(), 1_000));
  }
}

/** Keeps a submission in the browser and sends it now and, if that fails, again later. */
export function sendThroughOutbox(path: string, payload: unknown): Promise<void> {
  const id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  write([...read(), { id, path, payload, attempts: 0, nextAt: 0 }]);
  return flushOutbox();
}

/** On every page that ships scripts: send what an earlier visit left, now and when back online. */
export function resumeOutbox() {
  window.addEventListener('online', () => void flushOutbox());
  if (read().length) void flushOutbox();
}
