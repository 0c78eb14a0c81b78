/** @jsxImportSource preact */
import { fill } from '../i18n/fill.ts';
import type { Messages } from '../i18n/en.ts';
import { localePath, type Lang } from '../i18n/paths.ts';
import { openIncidentsFor } from '../lib/incidents.ts';
import type { IncidentNote } from './types.ts';

/**
 * The coverage check's note when the chosen area has an open incident (issue 29): a visitor who
 * already has a line there learns of the known fault before anything else. The fault report form
 * shows it too, before the visitor reports what the staff already know.
 */
export function CoverageIncident({
  incidents,
  area,
  place,
  t,
  lang,
  service,
  after,
}: {
  incidents: IncidentNote[];
  /** the area's English name, as incidents name it */
  area: string;
  /** as the visitor reads it */
  place: string;
  t: Messages['status']['coverageNote'];
  lang: Lang;
  /** only incidents that touch this service (an IPTV fault report asks about IPTV) */
  service?: string;
  /** a last sentence (the fault report form: the visitor may still report) */
  after?: string;
}) {
  const [first] = openIncidentsFor(incidents, area, service);
  if (!first) return null;
  return (
    <section
      className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-950"
      aria-label={fill(t.title, { place })}
      data-testid="coverage-incident"
      role="status"
    >
      <p className="font-bold">{fill(t.title, { place })}</p>
      <p className="mt-1">{fill(t.text, { title: first.title })}</p>
      <a href={localePath(lang, '/status')} className="mt-2 inline-block font-semibold text-red-900 underline">
        {t.link}
      </a>
      {after && <p className="mt-2">{after}</p>}
    </section>
  );
}
