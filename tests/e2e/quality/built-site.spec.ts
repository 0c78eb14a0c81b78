import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { DATA } from '../../../playwright.config.ts';
import { weighPage } from '../../../scripts/lib/page-weight.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Quality gates over the live build the e2e server serves.
const liveBuild = () => JSON.parse(readFileSync(join(DATA, 'site', 'current.json'), 'utf8')).dir as string;
const htmlFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : path.endsWith('.html') ? [path] : [];
  });

test('every built page is valid HTML (html-validate, standard rules): zero errors', async () => {
  const dir = liveBuild();
  const files = htmlFiles(dir);
  expect(files.length).toBeGreaterThanOrEqual(8);
  const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const m of result.messages)
        problems.push(`${relative(dir, file)}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
  }
  expect(problems).toEqual([]);
});

test('every internal link and image in the built site resolves', async ({ request }) => {
  const dir = liveBuild();
  const targets = new Set<string>();
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    for (const [, , url] of html.matchAll(/\s(href|src)="([^"]+)"/g))
      if (url.startsWith('/') && !url.startsWith('//')) targets.add(url.replace(/&amp;/g, '&'));
    for (const [, list] of html.matchAll(/\ssrcset="([^"]+)"/g))
      for (const part of list.split(',')) targets.add(part.trim().split(/\s+/)[0].replace(/&amp;/g, '&'));
  }
  expect(targets.size).toBeGreaterThan(20);
  const broken: string[] = [];
  for (const url of targets) {
    if (!url.startsWith('/')) continue;
    const res = await request.get(url, { maxRedirects: 0 });
    if (res.status() !== 200) broken.push(`${url} → ${res.status()}`);
  }
  expect(broken).toEqual([]);
});

test('the Nepali pages ship no more JavaScript than their English twins; /ne/about, /ne/faq and /ne/status none', async () => {
  const dir = liveBuild();
  const cache = new Map<string, Buffer>();
  for (const path of ['/about', '/faq', '/status']) {
    expect(weighPage(dir, `/ne${path}`, cache).jsFiles, `/ne${path}`).toEqual([]);
  }
  for (const [english, nepali] of [
    ['/', '/ne/'],
    ['/plans', '/ne/plans'],
    ['/booking', '/ne/booking'],
    ['/contact', '/ne/contact'],
    ['/refer', '/ne/refer'],
    ['/status', '/ne/status'],
    ['/support', '/ne/support'],
    ['/support/track', '/ne/support/track'],
  ]) {
    const en = weighPage(dir, english, cache);
    const ne = weighPage(dir, nepali, cache);
    expect(ne.js, `${nepali} JavaScript (gzip bytes) against ${english}`).toBeLessThanOrEqual(en.js);
    expect(ne.jsFiles.sort(), nepali).toEqual(en.jsFiles.sort());
  }
});
