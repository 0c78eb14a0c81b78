import type { Incident } from '../lib/incidents.ts';
import type { Messages } from '../i18n/en.ts';
import { periodWord } from '../i18n/periods.ts';

/** The words of the slider and testimonial carousel, in the page's language. */
export type CarouselMessages = Messages['carousel'];

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
  /** the CSS object-position that keeps the editor's focal point in view (src/lib/focal-point.ts) */
  position?: string;
}

/** A notice in the popup: its poster, or (a notice without one) its title, text and link. */
export type NoticeData =
  | {
      id: string;
      title: string;
      image: ResponsiveImage;
      /** the image's alt text: the editor's, else the title */
      alt: string;
    }
  | { id: string; title: string; text: string; link: string };

export interface TestimonialData {
  id: string;
  name: string;
  location: string;
  comment: string;
  image: ResponsiveImage;
  /** the image's alt text: the editor's, else the name */
  alt: string;
  /** the CSS object-position that keeps the editor's focal point in view (src/lib/focal-point.ts) */
  position?: string;
}

/** What a plan card shows: the plan's own words, or their Nepali on a Nepali page. */
export interface PlanWords {
  name: string;
  speed: string;
  price: string;
  duration: string;
  /** the duration standing alone, as the booking summary's row says it ('मासिक' for '/महिना') */
  period?: string;
  features: string[];
}

/** A plan as the plan tabs and the booking form need it (a booking records the plan's own words). */
export interface PlanData extends PlanWords {
  id: string;
  sme: boolean;
  /** shown as a teaser on the home page */
  featured: boolean;
  /** the 'Most Popular' badge */
  popular: boolean;
  /** on a Nepali page, the words to show instead */
  shown?: PlanWords;
}

/** The words a plan is shown with. */
export const shownPlan = (plan: PlanData): PlanWords =>
  plan.shown ?? {
    name: plan.name,
    speed: plan.speed,
    price: plan.price,
    duration: plan.duration,
    period: periodWord('en', plan.duration),
    features: plan.features,
  };

/** A coverage area as the coverage check receives it (issue 15). */
export interface AreaData {
  id: string;
  name: string;
  /** '' when the editors gave no Nepali name */
  name_ne: string;
  district: string;
  /** the district's Nepali name ('' when unknown): shown on Nepali pages, and found when typed */
  district_ne: string;
  services: string[];
  status: 'available' | 'coming-soon';
}

/** An open incident as the coverage check receives it (issue 29): its title already in the page's language. */
export type IncidentNote = Incident;
