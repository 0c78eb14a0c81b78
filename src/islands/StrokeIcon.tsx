/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';

interface Props {
  className: string;
  /** one path's drawing; more shapes go in as children */
  d?: string;
  /** the stroke's width in the 24-unit box */
  width?: string;
  children?: ComponentChildren;
}

/** A 24×24 outline icon drawn in the text's colour and hidden from screen readers: the islands' arrows, ticks and buttons. */
export function StrokeIcon({ className, d, width = '2', children }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      stroke-width={width}
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
    >
      {d && <path d={d} />}
      {children}
    </svg>
  );
}
