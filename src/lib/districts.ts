// Nepal's 77 districts in English and Nepali (issue 42), province by province as the
// Constitution's Schedule 4 lists them, in the Nepali spellings the government uses (MoFAGA).
// An area's district is typed in English in the admin; its Nepali name comes from here, or from
// the area's own `district_ne` for a spelling not listed.

type Districts = readonly (readonly [en: string, ne: string, ...otherEnglish: string[]])[];

export const DISTRICTS: Districts = [
  // Koshi
  ['Taplejung', 'ताप्लेजुङ'],
  ['Panchthar', 'पाँचथर'],
  ['Ilam', 'इलाम'],
  ['Jhapa', 'झापा'],
  ['Morang', 'मोरङ'],
  ['Sunsari', 'सुनसरी'],
  ['Dhankuta', 'धनकुटा'],
  ['Terhathum', 'तेह्रथुम', 'Tehrathum'],
  ['Sankhuwasabha', 'संखुवासभा'],
  ['Bhojpur', 'भोजपुर'],
  ['Solukhumbu', 'सोलुखुम्बु'],
  ['Okhaldhunga', 'ओखलढुङ्गा'],
  ['Khotang', 'खोटाङ'],
  ['Udayapur', 'उदयपुर', 'Udaypur'],
  // Madhesh
  ['Saptari', 'सप्तरी'],
  ['Siraha', 'सिराहा'],
  ['Dhanusha', 'धनुषा', 'Dhanusa'],
  ['Mahottari', 'महोत्तरी'],
  ['Sarlahi', 'सर्लाही'],
  ['Rautahat', 'रौतहट'],
  ['Bara', 'बारा'],
  ['Parsa', 'पर्सा'],
  // Bagmati
  ['Dolakha', 'दोलखा'],
  ['Sindhupalchok', 'सिन्धुपाल्चोक', 'Sindhupalchowk'],
  ['Rasuwa', 'रसुवा'],
  ['Dhading', 'धादिङ'],
  ['Nuwakot', 'नुवाकोट'],
  ['Kathmandu', 'काठमाडौँ'],
  ['Bhaktapur', 'भक्तपुर'],
  ['Lalitpur', 'ललितपुर'],
  ['Kavrepalanchok', 'काभ्रेपलाञ्चोक', 'Kabhrepalanchok', 'Kavre'],
  ['Ramechhap', 'रामेछाप'],
  ['Sindhuli', 'सिन्धुली'],
  ['Makwanpur', 'मकवानपुर', 'Makawanpur'],
  ['Chitwan', 'चितवन', 'Chitawan'],
  // Gandaki
  ['Gorkha', 'गोरखा'],
  ['Manang', 'मनाङ'],
  ['Mustang', 'मुस्ताङ'],
  ['Myagdi', 'म्याग्दी'],
  ['Kaski', 'कास्की'],
  ['Lamjung', 'लमजुङ'],
  ['Tanahun', 'तनहुँ', 'Tanahu'],
  ['Nawalpur', 'नवलपरासी (बर्दघाट सुस्ता पूर्व)', 'Nawalparasi East', 'Nawalparasi (Bardaghat Susta East)'],
  ['Syangja', 'स्याङ्जा'],
  ['Parbat', 'पर्वत'],
  ['Baglung', 'बागलुङ'],
  // Lumbini
  ['Rukum East', 'रुकुम (पूर्वी भाग)', 'Eastern Rukum'],
  ['Rolpa', 'रोल्पा'],
  ['Pyuthan', 'प्युठान'],
  ['Gulmi', 'गुल्मी'],
  ['Arghakhanchi', 'अर्घाखाँची'],
  ['Palpa', 'पाल्पा'],
  ['Parasi', 'नवलपरासी (बर्दघाट सुस्ता पश्चिम)', 'Nawalparasi West', 'Nawalparasi (Bardaghat Susta West)'],
  ['Rupandehi', 'रुपन्देही'],
  ['Kapilvastu', 'कपिलवस्तु', 'Kapilbastu'],
  ['Dang', 'दाङ'],
  ['Banke', 'बाँके'],
  ['Bardiya', 'बर्दिया', 'Bardia'],
  // Karnali
  ['Dolpa', 'डोल्पा'],
  ['Mugu', 'मुगु'],
  ['Humla', 'हुम्ला'],
  ['Jumla', 'जुम्ला'],
  ['Kalikot', 'कालिकोट'],
  ['Dailekh', 'दैलेख'],
  ['Jajarkot', 'जाजरकोट'],
  ['Rukum West', 'रुकुम (पश्चिम भाग)', 'Western Rukum'],
  ['Salyan', 'सल्यान'],
  ['Surkhet', 'सुर्खेत'],
  // Sudurpashchim
  ['Bajura', 'बाजुरा'],
  ['Bajhang', 'बझाङ'],
  ['Achham', 'अछाम'],
  ['Doti', 'डोटी'],
  ['Kailali', 'कैलाली'],
  ['Kanchanpur', 'कञ्चनपुर'],
  ['Dadeldhura', 'डडेलधुरा'],
  ['Baitadi', 'बैतडी'],
  ['Darchula', 'दार्चुला'],
];

const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
const BY_ENGLISH = new Map(DISTRICTS.flatMap(([en, ne, ...other]) => [en, ...other].map((n) => [key(n), ne])));

/** A district's Nepali name: the area's own, else the list's for its English name (any case), else ''. */
export function districtNe(area: { district: string; district_ne?: string }): string {
  return area.district_ne?.trim() || BY_ENGLISH.get(key(area.district)) || '';
}
