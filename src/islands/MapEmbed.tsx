/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { StrokeIcon } from './StrokeIcon.tsx';

interface Props {
  lat: number;
  lon: number;
  title: string;
  /** how far ahead of the viewport the map starts loading */
  rootMargin?: string;
  /** the placeholder's and the link's words */
  t: { placeholder: string; larger: string };
}

/**
 * An OpenStreetMap embed that is only inserted when it comes near the viewport, so the map's
 * scripts and tiles never cost the page's first load. Until then a static placeholder shows.
 */
export default function MapEmbed({ lat, lon, title, rootMargin = '300px', t }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (!('IntersectionObserver' in window)) return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [rootMargin]);

  const d = 0.008;
  const bbox = [lon - d, lat - d / 2, lon + d, lat + d / 2].map((n) => n.toFixed(5)).join(',');
  const src = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
  const link = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;

  return (
    <div
      ref={ref}
      className="relative h-80 overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 sm:h-96"
      data-testid="map"
    >
      {near ? (
        <iframe
          title={title}
          src={src}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <div
          className="absolute inset-0 grid place-items-center bg-[linear-gradient(#e2e8f0_1px,transparent_1px),linear-gradient(90deg,#e2e8f0_1px,transparent_1px)] bg-[size:32px_32px]"
          data-testid="map-placeholder"
        >
          <span className="flex flex-col items-center gap-2 text-slate-600">
            <StrokeIcon className="size-10 text-accent-600">
              <path d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0z" />
              <circle cx="12" cy="10" r="3" />
            </StrokeIcon>
            <span className="text-sm font-medium">{t.placeholder}</span>
          </span>
        </div>
      )}
      <a
        href={link}
        target="_blank"
        rel="noopener"
        className="absolute right-3 bottom-3 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-brand-800 shadow hover:bg-brand-50"
      >
        {t.larger}
      </a>
    </div>
  );
}
