import type { ReactNode } from 'react';

/** A screen's heading: its title, and a line under it saying what the screen holds. */
export function ScreenTitle({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div>
      <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">{title}</h1>
      <p className="mt-0.5 text-sm text-slate-600">{children}</p>
    </div>
  );
}
