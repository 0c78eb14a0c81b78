import { accepted } from '../http/upload-limit.ts';
import { ApiError } from '../http/errors.ts';
import { inUploadThread, uploadThreadTimeout, UploadTimeout } from './upload-thread.ts';

/** Deepest element nesting an uploaded SVG may have (libvips, which renders SVG, stops at 256 too). */
export const MAX_SVG_DEPTH = 256;
/** Most elements an uploaded SVG may have (a detailed map or illustration has a few thousand). */
export const MAX_SVG_ELEMENTS = 50_000;

/**
 * Counts an SVG's elements and their nesting by a scan of its tags (comments, CDATA, processing
 * instructions and the doctype skipped; quoted attribute values read past), with no DOM: the
 * parser's time grows with the square of the depth, so a file too deep or too large is refused
 * before it is parsed. Returns what is wrong, or undefined.
 */
export function svgShapeProblem(text: string): string | undefined {
  let depth = 0;
  let count = 0;
  let i = 0;
  for (;;) {
    const lt = text.indexOf('<', i);
    if (lt === -1) return undefined;
    const next = text.charCodeAt(lt + 1);
    if (text.startsWith('<!--', lt) || text.startsWith('<![CDATA[', lt) || next === 0x3f /* ? */) {
      const close = text.startsWith('<!--', lt) ? '-->' : next === 0x3f ? '?>' : ']]>';
      const end = text.indexOf(close, lt + 2);
      if (end === -1) return undefined; // unterminated: the parser refuses it
      i = end + close.length;
      continue;
    }
    if (next === 0x21 /* ! a declaration: nothing nests */) {
      i = lt + 2;
      continue;
    }
    if (next === 0x2f /* / */) {
      depth--;
      i = lt + 2;
      continue;
    }
    let j = lt + 1;
    let quote = 0;
    for (; j < text.length; j++) {
      const ch = text.charCodeAt(j);
      if (quote) {
        if (ch === quote) quote = 0;
      } else if (ch === 0x22 || ch === 0x27) quote = ch;
      else if (ch === 0x3e /* > */) break;
    }
    if (j >= text.length) return undefined;
    if (text.charCodeAt(j - 1) !== 0x2f) depth++;
    if (++count > MAX_SVG_ELEMENTS) return `it has more than ${MAX_SVG_ELEMENTS.toLocaleString('en-US')} elements`;
    if (depth > MAX_SVG_DEPTH) return `its elements are nested more than ${MAX_SVG_DEPTH} deep`;
    i = j + 1;
  }
}

const refused = (why: string) => new ApiError(422, `This SVG cannot be accepted: ${why}. ${accepted()}`);

/**
 * An uploaded SVG sanitised (src/server/media/svg-sanitise.ts) in the uploads' worker thread, within
 * IMAGE_READ_TIMEOUT_SECONDS: the server's own thread never parses it, so a hostile file costs other
 * requests nothing. A file too deep or too large is refused before it is parsed; one that takes
 * too long is refused and its thread ended. Undefined when the text is not a well-formed SVG.
 */
export async function sanitiseSvgUpload(text: string, timeoutMs = uploadThreadTimeout()): Promise<string | undefined> {
  const problem = svgShapeProblem(text);
  if (problem) throw refused(problem);
  try {
    return ((await inUploadThread<string | null>('svg', text, timeoutMs)) ?? undefined) as string | undefined;
  } catch (err) {
    if (err instanceof UploadTimeout)
      throw refused(`it took more than ${Math.round(timeoutMs / 1000)} seconds to read`);
    throw err;
  }
}
