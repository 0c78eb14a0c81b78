import { nepaliDigits } from '../../i18n/numerals.ts';
import type { AreaKind, AreaService, AreaStatus } from '../../lib/schemas/area.ts';

// The demo ISP's coverage (issue 15): the wards of its two office towns, Biratnagar (head office,
// Morang) and Itahari (branch, Sunsari), and the towns around them. Fibre reaches the town
// centres; the outer wards are served by wireless until the fibre gets there. The towns' wards and
// the market towns are urban; the villages reached by wireless alone are remote (the regulator's
// 24-hour outage limit rather than the cities' 4).

type DemoArea = {
  name: string;
  name_ne: string;
  district: string;
  services: AreaService[];
  status: AreaStatus;
  kind: AreaKind;
};

const FIBRE: AreaService[] = ['home', 'sme', 'dedicated', 'iptv'];
const OUTER: AreaService[] = ['home', 'iptv', 'wireless'];

/** The wards 1…count of a town: fibre up to `fibreTo`, wireless beyond, the last `comingSoon` not yet. */
function wards(
  town: string,
  town_ne: string,
  district: string,
  count: number,
  fibreTo: number,
  comingSoon: number,
): DemoArea[] {
  return Array.from({ length: count }, (_, i) => {
    const ward = i + 1;
    const soon = ward > count - comingSoon;
    return {
      name: `${town}-${ward}`,
      name_ne: `${town_ne}-${nepaliDigits(String(ward))}`,
      district,
      services: ward <= fibreTo ? FIBRE : OUTER,
      status: soon ? 'coming-soon' : 'available',
      kind: 'urban',
    };
  });
}

const town = (
  name: string,
  name_ne: string,
  district: string,
  services: AreaService[],
  status: AreaStatus = 'available',
  kind: AreaKind = 'urban',
): DemoArea => ({ name, name_ne, district, services, status, kind });

export const demoAreas: DemoArea[] = [
  ...wards('Biratnagar', 'विराटनगर', 'Morang', 19, 14, 1),
  ...wards('Itahari', 'इटहरी', 'Sunsari', 20, 12, 2),
  town('Dharan', 'धरान', 'Sunsari', ['home', 'sme', 'iptv', 'wireless']),
  town('Damak', 'दमक', 'Jhapa', ['home', 'sme', 'iptv']),
  town('Sundar Haraincha', 'सुन्दरहरैंचा', 'Morang', ['home', 'wireless'], 'available', 'remote'),
  town('Inaruwa', 'इनरुवा', 'Sunsari', ['home', 'iptv'], 'coming-soon'),
  town('Duhabi', 'दुहबी', 'Sunsari', ['home', 'wireless'], 'coming-soon', 'remote'),
  town('Belbari', 'बेलबारी', 'Morang', ['home', 'wireless'], 'coming-soon', 'remote'),
  town('Urlabari', 'उर्लाबारी', 'Morang', ['home'], 'coming-soon', 'remote'),
];
