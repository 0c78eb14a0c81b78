/** @jsxImportSource preact */
import type { Messages } from '../i18n/en.ts';

/**
 * The booking page's heading and lead: a plan's booking or a dedicated quote. Before the island
 * has read the package (`dedicated` undefined) both wordings are in the prerendered HTML and
 * booking.astro's inline script picks one by CSS (html[data-dedicated]) before the first paint, so
 * the page's largest text is drawn at once, not after hydration (issue 17). Once the package is
 * known only its own wording stays, in the same elements.
 */
export function BookingIntro({ dedicated, t }: { dedicated: boolean | undefined; t: Messages['booking'] }) {
  const beforePackage = dedicated === undefined;
  const wording = (planText: string, quoteText: string) => [
    dedicated !== true && (
      <span key="plan" className={beforePackage ? '[html[data-dedicated]_&]:hidden' : undefined}>
        {planText}
      </span>
    ),
    dedicated !== false && (
      <span key="quote" className={beforePackage ? 'hidden [html[data-dedicated]_&]:inline' : undefined}>
        {quoteText}
      </span>
    ),
  ];
  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {wording(t.title, t.quoteTitle)}
      </h1>
      <p className="mt-3 text-slate-600">{wording(t.lead, t.quoteLead)}</p>
    </>
  );
}
