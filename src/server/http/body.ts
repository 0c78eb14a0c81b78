import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Socket } from 'node:net';
import type { z } from 'zod';
import { MAX_JSON_BYTES } from '../../lib/constants.ts';
import { accepted, maxUploadBytes } from './upload-limit.ts';
import { ApiError, validationError } from './errors.ts';

export type Input = Record<string, unknown>;

/** How deep request JSON may nest: every form is flat and the admin's lists one level down. */
export const MAX_JSON_DEPTH = 16;
/** Fields in one multipart or URL-encoded form (the admin's largest has a few dozen, lists included). */
export const MAX_FORM_FIELDS = 500;
/** Fields in a visitor's form (booking, the largest, has a dozen and the honeypot). */
export const MAX_PUBLIC_FORM_FIELDS = 50;

const isMultipart = (c: Context) => /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');

/** Caps every body: small for JSON and forms, MAX_UPLOAD_MB plus form overhead for uploads. */
export function limitBody(): MiddlewareHandler {
  const small = bodyLimit({
    maxSize: MAX_JSON_BYTES,
    onError: tooLarge(`The request is too large (at most ${MAX_JSON_BYTES / 1024} KB).`),
  });
  const upload = bodyLimit({
    maxSize: maxUploadBytes() + 256 * 1024,
    onError: () => tooLarge(`The upload is too large. ${accepted()}`)(),
  });
  return (c, next) => (isMultipart(c) ? upload(c, next) : small(c, next));
}

/**
 * How a connection whose request was answered before its body arrived is closed, as nginx's
 * lingering close: the answer is sent, the server's side is shut for writing, and whatever the
 * client still sends is read and thrown away (up to these bounds) until the client closes. Closed
 * at once, the unread bytes make the kernel reset the connection, and a client that sends its body
 * without waiting (Node's fetch, most HTTP libraries) gets a broken pipe instead of the answer.
 */
export const LINGER = { maxMs: 30_000, idleMs: 5_000, maxBytes: 256 * 1024 * 1024 };

/**
 * A request answered before its body has fully arrived (413, 415, 401…) gets `Connection: close`,
 * so the client opens a fresh connection for its next request, and the connection is closed
 * lingering (LINGER), so the client reads the answer whatever it was still sending.
 */
export function closeIfBodyUnread(): MiddlewareHandler<{ Bindings: Partial<HttpBindings> }> {
  return async (c, next) => {
    await next();
    const incoming = c.env?.incoming;
    if (incoming && !incoming.complete) {
      c.res.headers.set('Connection', 'close');
      if (incoming.socket) lingerOnClose(incoming.socket);
    }
  };
}

const lingering = new WeakSet<Socket>();

/**
 * Node's server ends a `Connection: close` answer with `socket.destroySoon()` (and the adapter
 * calls it when its short drain gives up); for this socket that becomes a lingering close.
 */
export function lingerOnClose(socket: Socket): void {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  let started = false;
  socket.destroySoon = () => {
    if (started) return;
    started = true;
    let read = 0;
    const stop = () => {
      clearTimeout(total);
      socket.destroy();
    };
    const total = setTimeout(stop, LINGER.maxMs);
    total.unref();
    socket.setTimeout(LINGER.idleMs, stop);
    socket.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > LINGER.maxBytes) stop();
    });
    socket.on('end', stop);
    socket.on('close', () => clearTimeout(total));
    socket.end(); // the answer is flushed first; the client sees the end after it
    socket.resume();
  };
}

const tooLarge = (message: string) => (): never => {
  throw new ApiError(413, message);
};

/**
 * The request's fields from JSON, multipart or a URL-encoded form; anything else is a 415. JSON
 * nested past MAX_JSON_DEPTH is a 400 and a form with more than `maxFields` fields a 413, both
 * found by a scan of the raw bytes before anything is parsed, so no later walk over the input
 * (the duplicate guard's fingerprint, JSON.stringify) can overflow the stack.
 */
export async function readInput(
  c: Context,
  { maxFields = MAX_FORM_FIELDS }: { maxFields?: number } = {},
): Promise<Input> {
  const type = c.req.header('content-type') ?? '';
  if (/^application\/(.+\+)?json/i.test(type)) {
    let body: unknown;
    try {
      const text = await c.req.text();
      if (jsonDepthOver(text, MAX_JSON_DEPTH))
        throw new ApiError(400, `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
      body = JSON.parse(text);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw new ApiError(400, 'The request body is not valid JSON.');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new ApiError(400, 'The request body must be a JSON object.');
    return body as Input;
  }
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
    try {
      const raw = new Uint8Array(await c.req.arrayBuffer());
      if (formFieldsOver(raw, type, maxFields))
        throw new ApiError(413, `The form has too many fields (at most ${maxFields}).`);
      // parseBody reads the body cached above
      return formFields((await c.req.parseBody({ all: true })) as Input);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw new ApiError(400, 'The form data could not be read.');
    }
  }
  throw new ApiError(415, 'Send the data as JSON (application/json) or as a form (multipart/form-data).');
}

/** Whether JSON text nests arrays and objects deeper than `max` (strings skipped; no parsing). */
export function jsonDepthOver(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > max) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return false;
}

/** Whether a form body holds more than `max` fields, counted from its separators (no parsing). */
export function formFieldsOver(raw: Uint8Array, type: string, max: number): boolean {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  if (/^multipart\//i.test(type)) {
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
    if (!boundary) return false; // the parser refuses it
    const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
    // n fields have n + 1 delimiters (the last one closes the body)
    let count = -1;
    for (let at = bytes.indexOf(delimiter); at !== -1; at = bytes.indexOf(delimiter, at + delimiter.length))
      if (++count > max) return true;
    return false;
  }
  let count = bytes.length > 0 ? 1 : 0;
  for (let at = bytes.indexOf(0x26); at !== -1; at = bytes.indexOf(0x26, at + 1)) if (++count > max) return true;
  return false;
}

/** Validates input against a schema; a failure is a 400 with one message per field. */
export function parse<T>(schema: z.ZodType<T>, input: unknown, message?: string): T {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error, message);
  return result.data;
}

/** Form fields: a repeated `name[]` is a list; any other repeated field keeps its last value. */
function formFields(raw: Input): Input {
  const out: Input = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key.endsWith('[]')) out[key.slice(0, -2)] = Array.isArray(value) ? value : [value];
    else out[key] = Array.isArray(value) ? value[value.length - 1] : value;
  }
  return out;
}

/** The input without its files. */
export function textFields(input: Input): Input {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => !(v instanceof File)));
}

export function fileField(input: Input, name: string): File | undefined {
  const value = input[name];
  return value instanceof File && value.size > 0 ? value : undefined;
}
