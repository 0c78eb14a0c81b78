import { createHmac, timingSafeEqual } from 'node:crypto';
import { langOf, localePath } from '../../i18n/paths.ts';

export type LinkPurpose = 'confirm' | 'unsubscribe';

/**
 * The links in status emails: the subscription's id and an HMAC of it for one purpose, keyed with
 * the server's secret (shared by every server on the database). Nothing is stored per link, and a
 * confirmation link cannot unsubscribe, nor the other way round.
 */
export function subscriptionLinks(secret: string, siteUrl: string) {
  const site = siteUrl.replace(/\/+$/, '');
  const token = (id: string, purpose: LinkPurpose) =>
    createHmac('sha256', secret).update(`subscription:${purpose}:${id}`).digest().subarray(0, 16).toString('base64url');
  const query = (id: string, purpose: LinkPurpose) => `s=${encodeURIComponent(id)}&t=${token(id, purpose)}`;
  return {
    token,
    verify(id: string, purpose: LinkPurpose, given: string): boolean {
      const expected = Buffer.from(token(id, purpose));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    /** The page that confirms or unsubscribes when opened, in the subscriber's language. */
    page: (id: string, purpose: LinkPurpose, lang: string) =>
      `${site}${localePath(langOf(lang), '/status/subscription')}?${query(id, purpose)}&do=${purpose}`,
    /** The List-Unsubscribe address: a POST there unsubscribes at once (RFC 8058). */
    oneClick: (id: string) => `${site}/api/subscription/unsubscribe?${query(id, 'unsubscribe')}`,
    status: (lang: string) => `${site}${localePath(langOf(lang), '/status')}`,
  };
}
export type SubscriptionLinks = ReturnType<typeof subscriptionLinks>;
