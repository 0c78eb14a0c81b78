import { z } from 'zod';
import { optional, optionalPhone, phone, required, visitorLanguage } from '../fields.ts';

// Labels also mark phone and address as required, but that is not enforced (spec §5).
export const referralSchema = z.object({
  customerName: required('Your name', 100),
  phone: optionalPhone('Phone'),
  customerId: optional('Customer ID', 50),
  address: optional('Address', 300),
  friendsName: required("Friend's name", 100),
  friendsAddress: required("Friend's address", 300),
  friendsContact: phone("Friend's contact"),
  remarks: optional('Remarks', 1000),
  lang: visitorLanguage(),
});
export type ReferralInput = z.infer<typeof referralSchema>;
