import { letter } from '../../i18n/mail.ts';
import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { auditName } from '../../lib/history.ts';
import { ROLE_NAMES, type Role } from '../../lib/roles.ts';
import { acceptInvitationSchema, invitationSchema, invitationTokenSchema } from '../../lib/schemas/user.ts';
import type { Db } from '../db/index.ts';
import { parse, readInput } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { noteAudit, writeAudit } from '../history/audit.ts';
import type { Notifier } from '../notify/notifier.ts';
import { newId } from '../storage/records.ts';
import { hashPassword } from './passwords.ts';
import { startSession } from './sessions.ts';
import { twoFactorRequired } from './two-factor.ts';
import { toAuthUser, type AuthEnv, type Tokens } from './tokens.ts';

// Invitations (issue 42): the admin names a person, their email and role; the person gets a one-time
// link, valid 24 hours, and chooses their own password, which nobody else ever knows. The link's token
// is kept as its SHA-256 only, and it is emailed at once rather than queued, so no table holds it.
// Without email set up, the admin is given the link to pass on.

export const INVITATION_HOURS = 24;
export const INVITATION_GONE =
  'This invitation link has expired or was already used. Ask an admin to invite you again.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where the invited person sets their password: the token after #, never sent to a server in a URL. */
export const invitationLink = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/+$/, '')}/admin/invitation#${token}`;

export function composeInvitation(invite: { name: string; role: Role; by: string; isp: string }, link: string) {
  const subject = `${invite.by} invited you to the ${invite.isp} admin`;
  const text = letter({
    lang: 'en',
    isp: invite.isp,
    to: invite.name,
    signature: `${invite.isp} admin`,
    lines: [
      `${invite.by} invited you to the ${invite.isp} website's admin as ${ROLE_NAMES[invite.role]}.`,
      '',
      `Choose your password here (the link works once, for ${INVITATION_HOURS} hours):`,
      link,
      '',
      'If you did not expect this, ignore this email: nothing happens until the link is used.',
    ],
  });
  return { subject, text };
}

export interface InvitationDeps {
  db: Db;
  tokens: Tokens;
  notifier: Pick<Notifier, 'email' | 'sendNow'>;
  siteUrl: string;
  ispName: () => Promise<string>;
  where: (c: Context) => { address: string; userAgent: string };
  now?: () => Date;
}

/** POST /api/users/invitations: the admin invites (admin only, by the roles policy). */
export function invitationAdminRoutes({ db, notifier, siteUrl, ispName, now }: InvitationDeps) {
  const clock = now ?? (() => new Date());
  const app = new Hono<AuthEnv>();
  app.post('/', async (c) => {
    const input = parse(invitationSchema, await readInput(c));
    const email = input.email.toLowerCase();
    const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) throw new ApiError(409, 'A user with that email already exists', { email: 'Already in use' });
    const token = randomBytes(32).toString('base64url');
    const at = clock().getTime();
    const by = c.get('user');
    const id = newId();
    await db.transaction().execute(async (trx) => {
      // A new invitation replaces an earlier one to the same address: only the latest link works.
      await trx.deleteFrom('invitation').where('email', '=', email).where('usedAt', 'is', null).execute();
      await trx
        .insertInto('invitation')
        .values({
          id,
          tokenHash: hashToken(token),
          name: input.name,
          email,
          role: input.role,
          invitedBy: by._id,
          createdAt: at,
          expiresAt: at + INVITATION_HOURS * 3_600_000,
          usedAt: null,
        })
        .execute();
    });
    const link = invitationLink(siteUrl, token);
    noteAudit(c, {
      action: 'invited',
      entity: 'users',
      recordId: '',
      recordName: auditName({ name: input.name, email }),
    });
    const invited = { _id: id, name: input.name, email, role: input.role };
    if (notifier.email() === 'off')
      return c.json(
        { ...invited, emailed: false, link, message: 'Email is not set up: give them this link yourself.' },
        201,
      );
    try {
      const message = composeInvitation(
        { name: input.name, role: input.role, by: by.name, isp: await ispName() },
        link,
      );
      await notifier.sendNow({ to: email, ...message });
    } catch (err) {
      // The invitation stands: the admin passes the link on another way.
      const reason = err instanceof Error ? err.message : String(err);
      return c.json(
        {
          ...invited,
          emailed: false,
          link,
          message: `The email could not be sent (${reason}): give them this link yourself.`,
        },
        201,
      );
    }
    return c.json({ ...invited, emailed: true, message: `Invitation emailed to ${email}` }, 201);
  });
  return app;
}

/**
 * /api/invitation (public: the link is the proof): POST /check says whom a link is for, POST /accept
 * sets the password, creates the user and signs them in.
 */
export function invitationRoutes({ db, tokens, where, now }: InvitationDeps) {
  const clock = now ?? (() => new Date());
  const app = new Hono();
  const open = async (token: string) => {
    const row = await db
      .selectFrom('invitation')
      .selectAll()
      .where('tokenHash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row || row.usedAt !== null || Number(row.expiresAt) <= clock().getTime())
      throw new ApiError(410, INVITATION_GONE);
    return row;
  };

  app.post('/check', async (c) => {
    const { token } = parse(invitationTokenSchema, await readInput(c));
    const row = await open(token);
    return c.json({ name: row.name, email: row.email, role: row.role });
  });

  app.post('/accept', async (c) => {
    const { token, password } = parse(acceptInvitationSchema, await readInput(c));
    const invite = await open(token);
    const at = clock();
    const id = newId();
    const passwordHash = await hashPassword(password);
    const created = await db.transaction().execute(async (trx) => {
      // Single use: the first acceptance takes the invitation; a second, racing it, finds it used.
      const taken = await trx
        .updateTable('invitation')
        .set({ usedAt: at.getTime() })
        .where('id', '=', invite.id)
        .where('usedAt', 'is', null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return false;
      const exists = await trx.selectFrom('users').select('id').where('email', '=', invite.email).executeTakeFirst();
      if (exists) throw new ApiError(409, 'A user with this email already exists. Sign in instead.');
      await trx
        .insertInto('users')
        .values({
          id,
          createdAt: at.toISOString(),
          name: invite.name,
          email: invite.email,
          passwordHash,
          tokensValidAfter: 0,
          role: invite.role,
        })
        .execute();
      return true;
    });
    if (!created) throw new ApiError(410, INVITATION_GONE);
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const user = toAuthUser(row);
    await writeAudit(db, {
      at,
      user,
      action: 'invitation accepted',
      entity: 'users',
      recordId: id,
      recordName: auditName(user),
      address: where(c).address,
    });
    const sessionToken = await startSession(db, tokens, id, where(c));
    // As at sign-in: where every user must have two-factor sign-in, the admin opens its set-up first.
    const mustEnrol = await twoFactorRequired(db);
    return c.json(
      { token: sessionToken, user: { ...user, firstSignIn: true }, ...(mustEnrol ? { mustEnrol } : {}) },
      201,
    );
  });
  return app;
}
