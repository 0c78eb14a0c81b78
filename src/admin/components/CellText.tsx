import { Fragment, type ReactNode } from 'react';

/** Longer than this, a word is cut to its column's width (an email, a link, a word typed without spaces). */
const LONG_WORD = 20;
/** Up to this long, a value is kept on one line in the table. */
const SHORT = 12;
// Its own width counts for nothing when the table sizes its columns (inline-size containment); it asks
// for its length up to 10rem (most emails whole), fills the cell's width and ends in an ellipsis.
const CUT_WORD =
  'md:inline-block md:w-full md:overflow-hidden md:text-ellipsis md:whitespace-nowrap md:align-bottom md:[contain:inline-size]';

/**
 * A table cell's text. On a wide screen it wraps between words only (DataTable), so the table gives a
 * column at least its longest word; a longer word than that is cut with an ellipsis, the whole text in
 * the title. On a phone's cards it wraps as the page does: a too-long word breaks rather than widen it.
 */
export function CellText({ text }: { text: string }) {
  // A short value ('Rs. 5,000', 'SME Office') stays on one line in the table instead of splitting.
  if (text.length <= SHORT) return <span className="md:whitespace-nowrap">{text}</span>;
  const parts = text.split(/(\s+)/);
  const cut = parts.some((part) => part.length > LONG_WORD);
  return (
    <span title={cut ? text : undefined}>
      {parts.map((part, i) =>
        part.length > LONG_WORD ? (
          <span key={i} className={CUT_WORD} style={{ minWidth: `min(${part.length}ch, 10rem)` }}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}

/** What a column renders, its plain text as CellText. */
export const cellContent = (node: ReactNode) =>
  typeof node === 'string' || typeof node === 'number' ? <CellText text={String(node)} /> : node;

/**
 * A date and time ('Nov 30, 2023, 2:09 PM NPT') in a table: its parts ('Nov 30', '2023', '2:09 PM NPT')
 * each stay whole, so a narrow column shows it on two or three lines, never split as 'Nov 30, 2023, 2:09 /
 * PM / NPT' (it was four lines at 1280 px).
 */
export function DateTimeText({ text }: { text: string }) {
  const parts = text.split(', ');
  return (
    <span>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && ' '}
          <span className="md:whitespace-nowrap">{i < parts.length - 1 ? `${part},` : part}</span>
        </Fragment>
      ))}
    </span>
  );
}
