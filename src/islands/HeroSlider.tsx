/** @jsxImportSource preact */
import { SLIDER_FADE_MS, SLIDER_INTERVAL_MS } from '../lib/constants.ts';
import { ArrowButton, ControlBar } from './CarouselControls.tsx';
import { Picture } from './Picture.tsx';
import type { CarouselMessages, SlideData } from './types.ts';
import { fill } from '../i18n/fill.ts';
import { useAutoAdvance } from './useAutoAdvance.ts';
import { StrokeIcon } from './StrokeIcon.tsx';

/** The home page banner: fades between slides every 5 s; 'Get Started' only when a slide has a link. */
export default function HeroSlider({ slides, t }: { slides: SlideData[]; t: CarouselMessages }) {
  const carousel = useAutoAdvance(slides.length, SLIDER_INTERVAL_MS);
  const { index, next, prev, handlers, reducedMotion } = carousel;
  const fade = reducedMotion ? 0 : SLIDER_FADE_MS;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t.slider}
      className="relative isolate h-[30rem] overflow-hidden bg-brand-950 sm:h-[32rem] lg:h-[36rem]"
      data-testid="hero-slider"
      {...handlers}
    >
      {slides.map((slide, i) => {
        const active = i === index;
        return (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(t.position, { n: i + 1, total: slides.length }, t.digits)}
            aria-hidden={!active}
            inert={!active}
            data-active={active}
            className="absolute inset-0 transition-opacity ease-in-out"
            style={{ opacity: active ? 1 : 0, transitionDuration: `${fade}ms`, zIndex: active ? 1 : 0 }}
          >
            <Picture
              image={slide.image}
              alt={slide.alt}
              eager={i === 0}
              position={slide.position}
              className="absolute inset-0 size-full object-cover"
            />
            <div className="absolute inset-0 bg-gradient-to-r from-brand-950/90 via-brand-950/65 to-brand-950/10" />
            <div className="relative mx-auto flex h-full max-w-7xl items-center px-5 pb-16 sm:px-20">
              <div className="max-w-xl text-white">
                {slide.title && slide.name && (
                  <p className="mb-3 inline-block rounded-full bg-white/15 px-3 py-1 text-sm font-semibold tracking-wide backdrop-blur">
                    {slide.name}
                  </p>
                )}
                <h2 className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
                  {slide.title || slide.name}
                </h2>
                {slide.subtitle && <p className="mt-4 text-lg text-brand-100 sm:text-xl">{slide.subtitle}</p>}
                {slide.link && (
                  <a href={slide.link} className="btn-accent mt-8 px-7 py-3 text-base">
                    {t.getStarted}
                    <StrokeIcon className="size-5" d="M5 12h14M12 5l7 7-7 7" />
                  </a>
                )}
              </div>
            </div>
          </div>
        );
      })}

      {slides.length > 1 && (
        <>
          <ArrowButton
            direction="prev"
            onClick={prev}
            label={t.previousSlide}
            className="absolute top-1/2 left-3 z-10 hidden -translate-y-1/2 bg-white/15 text-white backdrop-blur hover:bg-white/30 sm:grid"
          />
          <ArrowButton
            direction="next"
            onClick={next}
            label={t.nextSlide}
            className="absolute top-1/2 right-3 z-10 hidden -translate-y-1/2 bg-white/15 text-white backdrop-blur hover:bg-white/30 sm:grid"
          />
          <ControlBar
            kind="slide"
            count={slides.length}
            carousel={carousel}
            t={t}
            arrow="size-9 bg-white/15 text-white hover:bg-white/30 sm:hidden"
            className="absolute inset-x-0 bottom-5 z-10"
          />
        </>
      )}
    </section>
  );
}
