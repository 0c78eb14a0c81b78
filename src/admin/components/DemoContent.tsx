import { useState } from 'react';
import { toast } from 'react-toastify';
import useSWR, { useSWRConfig } from 'swr';
import { TRASH_DAYS } from '../../lib/constants.ts';
import { DEMO_FIELD_LABELS } from '../../lib/settings/demo-left.ts';
import { ApiError, apiFetch, fetcher } from '../lib/api.ts';
import { refreshPublishState } from '../lib/publish.ts';
import { Link } from './Link.tsx';
import { toastError } from './ErrorToast.tsx';

const API = '/api/demo-content';

/** The confirmation of "Remove demo content", naming how many records go. */
export const confirmRemoveDemo = (count: number) =>
  `Move all ${count} demo records (sliders, notices, testimonials, plans, FAQs, areas and incidents, edited or not) to Recently deleted? Each can be restored there for ${TRASH_DAYS} days.`;

interface DemoState {
  /** demo records still on the site */
  count: number;
  /** demo records in Recently deleted, restorable together */
  trashed: number;
  /** Site settings still holding the demo ISP's words (texts) and facts */
  settings: { texts: string[]; facts: string[] };
}

const labels = (fields: string[]) => fields.map((f) => DEMO_FIELD_LABELS[f as keyof typeof DEMO_FIELD_LABELS] ?? f);
/** The same fields once, without their "(Nepali)" twin. */
const named = (fields: string[]) => [...new Set(labels(fields).map((l) => l.replace(/ \(Nepali\)$/, '')))].join(', ');

/**
 * On an admin's dashboard while the demo ISP is still anywhere (issue 42): one button that moves every
 * seeded record to the trash; then what Site settings still say of the demo (its region, about page,
 * social links…), with one button for neutral words, and one to bring the whole demo back while it
 * waits in Recently deleted.
 */
export function DemoContent() {
  const { data, mutate } = useSWR<DemoState>(API, fetcher);
  const { mutate: refresh } = useSWRConfig();
  const [busy, setBusy] = useState('');
  if (!data) return null;
  const { count, trashed, settings } = data;
  const left = settings?.texts.length || (count === 0 && settings?.facts.length);
  if (!count && !left && !trashed) return null;

  async function act(action: 'remove' | 'restore' | 'settings', failure: string) {
    setBusy(action);
    try {
      const { message } = await apiFetch<{ message: string }>(`${API}/${action}`, { method: 'POST' });
      toast.success(message);
      await mutate();
      // The dashboard's counts, every list and the settings held change with it.
      void refresh(() => true);
      refreshPublishState();
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) toastError(failure, err);
    } finally {
      setBusy('');
    }
  }

  const box =
    'card flex flex-col gap-3 border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5';
  return (
    <div className="space-y-3" data-testid="demo-content">
      {count > 0 && (
        <section className={box} aria-label="Demo content">
          <div>
            <h2 className="text-sm font-semibold text-amber-900">This site still shows the demo ISP’s content</h2>
            <p className="mt-1 text-sm text-amber-900">
              {count} records came with the first start. Remove them all at once to start clean with your own.
            </p>
          </div>
          <button
            type="button"
            className="btn btn-danger shrink-0"
            disabled={busy !== ''}
            onClick={() =>
              window.confirm(confirmRemoveDemo(count)) && void act('remove', 'Could not remove the demo content')
            }
          >
            {busy === 'remove' ? 'Removing…' : 'Remove demo content'}
          </button>
        </section>
      )}
      {count === 0 && left ? (
        <section className={box} aria-label="Demo words in Site settings">
          <div className="text-sm text-amber-900">
            <h2 className="font-semibold">Site settings still describe the demo ISP</h2>
            {settings.texts.length > 0 && (
              <p className="mt-1">
                Still the demo’s words: <strong className="font-medium">{named(settings.texts)}</strong> (“eastern
                Nepal”, “Koshi Province”, the demo’s social pages). Replace them with neutral words, then write your
                own.
              </p>
            )}
            {settings.facts.length > 0 && (
              <p className="mt-1">
                Only you can write: <strong className="font-medium">{named(settings.facts)}</strong>, in{' '}
                <Link href="/admin/settings" className="font-medium underline">
                  Site settings
                </Link>
                .
              </p>
            )}
          </div>
          {settings.texts.length > 0 && (
            <button
              type="button"
              className="btn btn-secondary shrink-0"
              disabled={busy !== ''}
              onClick={() => void act('settings', 'Could not replace the demo’s words')}
            >
              {busy === 'settings' ? 'Replacing…' : 'Use neutral words'}
            </button>
          )}
        </section>
      ) : null}
      {trashed > 0 && (
        <section
          className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
          aria-label="Demo content in Recently deleted"
        >
          <p className="text-sm text-slate-700">
            {trashed} demo records are in Recently deleted, for {TRASH_DAYS} days from their removal. Bring them all
            back to see the demo site again.
          </p>
          <button
            type="button"
            className="btn btn-secondary shrink-0"
            disabled={busy !== ''}
            onClick={() => void act('restore', 'Could not restore the demo content')}
          >
            {busy === 'restore' ? 'Restoring…' : 'Restore the demo content'}
          </button>
        </section>
      )}
    </div>
  );
}
