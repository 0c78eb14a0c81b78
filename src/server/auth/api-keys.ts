import { createHash, randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiKeyRecord, Scope } from '../../lib/api-keys.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { describeWrite, notedAudit, writeAudit } from '../history/audit.ts';
import { newId, parseJsonArray } from '../storage/records.ts';
import { bearerKey } from './tokens.ts';

// API keys (issue 47): a program of the ISP (its billing system) calls the API with
// `Authorization: Bearer <key>`. A key opens only the routes whose access names one of its scopes
// (`scope` of a route in src/lib/api-access.ts, `access.keys` of an entity): for those, the API's door
// (requireAuth in ./tokens.ts) hands a request with a key and no staff token to `keyAuth(scope)`.
// Every other route reads a staff token (x-auth-token) and nothing else. Keys are 32 random bytes, so their SHA-256 is all that is kept. Every use is audited
// under the key's name, refusals of a known key too.

/** What a route learns of the key that opened it. */
export type ApiKeyUse = { _id: string; name: string; prefix: string; scopes: Scope[] };
export type KeyEnv = { Variables: { apiKey?: ApiKeyUse } };

const PREFIX = 'isp_';
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

type KeyRow = {
  id: string;
  name: string;
  prefix: string;
  scopes: string;
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
  lastUsedFrom: string;
  revokedAt: string | null;
};
const COLUMNS = [
  'id',
  'name',
  'prefix',
  'scopes',
  'createdAt',
  'createdBy',
  'lastUsedAt',
  'lastUsedFrom',
  'revokedAt',
] as const;

const toRecord = (row: KeyRow): ApiKeyRecord => ({
  _id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: parseJsonArray(row.scopes).map(String) as Scope[],
  createdAt: row.createdAt,
  createdBy: row.createdBy,
  lastUsedAt: row.lastUsedAt,
  lastUsedFrom: row.lastUsedFrom,
  revokedAt: row.revokedAt,
});

/** Makes a key: the record, and the key itself, which is shown this once and never stored. */
export async function createKey(
  db: Db,
  { name, scopes, by, at }: { name: string; scopes: Scope[]; by: string; at: Date },
): Promise<ApiKeyRecord & { key: string }> {
  const key = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = {
    id: newId(),
    name,
    prefix: key.slice(0, PREFIX.length + 6),
    hash: hashKey(key),
    scopes: JSON.stringify(scopes),
    createdAt: at.toISOString(),
    createdBy: by,
    lastUsedAt: null,
    lastUsedFrom: '',
    revokedAt: null,
  };
  await db.insertInto('api_key').values(row).execute();
  return { ...toRecord(row), key };
}

/** Every key, newest first (revoked ones too, marked), without their hashes. */
export async function listKeys(db: Db): Promise<ApiKeyRecord[]> {
  const rows = await db.selectFrom('api_key').select(COLUMNS).orderBy('createdAt', 'desc').execute();
  return rows.map(toRecord);
}

/** Revokes a key from now on; the record stays (its uses in the audit keep a name). Undefined: no such key. */
export async function revokeKey(db: Db, id: string, at: Date): Promise<ApiKeyRecord | undefined> {
  await db
    .updateTable('api_key')
    .set({ revokedAt: at.toISOString() })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .execute();
  const row = await db.selectFrom('api_key').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export interface KeyAuthOptions {
  now: () => Date;
  /** the client's address, as the audit writes it */
  address: (c: Context) => string;
}

/**
 * The check of a route a key may call: a key that is valid, not revoked and names `scope`, else a
 * 401 (no or unknown key) or a 403 (another scope). The key is `c.get('apiKey')` in the handler.
 * Each use is audited after the handler: its action (a write's, as the handler noted it, or
 * 'read'), the entity and record, the answer's status when it is a refusal.
 */
export function keyAuth(db: Db, scope: Scope, options: KeyAuthOptions): MiddlewareHandler<KeyEnv> {
  return async (c, next) => {
    const key = bearerKey(c);
    if (!key) throw new ApiError(401, 'An API key is required: Authorization: Bearer <key>');
    const row = await db.selectFrom('api_key').select(COLUMNS).where('hash', '=', hashKey(key)).executeTakeFirst();
    if (!row) throw new ApiError(401, 'The API key is not valid');
    const use: ApiKeyUse = { _id: row.id, name: row.name, prefix: row.prefix, scopes: toRecord(row).scopes };
    const at = options.now();
    const audit = (summary: string) =>
      writeAudit(db, {
        at,
        user: { _id: row.id, name: `API key: ${row.name}`, email: '' },
        address: options.address(c),
        ...usedFor(c),
        summary: [`${row.prefix}…`, summary].filter(Boolean).join(' '),
      });
    if (row.revokedAt) {
      await audit('refused: revoked');
      throw new ApiError(401, 'The API key was revoked');
    }
    if (!use.scopes.includes(scope)) {
      await audit(`refused: needs ${scope}`);
      throw new ApiError(403, `This API key may not do this: it needs the ${scope} scope`);
    }
    await db
      .updateTable('api_key')
      .set({ lastUsedAt: at.toISOString(), lastUsedFrom: options.address(c).slice(0, 100) })
      .where('id', '=', row.id)
      .execute();
    c.set('apiKey', use);
    try {
      await next();
    } finally {
      await audit(c.res.status >= 400 ? `answered ${c.res.status}` : '');
    }
  };
}

/** The action, entity and record of a key's request, for the audit. */
function usedFor(c: Context) {
  const noted = notedAudit(c);
  const { records: _, ...described } = {
    ...describeWrite(c.req.method, c.req.path),
    ...(c.req.method === 'GET' ? { action: 'read' } : {}),
    ...noted,
  };
  return { ...described, action: described.action ?? 'write' };
}
