/** @jsxImportSource preact */
// Previous/next arrows, dots and a pause button shared by the slider and the testimonial carousel.
import { fill } from '../i18n/fill.ts';
import type { CarouselMessages } from './types.ts';
import { StrokeIcon } from './StrokeIcon.tsx';

const chevron = (d: string) => <StrokeIcon className="size-6" width="2.5" d={d} />;

export function ArrowButton({
  direction,
  onClick,
  label,
  className = '',
}: {
  direction: 'prev' | 'next';
  onClick: () => void;
  label: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`grid size-11 place-items-center rounded-full transition-colors ${className}`}
    >
      {chevron(direction === 'prev' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6')}
    </button>
  );
}

interface DotsProps {
  count: number;
  index: number;
  onSelect: (i: number) => void;
  labelOf: (i: number) => string;
  tone: 'light' | 'dark';
}

export function Dots({ count, index, onSelect, labelOf, tone }: DotsProps) {
  const on = tone === 'light' ? 'bg-white' : 'bg-brand-700';
  const off = tone === 'light' ? 'bg-white/50 hover:bg-white/80' : 'bg-slate-300 hover:bg-slate-400';
  return (
    <div className="flex items-center gap-1">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          onClick={() => onSelect(i)}
          aria-label={labelOf(i)}
          aria-current={i === index ? 'true' : undefined}
          className="grid size-6 place-items-center rounded-full"
        >
          <span className={`block h-2.5 rounded-full transition-all ${i === index ? `w-6 ${on}` : `w-2.5 ${off}`}`} />
        </button>
      ))}
    </div>
  );
}

export function PauseButton({
  stopped,
  onToggle,
  tone,
  labels,
}: {
  stopped: boolean;
  onToggle: () => void;
  tone: 'light' | 'dark';
  labels: { play: string; pause: string };
}) {
  const colour = tone === 'light' ? 'text-white hover:bg-white/20' : 'text-brand-800 hover:bg-brand-50';
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={stopped ? labels.play : labels.pause}
      className={`grid size-8 place-items-center rounded-full ${colour}`}
    >
      <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
        {stopped ? <path d="M7 4v16l13-8z" /> : <path d="M6 4h4v16H6zM14 4h4v16h-4z" />}
      </svg>
    </button>
  );
}

/** What ControlBar needs of useAutoAdvance. */
interface Carousel {
  index: number;
  go: (i: number) => void;
  prev: () => void;
  next: () => void;
  stopped: boolean;
  toggleStopped: () => void;
}

/**
 * The row under a carousel: previous, a dot a slide, pause or play, next. The banner's slides are
 * light on its photos, the testimonials dark on the page.
 */
export function ControlBar({
  kind,
  count,
  carousel: c,
  t,
  arrow,
  className,
}: {
  kind: 'slide' | 'testimonial';
  count: number;
  carousel: Carousel;
  t: CarouselMessages;
  /** the arrows' look */
  arrow: string;
  className: string;
}) {
  const slide = kind === 'slide';
  const tone = slide ? 'light' : 'dark';
  const dot = slide ? t.goToSlide : t.showTestimonial;
  return (
    <div className={`flex items-center justify-center gap-3 ${className}`}>
      <ArrowButton
        direction="prev"
        onClick={c.prev}
        label={slide ? t.previousSlide : t.previousTestimonial}
        className={arrow}
      />
      <Dots
        count={count}
        index={c.index}
        onSelect={c.go}
        labelOf={(i) => fill(dot, { n: i + 1 }, t.digits)}
        tone={tone}
      />
      <PauseButton stopped={c.stopped} onToggle={c.toggleStopped} tone={tone} labels={t} />
      <ArrowButton
        direction="next"
        onClick={c.next}
        label={slide ? t.nextSlide : t.nextTestimonial}
        className={arrow}
      />
    </div>
  );
}
