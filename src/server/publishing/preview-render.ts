// A preview (issue 31), rendered in the warm build process with the prerenderer the last build
// kept (as rerender.ts renders a publish), while the editor's record stands in for the stored one
// (src/components/preview-record.ts, through src/lib/build-seam.ts). The page is answered as text: nothing is written into the
// live site's folder and nothing is stored.
import { finishPage } from '../../integrations/built-html.ts';
import { type KeptRenderer, type PreviewRecord, setPreviewRecord } from '../../lib/build-seam.ts';

export class NoSuchPage extends Error {}

/** One public page as the live site's code renders it with `record` in place, finished as a build finishes it. */
export async function renderPreview(
  kept: KeptRenderer,
  path: string,
  record: PreviewRecord,
  liveDir: string,
): Promise<string> {
  const { prerenderer, site } = kept;
  const wanted = path.replace(/\/+$/, '');
  const found = (await prerenderer.getStaticPaths()).find(
    ({ pathname, route }) => route.type === 'page' && pathname.replace(/\/+$/, '') === wanted,
  );
  if (!found) throw new NoSuchPage(`${path} is not a page of the site`);
  setPreviewRecord(record);
  try {
    const url = new URL(`${wanted}/`, site);
    const rendered = await prerenderer.render(new Request(url), { routeData: found.route });
    const response = rendered instanceof Response ? rendered : rendered.response;
    const html = await response.text();
    return await finishPage(liveDir, html, new Map());
  } finally {
    setPreviewRecord(undefined);
  }
}
