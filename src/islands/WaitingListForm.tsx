/** @jsxImportSource preact */
import type { TargetedEvent } from 'preact';
import { showConfirmation } from './utils/confirmation.ts';
import { useState } from 'preact/hooks';
import { checkFields, COVERAGE_REQUEST_FIELDS, maxLengthsOf } from '../lib/visitor-fields.ts';
import { fill } from '../i18n/fill.ts';
import type { Lang } from '../i18n/paths.ts';
import type { Messages } from '../i18n/en.ts';
import { Field, fieldsOf } from './Field.tsx';
import { Honeypot, withHoneypot } from './Honeypot.tsx';
import { inWords, type ValidationWords } from './utils/local-errors.ts';
import { postJson } from './utils/post-json.ts';

const LIMITS = maxLengthsOf(COVERAGE_REQUEST_FIELDS);
type Values = Record<keyof typeof COVERAGE_REQUEST_FIELDS, string>;

/**
 * Why a request was not sent, in the page's language: a network failure says to check the
 * connection, the rate limit (429) to wait a minute (the server's own message is English only).
 */
export const sendProblem = (status: number, t: Messages['coverage']['form']) =>
  status === 0 ? t.offline : status === 429 ? t.tooMany : t.createError;

/** "Not yet": name, phone and place join the waiting list (POST /api/coverage-request). */
export default function WaitingListForm({
  place,
  t,
  validation,
  lang,
}: {
  place: string;
  t: Messages['coverage']['form'];
  validation: ValidationWords;
  lang: Lang;
}) {
  const [values, setValues] = useState<Values>({ name: '', phone: '', place });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<Values | null>(null);
  const change = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const field = fieldsOf({ idPrefix: 'w', labels: t.fields, values, errors, limits: LIMITS, onChange: change });

  const submit = async (e: TargetedEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    if (submitting) return;
    const found = inWords(checkFields(COVERAGE_REQUEST_FIELDS, values), validation);
    setErrors(found);
    setProblem('');
    if (Object.keys(found).length) {
      document.getElementById(`w-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const payload = { name: values.name.trim(), phone: values.phone.trim(), place: values.place.trim(), lang };
    setSubmitting(true);
    const result = await postJson('/api/coverage-request', withHoneypot(form, payload));
    setSubmitting(false);
    if (result.ok) setDone(payload);
    else {
      setErrors(inWords(result.errors, validation));
      setProblem(sendProblem(result.status, t));
    }
  };

  if (done) {
    return (
      <p
        role="status"
        className="mt-4 rounded-lg bg-white p-4 font-medium text-emerald-900 ring-1 ring-emerald-200 outline-none"
        data-testid="waiting-list-done"
        tabIndex={-1}
        ref={showConfirmation}
      >
        {fill(t.done, done)}
      </p>
    );
  }
  return (
    <form
      onSubmit={submit}
      method="post"
      noValidate
      className="mt-4 rounded-lg bg-white p-4 ring-1 ring-amber-200 sm:p-5"
      aria-label={t.label}
    >
      <h4 className="font-semibold text-slate-900">{t.title}</h4>
      <Honeypot label={validation.leaveEmpty} />
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <Field {...field('name')} required autoComplete="name" />
        <Field {...field('phone')} type="tel" required autoComplete="tel" />
        <Field {...field('place')} required />
      </div>
      {problem && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <button type="submit" className="btn-accent mt-4 w-full sm:w-auto" disabled={submitting}>
        {submitting ? t.submitting : t.submit}
      </button>
    </form>
  );
}
