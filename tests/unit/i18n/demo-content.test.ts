import { describe, expect, it } from 'vitest';
import { demoFaqs, demoNotices, demoPlans, demoSliders, demoTestimonials } from '../../../src/server/demo/content.ts';

// Demo content speaks Nepali too: every text the public site shows has its Nepali twin.
// A standard's name keeps its digit in Nepali ('Wi-Fi 6 राउटर'); every other number is Devanagari.
const withoutStandards = (text: string) => text.replace(/\bWi-Fi \d+\b/g, 'Wi-Fi');
const twins: [string, Record<string, unknown>[], string[]][] = [
  ['sliders', demoSliders, ['title_ne', 'subtitle_ne']],
  ['notices', demoNotices, ['title_ne']],
  ['testimonials', demoTestimonials, ['name_ne', 'location_ne', 'comment_ne']],
  ['plans', demoPlans, ['name_ne']],
  ['FAQs', demoFaqs, ['question_ne', 'answer_ne']],
];

describe('demo content in Nepali', () => {
  for (const [name, items, fields] of twins) {
    it(`gives every one of the ${name} its Nepali text, in Devanagari digits`, () => {
      for (const item of items) {
        for (const field of fields) {
          const text = String(item[field] ?? '');
          expect(text, `${name} ${field}`).toMatch(/[\u0900-\u097F]/);
          expect(withoutStandards(text), `${name} ${field}`).not.toMatch(/[0-9]/);
        }
      }
    });
  }
  it('gives every plan as many Nepali features as English ones', () => {
    for (const plan of demoPlans) {
      expect(plan.features_ne).toHaveLength(plan.features.length);
      for (const f of plan.features_ne) expect(withoutStandards(f)).not.toMatch(/[0-9]/);
    }
  });
});
