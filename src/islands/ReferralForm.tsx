/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { showConfirmation } from './utils/confirmation.ts';
import { checkFields, maxLengthsOf, REFERRAL_FIELDS } from '../lib/visitor-fields.ts';
import { Field, fieldsOf } from './Field.tsx';
import { trimmed } from './utils/trimmed.ts';
import { sendThroughOutbox } from './utils/outbox.ts';
import { Honeypot, withHoneypot } from './Honeypot.tsx';
import { useLive } from './useLive.ts';
import { inWords } from './utils/local-errors.ts';
import type { Lang } from '../i18n/paths.ts';
import type { Messages } from '../i18n/en.ts';

interface Props {
  lang: Lang;
  t: Messages['refer']['form'];
  validation: Messages['validation'];
}

const EMPTY = {
  customerName: '',
  phone: '',
  customerId: '',
  address: '',
  friendsName: '',
  friendsAddress: '',
  friendsContact: '',
  remarks: '',
};
const REQUIRED = ['customerName', 'friendsName', 'friendsAddress', 'friendsContact'] as const;
const LIMITS = maxLengthsOf(REFERRAL_FIELDS);

/**
 * /refer: the visitor sees 'Referral submitted successfully!' at once and the form clears,
 * whatever the server answers (spec §8). So that nothing is lost, the form first checks the
 * server's own schema, and the referral waits in the browser until the server has stored it.
 */
export default function ReferralForm({ lang, t, validation }: Props) {
  const live = useLive();
  const [values, setValues] = useState(EMPTY);
  const [status, setStatus] = useState<'idle' | 'missing' | 'invalid' | 'sent'>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onChange = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (status === 'sent') setStatus('idle');
  };

  const refuse = (found: Record<string, string>, why: 'missing' | 'invalid') => {
    setErrors(found);
    setStatus(why);
    document.getElementById(`r-${Object.keys(found)[0]}`)?.focus();
  };

  const submit = (e: Event) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const payload = trimmed(values);
    const empty = REQUIRED.filter((f) => !payload[f]);
    if (empty.length > 0) return refuse(Object.fromEntries(empty.map((f) => [f, validation.required])), 'missing');
    const invalid = checkFields(REFERRAL_FIELDS, payload);
    if (Object.keys(invalid).length > 0) return refuse(inWords(invalid, validation), 'invalid');
    setErrors({});
    setStatus('sent');
    setValues(EMPTY);
    void sendThroughOutbox('/api/referral', withHoneypot(form, { ...payload, lang }));
  };

  const props = fieldsOf({ idPrefix: 'r', labels: t.fields, values, errors, limits: LIMITS, onChange });
  const field = (name: keyof typeof EMPTY, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field {...props(name)} required={(REQUIRED as readonly string[]).includes(name)} {...extra} />
  );

  return (
    <form onSubmit={submit} method="post" noValidate aria-label={t.label} className="card p-6 sm:p-8">
      <Honeypot label={validation.leaveEmpty} />
      <fieldset>
        <legend className="text-lg font-bold text-slate-900">{t.yours}</legend>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          {field('customerName', { autoComplete: 'name' })}
          {field('phone', { type: 'tel', markedRequired: true, autoComplete: 'tel' })}
          {field('customerId')}
          {field('address', { markedRequired: true, autoComplete: 'address-line1' })}
        </div>
      </fieldset>
      <fieldset className="mt-8 border-t border-slate-200 pt-6">
        <legend className="float-left w-full text-lg font-bold text-slate-900">{t.friends}</legend>
        <div className="clear-both grid gap-5 pt-4 sm:grid-cols-2">
          {field('friendsName')}
          {field('friendsContact', { type: 'tel' })}
          {field('friendsAddress', { className: 'sm:col-span-2' })}
          {field('remarks', { multiline: true, className: 'sm:col-span-2' })}
        </div>
      </fieldset>
      <div aria-live="polite" className="mt-6">
        {status === 'missing' && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {validation.requiredFields}
          </p>
        )}
        {status === 'sent' && (
          <p
            role="status"
            className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800 outline-none"
            data-testid="form-done"
            tabIndex={-1}
            ref={showConfirmation}
          >
            {t.submitted}
          </p>
        )}
      </div>
      <button type="submit" className="btn-accent mt-6 w-full px-7 sm:w-auto" disabled={!live}>
        {t.submit}
      </button>
    </form>
  );
}
