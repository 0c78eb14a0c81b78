import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

const SVG_NS = 'http://www.w3.org/2000/svg';
// CSS can still reach outside the image (url(https://…), @import, image-set()); DOMPurify does
// not read CSS. Only a reference to a fragment of the image itself (url(#id)) may stay.
const EXTERNAL_CSS = /@import|\b(?:url|src)\((?!\s*['"]?\s*#)|image-set\(/i;

/**
 * CSS as the browser reads it, for the check above: comments dropped and escapes decoded, so
 * `u\72l(` and `\75rl(` are seen as `url(`. (A value's XML character references were already
 * decoded by the parser.)
 */
export function decodeCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\n\f]?/g, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    })
    .replace(/\\\n/g, '')
    .replace(/\\(.)/g, '$1');
}

/** Whether CSS (a style, a `<style>` or a presentation attribute's value) reaches outside the image. */
export const reachesOutside = (css: string) => EXTERNAL_CSS.test(decodeCss(css));

let purifier: { purify: DOMPurify; window: JSDOM['window'] } | undefined;

/** One DOM and one DOMPurify for the process: building a jsdom window costs ~150 ms. */
function sanitiser() {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    // Links and references only inside the image itself (#id): nothing fetched, nothing navigated.
    if ((name === 'href' || name.endsWith(':href')) && !data.attrValue.trim().startsWith('#')) data.keepAttr = false;
    // Any attribute may carry CSS: style, and presentation attributes (fill, filter, mask, clip-path, marker-*, cursor…).
    if (reachesOutside(data.attrValue)) data.keepAttr = false;
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && reachesOutside(node.textContent ?? '')) node.textContent = '';
  });
  purifier = { purify, window };
  return purifier;
}

/**
 * An uploaded SVG, parsed as XML and cleaned by DOMPurify's SVG profile: scripts, event handlers,
 * foreignObject and external references are removed (stripped, not refused: images exported by
 * design tools carry editor metadata the sanitiser drops harmlessly, and the stored file is
 * exactly what the sanitiser allowed). Namespace-prefixed elements (`<svg:script>`) are
 * elements of their real namespace here, and none of them is on DOMPurify's allow-list.
 * Returns undefined when the text is not a well-formed SVG document.
 */
export function sanitiseSvg(text: string): string | undefined {
  const { purify, window } = sanitiser();
  const doc = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (
    !root ||
    root.namespaceURI !== SVG_NS ||
    root.localName !== 'svg' ||
    doc.getElementsByTagName('parsererror').length > 0
  )
    return undefined;
  try {
    purify.sanitize(root, { IN_PLACE: true, USE_PROFILES: { svg: true, svgFilters: true }, KEEP_CONTENT: false });
  } catch {
    return undefined; // a root DOMPurify refuses outright (e.g. a prefixed <svg:svg>)
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new window.XMLSerializer().serializeToString(root)}`;
}
