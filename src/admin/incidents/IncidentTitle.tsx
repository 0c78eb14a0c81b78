import useSWR from 'swr';
import type { Incident } from '../../lib/incidents.ts';
import { fetcher } from '../lib/api.ts';

/** An incident named by its title (the ticket list narrowed to one), read from the incidents already loaded. */
export function IncidentTitle({ id }: { id: string }) {
  const { data } = useSWR<Incident[]>('/api/incident', fetcher);
  return <>{data?.find((i) => i._id === id)?.title ?? (data ? 'a deleted incident' : '…')}</>;
}
