import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/server/app.ts';
import { testConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import { seed } from '../../src/server/demo/seed.ts';
import { getPayment } from '../../src/server/payments/store.ts';
import { dueOf, insertCustomer } from '../../tests/support/customers.ts';
import { gatewayConfig, startFakeGateways } from '../../tests/support/gateways.ts';
import { median } from '../../tests/support/stats.ts';

// BENCH_ONLY=payments: against the local eSewa and Khalti, how long from the gateway's return until the
// payment is paid (median of 20), and 50 returns at once (each sent twice) each credited once.

export async function benchPayments(log: (line: string) => void = console.log) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-payments-'));
  const fake = await startFakeGateways();
  const database = await openDatabase(`file:${join(dir, 'site.db')}`);
  const config = testConfig({
    ...gatewayConfig(fake),
    SEED_DEMO: false,
    LOG_LOGINS: false,
    SUBMIT_MAX_PER_MINUTE: 100_000,
  });
  await seed(database.db, config);
  const { app, notifier } = await createApp({ database, config });
  const call = (path: string, json?: unknown) =>
    app.request(path, {
      method: json ? 'POST' : 'GET',
      headers: json ? { 'content-type': 'application/json' } : {},
      body: json ? JSON.stringify(json) : undefined,
    });
  /** Starts a payment and pays it at the gateway; the return address the browser would open. */
  async function paid(customerId: string, gateway: 'esewa' | 'khalti') {
    const started = await (await call('/api/payment', { customerId, amount: 10_000, gateway })).json();
    if (gateway === 'esewa') {
      await fetch(started.redirect.url, { method: 'POST', body: new URLSearchParams(started.redirect.fields) });
      const click = await fetch(`${fake.url}/fake/esewa/pay`, {
        method: 'POST',
        body: new URLSearchParams({ uuid: started._id, choice: 'pay' }),
        redirect: 'manual',
      });
      return { id: started._id as string, back: new URL(click.headers.get('location')!) };
    }
    const pidx = new URL(started.redirect.url).searchParams.get('pidx')!;
    const click = await fetch(`${fake.url}/fake/khalti/pay`, {
      method: 'POST',
      body: new URLSearchParams({ pidx, choice: 'pay' }),
      redirect: 'manual',
    });
    return { id: started._id as string, back: new URL(click.headers.get('location')!) };
  }
  try {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const customerId = `BENCH-${i}`;
      await insertCustomer(database.db, { customerId, name: 'Bench Customer', dueAmount: 10_000 });
      const { id, back } = await paid(customerId, i % 2 ? 'khalti' : 'esewa');
      const t0 = performance.now();
      await call(back.pathname + back.search);
      if ((await getPayment(database.db, id))?.status !== 'paid') throw new Error(`payment ${id} was not paid`);
      times.push(performance.now() - t0);
    }
    const ms = Math.round(median(times) * 10) / 10;
    log(
      `payments: paid ${ms} ms after the gateway's return (median of 20; worst ${Math.round(Math.max(...times))} ms; goal 2,000 ms)`,
    );
    const many = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const customerId = `BURST-${i}`;
        await insertCustomer(database.db, { customerId, name: 'Burst Customer', dueAmount: 10_000 });
        return { customerId, ...(await paid(customerId, i % 2 ? 'khalti' : 'esewa')) };
      }),
    );
    const t0 = performance.now();
    await Promise.all(
      many.flatMap((p) => [call(p.back.pathname + p.back.search), call(p.back.pathname + p.back.search)]),
    );
    const seconds = (performance.now() - t0) / 1000;
    let once = 0;
    for (const p of many)
      if ((await dueOf(database.db, p.customerId)) === 0 && (await getPayment(database.db, p.id))?.status === 'paid')
        once++;
    log(`payments: 50 returns at once (each twice) in ${seconds.toFixed(2)} s: ${once} of 50 credited exactly once`);
    if (ms > 2000 || once !== 50) throw new Error('payments bench missed its goal');
    return { medianMs: ms, creditedOnce: once, burstSeconds: seconds };
  } finally {
    await notifier.stop();
    await database.close();
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
