import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { BOOKING_REDIRECT_MS } from '../lib/constants.ts';
import { TOASTS } from '../lib/messages.ts';
import { bookingSchema } from '../lib/schemas/booking.ts';
import { maxLengths } from '../lib/field-limits.ts';
import { useSessionDraft } from './useSessionDraft.ts';
import Captcha from './Captcha.tsx';
import { Field } from './Field.tsx';
import { Toasts } from './Toasts.tsx';
import type { PlanData } from './types.ts';
import { resolvePackage, type BookingPackage } from './utils/booking-package.ts';
import { fieldErrors } from '../lib/field-errors.ts';
import { trimmed } from './utils/trimmed.ts';
import { postJson } from './utils/post-json.ts';
import { PackageSummary } from './PackageSummary.tsx';
import { Honeypot, withHoneypot } from './Honeypot.tsx';

const EMPTY = { customerName: '', address: '', contact: '', email: '', contact2: '', remarks: '' };
const LIMITS = maxLengths(bookingSchema);
/** This tab's booking draft (sessionStorage): one visitor, whichever package they pick. */
const DRAFT_KEY = 'isp.bookingDraft';

/** /booking: the package comes from the URL (?category=…&plan=…), so it is read in the browser. */
export default function BookingForm({ plans }: { plans: PlanData[] }) {
  const [pkg, setPkg] = useState<BookingPackage | null | undefined>(undefined);
  const { values, change: onChange, clear: clearDraft } = useSessionDraft(DRAFT_KEY, EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [verified, setVerified] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const found = resolvePackage(window.location.search, plans);
    setPkg(found);
    // The prerendered title is the plan booking's; a dedicated quote names itself.
    if (found?.category === 'dedicated') document.title = document.title.replace(/^[^|]*/, 'Request Quote ');
  }, [plans]);
  const onVerifiedChange = useCallback((v: boolean) => setVerified(v), []);

  // The placeholder takes the form's own height, so the page does not jump when the form appears.
  if (pkg === undefined) return <div role="status" className="card h-[1540px] animate-pulse bg-slate-100 md:h-[1320px] lg:h-[780px]" aria-busy="true" aria-label="Loading the selected package" />;

  if (pkg === null) {
    return (
      <div className="card mx-auto max-w-xl px-6 py-14 text-center" data-testid="no-package">
        <h1 className="text-2xl font-bold text-slate-900">No package selected</h1>
        <p className="mt-3 text-slate-600">Choose a plan first, then book it or request a dedicated quote.</p>
        <a href="/plans" className="btn-primary mt-8">
          Go to Plans
        </a>
      </div>
    );
  }

  const dedicated = pkg.category === 'dedicated';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    if (!verified || submitting || done) return;
    const payload = { ...trimmed(values), plan: pkg.plan, speed: pkg.speed, cost: pkg.cost, duration: pkg.duration };
    const parsed = bookingSchema.safeParse(payload);
    const found = fieldErrors(parsed);
    setErrors(found);
    if (!parsed.success) {
      document.getElementById(`b-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSubmitting(true);
    const result = await postJson('/api/booking', withHoneypot(form, payload));
    setSubmitting(false);
    if (result.ok) {
      setDone(true);
      clearDraft();
      toast.success(TOASTS.booking.created);
      window.setTimeout(() => window.location.assign('/'), BOOKING_REDIRECT_MS);
    } else {
      setErrors(result.errors ?? {});
      toast.error(TOASTS.booking.createError);
    }
  };

  return (
    <>
      <Toasts />
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{dedicated ? 'Request Quote' : 'Book Your Plan'}</h1>
          <p className="mt-3 text-slate-600">
            {dedicated ? 'Tell us about your connection needs and our enterprise team will prepare a quote.' : 'Leave your details and our team will call you to schedule the installation.'}
          </p>
          <PackageSummary pkg={pkg} />
        </div>
        <form onSubmit={submit} method="post" noValidate className="card p-6 sm:p-8 lg:col-span-3" aria-label={dedicated ? 'Request Quote' : 'Book Your Plan'}>
          <Honeypot />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field idPrefix="b" name="customerName" maxLength={LIMITS.customerName} label="Full name" required autoComplete="name" value={values.customerName} onChange={onChange} error={errors.customerName} className="sm:col-span-2" />
            <Field idPrefix="b" name="address" maxLength={LIMITS.address} label="Installation address" required autoComplete="address-line1" value={values.address} onChange={onChange} error={errors.address} className="sm:col-span-2" />
            <Field idPrefix="b" name="contact" maxLength={LIMITS.contact} label="Contact number" type="tel" required autoComplete="tel" value={values.contact} onChange={onChange} error={errors.contact} />
            <Field idPrefix="b" name="contact2" maxLength={LIMITS.contact2} label="Alternative contact (optional)" type="tel" value={values.contact2} onChange={onChange} error={errors.contact2} />
            <Field idPrefix="b" name="email" maxLength={LIMITS.email} label="Email (optional)" type="email" autoComplete="email" value={values.email} onChange={onChange} error={errors.email} className="sm:col-span-2" />
            <Field idPrefix="b" name="remarks" maxLength={LIMITS.remarks} label="Remarks" multiline value={values.remarks} onChange={onChange} error={errors.remarks} className="sm:col-span-2" />
          </div>
          <Captcha onVerifiedChange={onVerifiedChange} className="mt-6" />
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <a href="/plans" className="btn-outline">
              Back to Plans
            </a>
            <button type="submit" className="btn-accent px-7" disabled={!verified || submitting || done}>
              {submitting ? 'Submitting...' : 'Submit Request'}
            </button>
          </div>
        </form>
      </div>
    </>
  );
}
