import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { fieldErrors } from '../../lib/field-errors.ts';

/** An error the API answers with its own status and `{ message, errors? }`. */
export class ApiError extends Error {
  status: ContentfulStatusCode;
  errors?: Record<string, string>;
  headers?: Record<string, string>;
  constructor(
    status: ContentfulStatusCode,
    message: string,
    errors?: Record<string, string>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

/** A zod failure as a 400 with the first problem as the message and one text per field. */
export function validationError(error: ZodError, message?: string): ApiError {
  const errors = fieldErrors({ success: false, error });
  return new ApiError(400, message ?? Object.values(errors)[0] ?? 'Invalid input', errors);
}

export function onError(err: Error, c: Context) {
  if (err instanceof ApiError) {
    const body = err.errors ? { message: err.message, errors: err.errors } : { message: err.message };
    return c.json(body, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    return c.json({ message: err.message || 'Request failed' }, err.status);
  }
  if (isDatabaseDown(err)) {
    return c.json({ message: 'The database is unavailable. Please try again shortly.' }, 503, { 'Retry-After': '5' });
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, err);
  return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
}

const DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08004',
]);

export function isDatabaseDown(err: unknown): boolean {
  const e = err as { code?: string; message?: string; errors?: unknown[] };
  if (e?.code && DOWN_CODES.has(e.code)) return true;
  if (Array.isArray(e?.errors) && e.errors.some(isDatabaseDown)) return true;
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(e?.message ?? '');
}
