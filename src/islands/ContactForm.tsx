import { useCallback, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { TOASTS } from '../lib/messages.ts';
import { contactSchema } from '../lib/schemas/contact.ts';
import { maxLengths } from '../lib/field-limits.ts';
import Captcha from './Captcha.tsx';
import { Field } from './Field.tsx';
import { Toasts } from './Toasts.tsx';
import { fieldErrors } from '../lib/field-errors.ts';
import { trimmed } from './utils/trimmed.ts';
import { postJson } from './utils/post-json.ts';
import { Honeypot, withHoneypot } from './Honeypot.tsx';

const EMPTY = { name: '', email: '', subject: '', phone: '', message: '' };
const LIMITS = maxLengths(contactSchema);

/** /contact: name, email and message required; phone is marked but not enforced (spec §5). */
export default function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [verified, setVerified] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(0);
  const onVerifiedChange = useCallback((v: boolean) => setVerified(v), []);
  const onChange = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    if (!verified || submitting) return;
    const { message, ...rest } = trimmed(values);
    const payload = { ...rest, msg: message };
    const parsed = contactSchema.safeParse(payload);
    const { msg: msgError, ...found } = fieldErrors(parsed);
    const shown = msgError ? { ...found, message: msgError } : found;
    setErrors(shown);
    if (!parsed.success) {
      document.getElementById(`c-${Object.keys(shown)[0]}`)?.focus();
      return;
    }
    setSubmitting(true);
    const result = await postJson('/api/contact', withHoneypot(form, payload));
    setSubmitting(false);
    if (result.ok) {
      toast.success(TOASTS.contact.created);
      setValues(EMPTY);
      // A reset after sending regenerates the captcha (spec §4).
      setSent((n) => n + 1);
    } else {
      const { msg, ...server } = result.errors ?? {};
      setErrors(msg ? { ...server, message: msg } : server);
      toast.error(result.message && result.status !== 0 ? result.message : TOASTS.contact.createError);
    }
  };

  return (
    <form onSubmit={submit} method="post" noValidate aria-label="Contact form" className="card p-6 sm:p-8">
      <Honeypot />
      <Toasts />
      <h2 className="text-2xl font-bold text-slate-900">Send us a message</h2>
      <p className="mt-1 text-sm text-slate-600">We usually reply within one working day.</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field idPrefix="c" name="name" maxLength={LIMITS.name} label="Name" required autoComplete="name" value={values.name} onChange={onChange} error={errors.name} />
        <Field idPrefix="c" name="email" maxLength={LIMITS.email} label="Email" type="email" required autoComplete="email" value={values.email} onChange={onChange} error={errors.email} />
        <Field idPrefix="c" name="subject" maxLength={LIMITS.subject} label="Subject" value={values.subject} onChange={onChange} error={errors.subject} />
        <Field idPrefix="c" name="phone" maxLength={LIMITS.phone} label="Phone" type="tel" markedRequired autoComplete="tel" value={values.phone} onChange={onChange} error={errors.phone} />
        <Field idPrefix="c" name="message" maxLength={LIMITS.msg} label="Message" multiline required value={values.message} onChange={onChange} error={errors.message} className="sm:col-span-2" />
      </div>
      <Captcha onVerifiedChange={onVerifiedChange} resetKey={sent} className="mt-6" />
      <button type="submit" className="btn-accent mt-8 w-full px-7 sm:w-auto" disabled={!verified || submitting}>
        {submitting ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
