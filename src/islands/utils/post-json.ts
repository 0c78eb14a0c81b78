export interface PostResult {
  ok: boolean;
  status: number;
  /** the server's message (spec §7: data.message) */
  message?: string;
  /** field-level messages of a 400 answer */
  errors?: Record<string, string>;
}

/**
 * POSTs JSON to the API on this site; network failures come back as status 0, never a throw.
 * `idempotencyKey`: the same key on a retry makes the server store the submission once and answer
 * the retry as it answered the first (the first may have been stored with its answer lost).
 */
export async function postJson(path: string, body: unknown, idempotencyKey?: string): Promise<PostResult> {
  try {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const res = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
    const data = (await res.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
    return { ok: res.ok, status: res.status, message: data.message, errors: data.errors };
  } catch {
    return { ok: false, status: 0 };
  }
}
