// A preview's link and the editor's pass to it (issue 31). Both are signed, expiring and stored
// nowhere, so any server of a cluster can check them and no table is needed:
// - the link's token carries what to render (the entity, the record's id and the form's values),
//   compressed, the editor it was made for and when it expires;
// - the pass is an HttpOnly cookie for /preview/ only, set when the editor presses Preview, naming
//   the editor's session. A link without the pass of a session still signed in shows nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Session } from '../auth/tokens.ts';
import type { PreviewPhoto } from './preview-photo.ts';

/**
 * How long a preview link and its pass last: long enough to check a change on a phone and show a
 * colleague at the same desk, short enough that a link copied into a chat is soon useless.
 */
export const PREVIEW_MINUTES = 30;
export const PREVIEW_COOKIE = 'isp_preview';
/**
 * The longest link token: a request's first line counts against Node's 16 KB header limit, and a
 * record this large (a long FAQ answer in both languages) still fits with room to spare.
 */
export const MAX_PREVIEW_TOKEN = 12_000;

/** What a link asks for. */
export interface PreviewLink {
  /** the entity's path (plan, slider, …) */
  entity: string;
  /** the stored record the values replace; none for a new record */
  id?: string;
  /** the record as the editor's form has it */
  record: Record<string, unknown>;
  /** the photo chosen in the form and not saved yet (preview-photo.ts), which `record.image` names */
  photo?: PreviewPhoto;
  /** the editor it was made for */
  user: string;
  /** when it expires (ms since the epoch) */
  expires: number;
}

/** The editor's pass: the session it was given to, and when it expires. */
export interface PreviewPass {
  session: Session;
  expires: number;
}

export function previewSigner(secret: string) {
  // A key of its own, so a preview token is never a valid signature of anything else the secret signs.
  const key = createHmac('sha256', secret).update('issue-31 preview').digest();
  const mac = (data: string) => createHmac('sha256', key).update(data).digest('base64url');
  const seal = (body: Buffer) => {
    const data = body.toString('base64url');
    return `${data}.${mac(data)}`;
  };
  /** The body of a sealed value, or undefined when it was not signed here or is not one. */
  const open = (sealed: string): Buffer | undefined => {
    const [data, signature, extra] = sealed.split('.');
    if (!data || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(mac(data));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return Buffer.from(data, 'base64url');
  };

  return {
    link: (link: PreviewLink) => seal(deflateRawSync(JSON.stringify(link))),
    /** The link's contents: 'forged' when not signed here, 'expired' after its time. */
    readLink(token: string, now = Date.now()): PreviewLink | 'forged' | 'expired' {
      const body = token.length <= MAX_PREVIEW_TOKEN ? open(token) : undefined;
      if (!body) return 'forged';
      let link: PreviewLink;
      try {
        link = JSON.parse(inflateRawSync(body, { maxOutputLength: 1024 * 1024 }).toString());
      } catch {
        return 'forged';
      }
      return link.expires > now ? link : 'expired';
    },
    pass: (pass: PreviewPass) => seal(Buffer.from(JSON.stringify(pass))),
    /** The pass's session while it lasts, else undefined. */
    readPass(cookie: string | undefined, now = Date.now()): Session | undefined {
      const body = cookie ? open(cookie) : undefined;
      if (!body) return undefined;
      try {
        const pass = JSON.parse(body.toString()) as PreviewPass;
        return pass.expires > now && typeof pass.session?.sub === 'string' ? pass.session : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
export type PreviewSigner = ReturnType<typeof previewSigner>;
