import type { Holiday } from '../office-hours.ts';

// The demo's public holidays (issue 42): Nepal's for 2026 and 2027 (2082–2084 B.S.), Dashain and
// Tihar included. Lunar festivals move each year: the ISP checks and edits them in Admin › Site
// settings › Office hours.
//
// Sources, checked against each other and converted with src/lib/bikram-sambat.ts:
// - Dashain and Tihar 2083 B.S. (2026): the Nepal Panchang Nirnayak Bikas Samiti's calendar for 2083 as
//   reported by News of Nepal, 8 Feb 2026 (https://newsofnepal.com/2026/02/08/752612/): Ghatasthapana
//   Asoj 25 (11 Oct), Maha Ashtami on two days, Kartik 1 and 2 (17–18 Oct), Vijaya Dashami Kartik 4
//   (20 Oct), Tihar Kartik 21–25 (6–10 Nov: Laxmi Puja on the 23rd, Bhai Tika on the 25th). Fulpati falls
//   the day before the first Ashtami (Asoj 30, 16 Oct). The government's list for 2083 was published
//   in the Nepal Gazette in Falgun 2082 (https://www.sunakharinews.com/308026/?id=61).
// - Days fixed in the Nepali calendar, converted: Prithvi Jayanti Poush 27, Maghe Sankranti Magh 1,
//   Martyrs' Day Magh 16 (14 and 29 January, not 15 and 30), Democracy Day Falgun 7, New Year Baishakh
//   1, Republic Day Jestha 15, Constitution Day Asoj 3, Tamu Lhosar Poush 15.
// - 2027's lunar festivals (Dashain and Tihar 2084 included) are left out: the Samiti publishes the
//   2084 calendar around Falgun 2083 (February 2027); the ISP adds them then.
const rows: [string, string, string][] = [
  ['2026-01-11', 'Prithvi Jayanti', 'पृथ्वी जयन्ती'],
  ['2026-01-14', 'Maghe Sankranti', 'माघे संक्रान्ति'],
  ['2026-01-29', 'Martyrs’ Day', 'शहीद दिवस'],
  ['2026-02-15', 'Maha Shivaratri', 'महाशिवरात्रि'],
  ['2026-02-19', 'Democracy Day', 'प्रजातन्त्र दिवस'],
  ['2026-03-02', 'Holi (hills)', 'फागु पूर्णिमा (पहाड)'],
  ['2026-03-03', 'Holi (Terai)', 'फागु पूर्णिमा (तराई)'],
  ['2026-03-08', 'International Women’s Day', 'अन्तर्राष्ट्रिय नारी दिवस'],
  ['2026-04-14', 'Nepali New Year 2083', 'नयाँ वर्ष २०८३'],
  ['2026-05-01', 'Buddha Jayanti and Labour Day', 'बुद्ध जयन्ती र मजदुर दिवस'],
  ['2026-05-29', 'Republic Day', 'गणतन्त्र दिवस'],
  ['2026-08-28', 'Janai Purnima', 'जनैपूर्णिमा'],
  ['2026-09-04', 'Krishna Janmashtami', 'श्रीकृष्ण जन्माष्टमी'],
  ['2026-09-14', 'Haritalika Teej', 'हरितालिका तीज'],
  ['2026-09-19', 'Constitution Day', 'संविधान दिवस'],
  ['2026-10-11', 'Dashain: Ghatasthapana', 'दशैँ: घटस्थापना'],
  ['2026-10-16', 'Dashain: Fulpati', 'दशैँ: फूलपाती'],
  ['2026-10-17', 'Dashain: Maha Ashtami', 'दशैँ: महाअष्टमी'],
  ['2026-10-18', 'Dashain: Maha Ashtami', 'दशैँ: महाअष्टमी'],
  ['2026-10-19', 'Dashain: Maha Navami', 'दशैँ: महानवमी'],
  ['2026-10-20', 'Dashain: Vijaya Dashami', 'दशैँ: विजया दशमी'],
  ['2026-10-21', 'Dashain: Ekadashi', 'दशैँ: एकादशी'],
  ['2026-11-08', 'Tihar: Laxmi Puja', 'तिहार: लक्ष्मी पूजा'],
  ['2026-11-09', 'Tihar: Gobardhan Puja', 'तिहार: गोवर्धन पूजा'],
  ['2026-11-10', 'Tihar: Bhai Tika', 'तिहार: भाइटीका'],
  ['2026-11-15', 'Chhath', 'छठ पर्व'],
  ['2026-12-25', 'Christmas', 'क्रिसमस'],
  ['2026-12-30', 'Tamu Lhosar', 'तमु ल्होसार'],
  ['2027-01-11', 'Prithvi Jayanti', 'पृथ्वी जयन्ती'],
  ['2027-01-14', 'Maghe Sankranti', 'माघे संक्रान्ति'],
  ['2027-01-29', 'Martyrs’ Day', 'शहीद दिवस'],
  ['2027-02-19', 'Democracy Day', 'प्रजातन्त्र दिवस'],
  ['2027-03-08', 'International Women’s Day', 'अन्तर्राष्ट्रिय नारी दिवस'],
  ['2027-04-14', 'Nepali New Year 2084', 'नयाँ वर्ष २०८४'],
  ['2027-05-01', 'Labour Day', 'मजदुर दिवस'],
  ['2027-05-29', 'Republic Day', 'गणतन्त्र दिवस'],
  ['2027-09-19', 'Constitution Day', 'संविधान दिवस'],
  ['2027-12-25', 'Christmas', 'क्रिसमस'],
  ['2027-12-30', 'Tamu Lhosar', 'तमु ल्होसार'],
];

export const NEPAL_HOLIDAYS: Required<Holiday>[] = rows.map(([date, name, name_ne]) => ({ date, name, name_ne }));
