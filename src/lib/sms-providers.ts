/** Who carries the SMS: Sparrow SMS, Aakash SMS, or files in SMS_DIR (development, the default). */
export const SMS_PROVIDERS = ['file', 'sparrow', 'aakash'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];
