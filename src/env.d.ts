/// <reference types="astro/client" />

// `client:afterpaint` (src/integrations/after-paint.ts): hydrate when idle after the first paint.
declare namespace astroHTML.JSX {
  interface IntrinsicAttributes {
    'client:afterpaint'?: boolean;
  }
}

// fontverter converts font files between TTF, WOFF and WOFF2 (src/layouts/first-faces.ts); it ships no types.
declare module 'fontverter' {
  const fontverter: {
    convert(font: Uint8Array, to: 'truetype' | 'woff' | 'woff2', from?: 'truetype' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}
