/** @jsxImportSource preact */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { showConfirmation } from './utils/confirmation.ts';
import { Toasts, toast } from './Toasts.tsx';
import { BOOKING_REDIRECT_MS } from '../lib/constants.ts';
import { BOOKING_FIELDS, checkFields, maxLengthsOf } from '../lib/visitor-fields.ts';
import { useSessionDraft } from './useSessionDraft.ts';
import Captcha from '../captcha/Captcha.tsx';
import { Field, fieldsOf } from './Field.tsx';
import type { PlanData } from './types.ts';
import { resolvePackage, type BookingPackage } from './utils/booking-package.ts';
import { trimmed } from './utils/trimmed.ts';
import { inWords, type ValidationWords } from './utils/local-errors.ts';
import { postJson } from './utils/post-json.ts';
import { PackageSummary } from './PackageSummary.tsx';
import { BookingIntro } from './BookingIntro.tsx';
import { Honeypot, withHoneypot } from './Honeypot.tsx';
import { keepStateInLanguageSwitch } from './utils/language-switch.ts';
import { localePath, type Lang } from '../i18n/paths.ts';
import type { Messages } from '../i18n/en.ts';
import type { CaptchaMessages } from '../i18n/captcha-en.ts';

interface Props {
  plans: PlanData[];
  lang: Lang;
  t: Messages['booking'];
  captcha: CaptchaMessages;
  validation: ValidationWords;
}

const EMPTY = { customerName: '', address: '', contact: '', email: '', contact2: '', remarks: '' };
const LIMITS = maxLengthsOf(BOOKING_FIELDS);
/** This tab's booking draft (sessionStorage): one visitor, whichever package they pick. */
const DRAFT_KEY = 'isp.bookingDraft';

/** /booking: the package comes from the URL (?category=…&plan=…), so it is read in the browser. */
export default function BookingForm({ plans, lang, t, captcha, validation }: Props) {
  const [pkg, setPkg] = useState<BookingPackage | null | undefined>(undefined);
  const { values, change: onChange, startWith, clear: clearDraft } = useSessionDraft(DRAFT_KEY, EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = fieldsOf({ idPrefix: 'b', labels: t.fields, values, errors, limits: LIMITS, onChange });
  const [verified, setVerified] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const found = resolvePackage(window.location.search, plans);
    setPkg(found);
    // The area the coverage check found starts the installation address (issue 15).
    const area = new URLSearchParams(window.location.search).get('area')?.trim().slice(0, 200);
    if (found && area) startWith('address', area);
    // The prerendered title is the plan booking's; a dedicated quote names itself.
    if (found?.category === 'dedicated') document.title = document.title.replace(/^[^|]*/, `${t.quoteTitle} `);
    // The package is in the query: the same booking in the other language keeps it.
    keepStateInLanguageSwitch();
  }, [plans, t.quoteTitle, startWith]);
  const onVerifiedChange = useCallback((v: boolean) => setVerified(v), []);

  // Until the package is read, the heading and lead are drawn (BookingIntro) and placeholders hold
  // the summary's and the form's places at their heights (a Nepali form's labels wrap more), so the
  // page does not jump when they appear. Without a package in the URL (booking.astro marks the page
  // before its first paint) the form's placeholder alone stays, at the height of the card below.
  if (pkg === undefined)
    return (
      <div key="form" className="grid gap-8 lg:grid-cols-5 [html[data-no-package]_&]:block">
        <div className="lg:col-span-2 [html[data-no-package]_&]:hidden">
          <BookingIntro dedicated={undefined} t={t} />
          <div
            aria-hidden="true"
            className="mt-6 h-[409px] animate-pulse rounded-2xl bg-slate-100 [html[data-dedicated]_&]:h-[269px]"
          />
        </div>
        <div
          role="status"
          className="card h-[1036px] animate-pulse bg-slate-100 sm:h-[836px] md:h-[778px] lg:col-span-3 lg:h-[836px] xl:h-[778px] [:lang(ne)_&]:h-[1052px] sm:[:lang(ne)_&]:h-[872px] md:[:lang(ne)_&]:h-[778px] lg:[:lang(ne)_&]:h-[872px] xl:[:lang(ne)_&]:h-[778px] [html[data-no-package]_&]:mx-auto [html[data-no-package]_&]:h-[22rem] [html[data-no-package]_&]:max-w-xl"
          aria-busy="true"
          aria-label={t.loading}
        />
      </div>
    );

  if (pkg === null) {
    return (
      <div
        className="card mx-auto flex min-h-[22rem] max-w-xl flex-col items-center justify-center px-6 py-14 text-center"
        data-testid="no-package"
      >
        <h1 className="text-2xl font-bold text-slate-900">{t.noPackage}</h1>
        <p className="mt-3 text-slate-600">{t.noPackageText}</p>
        <a href={localePath(lang, '/plans')} className="btn-primary mt-8">
          {t.goToPlans}
        </a>
      </div>
    );
  }

  const dedicated = pkg.category === 'dedicated';
  const submit = async (e: Event) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    if (!verified || submitting || done) return;
    const payload = {
      ...trimmed(values),
      plan: pkg.plan,
      speed: pkg.speed,
      cost: pkg.cost,
      duration: pkg.duration,
      lang,
    };
    const found = inWords(checkFields(BOOKING_FIELDS, payload), validation);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`b-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSubmitting(true);
    const result = await postJson('/api/booking', withHoneypot(form, payload));
    setSubmitting(false);
    if (result.ok) {
      setDone(true);
      clearDraft();
      toast.success(t.created);
      window.setTimeout(() => window.location.assign(localePath(lang, '/')), BOOKING_REDIRECT_MS);
    } else {
      setErrors(inWords(result.errors, validation));
      toast.error(t.createError);
    }
  };

  return (
    // The same grid and intro as the placeholder's (key): the summary and the form are nodes of
    // their own, not placeholders reshaped, since an element that appears is no layout shift and
    // one whose box changes is.
    <>
      <div key="form" className="grid gap-8 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <BookingIntro dedicated={dedicated} t={t} />
          <PackageSummary pkg={pkg} t={t.summary} />
        </div>
        <form
          onSubmit={submit}
          method="post"
          noValidate
          className="card p-6 sm:p-8 lg:col-span-3"
          aria-label={dedicated ? t.quoteTitle : t.title}
        >
          <Honeypot label={validation.leaveEmpty} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field {...field('customerName')} required autoComplete="name" className="sm:col-span-2" />
            <Field {...field('address')} required autoComplete="address-line1" className="sm:col-span-2" />
            <Field {...field('contact')} type="tel" required autoComplete="tel" />
            <Field {...field('contact2')} type="tel" />
            <Field {...field('email')} type="email" autoComplete="email" className="sm:col-span-2" />
            <Field {...field('remarks')} multiline className="sm:col-span-2" />
          </div>
          <Captcha onVerifiedChange={onVerifiedChange} t={captcha} className="mt-6" />
          {done && (
            <p
              role="status"
              className="mt-6 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800 outline-none"
              data-testid="form-done"
              tabIndex={-1}
              ref={showConfirmation}
            >
              {t.done}
            </p>
          )}
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <a href={localePath(lang, '/plans')} className="btn-outline">
              {t.backToPlans}
            </a>
            <button type="submit" className="btn-accent px-7" disabled={!verified || submitting || done}>
              {submitting ? t.submitting : t.submit}
            </button>
          </div>
        </form>
      </div>
      <Toasts />
    </>
  );
}
