import { z } from 'zod';
import { optional, required, visitorLanguage } from '../fields.ts';

// Labels also mark phone and address as required, but that is not enforced (spec §5).
export const referralSchema = z.object({
  customerName: required('Your name', 100),
  phone: optional('Phone', 30),
  customerId: optional('Customer ID', 50),
  address: optional('Address', 300),
  friendsName: required("Friend's name", 100),
  friendsAddress: required("Friend's address", 300),
  friendsContact: required("Friend's contact", 30),
  remarks: optional('Remarks', 1000),
  lang: visitorLanguage(),
});
export type ReferralInput = z.infer<typeof referralSchema>;
