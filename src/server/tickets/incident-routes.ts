import { Hono } from 'hono';
import { z } from 'zod';
import { cleanText } from '../../lib/clean-text.ts';
import { ENTITIES } from '../../lib/entities.ts';
import { replyFor, ticketsToAttach } from '../../lib/incident-tickets.ts';
import { affects, type Incident } from '../../lib/incidents.ts';
import { TICKET_DONE, TICKET_NOTE_MAX } from '../../lib/tickets.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { parse, readInput } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { noteAudit } from '../history/audit.ts';
import type { Notifier } from '../notify/notifier.ts';
import { repository } from '../storage/records.ts';
import { changeTicket } from './store.ts';

export interface IncidentTicketDeps {
  db: Db;
  notifier?: Pick<Notifier, 'wake' | 'replyInsertsFor'>;
}

/** The internal note a ticket gets when attached to an incident. */
export const attachedNote = (incident: Pick<Incident, 'title'>) => `Attached to the incident "${incident.title}"`;

const replyText = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? cleanText(v) : v),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .min(1, `${label} is empty`)
      .max(TICKET_NOTE_MAX, `${label} is longer than ${TICKET_NOTE_MAX} characters`),
  );
const resolveSchema = z.strictObject({
  reply: replyText('Reply'),
  // Optional: an empty Nepali box means every ticket gets the English reply.
  reply_ne: z.preprocess(
    (v) => (typeof v === 'string' && !v.trim() ? undefined : v),
    replyText('Nepali reply').optional(),
  ),
});

/**
 * An incident's tickets (issue 29): how many are attached and how many more an "attach" would
 * take, attaching every open ticket of its areas at once, and resolving the attached ones
 * together with one public reply. Mounted under /api/incident, before its generic routes.
 */
export function incidentTicketRoutes({ db, notifier }: IncidentTicketDeps) {
  const incidents = repository(db, ENTITIES.incident);
  const app = new Hono<AuthEnv>();
  const ID = '/:id{[0-9a-f]{24}}';

  async function incidentOf(id: string) {
    const incident = (await incidents.get(id)) as Incident | undefined;
    if (!incident) throw new ApiError(404, 'No incident with that id');
    return incident;
  }
  const openTickets = (d: Db = db) =>
    d
      .selectFrom('ticket')
      .select(['id as _id', 'area', 'status', 'incidentId', 'lang'])
      .where('status', 'not in', [...TICKET_DONE])
      .orderBy('seq')
      .execute();
  /**
   * What an attach covers: the incident's areas, or only `?area=` (the ticket panel's "this area"),
   * which must be one of them.
   */
  const scopeOf = (incident: Incident, area: string | undefined) => {
    if (area === undefined) return incident;
    if (!area.trim() || area.length > 200 || !affects(incident, area))
      throw new ApiError(400, 'The incident does not affect that area', { area: 'Not one of the incident’s areas' });
    return { ...incident, areas: [area] };
  };
  const areas = (d: Db = db) => d.selectFrom('area').select(['name', 'name_ne', 'district']).execute();

  app.get(`${ID}/tickets`, async (c) => {
    const incident = await incidentOf(c.req.param('id'));
    const scope = scopeOf(incident, c.req.query('area'));
    const open = await openTickets();
    return c.json({
      attached: open.filter((t) => t.incidentId === incident._id).length,
      attachable: ticketsToAttach(scope, open, await areas()).length,
    });
  });

  app.post(`${ID}/tickets`, async (c) => {
    const incident = await incidentOf(c.req.param('id'));
    const scope = scopeOf(incident, c.req.query('area'));
    const author = c.get('user').name;
    const attached = await db.transaction().execute(async (trx) => {
      const wanted = ticketsToAttach(scope, await openTickets(trx), await areas(trx));
      for (const t of wanted)
        await changeTicket(trx, t._id, { incidentId: incident._id, serverNote: attachedNote(incident) }, author);
      return wanted.length;
    });
    noteAudit(c, { recordId: incident._id, recordName: incident.title, summary: `${attached} tickets attached` });
    return c.json({ attached });
  });

  app.post(`${ID}/resolve-tickets`, async (c) => {
    const incident = await incidentOf(c.req.param('id'));
    const { reply, reply_ne } = parse(resolveSchema, await readInput(c));
    const author = c.get('user').name;
    // All or none: each ticket resolved exactly as a staff reply with the status 'resolved' would be,
    // its email to the customer committed with it.
    const resolved = await db.transaction().execute(async (trx) => {
      const attached = await trx
        .selectFrom('ticket')
        .select(['id', 'lang'])
        .where('incidentId', '=', incident._id)
        .where('status', 'not in', [...TICKET_DONE])
        .orderBy('seq')
        .execute();
      for (const t of attached) {
        const text = replyFor(t, reply, reply_ne);
        await changeTicket(trx, t.id, { status: 'resolved', reply: text }, author, (after) =>
          notifier ? notifier.replyInsertsFor(after, text) : [],
        );
      }
      return attached.length;
    });
    if (resolved) notifier?.wake();
    noteAudit(c, { recordId: incident._id, recordName: incident.title, summary: `${resolved} tickets resolved` });
    return c.json({ resolved });
  });

  return app;
}
