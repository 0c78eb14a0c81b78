import { afterEach, describe, expect, it } from 'vitest';
import { messages, useSettings } from '../../../src/i18n/index.ts';
import { DEFAULT_SETTINGS } from '../../../src/lib/settings/defaults.ts';

// Issue 42: the ISP's promises, services and name reach the pages' words from its settings.
afterEach(() => useSettings(DEFAULT_SETTINGS));

describe('the operator’s words', () => {
  it('names the ISP wherever the demo’s texts did, once renamed', () => {
    useSettings({ ...DEFAULT_SETTINGS, name: 'Himal Fibre', name_ne: 'हिमाल फाइबर' });
    for (const lang of ['en', 'ne'] as const)
      expect(JSON.stringify(messages(lang)), lang).not.toMatch(/KoshiNet|कोशीनेट/);
    expect(messages('en').site.legalName).toBe('Himal Fibre Internet Pvt. Ltd.');
    expect(messages('ne').about.story[0]).toContain('हिमाल फाइबर');
  });

  it('shows the promises as set, {region} filled, in each language', () => {
    useSettings({
      ...DEFAULT_SETTINGS,
      region: 'Gandaki Province',
      heroLead: 'Fibre across {region}',
      supportLabel: 'Support 7 to 9',
      supportLabel_ne: '',
      referralReward: '2 weeks free',
      referralRewardShort: 'Two weeks',
      referralLimit: 5,
      dedicatedPoints: 'Up to 1 Gbps\n\n  SLA 99.5%  ',
      services: [DEFAULT_SETTINGS.services[0]],
    });
    const en = messages('en');
    expect(en.home.hero.text).toBe('Fibre across Gandaki Province');
    expect(en.layout.support).toBe('Support 7 to 9');
    expect(messages('ne').layout.support).toBe('Support 7 to 9');
    expect(en.home.refer.title).toBe('2 weeks free');
    expect(en.home.refer.text).toContain('You can refer up to 5 friends.');
    expect(en.refer.lead).toBe('2 weeks free.');
    expect(en.refer.rewards.map((r) => r.title)).toEqual([
      'Two weeks',
      'Priority customer support',
      'Up to 5 referrals',
    ]);
    expect(messages('ne').refer.rewards[2].title).toBe('बढीमा ५ जना रेफरल');
    expect(en.plans.dedicated.points).toEqual(['Up to 1 Gbps', 'SLA 99.5%']);
    expect(en.home.services.cards).toEqual([{ icon: 'zap', title: 'Fibre Internet', text: expect.any(String) }]);
  });

  it('keeps the spec’s words by default: no limit to referrals', () => {
    expect(messages('en').home.refer.text).toBe(
      'Share the fast lane with friends and family. There is no limit to how many friends you can refer.',
    );
    expect(messages('en').refer.rewards[2].title).toBe('Unlimited referrals');
  });
});
