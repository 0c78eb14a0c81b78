import type { AccountMessages } from '../../i18n/account-en.ts';
import type { SupportMessages } from '../../i18n/support-en.ts';
import type { Lang } from '../../i18n/paths.ts';
import type { CustomerCredit } from '../credit-text.ts';

/** What GET /api/account answers (src/server/account/view.ts). */
export interface Account {
  customer: {
    customerId: string;
    name: string;
    phone: string;
    email: string;
    area: string;
    status: 'active' | 'suspended' | 'disconnected';
    dueDate: string;
    dueAmount: number;
    lang: string;
    plan: { id: string; name: string; name_ne: string; speed: string; price: string; duration: string } | null;
  };
  consentedAt: string | null;
  choices: { statusSms: boolean; statusEmail: boolean };
  deletionRequestedAt: string | null;
  incidents: { _id: string; title: string; title_ne: string; startsAt: string; endsAt: string }[];
  tickets: { _id: string; number: string; status: string; category: string; createdAt: string }[];
  speedtests: { id: string; createdAt: string; download: number; upload: number }[];
  credits: (CustomerCredit & { _id: string; tickets: string[]; reasons: { en: string; ne: string }[] })[];
  /** only where the site reads RADIUS (docs/usage.md); null for a line it knows no use of */
  usage?: {
    period: { start: string; end: string };
    download: number;
    upload: number;
    days: { day: string; download: number; upload: number }[];
    online: { since: string; address: string }[];
    capGb: number | null;
    share: number | null;
  } | null;
}

/** The words My account's pieces share: its own, and the fault report's categories and statuses. */
export interface Words {
  lang: Lang;
  t: AccountMessages;
  categories: SupportMessages['form']['categories'];
  fields: SupportMessages['form']['fields'];
  statuses: SupportMessages['track']['statuses'];
}

/** What the account's calls answer: the account (or part of it), a fault report's number and link, or a message. */
export type Answer = Account & { message?: string; number: string; trackUrl: string };

/** A JSON call to the API with the customer's cookie; network failures come back as status 0. */
export async function call(method: string, path: string, body?: unknown): Promise<{ status: number; data: Answer }> {
  try {
    const res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, data: (await res.json().catch(() => ({}))) as Answer };
  } catch {
    return { status: 0, data: {} as Answer };
  }
}
