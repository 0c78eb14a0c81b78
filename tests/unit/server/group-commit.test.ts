import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/index.ts';
import { groupInsert } from '../../../src/server/storage/group-commit.ts';

describe('group commit', () => {
  const dir = mkdtempSync(join(tmpdir(), 'isp-group-'));
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase(`file:${join(dir, 'g.db')}`);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const row = (i: number) => ({
    id: `${i}`.padStart(24, '0'),
    createdAt: new Date().toISOString(),
    name: `N${i}`,
    email: 'a@b.co',
    subject: '',
    phone: '',
    msg: 'm',
  });

  it('commits inserts of one burst together and resolves each after its commit', async () => {
    const insert = groupInsert(database.db);
    expect(groupInsert(database.db)).toBe(insert);
    await Promise.all(Array.from({ length: 100 }, (_, i) => insert([{ table: 'contact', row: row(i) }])));
    const { n } = await database.db
      .selectFrom('contact')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(100);
  });

  it('rejects every caller of a batch that could not be committed, and stores none of it', async () => {
    const insert = groupInsert(database.db);
    const results = await Promise.allSettled([
      insert([{ table: 'contact', row: row(1000) }]),
      insert([{ table: 'contact', row: row(1000) }]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const found = await database.db.selectFrom('contact').selectAll().where('id', '=', row(1000).id).execute();
    expect(found).toHaveLength(0);
    await insert([{ table: 'contact', row: row(1001) }]);
  });

  const outboxRow = (id: string, recordId: string) => ({
    id,
    channel: 'email',
    entity: 'contact',
    recordId,
    payload: '{}',
    createdAt: new Date().toISOString(),
    nextAttemptAt: new Date().toISOString(),
  });

  it('commits a record and its outbox row together, or neither', async () => {
    const insert = groupInsert(database.db);
    await insert([
      { table: 'contact', row: row(2000) },
      { table: 'outbox', row: outboxRow('o-2000', row(2000).id) },
    ]);
    // The outbox id is taken, so this caller's record must not be stored either.
    await expect(
      insert([
        { table: 'contact', row: row(2001) },
        { table: 'outbox', row: outboxRow('o-2000', row(2001).id) },
      ]),
    ).rejects.toThrow();
    const stored = await database.db
      .selectFrom('contact')
      .select('id')
      .where('id', 'in', [row(2000).id, row(2001).id])
      .execute();
    expect(stored.map((r) => r.id)).toEqual([row(2000).id]);
    const outbox = await database.db.selectFrom('outbox').select('recordId').execute();
    expect(outbox.map((r) => r.recordId)).toEqual([row(2000).id]);
  });
});
