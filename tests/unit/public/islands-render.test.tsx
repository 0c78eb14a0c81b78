/** @jsxImportSource preact */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'preact-render-to-string';
import PlanTabs from '../../../src/islands/PlanTabs.tsx';
import Captcha from '../../../src/captcha/Captcha.tsx';
import type { PlanData } from '../../../src/islands/types.ts';
import { messages } from '../../../src/i18n/index.ts';

const plan = (id: string, sme: boolean): PlanData => ({
  id,
  name: `Plan ${id}`,
  speed: '50 Mbps',
  price: 'Rs. 1,000',
  duration: '/month',
  features: ['Unlimited data'],
  sme,
  featured: false,
  popular: false,
});

describe('PlanTabs (prerendered)', () => {
  it('says No plans available. for a tab without plans', () => {
    const html = renderToStaticMarkup(<PlanTabs plans={[plan('a', false)]} t={messages('en').plans} lang="en" />);
    expect(html).toContain('Plan a');
    expect(html.match(/No plans available\./g)).toHaveLength(1); // the SME tab
  });
  it('links each plan to its booking with its category', () => {
    const html = renderToStaticMarkup(
      <PlanTabs plans={[plan('a', false), plan('b', true)]} t={messages('en').plans} lang="en" />,
    );
    expect(html).toContain('href="/booking?category=home&amp;plan=a"');
    expect(html).toContain('href="/booking?category=sme&amp;plan=b"');
    expect(html).toContain('href="/booking?category=dedicated"');
    expect(html).not.toContain('No plans available.');
  });
});

describe('PlanTabs in Nepali (prerendered)', () => {
  it('links to the Nepali booking page and shows the plan in its Nepali words', () => {
    const shown = {
      name: 'फाइबरनेट',
      speed: '५० Mbps',
      price: 'रु. १,०००',
      duration: '/महिना',
      features: ['असीमित डाटा'],
    };
    const html = renderToStaticMarkup(
      <PlanTabs plans={[{ ...plan('a', false), shown }]} t={messages('ne').plans} lang="ne" />,
    );
    expect(html).toContain('href="/ne/booking?category=home&amp;plan=a"');
    expect(html).toContain('href="/ne/booking?category=dedicated"');
    expect(html).toContain('रु. १,०००');
    expect(html).toContain('असीमित डाटा');
    expect(html).not.toContain('Plan a');
    expect(html).not.toContain('Book Now');
  });
});

describe('Captcha (prerendered)', () => {
  it('puts no code into the HTML: it is drawn in the browser only', () => {
    const html = renderToStaticMarkup(<Captcha onVerifiedChange={() => {}} />);
    expect(html).not.toContain('<text');
    expect(html).toContain('aria-label="Refresh captcha"');
  });
});
