import { test, type APIRequestContext } from '@playwright/test';
import { ENTITIES } from '../../src/lib/entities.ts';
import { adminToken, siteIsCurrent } from './public/helpers.ts';

// Every file leaves the records (and the site settings) as it found them, so any file passes alone and in any order: the
// records (and admin users) it added are deleted and the ones it deleted are restored from
// Recently deleted, after its last test. Call once at the top of a file that writes data.

type Snapshot = Map<string, Set<string>>;
const PATHS = [...Object.values(ENTITIES).map((def) => def.path), 'users'];
const PUBLISHED = new Set(
  Object.values(ENTITIES)
    .filter((def) => def.published)
    .map((def) => def.path),
);

async function snapshot(request: APIRequestContext, token: string): Promise<Snapshot> {
  const lists = await Promise.all(
    PATHS.map(async (path) => {
      const res = await request.get(`/api/${path}`, { headers: { 'x-auth-token': token } });
      if (!res.ok()) throw new Error(`GET /api/${path} answered ${res.status()}`);
      return [path, new Set(((await res.json()) as { _id: string }[]).map((r) => r._id))] as const;
    }),
  );
  return new Map(lists);
}

export function keepDataAsFound() {
  let before: Snapshot | undefined;
  let settings: Record<string, unknown> | undefined;
  test.beforeAll(async ({ request }) => {
    before = await snapshot(request, await adminToken(request));
    settings = await (await request.get('/api/settings')).json();
  });
  test.afterAll(async ({ request }) => {
    if (!before) return;
    const token = await adminToken(request);
    const headers = { 'x-auth-token': token };
    const now = await snapshot(request, token);
    let published = false;
    for (const path of PATHS) {
      const [was, is] = [before.get(path)!, now.get(path)!];
      for (const id of is) {
        if (was.has(id)) continue;
        await request.delete(`/api/${path}/${id}`, { headers });
        published ||= PUBLISHED.has(path);
      }
      for (const id of was) {
        if (is.has(id)) continue;
        // 404: gone for good (a user, or purged): nothing to put back.
        const res = await request.post(`/api/trash/${id}/restore`, { headers });
        published ||= res.ok() && PUBLISHED.has(path);
      }
    }
    // The ISP's settings as they were (a logo uploaded since is dropped: the one before was none or kept).
    const settingsNow = await (await request.get('/api/settings')).json();
    if (settings && JSON.stringify(settingsNow) !== JSON.stringify(settings)) {
      const logo = settings.logo === settingsNow.logo ? settings.logo : '';
      const res = await request.put('/api/settings', { headers, data: { ...settings, logo } });
      if (!res.ok()) throw new Error(`PUT /api/settings answered ${res.status()}: ${await res.text()}`);
      published = true;
    }
    // The public site follows the content a build later; the next file sees it as it was.
    if (published) await siteIsCurrent(request, token);
  });
}
