/** @jsxImportSource preact */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { showConfirmation } from './utils/confirmation.ts';
import { Toasts, toast } from './Toasts.tsx';
import { checkFields, maxLengthsOf } from '../lib/visitor-fields.ts';
import { TICKET_CATEGORIES, TICKET_FIELDS } from '../lib/tickets.ts';
import Captcha from '../captcha/Captcha.tsx';
import { Field, fieldsOf } from './Field.tsx';
import { trimmed } from './utils/trimmed.ts';
import { inWords, type ValidationWords } from './utils/local-errors.ts';
import { Honeypot, withHoneypot } from './Honeypot.tsx';
import type { Lang } from '../i18n/paths.ts';
import type { SupportMessages } from '../i18n/support-en.ts';
import type { CaptchaMessages } from '../i18n/captcha-en.ts';
import type { Messages } from '../i18n/en.ts';
import type { AreaData, IncidentNote } from './types.ts';
import { CoverageIncident } from './CoverageIncident.tsx';
import { findArea } from '../lib/coverage-match.ts';
import { AreaListbox } from './AreaListbox.tsx';
import { type ComboboxWords, useAreaCombobox } from './useAreaCombobox.ts';
import { SpeedTestOffer } from './speedtest/SpeedTestOffer.tsx';
import { CopyLink } from './CopyLink.tsx';
import { digitsOf } from '../i18n/numerals.ts';

interface Props {
  lang: Lang;
  t: SupportMessages;
  captcha: CaptchaMessages;
  validation: ValidationWords & { required: string };
  areas: AreaData[];
  /** the open incidents (issue 29): an area with a known fault says so before the report */
  incidents?: IncidentNote[];
  incidentWords?: Messages['status']['coverageNote'];
  /** the coverage combobox's words (the catalogue's coverage) */
  areaWords: ComboboxWords;
  /** the plans a customer may say they are on (issue 32), as the page shows them */
  plans?: { id: string; label: string }[];
}

const EMPTY = {
  name: '',
  phone: '',
  email: '',
  customerId: '',
  area: '',
  category: '',
  description: '',
  callTime: '',
  speedtestId: '',
  planId: '',
};
const LIMITS = maxLengthsOf(TICKET_FIELDS);
interface Filed {
  number: string;
  trackUrl: string;
}

/** /support: the fault report. After it is stored, the ticket number and the private tracking link. */
export default function SupportForm({
  lang,
  t,
  captcha,
  validation,
  areas,
  incidents = [],
  incidentWords,
  areaWords,
  plans = [],
}: Props) {
  const [values, setValues] = useState(EMPTY);
  const [ranHere, setRanHere] = useState(false);
  // From the speed test's "Still slow? Report it" (issue 32): the category and the result come along.
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const speedtestId = query.get('speedtest') ?? '';
    if (/^[A-Za-z0-9]{8}$/.test(speedtestId)) setValues((v) => ({ ...v, category: 'slow', speedtestId }));
  }, []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [verified, setVerified] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [filed, setFiled] = useState<Filed | null>(null);
  // One key per report: a retry after a lost answer is stored once and answered with the same ticket.
  const key = useRef('');
  const onVerifiedChange = useCallback((v: boolean) => setVerified(v), []);
  const onChange = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const f = t.form;
  const field = fieldsOf({ idPrefix: 's', labels: f.fields, values, errors, limits: LIMITS, onChange });
  // The listed area the visitor named (English or Nepali): a known fault there is shown before the report.
  const known = findArea(areas, values.area);
  // The coverage check's combobox: any place may still be typed, a listed one is offered as it is.
  const combo = useAreaCombobox({
    id: 's-area',
    areas,
    lang,
    t: areaWords,
    query: values.area,
    setQuery: (text) => onChange('area', text),
    onChoose: () => {},
  });

  const submit = async (e: Event) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    if (!verified || submitting) return;
    const payload = { ...trimmed(values), lang };
    const found = inWords(checkFields(TICKET_FIELDS, payload), validation);
    if (!payload.category) found.category = f.categoryPick; // a choice is picked, not filled in (review P23)
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`s-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSubmitting(true);
    key.current ||= crypto.randomUUID();
    try {
      const res = await fetch('/api/ticket', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': key.current },
        body: JSON.stringify(withHoneypot(form, payload)),
      });
      const data = await res.json().catch(() => ({}));
      if (res.ok) {
        key.current = '';
        setFiled({ number: data.number, trackUrl: data.trackUrl });
        return;
      }
      setErrors(inWords(data.errors, validation));
      toast.error(data.message && validation.fromSchema ? data.message : f.createError);
    } catch {
      toast.error(f.createError);
    } finally {
      setSubmitting(false);
    }
  };

  if (filed) {
    const link = new URL(filed.trackUrl, location.origin).href;
    return (
      <section
        className="card scroll-mt-24 p-6 outline-none sm:p-8"
        aria-labelledby="ticket-filed"
        data-testid="ticket-filed"
        tabIndex={-1}
        ref={showConfirmation}
      >
        <h2 id="ticket-filed" className="text-2xl font-bold text-slate-900">
          {t.done.title}
        </h2>
        <dl className="mt-6 space-y-5">
          <div>
            <dt className="text-sm text-slate-600">{t.done.number}</dt>
            <dd className="mt-1 font-mono text-3xl font-bold text-brand-800" data-testid="ticket-number">
              {filed.number}
            </dd>
            <dd className="mt-1 text-sm text-slate-600">{t.done.numberHint}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t.done.link}</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-2">
              <CopyLink href={filed.trackUrl} link={link} words={t.done} testId="ticket-link" />
            </dd>
            <dd className="mt-1 text-sm text-slate-600">{t.done.linkHint}</dd>
          </div>
        </dl>
        <a href={filed.trackUrl} className="btn-accent mt-6 inline-flex px-6">
          {t.done.save}
        </a>
      </section>
    );
  }

  return (
    <form onSubmit={submit} method="post" noValidate aria-label={f.label} className="card p-6 sm:p-8">
      <Honeypot label={validation.leaveEmpty} />
      <Toasts />
      <h2 className="text-2xl font-bold text-slate-900">{f.title}</h2>
      <p className="mt-1 text-sm text-slate-600">{f.lead}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field {...field('name')} required autoComplete="name" />
        <Field {...field('phone')} type="tel" required autoComplete="tel" />
        <Field {...field('customerId')} />
        <Field {...field('email')} type="email" autoComplete="email" />
        <div>
          <label htmlFor="s-area" className="field-label">
            {f.fields.area}
            <span className="req" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <div className="relative">
            <input
              id="s-area"
              name="area"
              {...combo.inputProps}
              className="field-input"
              maxLength={LIMITS.area}
              placeholder={f.areaHint}
              aria-required="true"
              aria-invalid={errors.area ? true : undefined}
              aria-describedby={errors.area ? 's-area-error' : undefined}
            />
            <AreaListbox {...combo.listboxProps} />
          </div>
          <p className="sr-only" aria-live="polite">
            {combo.announcement}
          </p>
          {errors.area && (
            <p id="s-area-error" className="field-error">
              {errors.area}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="s-category" className="field-label">
            {f.fields.category}
            <span className="req" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <select
            id="s-category"
            name="category"
            className="field-input"
            aria-required="true"
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? 's-category-error' : undefined}
            value={values.category}
            onChange={(e) => onChange('category', e.currentTarget.value)}
          >
            <option value="">{f.categoryPick}</option>
            {TICKET_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {f.categories[c]}
              </option>
            ))}
          </select>
          {errors.category && (
            <p id="s-category-error" className="field-error">
              {errors.category}
            </p>
          )}
        </div>
        {values.category === 'slow' && (
          <div className="sm:col-span-2">
            {values.speedtestId && !ranHere ? (
              <p className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm" data-testid="speed-attached">
                {f.speedTest.fromPage}
              </p>
            ) : (
              <SpeedTestOffer
                t={f.speedTest}
                digits={digitsOf(lang)}
                area={known?.name ?? ''}
                onResult={(id) => {
                  setRanHere(true);
                  onChange('speedtestId', id);
                }}
              />
            )}
          </div>
        )}
        {known && incidentWords && (
          <div className="sm:col-span-2">
            <CoverageIncident
              incidents={incidents}
              area={known.name}
              place={lang === 'ne' && known.name_ne ? known.name_ne : known.name}
              t={incidentWords}
              lang={lang}
              service={values.category === 'tv' ? 'iptv' : undefined}
              after={f.knownFault}
            />
          </div>
        )}
        <Field {...field('description')} multiline required className="sm:col-span-2" />
        {plans.length > 0 && (
          <div>
            <label htmlFor="s-planId" className="field-label">
              {f.fields.plan}
            </label>
            <select
              id="s-planId"
              name="planId"
              className="field-input"
              aria-invalid={errors.planId ? true : undefined}
              aria-describedby={errors.planId ? 's-planId-error' : undefined}
              value={values.planId}
              onChange={(e) => onChange('planId', e.currentTarget.value)}
            >
              <option value="">{f.planUnknown}</option>
              {plans.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </select>
            {errors.planId && (
              <p id="s-planId-error" className="field-error">
                {errors.planId}
              </p>
            )}
          </div>
        )}
        <Field {...field('callTime')} />
      </div>
      <Captcha onVerifiedChange={onVerifiedChange} t={captcha} className="mt-6" />
      <button type="submit" className="btn-accent mt-8 w-full px-7 sm:w-auto" disabled={!verified || submitting}>
        {submitting ? f.sending : f.send}
      </button>
    </form>
  );
}
