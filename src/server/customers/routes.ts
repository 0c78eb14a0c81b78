import { Hono } from 'hono';
import { auditName } from '../../lib/history.ts';
import { CUSTOMER_ID } from '../../lib/schemas/customer.ts';
import type { KeyEnv } from '../auth/api-keys.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { fileField, parse, readInput, textFields } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { noteAudit } from '../history/audit.ts';
import { CUSTOMER, customerById, putCustomer } from './customer-store.ts';
import { importCustomers } from './csv-import.ts';

type Env = AuthEnv & KeyEnv;

export interface CustomerRouteDeps {
  db: Db;
  now: () => Date;
}

const noSuchCustomer = () => new ApiError(404, 'No customer with that customer ID');
const customerIdOf = (id: string) => {
  if (!CUSTOMER_ID.test(id) || id.length > 40) throw noSuchCustomer();
  return id;
};
/** A query flag: `1`, `true` or `yes`. */
const flag = (v: string | undefined) => ['1', 'true', 'yes'].includes((v ?? '').toLowerCase());

/**
 * The customers' own routes, beside the generic CRUD (src/server/crud/routes.ts):
 * POST /import (a CSV; `?dryRun=1` checks only, `?skipInvalid=1` imports the good rows), and the
 * billing system's GET and PUT /by-id/{customerId} (an upsert, idempotent), for staff or API keys
 * (who may call each is in src/lib/api-access.ts: customerById, customerUpsert, customerImport).
 */
export function customerRoutes({ db, now }: CustomerRouteDeps) {
  const app = new Hono<Env>();
  const by = (c: { get: (k: 'user') => AuthEnv['Variables']['user'] | undefined }) => c.get('user');

  app.post('/import', async (c) => {
    const input = await readInput(c);
    const file = fileField(input, 'file');
    const text = file ? await file.text() : textFields(input).csv;
    if (typeof text !== 'string' || !text.trim())
      throw new ApiError(400, 'Send the CSV file (a form field named file, or JSON { "csv": … })');
    const dryRun = flag(c.req.query('dryRun'));
    const report = await importCustomers(db, text, {
      dryRun,
      skipInvalid: flag(c.req.query('skipInvalid')),
      by: by(c),
      at: now(),
    });
    noteAudit(c, {
      action: dryRun ? 'import dry run' : 'import',
      entity: CUSTOMER.path,
      recordId: '',
      summary: `${report.created} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.skipped} wrong`,
    });
    return c.json(report);
  });

  app.get('/by-id/:customerId', async (c) => {
    const record = await customerById(db, customerIdOf(c.req.param('customerId')));
    if (!record) throw noSuchCustomer();
    noteAudit(c, { recordId: String(record._id), recordName: auditName(record) });
    return c.json(record);
  });

  app.put('/by-id/:customerId', async (c) => {
    const customerId = customerIdOf(c.req.param('customerId'));
    const input = textFields(await readInput(c));
    if (input.customerId !== undefined && input.customerId !== customerId)
      throw new ApiError(400, 'The customer ID in the body differs from the one in the address', {
        customerId: 'Not the customer ID of the address',
      });
    // A customer already listed keeps what the body leaves out; a new one takes the defaults.
    const current = await customerById(db, customerId);
    const values = parse(CUSTOMER.schema, { ...current, ...input, customerId });
    const key = c.get('apiKey');
    const actor = key ? { _id: key._id, name: `API key: ${key.name}` } : by(c);
    const { record, outcome } = await putCustomer(db, values, actor, now());
    noteAudit(c, {
      action: outcome === 'created' ? 'create' : outcome === 'updated' ? 'update' : 'update (unchanged)',
      entity: CUSTOMER.path,
      recordId: String(record._id),
      recordName: auditName(record),
    });
    return c.json(record, outcome === 'created' ? 201 : 200);
  });
  return app;
}
