/** @jsxImportSource preact */
import { TESTIMONIAL_INTERVAL_MS } from '../lib/constants.ts';
import { ControlBar } from './CarouselControls.tsx';
import { Picture } from './Picture.tsx';
import type { CarouselMessages, TestimonialData } from './types.ts';
import { fill } from '../i18n/fill.ts';
import { useAutoAdvance } from './useAutoAdvance.ts';

/** What customers say, one at a time, advancing every 5 s. */
export default function TestimonialCarousel({
  testimonials,
  t,
}: {
  testimonials: TestimonialData[];
  t: CarouselMessages;
}) {
  const carousel = useAutoAdvance(testimonials.length, TESTIMONIAL_INTERVAL_MS);
  const { index, handlers, reducedMotion } = carousel;

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t.testimonials}
      className="relative mx-auto max-w-3xl"
      data-testid="testimonial-carousel"
      {...handlers}
    >
      <div className="grid">
        {testimonials.map((item, i) => {
          const active = i === index;
          return (
            <figure
              key={item.id}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(t.position, { n: i + 1, total: testimonials.length }, t.digits)}
              aria-hidden={!active}
              inert={!active}
              data-active={active}
              className={`card col-start-1 row-start-1 flex flex-col items-center px-6 py-10 text-center sm:px-12 ${reducedMotion ? '' : 'transition-opacity duration-700'} ${active ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
            >
              <svg viewBox="0 0 32 32" className="size-10 text-accent-500" fill="currentColor" aria-hidden="true">
                <path d="M9.3 8C5.3 10 3 13.6 3 18.2 3 22 5.2 24 8 24c2.5 0 4.4-1.9 4.4-4.3S10.6 15.6 8.3 15.6c-.5 0-1 .1-1.2.2.5-2.6 2.8-5.3 5.2-6.6zm14.6 0c-4 2-6.3 5.6-6.3 10.2 0 3.8 2.2 5.8 5 5.8 2.5 0 4.4-1.9 4.4-4.3s-1.8-4.1-4.1-4.1c-.5 0-1 .1-1.2.2.5-2.6 2.8-5.3 5.2-6.6z" />
              </svg>
              <blockquote className="mt-5 text-lg leading-relaxed text-slate-700 sm:text-xl">
                <p>{item.comment}</p>
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-4">
                {/* kept whole beside a long name: the round crop stays round, its focal point in it */}
                <span className="shrink-0">
                  <Picture
                    image={item.image}
                    alt={item.alt}
                    position={item.position}
                    className="size-14 rounded-full object-cover ring-4 ring-brand-50"
                  />
                </span>
                <span className="text-left">
                  <span className="block font-semibold text-slate-900">{item.name}</span>
                  {item.location && <span className="block text-sm text-slate-600">{item.location}</span>}
                </span>
              </figcaption>
            </figure>
          );
        })}
      </div>
      {testimonials.length > 1 && (
        <ControlBar
          kind="testimonial"
          count={testimonials.length}
          carousel={carousel}
          t={t}
          arrow="border border-slate-200 bg-white text-brand-800 hover:bg-brand-50"
          className="mt-6"
        />
      )}
    </div>
  );
}
