/** An uploaded image optimised at build time, as the islands receive it. */
export interface ResponsiveImage {
  /** fallback (WebP) URL, or the uploaded file itself when it is used unprocessed (SVG) */
  src: string;
  /** empty when the image is used as uploaded */
  avifSrcSet: string;
  webpSrcSet: string;
  sizes: string;
  width: number;
  height: number;
}

export interface SlideData {
  id: string;
  title: string;
  name: string;
  subtitle: string;
  link: string;
  image: ResponsiveImage;
  /** the image's alt text: the editor's, else the title or name */
  alt: string;
}

export interface NoticeData {
  id: string;
  title: string;
  image: ResponsiveImage;
  /** the image's alt text: the editor's, else the title */
  alt: string;
}

export interface TestimonialData {
  id: string;
  name: string;
  location: string;
  comment: string;
  image: ResponsiveImage;
  /** the image's alt text: the editor's, else the name */
  alt: string;
}

/** A plan as the plan tabs and the booking form need it. */
export interface PlanData {
  id: string;
  name: string;
  speed: string;
  price: string;
  duration: string;
  features: string[];
  sme: boolean;
  /** shown as a teaser on the home page */
  featured: boolean;
  /** the 'Most Popular' badge */
  popular: boolean;
}
