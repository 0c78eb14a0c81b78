import { beforeAll, expect, it } from 'vitest';
import { type Action, allows, ruleOf } from '../../src/lib/access.ts';
import { ENTITIES, type EntityDef, type EntityName } from '../../src/lib/entities.ts';
import { ROLES, type Role } from '../../src/lib/roles.ts';
import { png } from './images.ts';
import { SAMPLES } from './samples.ts';
import { forEachDatabase, form, type TestContext } from './setup.ts';
import { staffTokens } from './staff-tokens.ts';

// The allowed half of the route × role matrix (roles.test.ts), with real records: each entity × each action its
// definition's `access` names × each role. A role the rule lets through does it and it is done (the record is
// read, created, changed, deleted, restored); a role it refuses gets 403 and the record is as it was. Visitors'
// creates are entities.test.ts's; this is the signed-in side.
type Fields = Record<string, unknown>;
let serial = 0;

/** A valid record, made different each time (an area's name is listed once; a lead is not a duplicate). */
function variant(name: EntityName): Fields {
  const def: EntityDef = ENTITIES[name];
  const valid = SAMPLES[name].valid;
  serial += 1;
  if (name === 'area') return { ...valid, name: `Itahari-${20 + serial}`, name_ne: `इटहरी-${20 + serial}` };
  if (def.lead) return { ...valid, [def.lead.customerField]: `${valid[def.lead.customerField]} ${serial}` };
  return valid;
}

const send = async (def: EntityDef, fields: Fields) =>
  def.image
    ? { form: form(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), { bytes: await png() }) }
    : { json: fields };

/** The change an update makes, and how to see it on the record. */
function change(name: EntityName): { method: string; body: Fields; shows: Fields } {
  const def: EntityDef = ENTITIES[name];
  if (def.lead)
    return { method: 'PATCH', body: { status: def.lead.statuses[1] }, shows: { status: def.lead.statuses[1] } };
  const fields = {
    ...variant(name),
    ...SAMPLES[name].changed,
    ...(name === 'area' ? { name: `Itahari-${serial}9` } : {}),
  };
  const shown = Object.fromEntries(Object.entries(fields).filter(([k]) => k in SAMPLES[name].changed || k === 'name'));
  return { method: 'PUT', body: fields, shows: name === 'area' || Object.keys(shown).length ? shown : fields };
}

forEachDatabase('what each role may do, done', (ctx: TestContext) => {
  let tokens = {} as Record<Role, string>;
  beforeAll(async () => {
    tokens = await staffTokens(ctx);
  });
  const asAdmin = (method: string, path: string, options: object = {}) => ctx.call(method, path, options);
  const made = async (name: EntityName) => {
    const def: EntityDef = ENTITIES[name];
    const res = await asAdmin('POST', `/api/${def.path}`, await send(def, variant(name)));
    expect(res.status).toBe(201);
    return (await res.json()) as { _id: string } & Fields;
  };
  const stored = async (def: EntityDef, id: string) => asAdmin('GET', `/api/${def.path}/${id}`);

  for (const name of Object.keys(ENTITIES) as EntityName[]) {
    const def: EntityDef = ENTITIES[name];
    const actions: Action[] = ['read', 'update', 'delete', 'restore', ...(def.publicCreate ? [] : ['create' as const])];
    for (const action of actions)
      it(`${def.path}: ${action} (${ruleOf(def.access, action).name})`, async () => {
        for (const role of ROLES) {
          const allowed = allows(ruleOf(def.access, action), role);
          const token = tokens[role];
          const expectRefused = (status: number) => expect([role, status]).toEqual([role, allowed ? status : 403]);
          if (action === 'create') {
            const res = await ctx.call('POST', `/api/${def.path}`, { token, ...(await send(def, variant(name))) });
            expectRefused(res.status);
            if (allowed) expect((await stored(def, (await res.json())._id)).status).toBe(200);
            continue;
          }
          const record = await made(name);
          if (action === 'read') {
            const res = await ctx.call('GET', `/api/${def.path}/${record._id}`, { token });
            expectRefused(res.status);
            if (allowed) expect((await res.json())._id).toBe(record._id);
          } else if (action === 'update') {
            if (!def.editable && !def.lead) continue;
            const { method, body, shows } = change(name);
            const before = await (await stored(def, record._id)).json();
            const res = await ctx.call(method, `/api/${def.path}/${record._id}`, { token, ...(await send(def, body)) });
            expectRefused(res.status);
            const after = await (await stored(def, record._id)).json();
            if (allowed) expect([role, after]).toMatchObject([role, shows]);
            else expect(after).toEqual(before);
          } else if (action === 'delete') {
            const res = await ctx.call('DELETE', `/api/${def.path}/${record._id}`, { token });
            expectRefused(res.status);
            expect([role, (await stored(def, record._id)).status]).toEqual([role, allowed ? 404 : 200]);
          } else {
            expect((await asAdmin('DELETE', `/api/${def.path}/${record._id}`)).status).toBe(200);
            const res = await ctx.call('POST', `/api/trash/${record._id}/restore`, { token });
            expectRefused(res.status);
            expect([role, (await stored(def, record._id)).status]).toEqual([role, allowed ? 200 : 404]);
          }
        }
      });
  }
});
