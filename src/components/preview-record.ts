// Preview (issue 31): while the warm build process renders a preview, the record the editor is
// changing is put in place of the stored one (src/server/publishing/preview-render.ts sets it), so
// the preview is the live site's own code with that one record replaced, never a second template.
// Nothing here is set during a publish. The record crosses from the server in src/lib/build-seam.ts.
import { previewRecord } from '../lib/build-seam.ts';

export type { PreviewRecord } from '../lib/build-seam.ts';

/**
 * The list with the previewed record in place: replaced where the stored one stands, added for a
 * new one, left out when the editor hides it. `parse` checks it as every record from the API is.
 */
export function withPreview<T>(collection: string, list: T[], parse: (record: unknown, order: number) => T): T[] {
  const preview = previewRecord();
  if (!preview || preview.collection !== collection) return list;
  const ids = list.map((r) => (r as { _id?: string })._id);
  const at = preview.id ? ids.indexOf(preview.id) : -1;
  const rest = at >= 0 ? [...list.slice(0, at), ...list.slice(at + 1)] : [...list];
  if (preview.record.hidden) return rest;
  const position = at >= 0 ? at : preview.newestFirst ? 0 : rest.length;
  const record = parse({ ...preview.record, _id: preview.id ?? 'preview' }, position);
  return [...rest.slice(0, position), record, ...rest.slice(position)];
}
