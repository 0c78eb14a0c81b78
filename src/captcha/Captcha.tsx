/** @jsxImportSource preact */
import { useEffect, useId, useMemo, useState } from 'preact/hooks';
import { captchaMatches, generateCaptcha } from '../lib/captcha.ts';
import { CAPTCHA_LENGTH } from '../lib/constants.ts';
import { captchaEn, type CaptchaMessages } from '../i18n/captcha-en.ts';
import { fill } from '../i18n/fill.ts';
import { spellCaptcha } from '../lib/captcha-speech.ts';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaDrawing } from './captcha-glyphs.ts';
import { StrokeIcon } from '../islands/StrokeIcon.tsx';

export interface CaptchaProps {
  /** called with true when the typed text matches the code, and false whenever it stops matching */
  onVerifiedChange: (verified: boolean) => void;
  /** any change (e.g. a counter after a form was sent) draws a new code and clears the input */
  resetKey?: unknown;
  /** the input's label (default: the words' own) */
  label?: string;
  /** the captcha's words in the page's language (English by default: the admin login) */
  t?: CaptchaMessages;
  className?: string;
}

/**
 * The captcha of spec §5: six characters drawn as a noisy SVG (not selectable text), an
 * accessible refresh button and an input. Verified only by an exact, case-sensitive match.
 * Used by the public forms and the admin login.
 */
export function Captcha({ onVerifiedChange, resetKey, label, t = captchaEn, className = '' }: CaptchaProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  // The code is made in the browser only (never in the prerendered HTML).
  const [code, setCode] = useState('');
  const [typed, setTyped] = useState('');
  const [refreshes, setRefreshes] = useState(0);
  const [spoken, setSpoken] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey and refreshes are the triggers for a new code
  useEffect(() => {
    setCode(generateCaptcha());
    setTyped('');
    setSpoken('');
  }, [resetKey, refreshes]);

  // Heard through the browser's speech synthesis, and written to a live region for screen readers.
  const hear = () => {
    // Spoken in the page's language: its words for capital, small and each digit.
    const words = spellCaptcha(code, {
      capital: (c) => fill(t.speech.capital, { c }),
      small: (c) => fill(t.speech.small, { c }),
      digits: t.speech.digits,
    });
    setSpoken(`${t.speech.intro} ${words.join(', ')}.`);
    if (!('speechSynthesis' in window)) return;
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(words.join('. '));
    utterance.lang = document.documentElement.lang || 'en';
    utterance.rate = 0.8;
    window.speechSynthesis.speak(utterance);
  };

  const verified = captchaMatches(typed, code);
  useEffect(() => onVerifiedChange(verified), [verified, onVerifiedChange]);

  const drawing = useMemo(() => captchaDrawing(code), [code]);
  const mismatch = typed.length >= CAPTCHA_LENGTH && !verified;

  return (
    <div className={className} data-testid="captcha">
      <label htmlFor={inputId} className="field-label">
        {label ?? t.label}{' '}
        <span className="req" aria-hidden="true">
          *
        </span>
      </label>
      <p id={hintId} className="-mt-1 mb-2 text-xs text-slate-600">
        {fill(t.hint, { n: CAPTCHA_LENGTH }, t.digits)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <svg
          viewBox={`0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}`}
          width={CAPTCHA_WIDTH}
          height={CAPTCHA_HEIGHT}
          role="img"
          aria-label={t.image}
          data-testid="captcha-image"
          className="shrink-0 rounded-lg border border-slate-300 bg-slate-50 select-none"
          style={{ userSelect: 'none', WebkitUserSelect: 'none' }}
          onCopy={(e) => e.preventDefault()}
        >
          {drawing.dots.map((d, i) => (
            <circle key={`d${i}`} cx={d.cx} cy={d.cy} r="1.4" fill={d.fill} />
          ))}
          {drawing.glyphs.map((g, i) => (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG text is not focusable; the glyphs stay out of the accessibility tree (the image has its label)
            <text
              key={`g${i}`}
              x={g.x}
              y={g.y}
              fill={g.fill}
              font-size={g.size}
              font-family="Georgia, 'Times New Roman', serif"
              font-weight="700"
              text-anchor="middle"
              transform={`rotate(${g.rotate} ${g.x} ${g.y - g.size / 3})`}
              aria-hidden="true"
            >
              {g.char}
            </text>
          ))}
          {drawing.lines.map((l, i) => (
            <line key={`l${i}`} x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} stroke={l.stroke} stroke-width="1.6" />
          ))}
        </svg>
        <button
          type="button"
          onClick={() => setRefreshes((n) => n + 1)}
          aria-label={t.refresh}
          title={t.newCode}
          className="grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-brand-800 hover:bg-brand-50"
        >
          <StrokeIcon className="size-5" d="M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5" />
        </button>
        <button
          type="button"
          onClick={hear}
          disabled={!code}
          className="inline-flex h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          data-testid="captcha-hear"
        >
          <StrokeIcon className="size-5" d="M11 5 6 9H2v6h4l5 4V5zM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
          {t.speech.button}
        </button>
        <input
          id={inputId}
          type="text"
          value={typed}
          onInput={(e) => setTyped(e.currentTarget.value)}
          maxLength={CAPTCHA_LENGTH}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellcheck={false}
          required
          aria-invalid={mismatch || undefined}
          aria-describedby={mismatch ? `${hintId} ${errorId}` : hintId}
          className="field-input w-40 font-mono tracking-widest"
          data-testid="captcha-input"
        />
      </div>
      <p aria-live="polite" className="sr-only" data-testid="captcha-spoken">
        {spoken}
      </p>
      {mismatch && (
        <p id={errorId} role="alert" className="field-error">
          {t.mismatch}
        </p>
      )}
      {verified && <p className="mt-1 text-sm font-medium text-green-700">{t.verified}</p>}
    </div>
  );
}
export default Captcha;
