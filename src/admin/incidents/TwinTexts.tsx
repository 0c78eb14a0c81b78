import type { Ref } from 'react';

interface Text {
  id: string;
  label: string;
  value: string;
  set: (value: string) => void;
}

interface Props {
  /** the English text, required, and its Nepali twin */
  en: Text;
  ne: Text;
  rows: number;
  maxLength: number;
  /** the id of the form's error while there is one: the English text is the one it speaks of */
  errorId?: string;
  enRef?: Ref<HTMLTextAreaElement>;
}

/** An incident's public words in English and Nepali: an update's text, or the reply that resolves its tickets. */
export function TwinTexts({ en, ne, rows, maxLength, errorId, enRef }: Props) {
  return (
    <>
      <div>
        <label className="label" htmlFor={en.id}>
          {en.label} <span className="req">*</span>
        </label>
        <textarea
          ref={enRef}
          id={en.id}
          className="input"
          rows={rows}
          maxLength={maxLength}
          value={en.value}
          onChange={(e) => en.set(e.target.value)}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        />
      </div>
      <div>
        <label className="label" htmlFor={ne.id}>
          {ne.label}
        </label>
        <textarea
          id={ne.id}
          lang="ne"
          className="input"
          rows={rows}
          maxLength={maxLength}
          value={ne.value}
          onChange={(e) => ne.set(e.target.value)}
        />
      </div>
    </>
  );
}
