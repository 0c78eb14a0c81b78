/** @jsxImportSource preact */
import { useCallback, useState } from 'preact/hooks';
import { showConfirmation } from './utils/confirmation.ts';
import { Toasts, toast } from './Toasts.tsx';
import { CONTACT_FIELDS, checkFields, maxLengthsOf } from '../lib/visitor-fields.ts';
import Captcha from '../captcha/Captcha.tsx';
import { Field, fieldsOf } from './Field.tsx';
import { trimmed } from './utils/trimmed.ts';
import { inWords, type ValidationWords } from './utils/local-errors.ts';
import { postJson } from './utils/post-json.ts';
import { Honeypot, withHoneypot } from './Honeypot.tsx';
import type { Lang } from '../i18n/paths.ts';
import type { Messages } from '../i18n/en.ts';
import type { CaptchaMessages } from '../i18n/captcha-en.ts';

interface Props {
  lang: Lang;
  t: Messages['contact']['form'];
  captcha: CaptchaMessages;
  validation: ValidationWords;
}

const EMPTY = { name: '', email: '', subject: '', phone: '', message: '' };
const LIMITS = maxLengthsOf(CONTACT_FIELDS);

/** /contact: name, email and message required; phone is marked but not enforced (spec §5). */
export default function ContactForm({ lang, t, captcha, validation }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [verified, setVerified] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(0);
  // The confirmation below the emptied form, until the visitor types the next message.
  const [done, setDone] = useState(false);
  const onVerifiedChange = useCallback((v: boolean) => setVerified(v), []);
  const onChange = (name: string, value: string) => {
    setDone(false);
    setValues((v) => ({ ...v, [name]: value }));
  };
  const field = fieldsOf({ idPrefix: 'c', labels: t.fields, values, errors, limits: LIMITS, onChange });

  const submit = async (e: Event) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    if (!verified || submitting) return;
    const { message, ...rest } = trimmed(values);
    const payload = { ...rest, msg: message, lang };
    const { msg: msgError, ...found } = inWords(checkFields(CONTACT_FIELDS, payload), validation);
    const shown = msgError ? { ...found, message: msgError } : found;
    setErrors(shown);
    if (Object.keys(shown).length > 0) {
      document.getElementById(`c-${Object.keys(shown)[0]}`)?.focus();
      return;
    }
    setSubmitting(true);
    const result = await postJson('/api/contact', withHoneypot(form, payload));
    setSubmitting(false);
    if (result.ok) {
      toast.success(t.created);
      setValues(EMPTY);
      setDone(true);
      // A reset after sending regenerates the captcha (spec §4).
      setSent((n) => n + 1);
    } else {
      const { msg, ...server } = inWords(result.errors, validation);
      setErrors(msg ? { ...server, message: msg } : server);
      // The server's own message is English: a Nepali page keeps to its own words.
      toast.error(result.message && result.status !== 0 && validation.fromSchema ? result.message : t.createError);
    }
  };

  return (
    <form onSubmit={submit} method="post" noValidate aria-label={t.label} className="card p-6 sm:p-8">
      <Honeypot label={validation.leaveEmpty} />
      <Toasts />
      <h2 className="text-2xl font-bold text-slate-900">{t.title}</h2>
      <p className="mt-1 text-sm text-slate-600">{t.lead}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field {...field('name')} required autoComplete="name" />
        <Field {...field('email')} type="email" required autoComplete="email" />
        <Field {...field('subject')} />
        <Field {...field('phone')} type="tel" markedRequired autoComplete="tel" />
        <Field {...field('message')} maxLength={LIMITS.msg} multiline required className="sm:col-span-2" />
      </div>
      <Captcha onVerifiedChange={onVerifiedChange} resetKey={sent} t={captcha} className="mt-6" />
      {done && (
        <p
          key={sent}
          role="status"
          className="mt-6 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800 outline-none"
          data-testid="form-done"
          tabIndex={-1}
          ref={showConfirmation}
        >
          {t.done}
        </p>
      )}
      <button type="submit" className="btn-accent mt-8 w-full px-7 sm:w-auto" disabled={!verified || submitting}>
        {submitting ? t.sending : t.send}
      </button>
    </form>
  );
}
