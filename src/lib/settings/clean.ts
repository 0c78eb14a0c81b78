import { z } from 'zod';
import { DEFAULT_SETTINGS } from './defaults.ts';
import { officeSchema, type Settings, settingsSchema } from './schema.ts';

/**
 * What a clean install (SEED_DEMO=false) starts with: neutral words, no phone, no email and no
 * address, never the demo ISP's name, phone or emails. The admin's first screen asks for the ISP's
 * name, phone, email and address while they are missing (needsFirstRun). Not a valid save (the
 * settings form requires a phone): it is what the pages show until the ISP saves its own.
 */
export const CLEAN_SETTINGS: Settings = {
  ...DEFAULT_SETTINGS,
  name: 'Your ISP',
  name_ne: '',
  legalName: 'Your ISP',
  legalName_ne: '',
  tagline: 'Internet for homes and businesses',
  tagline_ne: 'घर र व्यवसायका लागि इन्टरनेट',
  region: 'Nepal',
  region_ne: 'नेपाल',
  description: 'An internet service provider in Nepal: fibre and wireless internet, with local support.',
  description_ne: 'नेपालको इन्टरनेट सेवा प्रदायक: फाइबर र वायरलेस इन्टरनेट, स्थानीय ग्राहक सेवासहित।',
  phone: '',
  mobile: '',
  email: '',
  supportEmail: '',
  offices: [{ name: 'Head Office', name_ne: 'केन्द्रीय कार्यालय', address: '', address_ne: '', phone: '', email: '' }],
  social: [],
  story: 'We connect homes and businesses to fast, reliable internet, with support close at hand.',
  story_ne: 'हामी घर र व्यवसायलाई छिटो, भरपर्दो इन्टरनेटसँग जोड्छौँ, ग्राहक सेवा सधैँ नजिकै राखेर।',
  mission: 'To deliver fast, affordable and reliable internet to every home and business we serve.',
  mission_ne: 'हामीले सेवा दिने हरेक घर र व्यवसायमा छिटो, सुलभ र भरपर्दो इन्टरनेट पुर्‍याउनु।',
  vision: 'A connected community, where distance is no barrier to learning, work and family.',
  vision_ne: 'जोडिएको समुदाय, जहाँ दूरीले पढाइ, काम र परिवारलाई छुट्याउन सक्दैन।',
  values: DEFAULT_SETTINGS.values.map((v) =>
    v.title === 'Innovation'
      ? {
          ...v,
          text: 'We bring new technology to our customers first, from fibre to the home to IPTV.',
          text_ne: 'घरसम्मै फाइबरदेखि IPTV सम्म, नयाँ प्रविधि ग्राहकसम्म सबैभन्दा पहिले ल्याउँछौँ।',
        }
      : v,
  ),
};

/** The settings still lack what the site cannot go live without: the ISP's name, phone, email or address. */
export const needsFirstRun = (s: Settings) =>
  s.name === CLEAN_SETTINGS.name || !s.phone || !s.email || !s.offices[0]?.address;

/** The first-run answers written into the settings: the head office gets the same phone and email. */
export function withFirstRun(
  s: Settings,
  answers: { name: string; phone: string; email: string; address: string },
): Settings {
  const [head = CLEAN_SETTINGS.offices[0], ...others] = s.offices;
  return {
    ...s,
    name: answers.name,
    legalName: s.legalName === CLEAN_SETTINGS.legalName ? answers.name : s.legalName,
    phone: answers.phone,
    email: answers.email,
    offices: [
      { ...head, address: answers.address, phone: head.phone || answers.phone, email: head.email || answers.email },
      ...others,
    ],
  };
}

/** The settings as the API may serve them to a build: valid ones, or a clean install's, with blanks. */
export const servedSettingsSchema = settingsSchema.extend({
  phone: z.string(),
  email: z.string(),
  offices: z
    .array(officeSchema.extend({ address: z.string(), phone: z.string(), email: z.string() }))
    .min(1)
    .max(8),
});
