import { expect, it } from 'vitest';
import { forEachDatabase } from './setup.ts';
import { ranRun } from './speedtest-run.ts';

// Latency under load: a result carries its idle, downloading and uploading pings (median and 90th percentile),
// all six or none; anyone with the result's id reads them, and the desk's list and CSV show them.
forEachDatabase('speed test: latency under load', (ctx) => {
  const figures = { download: 48.2, upload: 19.7, latency: 11.2, jitter: 1.4 };
  const loaded = { idleMedian: 12.04, idleP90: 14.5, downMedian: 85.26, downP90: 120, upMedian: 240.3, upP90: 310.9 };
  // Each result names a run the browser made (its transfers bound the figures): one per post.
  const post = async (body: object) => {
    const { run, headers } = await ranRun(ctx);
    return ctx.call('POST', '/api/speedtest/result', { json: { ...body, run }, token: null, headers });
  };

  it('stores the six figures with the result and serves them to its link and the desk', async () => {
    const res = await post({ ...figures, ...loaded });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const shared = await (await ctx.call('GET', `/api/speedtest/result/${id}`, { token: null })).json();
    expect(shared).toMatchObject({ ...figures, idleMedian: 12, downMedian: 85.3, upMedian: 240.3, upP90: 310.9 });
    const desk = await (await ctx.call('GET', '/api/speedtest/result')).json();
    expect(desk.find((r: { id: string }) => r.id === id)).toMatchObject({ idleMedian: 12, downP90: 120 });
    const csv = await (await ctx.call('GET', '/api/speedtest/result/export.csv')).text();
    expect(csv.split('\n')[0]).toContain('Idle latency (ms),Latency downloading (ms),Latency uploading (ms)');
  });

  it('keeps a result from an older page, without them, and shows none', async () => {
    const res = await post(figures);
    expect(res.status).toBe(201);
    const shared = await (
      await ctx.call('GET', `/api/speedtest/result/${(await res.json()).id}`, { token: null })
    ).json();
    expect(shared).not.toHaveProperty('idleMedian');
  });

  it('refuses some of the six without the others, or a figure that is no number, with a message', async () => {
    const partial = await post({ ...figures, idleMedian: 12, downMedian: 80 });
    expect(partial.status).toBe(400);
    expect(await partial.json()).toMatchObject({
      errors: { idleMedian: 'Latency under load needs all six figures, or none' },
    });
    const text = await post({ ...figures, ...loaded, upMedian: 'slow' });
    expect(text.status).toBe(400);
    expect((await text.json()).errors).toHaveProperty('upMedian');
  });
});
