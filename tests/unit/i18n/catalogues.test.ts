import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/en.ts';
import { ne } from '../../../src/i18n/ne.ts';
import { messages } from '../../../src/i18n/index.ts';
import {
  CAPTCHA_MISMATCH,
  NOT_FOUND_TITLE,
  REFERRAL_SUBMITTED,
  REQUIRED_FIELDS,
  TOASTS,
} from '../../../src/lib/messages.ts';

/** Every key path of a catalogue, with array items by index ('refer.rewards.0.title'). */
function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const leaves = (value: unknown, prefix = ''): [string, unknown][] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, value]];

describe('message catalogues', () => {
  it('have the same keys in English and Nepali (a key missing in one fails here)', () => {
    expect(keys(ne).sort()).toEqual(keys(en).sort());
  });

  it('have no empty message', () => {
    for (const [key, value] of [...leaves(en), ...leaves(ne)])
      if (typeof value === 'string') expect(value.trim(), key).not.toBe('');
  });

  it('keep the same {placeholders} in both languages', () => {
    const nepali = new Map(leaves(ne));
    for (const [key, value] of leaves(en)) {
      if (typeof value !== 'string') continue;
      const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(names(String(nepali.get(key))), key).toEqual(names(value));
    }
  });

  it('hold the spec texts word for word in English', () => {
    expect(en.layout.nav).toEqual({ plans: 'Plans', about: 'About', contact: 'Contact', faq: 'FAQ', refer: 'Refer' });
    expect(en.home.teasers.mostPopular).toBe('Most Popular');
    expect(en.carousel.getStarted).toBe('Get Started');
    expect(en.plans.none).toBe('No plans available.');
    expect(en.plans.dedicated.cta).toBe('Request Quote');
    expect(en.booking).toMatchObject({
      title: 'Book Your Plan',
      quoteTitle: 'Request Quote',
      noPackage: 'No package selected',
      goToPlans: 'Go to Plans',
      backToPlans: 'Back to Plans',
      submit: 'Submit Request',
      submitting: 'Submitting...',
    });
    expect(en.booking.created).toBe(TOASTS.booking.created);
    expect(en.contact.form.created).toBe(TOASTS.contact.created);
    expect(en.captcha.mismatch).toBe(CAPTCHA_MISMATCH);
    expect(en.validation.requiredFields).toBe(REQUIRED_FIELDS);
    expect(en.refer.form.submitted).toBe(REFERRAL_SUBMITTED);
    expect(en.faq.still).toBe('Still have questions?');
    expect(en.notFound.heading).toBe(NOT_FOUND_TITLE);
    // The ISP's words are its settings', whose defaults are the spec's (src/lib/settings/defaults.ts).
    const withSite = messages('en');
    expect(withSite.home.refer.title).toBe('1 month free internet service when your friend subscribes to any plan');
    expect(withSite.refer.rewards.map((r) => r.title)).toEqual([
      '1 month free internet',
      'Priority customer support',
      'Unlimited referrals',
    ]);
    expect(withSite.layout.support).toBe('24/7 support');
    expect(withSite.home.hero.text).toBe(
      'Unlimited fibre, IPTV and wireless plans with local support in Koshi Province.',
    );
    expect(withSite.home.services.cards).toHaveLength(4);
    expect(withSite.plans.dedicated.points).toContain('Guaranteed, uncontended bandwidth from 10 Mbps to 10 Gbps');
    expect(withSite.plans.dedicated.points).toContain('Service-level agreement with 99.9% uptime');
    expect(withSite.about.values.map((v) => v.title)).toEqual(['Excellence', 'Integrity', 'Innovation']);
    expect(withSite.home.stats.items.map((s) => s.value)).toEqual(['99%', '9+', '99.9%']);
    expect(withSite.site.officeHours).toEqual([
      { days: 'Sunday to Friday', hours: '8:00 AM to 6:00 PM' },
      { days: 'Saturday', hours: '10:00 AM to 4:00 PM' },
    ]);
  });

  it('write every number of the Nepali catalogue in Devanagari digits', () => {
    for (const [key, value] of leaves(messages('ne'))) {
      if (typeof value !== 'string' || key === 'digits' || key.endsWith('.digits')) continue;
      // An office's phone and email are written once for both languages (a page shows the phone in its digits).
      if (/^site\.offices\.\d+\.(phone|email)$/.test(key)) continue;
      // Latin letters may appear in names like Mbps, HD or SLA; ASCII digits never.
      expect(value, key).not.toMatch(/[0-9]/);
    }
    expect(messages('ne').home.stats.items.map((s) => s.value)).toEqual(['९९%', '९+', '९९.९%']);
  });

  it('name the same number of items in every list', () => {
    expect(ne.refer.steps).toHaveLength(en.refer.steps.length);
    expect(messages('ne').plans.dedicated.points).toHaveLength(messages('en').plans.dedicated.points.length);
    expect(messages('ne').home.services.cards).toHaveLength(messages('en').home.services.cards.length);
  });
});
