import { useState, type FormEvent } from 'react';
import { Field } from './Field.tsx';
import { trimmed } from './utils/trimmed.ts';
import { postJson } from './utils/post-json.ts';
import { Honeypot, withHoneypot } from './Honeypot.tsx';
import type { Lang } from '../i18n/paths.ts';
import type { Messages } from '../i18n/en.ts';

interface Props {
  lang: Lang;
  t: Messages['refer']['form'];
  validation: Messages['validation'];
}

const EMPTY = { customerName: '', phone: '', customerId: '', address: '', friendsName: '', friendsAddress: '', friendsContact: '', remarks: '' };
const REQUIRED = ['customerName', 'friendsName', 'friendsAddress', 'friendsContact'] as const;

/**
 * /refer: the visitor sees 'Referral submitted successfully!' at once and the form clears,
 * whatever the server answers (spec §8).
 */
export default function ReferralForm({ lang, t, validation }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [status, setStatus] = useState<'idle' | 'missing' | 'sent'>('idle');
  const [missing, setMissing] = useState<string[]>([]);
  const onChange = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (status === 'sent') setStatus('idle');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const payload = trimmed(values);
    const empty = REQUIRED.filter((f) => !payload[f]);
    setMissing(empty);
    if (empty.length > 0) {
      setStatus('missing');
      document.getElementById(`r-${empty[0]}`)?.focus();
      return;
    }
    setStatus('sent');
    setValues(EMPTY);
    void postJson('/api/referral', withHoneypot(form, { ...payload, lang }));
  };

  const err = (f: string) => (status === 'missing' && missing.includes(f) ? validation.required : undefined);
  const field = (name: keyof typeof EMPTY, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field idPrefix="r" name={name} label={t.fields[name]} value={values[name]} onChange={onChange} error={err(name)} required={(REQUIRED as readonly string[]).includes(name)} {...extra} />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t.label} className="card p-6 sm:p-8">
          <Honeypot />
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
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {validation.requiredFields}
          </p>
        )}
        {status === 'sent' && (
          <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
            {t.submitted}
          </p>
        )}
      </div>
      <button type="submit" className="btn-accent mt-6 w-full px-7 sm:w-auto">
        {t.submit}
      </button>
    </form>
  );
}
