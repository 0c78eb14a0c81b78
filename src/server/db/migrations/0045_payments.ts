// Online payments: a customer pays their bill through eSewa or Khalti. Each payment is a row whose
// status follows what the gateway says when asked server to server; every request and answer
// exchanged with the gateway is a row of payment_exchange. Crediting happens once: the row moves to
// 'paid' by a conditional update in the same transaction that lowers the customer's dueAmount, and
// the gateway's own transaction code is UNIQUE per gateway, so one gateway transaction never pays
// for two payments.
import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers.ts';

export async function up(db: Kysely<unknown>, { kind }: MigrationContext) {
  await db.schema
    .createTable('payment')
    // random, unguessable: the order id sent to the gateway and the receipt's private link
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customerId', 'text', (c) => c.notNull())
    .addColumn('customerName', 'text', (c) => c.notNull().defaultTo(''))
    // paisa
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // the merchant the payment was made to (eSewa product code; Khalti: 'khalti')
    .addColumn('merchant', 'text', (c) => c.notNull().defaultTo(''))
    // the gateway's handle for the payment, known when it starts (Khalti's pidx; eSewa: the id itself)
    .addColumn('gatewayKey', 'text')
    // the gateway's transaction code once paid (eSewa ref_id, Khalti transaction_id)
    .addColumn('gatewayTransactionId', 'text')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addColumn('paidAt', 'text')
    // when the reconciler asks the gateway next (null: settled, nothing more to ask)
    .addColumn('nextLookupAt', 'text')
    .addColumn('lookups', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('payment_gateway_key')
    .on('payment')
    .columns(['gateway', 'gatewayKey'])
    .unique()
    .execute();
  await db.schema
    .createIndex('payment_gateway_transaction')
    .on('payment')
    .columns(['gateway', 'gatewayTransactionId'])
    .unique()
    .execute();
  await db.schema.createIndex('payment_created_at').on('payment').column('createdAt').execute();
  await db.schema.createIndex('payment_updated_at').on('payment').column('updatedAt').execute();
  await db.schema.createIndex('payment_next_lookup').on('payment').column('nextLookupAt').execute();
  await db.schema.createIndex('payment_customer').on('payment').columns(['customerId', 'createdAt']).execute();
  const exchange = db.schema.createTable('payment_exchange');
  await (kind === 'postgres'
    ? exchange.addColumn('seq', 'bigserial', (c) => c.primaryKey())
    : exchange.addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    // null: a return naming no payment of this site (a forgery, another merchant's)
    .addColumn('paymentId', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    // 'initiate', 'return', 'lookup', 'rejected', 'error'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('httpStatus', 'integer')
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('payment_exchange_payment')
    .on('payment_exchange')
    .columns(['paymentId', 'seq'])
    .execute();
  // The reconciler's lease is a row of `meta` ('paymentLease'), written by the first server that looks up.
}
