import { DEFAULT_MAX_UPLOAD_MB } from '../../lib/constants.ts';

/**
 * The server's largest upload in MB (GET /api/upload-limit, MAX_UPLOAD_MB), learnt when an image
 * input first shows; the default until then. The form's check before sending reads it.
 */
let maxMb = DEFAULT_MAX_UPLOAD_MB;
export const uploadLimitMb = () => maxMb;
export function setUploadLimitMb(mb: number) {
  if (Number.isInteger(mb) && mb > 0) maxMb = mb;
}
