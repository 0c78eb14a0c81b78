import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { settingsProblems } from '../../lib/settings/errors.ts';
import {
  aboutSchema,
  contactSchema,
  identitySchema,
  SETTINGS_ID,
  SETTINGS_LISTS,
  type Settings,
  type SettingsList,
  promisesSchema,
  SERVICE_ICON_WORDS,
  statsSchema,
  regulatorSchema,
  ticketNumbersSchema,
  paymentsSchema,
} from '../../lib/settings/schema.ts';
import { toastError } from '../components/ErrorToast.tsx';
import { FormRow } from '../components/FormRow.tsx';
import { HistoryPanel } from '../components/HistoryPanel.tsx';
import { ImageInput } from '../components/ImageInput.tsx';
import { ApiError, apiFetch, apiUpload } from '../lib/api.ts';
import { formFields } from '../resources/form-fields.ts';
import type { FormValue, Resource, ScreenProps } from '../resources/types.ts';
import { type Row, RowsEditor } from '../settings/RowsEditor.tsx';
import { SETTINGS_API, useSettings } from '../settings/use-settings.ts';
import { OfficeHoursEditor } from '../settings/OfficeHoursEditor.tsx';
import { ScreenTitle } from '../components/ScreenTitle.tsx';

type Values = Record<string, string | Row[]>;

const GROUPS: {
  title: string;
  lead: string;
  schema?: z.ZodObject;
  list?: SettingsList;
  logo?: boolean;
  /** a section with an editor of its own */
  hours?: boolean;
}[] = [
  {
    title: 'Your ISP',
    lead: 'Name, logo and the words every page shows about you.',
    schema: identitySchema,
    logo: true,
  },
  { title: 'Contact', lead: 'The numbers and addresses in the header, the footer and Contact.', schema: contactSchema },
  { title: 'Offices', lead: 'Listed in the footer and on Contact; the first is on the map.', list: 'offices' },
  {
    title: 'Office hours',
    lead: 'On Contact and in the top bar; the ticket clock counts the first response in them.',
    hours: true,
  },
  { title: 'Social links', lead: 'The icons in the top bar and the footer.', list: 'social' },
  { title: 'Payment partners', lead: 'The badges under “We accept” in the footer.', list: 'paymentPartners' },
  { title: 'About page', lead: 'Your story, mission and vision.', schema: aboutSchema },
  { title: 'Values', lead: 'The values on the About page.', list: 'values' },
  { title: 'Stats band', lead: 'The figures on the home and About pages.', schema: statsSchema },
  // Issue 42: what the pages promise and offer is the ISP's own.
  {
    title: 'Promises',
    lead: 'The home page’s lead, the header’s support line, the referral reward and the Dedicated tab’s promises.',
    schema: promisesSchema,
  },
  {
    title: 'Services',
    lead: 'The cards under “What we offer” on the home page. Remove those you do not offer; with none, the section is hidden.',
    list: 'services',
  },
  { title: 'Ticket numbers', lead: 'The letters fault reports are numbered with.', schema: ticketNumbersSchema },
  {
    title: 'Online payments',
    lead: 'The PAN on payment receipts, and the amounts customers may pay online at once.',
    schema: paymentsSchema,
  },
  {
    title: 'Regulator',
    lead: 'Nepal’s outage limits and repair rule, as the credits and the NTA report count them.',
    schema: regulatorSchema,
  },
];
const allFields = GROUPS.flatMap((g) => (g.schema ? formFields(g.schema) : []));
/** The settings as the history names their fields. */
const historyResource = {
  api: SETTINGS_API,
  fields: [
    ...allFields,
    ...Object.entries(SETTINGS_LISTS).map(([name, l]) => ({ name, label: l.label, kind: 'text' })),
  ],
} as unknown as Resource;

/** The form's values: every text as typed, the lists as rows of texts. */
function toValues(s: Settings): Values {
  return Object.fromEntries(
    Object.entries(s).map(([k, v]) => [
      k,
      Array.isArray(v)
        ? v.map((row) => Object.fromEntries(Object.entries(row).map(([f, x]) => [f, String(x)])))
        : String(v),
    ]),
  );
}

const blankRow = (list: SettingsList): Row =>
  Object.fromEntries(
    formFields(SETTINGS_LISTS[list].row).map((f) => [
      f.name,
      f.options?.[0]?.[0] ?? (f.name === 'fg' ? '#ffffff' : ''),
    ]),
  );

const anchor = (title: string) => `settings-${title.toLowerCase().replace(/\W+/g, '-')}`;

/** A payment partner's badge as the footer draws it (src/components/PaymentBadges.astro). */
function PartnerBadge(row: Row) {
  const colour = (c: string | undefined) => (/^#[0-9a-f]{6}$/i.test(c ?? '') ? c : undefined);
  return row.name ? (
    <span
      className="rounded-md px-2.5 py-1 text-xs font-bold tracking-wide shadow-sm ring-1 ring-slate-300"
      style={{ background: colour(row.bg) ?? '#e2e8f0', color: colour(row.fg) ?? '#0f172a' }}
    >
      {row.name}
    </span>
  ) : null;
}

/** Admin › Site settings: the ISP's name, logo, contacts, offices and words, saved at once for every page. */
export function SiteSettings({ section }: ScreenProps) {
  const { data, error, mutate } = useSettings();
  const [showHistory, setShowHistory] = useState(false);
  if (error && !data)
    return (
      <p role="alert" className="card p-6 text-sm font-medium text-red-700">
        {error instanceof Error ? error.message : 'Failed to fetch settings'}
      </p>
    );
  if (!data) return <p className="text-sm text-slate-600">Loading settings…</p>;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <ScreenTitle title={section.title}>
          What every public page says about your ISP, in English and Nepali. Saving publishes the site again.
        </ScreenTitle>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setShowHistory((s) => !s)}>
          {showHistory ? 'Hide history' : 'History'}
        </button>
      </header>
      {showHistory && (
        <HistoryPanel
          resource={historyResource}
          record={{ _id: SETTINGS_ID }}
          onRestored={(restored) => void mutate(restored as unknown as Settings, false)}
        />
      )}
      {/* A restore gives the form new starting values: it starts again from them. */}
      <SettingsForm key={JSON.stringify(data)} settings={data} onSaved={(s) => void mutate(s, false)} />
    </div>
  );
}

function SettingsForm({ settings, onSaved }: { settings: Settings; onSaved: (s: Settings) => void }) {
  const [values, setValues] = useState<Values>(() => toValues(settings));
  const [logo, setLogo] = useState<File | null>(null);
  const [keepLogo, setKeepLogo] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (name: string, value: FormValue | Row[]) => {
    setValues((v) => ({ ...v, [name]: value as string | Row[] }));
    // A field's message (and its rows') goes once it changes.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== name && !k.startsWith(`${name}.`))));
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    const { logo: _, ...body } = values;
    const checked = settingsProblems(body);
    setErrors(checked.errors);
    setProblem(checked.message || null);
    if (checked.message) {
      toast.error(`Settings not saved: ${checked.message}`);
      return;
    }
    const current = keepLogo ? settings.logo : '';
    setSaving(true);
    try {
      let saved: Settings;
      if (logo) {
        const form = new FormData();
        form.append('settings', JSON.stringify(body));
        form.append('logo', logo);
        saved = await apiUpload<Settings>(SETTINGS_API, 'PUT', form);
      } else saved = await apiFetch<Settings>(SETTINGS_API, { method: 'PUT', json: { ...body, logo: current } });
      toast.success('Settings saved. The public site is being updated.');
      onSaved(saved);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      toastError('Settings not saved', err);
      setProblem(err instanceof Error ? err.message : String(err));
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="space-y-6" aria-label="Site settings">
      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {problem}
        </p>
      )}
      <nav aria-label="Settings sections" className="flex flex-wrap gap-2">
        {GROUPS.map((g) => (
          <a
            key={g.title}
            href={`#${anchor(g.title)}`}
            className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-300 hover:text-brand-800"
          >
            {g.title}
          </a>
        ))}
      </nav>
      {GROUPS.map((g) => {
        const fields = g.schema ? formFields(g.schema) : [];
        const list = g.list && SETTINGS_LISTS[g.list];
        return (
          <section
            key={g.title}
            id={anchor(g.title)}
            className="card scroll-mt-20 p-5 sm:p-6"
            aria-labelledby={`${anchor(g.title)}-title`}
          >
            <h2 id={`${anchor(g.title)}-title`} className="text-base font-semibold text-slate-900">
              {g.title}
            </h2>
            <p className="mt-0.5 mb-4 text-sm text-slate-600">{g.lead}</p>
            {g.logo && (
              <div className="mb-5">
                <span className="label">Logo</span>
                <ImageInput
                  file={logo}
                  current={keepLogo ? settings.logo || undefined : undefined}
                  invalid={Boolean(errors.logo)}
                  onChange={(file) => setLogo(file)}
                />
                <p className="mt-1 text-xs text-slate-500">
                  Shown 36 px high beside your name. Without one, the site draws its own mark.
                </p>
                {settings.logo && keepLogo && !logo && (
                  <button type="button" className="btn btn-secondary btn-sm mt-2" onClick={() => setKeepLogo(false)}>
                    Remove the logo
                  </button>
                )}
              </div>
            )}
            {g.hours ? (
              <OfficeHoursEditor
                week={values.openingHours as Row[]}
                holidays={values.holidays as Row[]}
                errors={errors}
                onChange={(name, rows) => set(name, rows)}
              />
            ) : list && g.list ? (
              <RowsEditor
                name={g.list}
                label={list.label}
                word={list.word}
                row={list.row}
                min={list.min}
                max={list.max}
                rows={values[g.list] as Row[]}
                errors={errors}
                blank={blankRow(g.list)}
                preview={g.list === 'paymentPartners' ? PartnerBadge : undefined}
                words={g.list === 'services' ? SERVICE_ICON_WORDS : undefined}
                onChange={(rows) => set(g.list!, rows)}
              />
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                {fields.map((f) => (
                  <FormRow
                    key={f.name}
                    field={f}
                    fields={fields}
                    idBase="settings"
                    mode="edit"
                    value={values[f.name] as string}
                    error={errors[f.name]}
                    onChange={(v) => set(f.name, v)}
                  />
                ))}
              </div>
            )}
          </section>
        );
      })}
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
