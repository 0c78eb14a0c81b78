import { DEFAULT_WEEK } from '../office-hours.ts';
import { NEPAL_HOLIDAYS } from './holidays.ts';
import type { Settings } from './schema.ts';

// The demo ISP, KoshiNet: what a fresh install starts with until the ISP writes its own in
// Admin › Site settings (issue 28). Its texts say {isp} where they name it (issue 42): renamed, the
// ISP's own name shows there until it rewrites them. The spec's figures (§2: since 2073, 99 %, 9+ years, 99.9 %
// uptime, the office hours of /contact) are these defaults.
export const DEFAULT_SETTINGS: Settings = {
  name: 'KoshiNet',
  name_ne: 'कोशीनेट',
  legalName: '{isp} Internet Pvt. Ltd.',
  legalName_ne: '{isp} इन्टरनेट प्रा. लि.',
  tagline: 'Fast, reliable fibre internet for eastern Nepal',
  tagline_ne: 'पूर्वी नेपालका लागि छिटो र भरपर्दो फाइबर इन्टरनेट',
  region: 'Koshi Province',
  region_ne: 'कोशी प्रदेश',
  description:
    '{isp} is a regional internet service provider in eastern Nepal offering fibre, IPTV, wireless, SME and dedicated internet with local support since 2073 B.S.',
  description_ne:
    '{isp} पूर्वी नेपालको आफ्नै इन्टरनेट सेवा प्रदायक हो। वि.सं. २०७३देखि हामी फाइबर, IPTV, वायरलेस, SME र डेडिकेटेड इन्टरनेट स्थानीय ग्राहक सेवासहित दिँदै आएका छौँ।',
  foundedBs: 2073,
  phone: '+977-21-590900',
  mobile: '+977-9852090900',
  email: 'info@koshinet.com.np',
  supportEmail: 'support@koshinet.com.np',
  mapLat: 26.4525,
  mapLon: 87.2718,
  offices: [
    {
      name: 'Head Office, Biratnagar',
      name_ne: 'केन्द्रीय कार्यालय, विराटनगर',
      address: 'Main Road, Biratnagar-8, Morang, Koshi Province',
      address_ne: 'मेन रोड, विराटनगर-८, मोरङ, कोशी प्रदेश',
      phone: '+977-21-590900',
      email: 'info@koshinet.com.np',
    },
    {
      name: 'Branch Office, Itahari',
      name_ne: 'शाखा कार्यालय, इटहरी',
      address: 'Dharan Road, Itahari-6, Sunsari, Koshi Province',
      address_ne: 'धरान रोड, इटहरी-६, सुनसरी, कोशी प्रदेश',
      phone: '+977-25-580900',
      email: 'itahari@koshinet.com.np',
    },
  ],
  openingHours: DEFAULT_WEEK,
  holidays: NEPAL_HOLIDAYS,
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/koshinet' },
    { network: 'Instagram', href: 'https://www.instagram.com/koshinet' },
    { network: 'YouTube', href: 'https://www.youtube.com/@koshinet' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/koshinet' },
  ],
  paymentPartners: [
    { name: 'eSewa', bg: '#2f7d1f', fg: '#ffffff' },
    { name: 'Khalti', bg: '#5c2d91', fg: '#ffffff' },
    { name: 'IME Pay', bg: '#b3121b', fg: '#ffffff' },
    { name: 'ConnectIPS', bg: '#0b4f9c', fg: '#ffffff' },
    { name: 'Fonepay', bg: '#c8102e', fg: '#ffffff' },
  ],
  story:
    'Founded in 2073 B.S. (2016 A.D.) in Biratnagar, {isp} began with a simple idea: the families and businesses of eastern Nepal deserve internet as fast and dependable as anywhere in the world.\n\nToday our fibre network reaches thousands of homes and offices across Morang and Sunsari, backed by wireless coverage for villages beyond the fibre and a support team that lives where our customers do.',
  story_ne:
    'वि.सं. २०७३ (सन् २०१६)मा विराटनगरमा सुरु भएको {isp} एउटा सरल सोचबाट जन्मेको हो: पूर्वी नेपालका परिवार र व्यवसायले पनि संसारका जुनसुकै ठाउँजत्तिकै छिटो र भरपर्दो इन्टरनेट पाउनुपर्छ।\n\nआज हाम्रो फाइबर नेटवर्क मोरङ र सुनसरीका हजारौँ घर र कार्यालयसम्म पुगेको छ। फाइबर नपुगेका गाउँमा वायरलेस सेवा छ, र हाम्रो ग्राहक सेवा टोली पनि ग्राहककै छिमेकमा बस्छ।',
  mission:
    'To deliver fast, affordable and reliable internet to every home and business we serve, with support that is always close at hand.',
  mission_ne: 'हामीले सेवा दिने हरेक घर र व्यवसायमा छिटो, सुलभ र भरपर्दो इन्टरनेट पुर्‍याउनु, र ग्राहक सेवा सधैँ नजिकै राख्नु।',
  vision: 'A digitally connected Koshi Province, where distance is no barrier to learning, work, business and family.',
  vision_ne: 'डिजिटल रूपमा जोडिएको कोशी प्रदेश, जहाँ दूरीले पढाइ, काम, व्यापार र परिवारलाई छुट्याउन सक्दैन।',
  values: [
    {
      title: 'Excellence',
      title_ne: 'उत्कृष्टता',
      text: 'We engineer our network and our service to the highest standard, and measure ourselves by our customers’ experience.',
      text_ne: 'नेटवर्क र सेवा दुवै उच्च स्तरमा राख्छौँ, र ग्राहकको अनुभवबाटै आफ्नो काम नाप्छौँ।',
    },
    {
      title: 'Integrity',
      title_ne: 'इमानदारी',
      text: 'Honest pricing, clear contracts and straight answers. We do what we promise.',
      text_ne: 'स्पष्ट शुल्क, स्पष्ट सम्झौता र सिधा जवाफ। जे भन्छौँ, त्यही गर्छौँ।',
    },
    {
      title: 'Innovation',
      title_ne: 'नवीनता',
      text: 'We bring new technology to eastern Nepal first, from fibre to the home to IPTV.',
      text_ne: 'घरसम्मै फाइबरदेखि IPTV सम्म, नयाँ प्रविधि पूर्वी नेपालमा सबैभन्दा पहिले ल्याउँछौँ।',
    },
  ],
  happyCustomers: '99%',
  yearsOfService: '9+',
  uptime: '99.9%',
  // The spec's promises (§2, §8): the home page, Refer a Friend and the Dedicated tab.
  heroLead: 'Unlimited fibre, IPTV and wireless plans with local support in {region}.',
  heroLead_ne: '{region}भर स्थानीय ग्राहक सेवासहित असीमित फाइबर, IPTV र वायरलेस प्याकेज।',
  supportLabel: '24/7 support',
  supportLabel_ne: '२४सै घण्टा ग्राहक सेवा',
  referralReward: '1 month free internet service when your friend subscribes to any plan',
  referralReward_ne: 'तपाईंले रेफर गरेको साथीले कुनै पनि प्याकेज लिएमा तपाईंलाई १ महिना इन्टरनेट निःशुल्क',
  referralRewardShort: '1 month free internet',
  referralRewardShort_ne: '१ महिना निःशुल्क इन्टरनेट',
  referralLimit: 0,
  dedicatedPoints: [
    'Guaranteed, uncontended bandwidth from 10 Mbps to 10 Gbps',
    'Symmetric upload and download speeds',
    'Static public IP addresses',
    'Service-level agreement with 99.9% uptime',
    'Redundant fibre paths and 24/7 monitoring',
    'A named account manager',
  ].join('\n'),
  dedicatedPoints_ne: [
    '१० Mbps देखि १० Gbps सम्म, अरूसँग नबाँडिने ग्यारेन्टीसहितको ब्यान्डविथ',
    'अपलोड र डाउनलोड उस्तै स्पिड',
    'स्टाटिक पब्लिक IP',
    '९९.९% अपटाइमको सेवा सम्झौता (SLA)',
    'ब्याकअप फाइबर रुट र २४सै घण्टा निगरानी',
    'तपाईंकै लागि तोकिएको अकाउन्ट म्यानेजर',
  ].join('\n'),
  services: [
    {
      icon: 'zap',
      title: 'Fibre Internet',
      title_ne: 'फाइबर इन्टरनेट',
      text: 'Fibre-to-the-home connections with symmetric speeds, unlimited data and low latency for work, study and gaming.',
      text_ne: 'घरसम्मै फाइबर जडान। अपलोड र डाउनलोड उस्तै स्पिड, असीमित डाटा र कम ल्याग; काम, पढाइ र गेमिङ सबैका लागि।',
    },
    {
      icon: 'tv',
      title: 'IPTV',
      title_ne: 'IPTV',
      text: 'Hundreds of local and international channels in HD, bundled with your fibre connection on one bill.',
      text_ne: 'सयौँ नेपाली र विदेशी च्यानल HD मा, फाइबर इन्टरनेटसँगै एउटै बिलमा।',
    },
    {
      icon: 'wifi',
      title: 'Wireless Internet',
      title_ne: 'वायरलेस इन्टरनेट',
      text: 'Reliable wireless broadband for homes and farms beyond the fibre network, installed in days.',
      text_ne: 'फाइबर नपुगेका घर र गाउँका लागि भरपर्दो वायरलेस इन्टरनेट, केही दिनमै जडान।',
    },
    {
      icon: 'building',
      title: 'SME & Dedicated',
      title_ne: 'SME र डेडिकेटेड',
      text: 'Business plans, static IPs and dedicated bandwidth with service-level guarantees and priority support.',
      text_ne: 'व्यवसायका लागि प्याकेज, स्टाटिक IP, ग्यारेन्टीसहितको डेडिकेटेड ब्यान्डविथ र प्राथमिकतासहितको ग्राहक सेवा।',
    },
  ],
  ticketPrefix: '',
  pan: '',
  paymentMin: 10,
  paymentMax: 100000,
  urbanOutageHours: 4,
  remoteOutageHours: 24,
  repairHours: 24,
  creditForm: 'extension',
  logo: '',
};
