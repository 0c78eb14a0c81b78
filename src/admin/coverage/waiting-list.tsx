import { toast } from 'react-toastify';
import { leadOf } from '../../lib/entities.ts';
import { Link } from '../components/Link.tsx';
import { apiFetchPage } from '../lib/api.ts';
import type { AdminRecord } from '../resources/types.ts';
import { formatNumber, plural } from '../../lib/plural.ts';

const REQUESTS = leadOf('coverage-request')!.adminRoute;

/** The waiting list of one listed area: the Coverage Requests screen narrowed to it. */
export const waitingListPath = (area: string) => `${REQUESTS}?area=${encodeURIComponent(area)}`;

/**
 * After an area goes from coming soon to available: how many waiting-list requests name it, with
 * a link to them, so staff call those visitors first. It stays until closed.
 */
export async function announceWaitingList(record: AdminRecord, before?: AdminRecord) {
  if (before?.status !== 'coming-soon' || record.status !== 'available') return;
  // Requests are matched to the area's name when they arrive: the name it had until now.
  const name = String(before.name);
  try {
    const { total } = await apiFetchPage(`/api/coverage-request?area=${encodeURIComponent(name)}&page=1&limit=1`);
    toast.info(
      <div data-testid="waiting-list-count">
        <p className="font-medium">{name} is now available.</p>
        <p className="mt-0.5">
          {total === 0
            ? 'No waiting-list request names it.'
            : `${formatNumber(total)} waiting-list ${plural(total, 'request names', 'requests name')} it. `}
          {total > 0 && (
            <Link href={waitingListPath(name)} className="font-semibold text-brand-700 underline">
              View {plural(total, 'it', 'them')}
            </Link>
          )}
        </p>
      </div>,
      { autoClose: false },
    );
  } catch {
    // The save itself succeeded; the count is a courtesy the Coverage Requests screen also gives.
  }
}
