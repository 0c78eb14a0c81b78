import { expect, test, type Page } from '@playwright/test';
import { spellCaptcha } from '../../../src/lib/captcha-speech.ts';
import { CAPTCHA_SPEECH } from '../../../src/lib/messages.ts';
import { hydrated, readCaptcha } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// "Hear the code" (WCAG 1.1.1): the captcha spelled one character at a time through the browser's
// speech synthesis and an aria-live region, on every form that has a captcha.

declare global {
  interface Window {
    spokenUtterances: { text: string; lang: string }[];
  }
}

/** Records what the page asks the browser to say (the real speechSynthesis still speaks it). */
async function listenToSpeech(page: Page) {
  await page.addInitScript(() => {
    window.spokenUtterances = [];
    const speak = window.speechSynthesis.speak.bind(window.speechSynthesis);
    window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
      window.spokenUtterances.push({ text: u.text, lang: u.lang });
      speak(u);
    };
  });
}

for (const [path, island] of [
  ['/contact', 'ContactForm'],
  ['/booking?category=dedicated', 'BookingForm'],
  ['/admin/login', ''],
] as const) {
  test(`Hear the code spells the captcha on ${path}`, async ({ page }) => {
    await listenToSpeech(page);
    await page.goto(path);
    if (island) await hydrated(page, island);
    const code = await readCaptcha(page);
    await page.getByRole('button', { name: CAPTCHA_SPEECH.button }).click();
    const words = spellCaptcha(code);
    expect(words).toHaveLength(6);
    await expect(page.getByTestId('captcha-spoken')).toHaveText(`${CAPTCHA_SPEECH.intro} ${words.join(', ')}.`);
    await expect(page.getByTestId('captcha-spoken')).toHaveAttribute('aria-live', 'polite');
    await expect
      .poll(() => page.evaluate(() => window.spokenUtterances))
      .toEqual([{ text: words.join('. '), lang: 'en' }]);
  });
}
