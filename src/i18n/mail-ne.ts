import type { MailMessages } from './mail-en.ts';

// ग्राहकलाई पृष्ठबाहिर लेखिने कुरा: इमेलको पत्र, कर्मचारीको जवाफ, भुक्तानीको रसिद र SMS।
export const mailNe: MailMessages = {
  // Nepali business mail opens with नमस्ते and closes with the company's name (review P41).
  greeting: 'नमस्ते,',
  closing: 'धन्यवाद,',
  signature: '{isp} ग्राहक सेवा',
  reply: {
    subject: 'टिकट {number}: {isp}को जवाफ',
    follow: 'टिकटको अवस्था हेर्न तपाईंले समस्या दर्ता गर्दा पाएको निजी लिङ्क खोल्नुहोस्। टिकट नम्बर: {number}',
  },
  payment: {
    subject: '{isp}: {amount} भुक्तानी प्राप्त भयो',
    received: 'ग्राहक ID {customerId} को {amount} भुक्तानी {gateway} मार्फत प्राप्त भयो।',
    transaction: 'कारोबार कोड: {code}',
    receipt: 'रसिद: {link}',
    sms: 'भुक्तानी प्राप्त भयो: ग्राहक ID {customerId} को {amount} ({gateway})। धन्यवाद! रसिद: {link}',
  },
  // One SMS (70 characters in Devanagari): the code, how long it lasts, and not to share it.
  signInCode: '{isp}: साइन इन कोड {code} हो। {minutes} मिनेटसम्म चल्छ। कसैलाई नदिनुहोस्।',
};
