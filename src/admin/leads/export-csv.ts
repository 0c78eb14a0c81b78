import { ApiError } from '../lib/api.ts';
import { $auth } from '../lib/session.ts';

/**
 * Downloads a lead list as CSV with the list's filters. Fetched with the token (a plain link
 * could not send it), then handed to the browser as a file.
 */
export async function downloadCsv(api: string, params: Record<string, string | undefined>): Promise<void> {
  const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])));
  const res = await fetch(`${api}/export.csv${query.size ? `?${query}` : ''}`, {
    headers: { 'x-auth-token': $auth.get().token ?? '' },
  });
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    throw new ApiError(res.status, body.message || `Export failed (${res.status})`);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
