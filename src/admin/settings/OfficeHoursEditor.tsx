import { officeHoursText } from '../../i18n/office-hours.ts';
import { type DayHours, TIME, WEEKDAYS } from '../../lib/office-hours.ts';
import { SETTINGS_LISTS } from '../../lib/settings/schema.ts';
import { LegacyHoursNote } from './LegacyHoursNote.tsx';
import type { Row } from './RowsEditor.tsx';

interface Props {
  week: Row[];
  holidays: Row[];
  errors: Record<string, string>;
  onChange: (name: 'openingHours' | 'holidays', rows: Row[]) => void;
}

/** The week as the pages will write it, while the form is being edited (valid rows only). */
function Preview({ week }: { week: Row[] }) {
  const days: DayHours[] = week.map((d) => ({ open: d.open, close: d.close, closed: d.closed === 'true' }));
  if (days.some((d) => !d.closed && (!TIME.test(d.open) || !TIME.test(d.close)))) return null;
  return (
    <div className="mt-4 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="office-hours-preview">
      <p className="text-xs font-medium text-slate-500">On the site</p>
      {(['en', 'ne'] as const).map((lang) => (
        <p key={lang} lang={lang}>
          {officeHoursText(lang, days)
            .map((l) => `${l.days}: ${l.hours}`)
            .join(' · ')}
        </p>
      ))}
    </div>
  );
}

/**
 * Admin › Site settings › Office hours (issue 42): each weekday's opening and closing time (or
 * closed), and the public holidays as dated rows. The pages write the hours from them and the
 * ticket clock counts the first response in them.
 */
export function OfficeHoursEditor({ week, holidays, errors, onChange }: Props) {
  const setDay = (i: number, field: string, value: string) =>
    onChange(
      'openingHours',
      week.map((d, j) => (j === i ? { ...d, [field]: value } : d)),
    );
  const setHoliday = (i: number, field: string, value: string) =>
    onChange(
      'holidays',
      holidays.map((h, j) => (j === i ? { ...h, [field]: value } : h)),
    );
  const { max } = SETTINGS_LISTS.holidays;
  return (
    <div className="space-y-6">
      <LegacyHoursNote />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Opening hours, Nepal time</legend>
        {errors.openingHours && <p className="mt-1 text-xs text-red-700">{errors.openingHours}</p>}
        <div className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="opening-hours">
          {week.map((d, i) => {
            const day = WEEKDAYS[i];
            const closed = d.closed === 'true';
            const problem = errors[`openingHours.${i}.open`] ?? errors[`openingHours.${i}.close`];
            return (
              <div key={day} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2.5">
                <span className="w-24 text-sm font-medium text-slate-800">{day}</span>
                <label className="flex items-center gap-2 text-sm text-slate-600">
                  Opens
                  <input
                    type="time"
                    className="input w-32"
                    value={d.open}
                    disabled={closed}
                    aria-invalid={errors[`openingHours.${i}.open`] ? true : undefined}
                    aria-label={`${day} opens`}
                    onChange={(e) => setDay(i, 'open', e.target.value)}
                  />
                </label>
                <label className="flex items-center gap-2 text-sm text-slate-600">
                  Closes
                  <input
                    type="time"
                    className="input w-32"
                    value={d.close}
                    disabled={closed}
                    aria-invalid={errors[`openingHours.${i}.close`] ? true : undefined}
                    aria-label={`${day} closes`}
                    onChange={(e) => setDay(i, 'close', e.target.value)}
                  />
                </label>
                <label className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-slate-300"
                    checked={closed}
                    aria-label={`${day} closed`}
                    onChange={(e) => setDay(i, 'closed', String(e.target.checked))}
                  />
                  Closed
                </label>
                {problem && <p className="basis-full text-xs text-red-700">{problem}</p>}
              </div>
            );
          })}
        </div>
        <Preview week={week} />
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Public holidays</legend>
        <p className="mt-0.5 text-sm text-slate-600">
          The office is closed on these dates: the ticket clock skips them. Dashain, Tihar and the other lunar festivals
          move each year; check them against the government’s calendar.
        </p>
        <div className="mt-2 max-h-[28rem] overflow-y-auto rounded-lg border border-slate-200" data-testid="holidays">
          {holidays.length === 0 && <p className="px-3 py-4 text-sm text-slate-500">No holidays yet.</p>}
          {holidays.map((h, i) => {
            const problem =
              errors[`holidays.${i}.date`] ?? errors[`holidays.${i}.name`] ?? errors[`holidays.${i}.name_ne`];
            return (
              <div
                key={i}
                className="grid gap-2 border-b border-slate-100 px-3 py-2 last:border-0 sm:grid-cols-[10rem_1fr_1fr_auto]"
                data-testid="holiday-row"
              >
                <input
                  type="date"
                  className="input"
                  value={h.date}
                  aria-label={`Holiday ${i + 1} date`}
                  aria-invalid={errors[`holidays.${i}.date`] ? true : undefined}
                  onChange={(e) => setHoliday(i, 'date', e.target.value)}
                />
                <input
                  className="input"
                  value={h.name}
                  placeholder="Vijaya Dashami"
                  aria-label={`Holiday ${i + 1} name`}
                  aria-invalid={errors[`holidays.${i}.name`] ? true : undefined}
                  onChange={(e) => setHoliday(i, 'name', e.target.value)}
                />
                <input
                  className="input"
                  lang="ne"
                  value={h.name_ne}
                  placeholder="विजया दशमी"
                  aria-label={`Holiday ${i + 1} name (Nepali)`}
                  onChange={(e) => setHoliday(i, 'name_ne', e.target.value)}
                />
                <button
                  type="button"
                  className="btn btn-secondary btn-sm self-center"
                  aria-label={`Remove holiday ${i + 1}`}
                  onClick={() =>
                    onChange(
                      'holidays',
                      holidays.filter((_, j) => j !== i),
                    )
                  }
                >
                  Remove
                </button>
                {problem && <p className="text-xs text-red-700 sm:col-span-4">{problem}</p>}
              </div>
            );
          })}
        </div>
        <button
          type="button"
          className="btn btn-secondary btn-sm mt-3"
          disabled={holidays.length >= max}
          onClick={() => onChange('holidays', [...holidays, { date: '', name: '', name_ne: '' }])}
        >
          Add a holiday
        </button>
      </fieldset>
    </div>
  );
}
