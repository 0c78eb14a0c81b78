import { DEFAULT_MAX_UPLOAD_MB } from '../../lib/constants.ts';
import { acceptedImages } from '../../lib/messages.ts';

/** The largest upload in MB: MAX_UPLOAD_MB, set once at start-up from the configuration. */
let maxMb = DEFAULT_MAX_UPLOAD_MB;
export function setMaxUploadMb(mb: number) {
  maxMb = mb;
}
export const maxUploadBytes = () => maxMb * 1024 * 1024;
/** What an upload may be, with this server's limit (said in every refusal of an upload). */
export const accepted = () => acceptedImages(maxMb);
