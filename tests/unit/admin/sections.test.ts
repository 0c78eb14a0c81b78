import { describe, expect, it } from 'vitest';
import { RESOURCES, SECTIONS, sectionFor } from '../../../src/admin/resources/index.ts';
import { countCards, isResource } from '../../../src/admin/resources/types.ts';
import { mayOpenSection } from '../../../src/admin/lib/role.ts';
import type { Role } from '../../../src/lib/roles.ts';

// The admin's one index drives the sidebar, the routes and the dashboard: these check what it says.
describe('admin sections index', () => {
  it('names the sidebar of spec §2 in its order', () => {
    expect(SECTIONS.filter((s) => !s.group).map((s) => s.title)).toEqual([
      'Dashboard',
      'Sliders',
      'Notices',
      'Testimonials',
      'Users',
      'Plans',
      'FAQs',
      'Referral Forms',
      'Contact Forms',
      'Bookings',
    ]);
  });

  it('lists the editors’ history screens apart, each a screen of its own', () => {
    const history = SECTIONS.filter((s) => s.group === 'history');
    expect(history.map((s) => [s.title, s.route])).toEqual([
      ['Recently deleted', '/admin/recently-deleted'],
      ['Activity', '/admin/activity'],
    ]);
    expect(history.every((s) => typeof s.screen === 'function' && !isResource(s))).toBe(true);
  });

  it('gives every section a distinct route and icon', () => {
    expect(new Set(SECTIONS.map((s) => s.route)).size).toBe(SECTIONS.length);
    expect(new Set(SECTIONS.map((s) => s.icon)).size).toBe(SECTIONS.length);
    for (const s of SECTIONS) expect(s.icon).toMatch(/^M[\d.\s,a-zA-Z-]+$/);
  });

  it('routes /admin to the Dashboard screen and every other section to a list', () => {
    expect(sectionFor('/admin')?.screen).toBeTypeOf('function');
    expect(isResource(sectionFor('/admin')!)).toBe(false);
    expect(RESOURCES.every((r) => !r.screen)).toBe(true);
    expect(sectionFor('/admin/nowhere')).toBeUndefined();
  });

  it('gives the dashboard the eight count cards of spec §2, in its order, each with a stats key', () => {
    const cards = countCards(SECTIONS);
    expect(cards.map((r) => r.card.label)).toEqual([
      'Total Users',
      'Active Plans',
      'Total Bookings',
      'Contact Forms',
      'Referral Forms',
      'Testimonials',
      'Sliders',
      'Notices',
    ]);
    expect(cards.map((r) => r.card.stat)).toEqual([
      'users',
      'plans',
      'bookings',
      'contacts',
      'referrals',
      'testimonials',
      'sliders',
      'notices',
    ]);
    expect(cards.find((r) => r.card.label === 'Active Plans')?.route).toBe('/admin/plans');
  });

  it('lists the newest submissions on the dashboard: bookings, contact messages, referrals', () => {
    expect(
      countCards(SECTIONS)
        .filter((r) => r.latest)
        .map((r) => r.latest!.title),
    ).toEqual(['Latest bookings', 'Latest contact messages', 'Latest referrals']);
  });
});

describe('who may open each screen (issue 30)', () => {
  it('every screen but the Dashboard names the API it works on, so a role opens only its own', () => {
    expect(SECTIONS.filter((s) => !s.api).map((s) => s.title)).toEqual(['Dashboard']);
  });

  it('gives each role its screens and no other', () => {
    const screens = (role: Role) => SECTIONS.filter((s) => mayOpenSection(role, s)).map((s) => s.title);
    expect(screens('admin')).toHaveLength(SECTIONS.length);
    expect(screens('editor')).toEqual(
      expect.arrayContaining(['Sliders', 'Notices', 'Testimonials', 'Plans', 'FAQs', 'Self-help', 'Incidents']),
    );
    expect(screens('sales').sort()).toEqual(
      [
        'Bookings',
        'Contact Forms',
        'Coverage Requests',
        'Credits',
        'Customers',
        'Dashboard',
        'Payments',
        'Recently deleted',
        'Referral Forms',
      ].sort(),
    );
    expect(screens('support').sort()).toEqual(
      [
        'Contact Forms',
        'Credits',
        'Customers',
        'Dashboard',
        'Incidents',
        'Recently deleted',
        'Speed Tests',
        'Support Tickets',
      ].sort(),
    );
    for (const role of ['editor', 'sales', 'support'] as const) {
      expect(screens(role)).not.toEqual(expect.arrayContaining(['Users']));
      // API keys open the customers to a program: the admin's alone (issue 47).
      expect(screens(role)).not.toEqual(expect.arrayContaining(['API keys']));
    }
  });
});
