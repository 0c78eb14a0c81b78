import type { Kysely } from 'kysely';
import type { Db } from './db/index.ts';
import type { RecordTableName, RecordTables } from './db/tables.ts';

type Row = Record<string, unknown>;
/** One row for one table; a caller's rows commit together (a lead and its outbox rows). */
export type Insert = { table: RecordTableName | 'outbox'; row: Row };
type Write = (db: Db) => Promise<unknown>;
interface Pending {
  write: Write;
  done: (err: unknown, value?: unknown) => void;
}
// The generic view: the outbox seen like a record table (its row is built by notify/outbox.ts).
type Tables = RecordTables & { outbox: RecordTables[RecordTableName] };

const batchers = new WeakMap<Db, <T>(write: (db: Db) => Promise<T>) => Promise<T>>();

/**
 * Writes that arrive in the same turn of the event loop are committed in one transaction, so a
 * burst of submissions shares one durable flush to disk instead of paying one each. Every caller
 * still resolves only after its write is committed, and a caller's write is never split across
 * transactions. A write must not fail for expected reasons (one failure fails the whole batch).
 */
export function groupWrite(db: Db): <T>(write: (db: Db) => Promise<T>) => Promise<T> {
  let batcher = batchers.get(db);
  if (batcher) return batcher;
  let queue: Pending[] = [];
  const flush = async () => {
    const batch = queue;
    queue = [];
    try {
      if (batch.length === 1) {
        const value = await batch[0].write(db);
        batch[0].done(undefined, value);
        return;
      }
      const values = await db.transaction().execute(async (trx) => {
        const out: unknown[] = [];
        for (const p of batch) out.push(await p.write(trx));
        return out;
      });
      batch.forEach((p, i) => p.done(undefined, values[i]));
    } catch (err) {
      batch.forEach((p) => p.done(err));
    }
  };
  batcher = <T>(write: (db: Db) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ write: write as Write, done: (err, value) => (err ? reject(err) : resolve(value as T)) });
    });
  batchers.set(db, batcher);
  return batcher;
}

const inserters = new WeakMap<Db, (inserts: Insert[]) => Promise<void>>();

/**
 * Record inserts through groupWrite (one function per database): a lead is never stored without
 * the notification that announces it.
 */
export function groupInsert(db: Db): (inserts: Insert[]) => Promise<void> {
  let insertAll = inserters.get(db);
  if (!insertAll) {
    const write = groupWrite(db);
    insertAll = async (inserts) => {
      await write(async (d) => {
        if (inserts.length > 1 && d === db) {
          // alone in its batch (so not in a transaction yet): its rows still commit together
          await d.transaction().execute(async (trx) => {
            for (const i of inserts) await insert(trx as unknown as Kysely<Tables>, i);
          });
        } else for (const i of inserts) await insert(d as unknown as Kysely<Tables>, i);
      });
    };
    inserters.set(db, insertAll);
  }
  return insertAll;
}

const insert = (db: Kysely<Tables>, { table, row }: Insert) => db.insertInto(table).values(row as Tables[RecordTableName]).execute();
