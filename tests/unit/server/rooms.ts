/**
 * The rooms of src/server and what each may import (at run time), lowest first: the one list of the server's
 * directions, drawn in docs/architecture.md. `app.ts` (the HTTP app that mounts every room), `main.ts` and
 * `start.js` sit on top; an edge not listed here fails, so a new cycle cannot come in unseen.
 */
export const ALLOWED: Record<string, readonly string[]> = {
  http: [],
  db: [],
  config: ['db'],
  storage: ['db', 'http'],
  media: ['http', 'storage'],
  history: ['http', 'media', 'storage'],
  settings: ['history', 'http', 'media'],
  notify: ['history', 'settings'],
  guards: ['http', 'storage'],
  auth: ['config', 'db', 'history', 'http', 'settings', 'storage'],
  leads: ['db', 'guards', 'history', 'http', 'notify', 'storage'],
  coverage: ['history', 'http', 'storage'],
  customers: ['auth', 'db', 'history', 'http', 'storage'],
  crud: ['guards', 'history', 'http', 'leads', 'media', 'storage'],
  tickets: ['guards', 'history', 'http', 'leads', 'settings', 'storage'],
  subscriptions: ['coverage', 'guards', 'http', 'notify', 'storage'],
  payments: ['auth', 'db', 'guards', 'history', 'http', 'notify', 'settings', 'storage'],
  status: ['auth', 'crud', 'db', 'history', 'http', 'leads', 'notify', 'storage'],
  account: ['auth', 'db', 'guards', 'http', 'notify', 'settings', 'status', 'storage', 'subscriptions'],
  speedtest: ['coverage', 'guards', 'http', 'leads', 'storage'],
  preview: ['auth', 'http', 'media', 'storage'],
  demo: ['auth', 'history', 'media', 'settings', 'storage'],
  publishing: ['http', 'settings', 'storage'],
  app: [
    'account',
    'auth',
    'coverage',
    'crud',
    'customers',
    'db',
    'demo',
    'guards',
    'history',
    'http',
    'leads',
    'media',
    'notify',
    'payments',
    'preview',
    'settings',
    'speedtest',
    'status',
    'storage',
    'subscriptions',
    'tickets',
  ],
  main: ['app', 'config', 'db', 'demo', 'history', 'notify', 'payments', 'publishing', 'settings', 'status'],
  start: ['main', 'node-version'],
  'node-version': [],
};

/** The drawing of the allowed edges, one room a line, as docs/architecture.md shows it. */
export const roomsDrawing = () =>
  Object.entries(ALLOWED)
    .map(([room, below]) => `${room.padEnd(14)} ${below.length ? `→ ${below.join(', ')}` : '(imports no room)'}`)
    .join('\n');
