import type { ShopperTemplateName } from './templates';

/**
 * The Hindi wording of every message a shopper gets (issue 31 item 7), with the English one's
 * parameters in the same slots. Each is registered as a template of its own: WhatsApp's
 * translation `hi` of the same name, 2Factor's DLT template `{name}_hi`.
 */
export const HINDI_WORDING: Record<ShopperTemplateName, string> = {
  order_placed: 'नमस्ते {1}, Kanmani पर आपके ऑर्डर {2} के लिए धन्यवाद। ऑर्डर भेजे जाने पर हम आपको संदेश भेजेंगे।',
  cod_confirmation_request: 'नमस्ते {1}, कृपया अपने कैश ऑन डिलीवरी ऑर्डर {2} की पुष्टि करें ताकि हम उसे पैक कर सकें: {link}',
  order_confirmed: 'नमस्ते {1}, आपका Kanmani ऑर्डर {2} पक्का हो गया है और जल्द ही पैक किया जाएगा।',
  order_shipped: 'नमस्ते {1}, आपका ऑर्डर {2} {3} से भेज दिया गया है। AWB: {4}। ट्रैक करें: {link}',
  out_for_delivery: 'नमस्ते {1}, आपका Kanmani ऑर्डर {2} आज डिलीवरी के लिए निकल चुका है।',
  order_delivered: 'नमस्ते {1}, आपका Kanmani ऑर्डर {2} डिलीवर हो गया है। हमारे साथ खरीदारी करने के लिए धन्यवाद।',
  order_cancelled: 'नमस्ते {1}, आपका Kanmani ऑर्डर {2} रद्द कर दिया गया है।',
  order_refunded: 'नमस्ते {1}, हमने आपके Kanmani ऑर्डर {2} के लिए {3} वापस कर दिए हैं।',
  review_request: 'नमस्ते {1}, आपका Kanmani ऑर्डर {2} कैसा लगा? दूसरे ग्राहकों को अपनी राय बताएँ: {link}',
  return_requested: 'नमस्ते {1}, ऑर्डर {2} के लिए आपका रिटर्न या एक्सचेंज अनुरोध हमें मिल गया है। जाँच होते ही हम आपको संदेश भेजेंगे।',
  return_approved: 'नमस्ते {1}, ऑर्डर {2} का आपका रिटर्न मंज़ूर हो गया है। हम पिकअप बुक करके आपको उसका विवरण भेजेंगे।',
  return_rejected: 'नमस्ते {1}, हम ऑर्डर {2} का रिटर्न स्वीकार नहीं कर सके: {3}',
  return_pickup_scheduled: 'नमस्ते {1}, ऑर्डर {2} के आपके रिटर्न का पिकअप {3} के साथ बुक हो गया है। AWB: {4}। ट्रैक करें: {link}',
  return_received: 'नमस्ते {1}, ऑर्डर {2} से लौटाया गया आपका सामान हमें मिल गया है और हमने उसकी जाँच कर ली है।',
  exchange_shipped: 'नमस्ते {1}, ऑर्डर {2} का आपका एक्सचेंज {3} से भेज दिया गया है। AWB: {4}। ट्रैक करें: {link}',
  return_refunded: 'नमस्ते {1}, ऑर्डर {2} से लौटाए गए सामान के लिए हमने {3} वापस कर दिए हैं।',
  grievance_received: 'नमस्ते {1}, Kanmani को आपकी शिकायत {2} मिल गई है। हम 48 घंटे के भीतर जवाब देंगे और {3} तक इसका समाधान करेंगे।',
  cart_reminder: 'नमस्ते {1}, आपके Kanmani कार्ट में कुछ सामान रह गया है। जहाँ छोड़ा था वहीं से आगे बढ़ें: {link}',
  cart_reminder_again: 'नमस्ते {1}, आपका Kanmani कार्ट अब भी आपका इंतज़ार कर रहा है: {link}',
  cart_reminder_code: 'नमस्ते {1}, आपका Kanmani कार्ट अब भी इंतज़ार कर रहा है। चेकआउट पर कोड {2} का इस्तेमाल करें: {link}',
};
