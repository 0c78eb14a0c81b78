import { type KeyboardEvent, type MouseEvent, useId } from 'react';
import { focalPercent } from '../../lib/focal-point.ts';

// Issue 31, "a focal point for banners and testimonials": the editor clicks the subject of the
// picture once (or moves the marker with the arrow keys); the public site's crops keep that point
// in view (object-position, src/lib/focal-point.ts).

interface Props {
  src: string;
  alt: string;
  /** percent from the left and the top as stored: '' is the centre */
  x: string;
  y: string;
  onChange: (x: string, y: string) => void;
  onError?: () => void;
}

const clamp = (n: number) => Math.round(Math.min(100, Math.max(0, n)) * 10) / 10;
const STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function FocalPicker({ src, alt, x, y, onChange, onError }: Props) {
  const id = useId();
  const px = focalPercent(x);
  const py = focalPercent(y);
  const centred = x === '' && y === '';
  const where = centred ? 'the centre' : `${px}% from the left, ${py}% from the top`;

  function click(e: MouseEvent<HTMLImageElement>) {
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange(
      String(clamp(((e.clientX - box.left) / box.width) * 100)),
      String(clamp(((e.clientY - box.top) / box.height) * 100)),
    );
  }

  // Arrow keys move the point 1% (10% with Shift); Home puts it back in the centre.
  function key(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'Home') {
      e.preventDefault();
      return onChange('', '');
    }
    const step = STEPS[e.key];
    if (!step) return;
    e.preventDefault();
    const by = e.shiftKey ? 10 : 1;
    onChange(String(clamp(px + step[0] * by)), String(clamp(py + step[1] * by)));
  }

  return (
    <div className="space-y-1">
      <div className="relative inline-block max-w-full align-top">
        {/* The click is the mouse's way; the marker below is the keyboard's (arrow keys). */}
        <img
          src={src}
          alt={alt}
          onError={onError}
          onClick={click}
          draggable={false}
          data-focal-image=""
          className="block max-h-56 max-w-full cursor-crosshair rounded-md border border-slate-300"
        />
        <button
          type="button"
          aria-label={`Focal point: ${where}. Click the image, or use the arrow keys, to move it.`}
          aria-describedby={`${id}-hint`}
          onKeyDown={key}
          className="absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-600/70 shadow-[0_0_0_2px_rgb(15_23_42)] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-400"
          style={{ left: `${px}%`, top: `${py}%` }}
        />
      </div>
      <p className="text-xs text-slate-700" aria-live="polite">
        Focal point: {where}
        {!centred && (
          <button
            type="button"
            className="ml-2 font-medium text-brand-600 hover:underline"
            onClick={() => onChange('', '')}
          >
            Centre
          </button>
        )}
      </p>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Click the subject of the photo (arrow keys move the point): the site's crops keep it in view at every width.
      </p>
    </div>
  );
}
