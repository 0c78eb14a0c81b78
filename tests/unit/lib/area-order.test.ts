import { describe, expect, it } from 'vitest';
import { byTownAndWard, townAndWard } from '../../../src/lib/area-order.ts';

describe('area order (issue 44, review P38)', () => {
  it('reads the town and the ward number, in Latin or Devanagari digits', () => {
    expect(townAndWard('Itahari-18')).toEqual(['Itahari', 18]);
    expect(townAndWard('इटहरी-१८')).toEqual(['इटहरी', 18]);
    expect(townAndWard('Dharan')).toEqual(['Dharan', 0]);
  });

  it('sorts by town, then ward number as a number, in English', () => {
    const names = ['Itahari-10', 'Dharan-2', 'Itahari-2', 'Itahari-18', 'Biratnagar', 'Itahari-1', 'Dharan-11'];
    expect(names.sort(byTownAndWard('en'))).toEqual([
      'Biratnagar',
      'Dharan-2',
      'Dharan-11',
      'Itahari-1',
      'Itahari-2',
      'Itahari-10',
      'Itahari-18',
    ]);
  });

  it('sorts by town, then ward number as a number, in Nepali', () => {
    const names = ['इटहरी-११', 'इटहरी-२', 'धरान-१', 'इटहरी-१', 'इटहरी-१८', 'इटहरी-१०'];
    expect(names.sort(byTownAndWard('ne'))).toEqual([
      'इटहरी-१',
      'इटहरी-२',
      'इटहरी-१०',
      'इटहरी-११',
      'इटहरी-१८',
      'धरान-१',
    ]);
  });
});
