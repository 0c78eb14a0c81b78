import useSWR from 'swr';
import type { Settings } from '../../lib/settings/schema.ts';
import { fetcher } from '../lib/api.ts';

export const SETTINGS_API = '/api/settings';

/** The ISP's settings (public, so the sign-in screen may read them too); undefined while loading. */
export function useSettings() {
  return useSWR<Settings>(SETTINGS_API, fetcher, { revalidateOnFocus: false });
}
