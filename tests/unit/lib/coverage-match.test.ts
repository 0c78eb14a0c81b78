import { describe, expect, it } from 'vitest';
import { findArea, matchAreas, normalizePlace } from '../../../src/lib/coverage-match.ts';
import { plansFor } from '../../../src/lib/coverage-plans.ts';

const area = (name: string, name_ne: string, district = 'Sunsari') => ({ name, name_ne, district });
const AREAS = [
  area('Itahari-1', 'इटहरी-१'),
  area('Itahari-6', 'इटहरी-६'),
  area('Itahari-16', 'इटहरी-१६'),
  area('Biratnagar-6', 'विराटनगर-६', 'Morang'),
  area('Dharan', 'धरान'),
  area('Sundar Haraincha', 'सुन्दरहरैंचा', 'Morang'),
];
const names = (q: string) => matchAreas(AREAS, q).map((a) => a.name);

describe('normalizePlace', () => {
  it('reads case, Devanagari digits, hyphens and spaces alike', () => {
    expect(normalizePlace('  Itahari-६ ')).toBe('itahari 6');
    expect(normalizePlace('ITAHARI – 6')).toBe('itahari 6');
    expect(normalizePlace('इटहरी-१६')).toBe('इटहरि 16');
  });

  it('reads the ways Nepali writers spell a place alike, and leaves out the words "ward" and "no."', () => {
    expect(normalizePlace('बिराटनगर')).toBe(normalizePlace('विराटनगर'));
    expect(normalizePlace('सुन्दरहरैँचा')).toBe(normalizePlace('सुन्दरहरैंचा'));
    expect(normalizePlace('ईटहरी')).toBe(normalizePlace('इटहरि'));
    expect(normalizePlace('Itahari Ward No. 6')).toBe('itahari 6');
    expect(normalizePlace('इटहरी वडा नं. ६')).toBe(normalizePlace('इटहरी-६'));
  });
});

describe('matchAreas', () => {
  it('finds partial words in any case, in English or Nepali', () => {
    expect(names('itah')).toEqual(['Itahari-1', 'Itahari-6', 'Itahari-16']);
    expect(names('ITAH')).toEqual(['Itahari-1', 'Itahari-6', 'Itahari-16']);
    expect(names('इटह')).toEqual(['Itahari-1', 'Itahari-6', 'Itahari-16']);
    expect(names('hari')).toEqual(['Itahari-1', 'Itahari-6', 'Itahari-16']);
    expect(names('haraincha')).toEqual(['Sundar Haraincha']);
    expect(names('बिराट')).toEqual(['Biratnagar-6']);
    expect(names('itahari ward 16')).toEqual(['Itahari-16']);
    // A district in either language, whichever page the visitor is on.
    expect(names('morang')).toEqual(['Biratnagar-6', 'Sundar Haraincha']);
    expect(names('मोरङ')).toEqual(['Biratnagar-6', 'Sundar Haraincha']);
    expect(names('सुनसरी धरान')).toEqual(['Dharan']);
  });

  it('reads a ward number as the start of a number: 6 is ward 6, not 16; 1 is 1 and 16', () => {
    expect(names('itahari 6')).toEqual(['Itahari-6']);
    expect(names('इटहरी ६')).toEqual(['Itahari-6']);
    expect(names('itahari 1')).toEqual(['Itahari-1', 'Itahari-16']);
  });

  it('puts an exact name first, then names starting with the text, then the rest', () => {
    expect(names('6')).toEqual(['Itahari-6', 'Biratnagar-6']);
    expect(names('itahari-16')[0]).toBe('Itahari-16');
    expect(names('morang')).toEqual(['Biratnagar-6', 'Sundar Haraincha']);
  });

  it('finds nothing for an empty text or a place not listed, and keeps to the limit', () => {
    expect(names('  ')).toEqual([]);
    expect(names('letang')).toEqual([]);
    expect(matchAreas(AREAS, 'i', 2)).toHaveLength(2);
  });
});

describe('findArea', () => {
  it('finds the area a place names exactly, in either language', () => {
    expect(findArea(AREAS, 'itahari 6')?.name).toBe('Itahari-6');
    expect(findArea(AREAS, 'इटहरी-६')?.name).toBe('Itahari-6');
    expect(findArea(AREAS, 'itahari ward no 6')?.name).toBe('Itahari-6');
    expect(findArea(AREAS, 'इटहरी वडा नं. ६')?.name).toBe('Itahari-6');
    expect(findArea(AREAS, 'बिराटनगर-६')?.name).toBe('Biratnagar-6');
    expect(findArea(AREAS, 'Itahari')).toBeUndefined();
    expect(findArea(AREAS, '')).toBeUndefined();
  });
});

describe('plansFor', () => {
  const plans = [
    { name: 'Fibernet', sme: false },
    { name: 'Fibernet + IPTV', sme: false },
    { name: 'Wireless', sme: false },
    { name: 'SME Starter', sme: true },
  ];
  const fitting = (services: string[]) => plansFor(services, plans).map((p) => p.name);
  it('gives fibre plans to fibre areas, IPTV plans only where IPTV is, wireless and SME plans where they are served', () => {
    expect(fitting(['home', 'sme', 'dedicated', 'iptv'])).toEqual(['Fibernet', 'Fibernet + IPTV', 'SME Starter']);
    expect(fitting(['home'])).toEqual(['Fibernet']);
    expect(fitting(['home', 'iptv', 'wireless'])).toEqual(['Fibernet', 'Fibernet + IPTV', 'Wireless']);
    expect(fitting(['wireless'])).toEqual(['Wireless']);
    expect(fitting(['dedicated'])).toEqual([]);
  });
});
