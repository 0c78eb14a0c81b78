// The seam between the build and the server's warm build process (src/server/publishing/build-worker.ts):
// the one place state crosses between them. Astro runs the pages from its own bundle of the site's
// modules, while the server and the build's integrations load the same files in plain Node, so a
// module-level variable would be two variables. Everything that crosses is kept here, in one
// object under one registered symbol, typed, and read and written only through these functions.
import type { AstroPrerenderer } from 'astro';

/** The record an editor previews: the collection it belongs to, its id (none for a new record), its fields. */
export interface PreviewRecord {
  collection: string;
  id?: string;
  /** first (testimonials: a new one is prepended) or last, for a new record */
  newestFirst?: boolean;
  record: Record<string, unknown> & { hidden?: boolean };
  /** the photo chosen in the form and not saved yet, which `record.image` names, and where the preview serves it */
  photo?: { name: string; width: number; height: number; svg?: boolean; href: string };
}

/** What a finished build leaves behind for rendering its pages again (src/server/publishing/rerender.ts). */
export interface KeptRenderer {
  /** Astro's own prerenderer, set up on the build's server bundle: it renders any of the site's paths */
  prerenderer: AstroPrerenderer;
  /** the site's address (astro.config.mjs `site`): the origin of the requests the pages are rendered for */
  site: string;
}

interface Seam {
  /** the publish (or preview) the build process is rendering: the pages read the API once per round */
  publishRound?: number;
  /** while a preview renders, the record that stands in for the stored one */
  previewRecord?: PreviewRecord;
  /** the last build's renderer, in the warm build process */
  keptRenderer?: KeptRenderer;
  /** the first faces' files the pages rendered since the last write asked for, by name */
  firstFaces: Map<string, Buffer>;
}

const KEY = Symbol.for('isp.build-seam');
const holder = globalThis as { [KEY]?: Seam };
holder[KEY] ??= { firstFaces: new Map() };
const seam: Seam = holder[KEY];

export const publishRound = (): number | undefined => seam.publishRound;
export const setPublishRound = (round: number | undefined) => {
  seam.publishRound = round;
};

export const previewRecord = (): PreviewRecord | undefined => seam.previewRecord;
export const setPreviewRecord = (record: PreviewRecord | undefined) => {
  seam.previewRecord = record;
};

export const keptRenderer = (): KeptRenderer | undefined => seam.keptRenderer;
export const setKeptRenderer = (renderer: KeptRenderer | undefined) => {
  seam.keptRenderer = renderer;
};

/** The face files asked for since the last write (src/layouts/first-faces-files.ts writes and clears them). */
export const firstFacesAsked = (): Map<string, Buffer> => seam.firstFaces;
