import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  /** the line under the title saying what the screen holds */
  children: ReactNode;
  /** a screen's own controls (a filter, Export CSV), across from the title on a wide screen */
  tools?: ReactNode;
}

/** A screen's heading: its title, and a line under it saying what the screen holds. */
export function ScreenTitle({ title, children, tools }: Props) {
  const heading = (
    <div>
      <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">{title}</h1>
      <p className="mt-0.5 text-sm text-slate-600">{children}</p>
    </div>
  );
  if (!tools) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {heading}
      <div className="flex flex-wrap items-end gap-2">{tools}</div>
    </div>
  );
}
