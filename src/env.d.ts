/// <reference types="astro/client" />

// `client:afterpaint` (src/integrations/after-paint.ts): hydrate when idle after the first paint.
declare namespace astroHTML.JSX {
  interface IntrinsicAttributes {
    'client:afterpaint'?: boolean;
  }
}
