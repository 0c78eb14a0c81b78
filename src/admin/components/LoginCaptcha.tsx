import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { captchaMatches, generateCaptcha } from '../../lib/captcha.ts';
import { CAPTCHA_MISMATCH } from '../../lib/messages.ts';

interface Props {
  onVerifiedChange: (verified: boolean) => void;
  /** a new value draws a new code */
  resetKey?: number | string;
}

/**
 * Stand-in with the public captcha's interface (src/islands/Captcha.tsx) until that lands:
 * the code drawn as SVG <text> glyphs, a case-sensitive exact match (spec §5).
 */
export function LoginCaptcha({ onVerifiedChange, resetKey }: Props) {
  const id = useId();
  const [code, setCode] = useState(() => generateCaptcha());
  const [typed, setTyped] = useState('');
  const verified = captchaMatches(typed, code);
  const glyphs = useMemo(() => [...code].map((ch, i) => ({ ch, rotate: ((i * 37) % 24) - 12, dy: ((i * 13) % 9) - 4 })), [code]);

  useEffect(() => onVerifiedChange(verified), [verified]);
  const lastKey = useRef(resetKey);
  useEffect(() => {
    if (lastKey.current !== resetKey) refresh();
    lastKey.current = resetKey;
  }, [resetKey]);

  function refresh() {
    setCode(generateCaptcha());
    setTyped('');
  }

  return (
    <div>
      <label htmlFor={id} className="label">
        Captcha
      </label>
      <div className="flex items-center gap-2">
        <svg viewBox="0 0 150 44" className="h-11 w-[150px] shrink-0 rounded-md border border-slate-200 bg-slate-50 select-none" role="img" aria-label="Captcha code">
          <path d="M0 30 Q40 10 75 26 T150 18" stroke="#cbd5e1" strokeWidth="1.5" fill="none" />
          {glyphs.map((g, i) => (
            <text key={i} x={14 + i * 22} y={30 + g.dy} transform={`rotate(${g.rotate} ${14 + i * 22} ${26 + g.dy})`} fontFamily="ui-monospace, monospace" fontSize="22" fontWeight="600" fill="#1e293b">
              {g.ch}
            </text>
          ))}
        </svg>
        <button type="button" className="btn btn-secondary shrink-0" onClick={refresh} aria-label="New captcha code">
          ↻
        </button>
      </div>
      <input
        id={id}
        className="input mt-2"
        value={typed}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="Type the characters above"
        aria-invalid={typed.length > 0 && !verified ? true : undefined}
        onChange={(e) => setTyped(e.target.value)}
      />
      {typed.length >= code.length && !verified && <p className="field-error">{CAPTCHA_MISMATCH}</p>}
    </div>
  );
}
