import { rupeesToPaisa } from '../../lib/money.ts';

// The demo ISP's subscribers (issue 47), as its billing system would send them: KoshiNet's customer
// IDs (KN-1xxxx), mobiles 98XXXXXXXX, the demo's areas and plans. KN-10001, Ram Bahadur Shrestha,
// is the customer the sign-in's demo and tests use: active, in the first area, with a bill due.

const NAMES = [
  'Ram Bahadur Shrestha',
  'Sita Kumari Rai',
  'Hari Prasad Koirala',
  'Gita Limbu',
  'Bishnu Maya Tamang',
  'Krishna Bahadur Karki',
  'Sunita Yadav',
  'Dipak Chaudhary',
  'Anita Gurung',
  'Rajesh Agrawal',
  'Kamala Bhattarai',
  'Suman Thapa Magar',
  'Pooja Sah',
  'Bikash Dahal',
  'Laxmi Devi Mandal',
  'Nabin Subba',
  'Sarita Khadka',
  'Prakash Niraula',
  'Manisha Sharma',
  'Gopal Prasad Sah',
  'Rita Basnet',
  'Santosh Mehta',
  'Ishwari Adhikari',
  'Roshan Tharu',
  'Asha Pokharel',
  'Bimal Rajbanshi',
  'Kabita Ghimire',
  'Umesh Jha',
  'Durga Bhandari',
  'Nirmala Dhungana',
];

const day = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo customers for these areas (available ones first) and plans (`price` as the plan shows
 * it), due dates around `today`: most active and due soon, a few overdue and suspended, one
 * disconnected.
 */
export function demoCustomers(areas: string[], plans: { id: string; price: string }[], today: Date) {
  return NAMES.map((name, i) => {
    const plan = plans[i % plans.length]!;
    const status = i === 29 ? 'disconnected' : i % 9 === 5 ? 'suspended' : 'active';
    const paid = status === 'active' && i % 4 === 3;
    return {
      customerId: `KN-${10001 + i}`,
      name,
      phone: `98${String(41000001 + i)}`,
      email: i % 3 === 0 ? `${name.split(' ')[0]!.toLowerCase()}${i + 1}@example.com` : '',
      area: areas[i % areas.length]!,
      planId: plan.id,
      status,
      dueDate: paid ? '' : day(today, status === 'active' ? 10 + (i % 15) : -12 - i),
      dueAmount: paid ? 0 : rupeesToPaisa(plan.price) * (status === 'active' ? 1 : 2),
      radiusUser: `kn${10001 + i}`,
      lang: i % 4 === 1 ? 'ne' : 'en',
    };
  });
}
