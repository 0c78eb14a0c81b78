import { useState, type FormEvent } from 'react';
import { REFERRAL_SUBMITTED, REQUIRED_FIELDS } from '../lib/messages.ts';
import { Field } from './Field.tsx';
import { trimmed } from './utils/trimmed.ts';
import { postJson } from './utils/post-json.ts';
import { Honeypot, withHoneypot } from './Honeypot.tsx';

const EMPTY = { customerName: '', phone: '', customerId: '', address: '', friendsName: '', friendsAddress: '', friendsContact: '', remarks: '' };
const REQUIRED = ['customerName', 'friendsName', 'friendsAddress', 'friendsContact'] as const;

/**
 * /refer: the visitor sees 'Referral submitted successfully!' at once and the form clears,
 * whatever the server answers (spec §8).
 */
export default function ReferralForm() {
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
    void postJson('/api/referral', withHoneypot(form, payload));
  };

  const err = (f: string) => (status === 'missing' && missing.includes(f) ? 'This field is required' : undefined);
  const field = (name: keyof typeof EMPTY, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field idPrefix="r" name={name} label={label} value={values[name]} onChange={onChange} error={err(name)} required={(REQUIRED as readonly string[]).includes(name)} {...extra} />
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Referral form" className="card p-6 sm:p-8">
          <Honeypot />
      <fieldset>
        <legend className="text-lg font-bold text-slate-900">Your details</legend>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          {field('customerName', 'Your name', { autoComplete: 'name' })}
          {field('phone', 'Your phone', { type: 'tel', markedRequired: true, autoComplete: 'tel' })}
          {field('customerId', 'Customer ID')}
          {field('address', 'Your address', { markedRequired: true, autoComplete: 'address-line1' })}
        </div>
      </fieldset>
      <fieldset className="mt-8 border-t border-slate-200 pt-6">
        <legend className="float-left w-full text-lg font-bold text-slate-900">Your friend's details</legend>
        <div className="clear-both grid gap-5 pt-4 sm:grid-cols-2">
          {field('friendsName', "Friend's name")}
          {field('friendsContact', "Friend's contact", { type: 'tel' })}
          {field('friendsAddress', "Friend's address", { className: 'sm:col-span-2' })}
          {field('remarks', 'Remarks', { multiline: true, className: 'sm:col-span-2' })}
        </div>
      </fieldset>
      <div aria-live="polite" className="mt-6">
        {status === 'missing' && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {REQUIRED_FIELDS}
          </p>
        )}
        {status === 'sent' && (
          <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
            {REFERRAL_SUBMITTED}
          </p>
        )}
      </div>
      <button type="submit" className="btn-accent mt-6 w-full px-7 sm:w-auto">
        Submit Referral
      </button>
    </form>
  );
}
