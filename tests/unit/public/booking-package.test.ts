import { describe, expect, it } from 'vitest';
import { bookingHref, categoryOf, resolvePackage } from '../../../src/islands/utils/booking-package.ts';
import type { PlanData } from '../../../src/islands/types.ts';

const plans: PlanData[] = [
  {
    id: 'a1',
    name: 'Fibernet',
    speed: '50 Mbps',
    price: 'Rs. 1,100',
    duration: '/month',
    features: ['Unlimited data'],
    sme: false,
    featured: false,
    popular: false,
  },
  {
    id: 'b2',
    name: 'SME Pro',
    speed: '300 Mbps',
    price: 'Rs. 7,000',
    duration: '/month',
    features: [],
    sme: true,
    featured: false,
    popular: false,
  },
];

describe('bookingHref', () => {
  it('carries the category and the plan id', () => {
    expect(bookingHref('home', 'a1')).toBe('/booking?category=home&plan=a1');
    expect(bookingHref('sme', 'b2')).toBe('/booking?category=sme&plan=b2');
  });
  it('carries only the category for a dedicated quote', () => {
    expect(bookingHref('dedicated')).toBe('/booking?category=dedicated');
    expect(bookingHref('dedicated', 'a1')).toBe('/booking?category=dedicated');
  });
});

describe('categoryOf', () => {
  it('puts SME plans in SME and all others in Home', () => {
    expect(categoryOf({ sme: true })).toBe('sme');
    expect(categoryOf({ sme: false })).toBe('home');
  });
});

describe('resolvePackage', () => {
  it('is null without a category, with an unknown one, or without an existing plan', () => {
    expect(resolvePackage('', plans)).toBeNull();
    expect(resolvePackage('?category=gold', plans)).toBeNull();
    expect(resolvePackage('?category=home', plans)).toBeNull();
    expect(resolvePackage('?category=home&plan=gone', plans)).toBeNull();
  });
  it('gives the plan for home and SME, by id or by name', () => {
    const shown = {
      name: 'Fibernet',
      speed: '50 Mbps',
      price: 'Rs. 1,100',
      duration: '/month',
      // the summary's row: the duration standing alone, as a word
      period: 'Monthly',
      features: ['Unlimited data'],
    };
    expect(resolvePackage('?category=home&plan=a1', plans)).toEqual({
      category: 'home',
      plan: 'Fibernet',
      speed: '50 Mbps',
      cost: 'Rs. 1,100',
      duration: '/month',
      features: ['Unlimited data'],
      shown,
    });
    expect(resolvePackage('?category=sme&plan=sme%20pro', plans)?.plan).toBe('SME Pro');
  });
  it('takes the category from the plan itself when a plan is named', () => {
    expect(resolvePackage('?category=sme&plan=a1', plans)?.category).toBe('home');
    expect(resolvePackage('?category=home&plan=b2', plans)?.category).toBe('sme');
    expect(resolvePackage('?category=dedicated&plan=a1', plans)).toMatchObject({ category: 'home', plan: 'Fibernet' });
  });
  it('gives Dedicated for plan, speed, cost and duration of a dedicated quote', () => {
    const shown = { name: 'Dedicated', speed: 'Dedicated', price: 'Dedicated', duration: 'Dedicated', features: [] };
    expect(resolvePackage('?category=dedicated', plans)).toEqual({
      category: 'dedicated',
      plan: 'Dedicated',
      speed: 'Dedicated',
      cost: 'Dedicated',
      duration: 'Dedicated',
      features: [],
      shown,
    });
  });
  it('records the plan in its own words and shows it in the page’s words', () => {
    const nepali = plans.map((p) => ({
      ...p,
      shown: { name: 'फाइबरनेट', speed: '५० Mbps', price: 'रु. १,१००', duration: '/महिना', features: ['असीमित डाटा'] },
    }));
    const pkg = resolvePackage('?category=home&plan=a1', nepali);
    expect(pkg).toMatchObject({ plan: 'Fibernet', speed: '50 Mbps', cost: 'Rs. 1,100', duration: '/month' });
    expect(pkg?.shown).toMatchObject({ name: 'फाइबरनेट', price: 'रु. १,१००' });
  });
});

describe('bookingHref in Nepali', () => {
  it('leads to /ne/booking with the same query', () => {
    expect(bookingHref('home', 'a1', 'ne')).toBe('/ne/booking?category=home&plan=a1');
    expect(bookingHref('dedicated', undefined, 'ne')).toBe('/ne/booking?category=dedicated');
  });
});
