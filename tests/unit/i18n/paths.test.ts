import { describe, expect, it } from 'vitest';
import { fill } from '../../../src/i18n/fill.ts';
import { langOfPath, localePath, twinPath } from '../../../src/i18n/paths.ts';
import { localPhone } from '../../../src/i18n/local-phone.ts';
import { lakhGrouping, localAmount, localNumber, localPeriod } from '../../../src/i18n/numerals.ts';
import { inLang, listInLang } from '../../../src/i18n/content.ts';

describe('site paths in two languages', () => {
  it('keeps English at the spec paths and puts Nepali under /ne/', () => {
    expect(localePath('en', '/plans')).toBe('/plans');
    expect(localePath('ne', '/plans')).toBe('/ne/plans');
    expect(localePath('ne', '/')).toBe('/ne/');
    expect(localePath('en', '/ne/')).toBe('/');
    expect(localePath('en', '/ne/faq/')).toBe('/faq/');
    expect(localePath('ne', '/ne/faq')).toBe('/ne/faq');
  });
  it('knows a path’s language (a path merely starting with "ne" is English)', () => {
    expect(langOfPath('/ne')).toBe('ne');
    expect(langOfPath('/ne/booking')).toBe('ne');
    expect(langOfPath('/nepal')).toBe('en');
    expect(langOfPath('/')).toBe('en');
  });
  it('leads the language switch to the twin page', () => {
    expect(twinPath('/about/')).toEqual({ lang: 'ne', path: '/ne/about/' });
    expect(twinPath('/ne/about/')).toEqual({ lang: 'en', path: '/about/' });
    expect(twinPath('/')).toEqual({ lang: 'ne', path: '/ne/' });
  });
});

describe('Nepali numbers', () => {
  it('writes prices, speeds and durations as a Nepali ISP does', () => {
    expect(localAmount('ne', 'Rs. 1,500')).toBe('रु. १,५००');
    expect(localAmount('ne', '100 Mbps')).toBe('१०० Mbps');
    expect(localAmount('ne', '/month')).toBe('/महिना');
    expect(localAmount('ne', 'Rs.12,000 / year')).toBe('रु. १२,००० /वर्ष');
    expect(localAmount('en', 'Rs. 1,500')).toBe('Rs. 1,500');
    expect(localNumber('ne', 2073)).toBe('२०७३');
    expect(localNumber('ne', '+977-21-590900')).toBe('+९७७-२१-५९०९००');
  });
  it('groups large amounts in lakhs and crores on Nepali pages', () => {
    expect(lakhGrouping('100000')).toBe('1,00,000');
    expect(lakhGrouping('100,000')).toBe('1,00,000');
    expect(lakhGrouping('12500000')).toBe('1,25,00,000');
    expect(lakhGrouping('1500')).toBe('1,500');
    expect(lakhGrouping('950')).toBe('950');
    expect(lakhGrouping('250000.50')).toBe('2,50,000.50');
    expect(localAmount('ne', 'Rs. 100,000')).toBe('रु. १,००,०००');
    expect(localAmount('ne', 'Rs. 100000')).toBe('रु. १,००,०००');
    expect(localAmount('ne', 'NPR 1,250,000 /year')).toBe('रु. १२,५०,००० /वर्ष');
    expect(localAmount('ne', 'Rs. 1,500')).toBe('रु. १,५००');
    expect(localAmount('ne', '1000 Mbps')).toBe('१००० Mbps');
    expect(localAmount('en', 'Rs. 100,000')).toBe('Rs. 100,000');
  });
  it('names a duration standing alone in a word', () => {
    expect(localPeriod('ne', '/month')).toBe('मासिक');
    expect(localPeriod('ne', '/ year')).toBe('वार्षिक');
    expect(localPeriod('ne', '3 months')).toBe('३ महिना');
    expect(localPeriod('en', '/month')).toBe('Monthly');
    expect(localPeriod('en', '/ year')).toBe('Yearly');
    expect(localPeriod('en', '3 months')).toBe('3 months');
  });
  it('shows phone numbers in the domestic form on Nepali pages', () => {
    expect(localPhone('ne', '+977-21-590900')).toBe('०२१-५९०९००');
    expect(localPhone('ne', '+977-9852090900')).toBe('९८५२०९०९००');
    expect(localPhone('ne', '+977-1-4123456')).toBe('०१-४१२३४५६');
    expect(localPhone('en', '+977-21-590900')).toBe('+977-21-590900');
  });
  it('fills placeholders, counting in the catalogue’s digits', () => {
    expect(fill('{total}मध्ये {n}', { n: 2, total: 10 }, '०१२३४५६७८९')).toBe('१०मध्ये २');
    expect(fill('{n} of {total}', { n: 2, total: 10 })).toBe('2 of 10');
    expect(fill('Book Now: {plan}', { plan: 'Fibernet 100' }, '०१२३४५६७८९')).toBe('Book Now: Fibernet 100');
  });
});

describe('content in a language', () => {
  const faq = { question: 'Is there a data cap?', answer: 'No.', question_ne: 'डाटाको सीमा छ?', answer_ne: '  ' };
  it('shows the Nepali text where there is one and the English otherwise', () => {
    expect(inLang('ne', faq, 'question')).toBe('डाटाको सीमा छ?');
    expect(inLang('ne', faq, 'answer')).toBe('No.');
    expect(inLang('en', faq, 'question')).toBe('Is there a data cap?');
  });
  it('takes the Nepali feature list only when it has an item', () => {
    expect(listInLang('ne', { features: ['Unlimited data'], features_ne: ['असीमित डाटा'] }, 'features')).toEqual([
      'असीमित डाटा',
    ]);
    expect(listInLang('ne', { features: ['Unlimited data'], features_ne: [''] }, 'features')).toEqual([
      'Unlimited data',
    ]);
    expect(listInLang('en', { features: ['Unlimited data'], features_ne: ['असीमित डाटा'] }, 'features')).toEqual([
      'Unlimited data',
    ]);
  });
});
