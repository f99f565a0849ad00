import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { renderText, TEMPLATE_PARAMS, WORDING, type ShopperTemplateName } from '../../src/server/notify/templates';
import { templateRequest, whatsAppCloudNotifier } from '../../src/server/notify/whatsapp-cloud';
import { twoFactorSmsNotifier } from '../../src/server/notify/twofactor-sms';
import { otpMessage } from '../../src/server/auth/otp-wording';
import { twoFactorSender } from '../../src/server/auth/twofactor-sender';
import { dltTemplateName } from '../../src/lib/i18n/dlt-template';
import { EVENT_MESSAGES } from '../../src/server/notify/event-messages';
import { formatDueDay } from '../../src/server/legal/grievance-sms';
import { startFakeWhatsApp, type FakeWhatsApp } from '../fixtures/fake-whatsapp';
import { startFake2Factor, type Fake2Factor } from '../fixtures/fake-2factor';

process.env.LOG_LEVEL = 'silent';

/** The slots a wording fills: {1}…{n} and {link}, sorted, so every language's can be compared. */
const slots = (text: string) => [...new Set([...text.matchAll(/\{(\d+|link)\}/g)].map((m) => m[1]!))].sort();

describe('every shopper message in Hindi and Tamil', () => {
  test('each language has every template, with exactly the English one’s parameters and link', () => {
    const names = Object.keys(TEMPLATE_PARAMS) as ShopperTemplateName[];
    expect(names.length).toBe(20);
    for (const name of names) {
      const english = slots(WORDING.en[name]);
      expect(english.filter((s) => s !== 'link').length, name).toBe(TEMPLATE_PARAMS[name]);
      expect(slots(WORDING.hi[name]), `${name} in Hindi`).toEqual(english);
      expect(slots(WORDING.ta[name]), `${name} in Tamil`).toEqual(english);
    }
  });

  test('English stays word for word', () => {
    expect(renderText('order_placed', ['Asha', '4e5f6'])).toBe('Hi Asha, thank you for your Kanmani order 4e5f6. We will message you when it ships.');
    expect(renderText('order_placed', ['Asha', '4e5f6'], undefined, 'en')).toBe('Hi Asha, thank you for your Kanmani order 4e5f6. We will message you when it ships.');
    expect(otpMessage('4821')).toBe('4821 is your Kanmani OTP. It expires in 5 minutes. Do not share it with anyone.');
  });

  test('the order, COD, shipping, return, complaint and reminder messages read in Tamil', () => {
    expect(renderText('order_placed', ['Meena', '4e5f6'], undefined, 'ta')).toBe(
      'வணக்கம் Meena, உங்கள் Kanmani ஆர்டர் 4e5f6 க்கு நன்றி. அது அனுப்பப்பட்டதும் உங்களுக்குச் செய்தி அனுப்புவோம்.',
    );
    expect(renderText('cod_confirmation_request', ['Meena', '4e5f6'], 'https://kanmani.in/order/confirm/x', 'ta')).toBe(
      'வணக்கம் Meena, உங்கள் கேஷ் ஆன் டெலிவரி ஆர்டர் 4e5f6 ஐ நாங்கள் பேக் செய்ய, அதை உறுதிசெய்யுங்கள்: https://kanmani.in/order/confirm/x',
    );
    expect(renderText('order_shipped', ['Meena', '4e5f6', 'Delhivery', 'DLV1'], 'https://t.in/DLV1', 'ta')).toBe(
      'வணக்கம் Meena, உங்கள் ஆர்டர் 4e5f6 Delhivery மூலம் அனுப்பப்பட்டது. AWB: DLV1. கண்காணிக்க: https://t.in/DLV1',
    );
    expect(renderText('return_refunded', ['Meena', '4e5f6', '₹449.00'], undefined, 'ta')).toBe(
      'வணக்கம் Meena, ஆர்டர் 4e5f6 இலிருந்து திருப்பி அனுப்பிய பொருட்களுக்கு ₹449.00 ஐத் திருப்பி அளித்துள்ளோம்.',
    );
    expect(renderText('grievance_received', ['Meena', 'KG-000012', '5 டிச., 2026'], undefined, 'ta')).toBe(
      'வணக்கம் Meena, உங்கள் புகார் KG-000012 Kanmani க்குக் கிடைத்தது. 48 மணி நேரத்திற்குள் பதிலளித்து, 5 டிச., 2026 க்குள் தீர்வு காண்போம்.',
    );
    expect(renderText('cart_reminder_code', ['Meena', 'COMEBACK10'], 'https://kanmani.in/cart/restore/x', 'ta')).toBe(
      'வணக்கம் Meena, உங்கள் Kanmani கார்ட் இன்னும் காத்திருக்கிறது. செக்அவுட்டில் COMEBACK10 குறியீட்டைப் பயன்படுத்துங்கள்: https://kanmani.in/cart/restore/x',
    );
    expect(otpMessage('4821', 'ta')).toBe('4821 உங்கள் Kanmani OTP. இது 5 நிமிடங்களில் காலாவதியாகும். இதை யாருடனும் பகிர வேண்டாம்.');
  });

  test('and in Hindi', () => {
    expect(renderText('order_placed', ['Asha', '4e5f6'], undefined, 'hi')).toBe(
      'नमस्ते Asha, Kanmani पर आपके ऑर्डर 4e5f6 के लिए धन्यवाद। ऑर्डर भेजे जाने पर हम आपको संदेश भेजेंगे।',
    );
    expect(renderText('order_refunded', ['Asha', '4e5f6', '₹1,465.33'], undefined, 'hi')).toBe('नमस्ते Asha, हमने आपके Kanmani ऑर्डर 4e5f6 के लिए ₹1,465.33 वापस कर दिए हैं।');
    expect(renderText('review_request', ['Asha', '4e5f6'], 'https://kanmani.in/review/x', 'hi')).toBe(
      'नमस्ते Asha, आपका Kanmani ऑर्डर 4e5f6 कैसा लगा? दूसरे ग्राहकों को अपनी राय बताएँ: https://kanmani.in/review/x',
    );
    expect(renderText('return_rejected', ['Asha', '4e5f6', 'The tags were removed.'], undefined, 'hi')).toBe('नमस्ते Asha, हम ऑर्डर 4e5f6 का रिटर्न स्वीकार नहीं कर सके: The tags were removed.');
    expect(otpMessage('4821', 'hi')).toBe('4821 आपका Kanmani OTP है। यह 5 मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।');
  });

  test('a Tamil shopper’s COD confirmation link opens the Tamil confirmation page', () => {
    const context = {
      orderId: 'a1b2c3d4e5f6a1b2c3d4e5f6',
      customerName: 'Meena Sundaram',
      paymentMethod: 1,
      data: null,
      siteUrl: 'https://kanmani.example/',
      codToken: () => 'TOKEN',
      reviewToken: () => 'REVIEW',
    };
    expect(EVENT_MESSAGES.placed!({ ...context, language: 'ta' }).link).toBe('https://kanmani.example/ta/order/confirm/TOKEN');
    expect(EVENT_MESSAGES.placed!({ ...context, language: 'en' }).link).toBe('https://kanmani.example/order/confirm/TOKEN');
  });

  test('a complaint’s due day is written in the message’s language', () => {
    const day = new Date('2026-12-05T10:00:00Z');
    expect(formatDueDay(day)).toBe('5 Dec 2026');
    expect(formatDueDay(day, 'hi')).toBe('5 दिस॰ 2026');
    expect(formatDueDay(day, 'ta')).toBe('5 டிச., 2026');
  });

  test('each language is a DLT template of its own name', () => {
    expect(dltTemplateName('order_placed', 'en')).toBe('order_placed');
    expect(dltTemplateName('order_placed', 'hi')).toBe('order_placed_hi');
    expect(dltTemplateName('order_placed', 'ta')).toBe('order_placed_ta');
  });
});

describe('the providers are asked for the shopper’s language', () => {
  let wa: FakeWhatsApp;
  let sms: Fake2Factor;
  beforeAll(async () => {
    wa = await startFakeWhatsApp({ token: 'wa-token-xyz', phoneNumberId: '106540352242922' });
    sms = await startFake2Factor('key-abc');
  });
  afterAll(async () => {
    await wa.close();
    await sms.close();
  });

  test('a Tamil message asks WhatsApp for the template’s ta translation; one without a language stays en', async () => {
    const message = { template: 'order_placed', to: '9876543210', params: ['Meena', '4e5f6'], language: 'ta' as const };
    expect(templateRequest(message, message.language)).toMatchObject({ template: { name: 'order_placed', language: { code: 'ta' } } });
    wa.templates.set('order_placed', { bodyParams: 2, urlButton: false, languages: ['en', 'hi', 'ta'] });
    const notifier = whatsAppCloudNotifier({ graphUrl: wa.url, phoneNumberId: '106540352242922', token: 'wa-token-xyz' });
    expect((await notifier.send(message)).ok).toBe(true);
    expect((await notifier.send({ ...message, to: '9876543211', language: undefined })).ok).toBe(true);
    expect(wa.sent.map((m) => [m.to, m.template, m.language])).toEqual([
      ['919876543210', 'order_placed', 'ta'],
      ['919876543211', 'order_placed', 'en'],
    ]);
  });

  test('2Factor gets the Hindi DLT template for a Hindi message and for a Hindi one-time code', async () => {
    sms.templates.set('order_placed_hi', 2);
    const notifier = twoFactorSmsNotifier({ baseUrl: sms.url, apiKey: 'key-abc', senderId: 'KANMNI' });
    expect((await notifier.send({ template: 'order_placed', to: '9876543210', params: ['Asha', '4e5f6'], language: 'hi' })).ok).toBe(true);
    expect(sms.transactional.map((m) => [m.template, m.vars])).toEqual([['order_placed_hi', ['Asha', '4e5f6']]]);

    sms.otpTemplates = new Set(['KANMANI_OTP', 'KANMANI_OTP_hi', 'KANMANI_OTP_ta']);
    await twoFactorSender({ baseUrl: sms.url, apiKey: 'key-abc', template: 'KANMANI_OTP' }).send('9876543210', '4821', 'hi');
    await twoFactorSender({ baseUrl: sms.url, apiKey: 'key-abc', template: 'KANMANI_OTP' }).send('9876543210', '4822');
    expect(sms.sent.map((m) => [m.otp, m.template])).toEqual([
      ['4821', 'KANMANI_OTP_hi'],
      ['4822', 'KANMANI_OTP'],
    ]);
    // An account without the Tamil template would refuse the Tamil code.
    sms.otpTemplates = new Set(['KANMANI_OTP']);
    await expect(twoFactorSender({ baseUrl: sms.url, apiKey: 'key-abc', template: 'KANMANI_OTP' }).send('9876543210', '4823', 'ta')).rejects.toThrow(
      'We could not send the OTP by SMS right now. Please try again in a minute.',
    );
  });
});
