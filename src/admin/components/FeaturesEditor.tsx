import { useRef } from 'react';

interface Props {
  value: string[];
  onChange: (value: string[]) => void;
  /** 'ne' for the Nepali features: each line is typed in Nepali and named so */
  lang?: 'ne';
}

/** A plan's features: one line each, added and removed in place. */
export function FeaturesEditor({ value, onChange, lang }: Props) {
  const noun = lang === 'ne' ? 'Nepali feature' : 'Feature';
  const list = useRef<HTMLUListElement>(null);
  const set = (i: number, text: string) => onChange(value.map((v, j) => (j === i ? text : v)));
  const add = () => {
    onChange([...value, '']);
    requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus());
  };
  return (
    <div className="space-y-2">
      {value.length === 0 && <p className="text-sm text-slate-500">No features yet.</p>}
      <ul ref={list} className="space-y-2">
        {value.map((feature, i) => (
          <li key={i} className="flex gap-2">
            <input
              className="input"
              value={feature}
              lang={lang}
              aria-label={`${noun} ${i + 1}`}
              placeholder={lang === 'ne' ? 'e.g. निःशुल्क जडान' : 'e.g. Free installation'}
              onChange={(e) => set(i, e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
            <button
              type="button"
              className="btn btn-secondary shrink-0"
              aria-label={`Remove ${noun.toLowerCase()} ${i + 1}`}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-secondary btn-sm" onClick={add}>
        + Add {noun.toLowerCase()}
      </button>
    </div>
  );
}
