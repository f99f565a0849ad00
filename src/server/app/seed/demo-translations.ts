import type { NameTranslations, ProductTranslations } from '#lib/validation/catalog-translations';

/**
 * The demo catalog's Hindi and Tamil names (issue 31, item 3), as an Indian shop writes them:
 * garment words shoppers use (लेगिंग्स, லெக்கிங்ஸ்) rather than dictionary coinages. Only some
 * products have them, so the demo also shows the English fallback on /hi/ and /ta/.
 */
export const CATEGORY_NAMES: Record<string, NameTranslations> = {
  leggings: { hi: 'लेगिंग्स', ta: 'லெக்கிங்ஸ்' },
  pants: { hi: 'पैंट्स', ta: 'பேண்ட்ஸ்' },
  shapewear: { hi: 'शेपवियर', ta: 'ஷேப்வேர்' },
  'inner-wear': { hi: 'इनर वियर', ta: 'உள்ளாடைகள்' },
  'boxer-shorts': { hi: 'बॉक्सर शॉर्ट्स', ta: 'பாக்ஸர் ஷார்ட்ஸ்' },
  kids: { hi: 'बच्चों के कपड़े', ta: 'குழந்தைகள்' },
};

/** By `category/subcategory` slug. */
export const SUBCATEGORY_NAMES: Record<string, NameTranslations> = {
  'leggings/ankle-length': { hi: 'एंकल लेंथ', ta: 'கணுக்கால் நீளம்' },
  'leggings/churidar': { hi: 'चूड़ीदार', ta: 'சுடிதார்' },
  'leggings/shimmer': { hi: 'शिमर', ta: 'ஷிம்மர்' },
  'pants/palazzo': { hi: 'पलाज़ो', ta: 'பலாஸோ' },
  'pants/straight': { hi: 'स्ट्रेट पैंट्स', ta: 'ஸ்ட்ரெய்ட் பேண்ட்ஸ்' },
  'pants/track': { hi: 'ट्रैक पैंट्स', ta: 'ட்ராக் பேண்ட்ஸ்' },
  'shapewear/tummy-tucker': { hi: 'टमी टकर', ta: 'டம்மி டக்கர்' },
  'shapewear/saree-shapewear': { hi: 'साड़ी शेपवियर', ta: 'சேலை ஷேப்வேர்' },
  'shapewear/body-shaper': { hi: 'बॉडी शेपर', ta: 'பாடி ஷேப்பர்' },
  'inner-wear/camisoles': { hi: 'कैमिसोल', ta: 'கேமிசோல்' },
  'inner-wear/panties': { hi: 'पैंटी', ta: 'பேன்டீஸ்' },
  'inner-wear/bras': { hi: 'ब्रा', ta: 'பிரா' },
  'boxer-shorts/cotton-boxers': { hi: 'कॉटन बॉक्सर', ta: 'காட்டன் பாக்ஸர்' },
  'boxer-shorts/printed-boxers': { hi: 'प्रिंटेड बॉक्सर', ta: 'பிரிண்டட் பாக்ஸர்' },
  'kids/kids-leggings': { hi: 'बच्चों की लेगिंग्स', ta: 'குழந்தைகள் லெக்கிங்ஸ்' },
  'kids/kids-boxers': { hi: 'बच्चों के बॉक्सर', ta: 'குழந்தைகள் பாக்ஸர்' },
  'kids/kids-pants': { hi: 'बच्चों की पैंट्स', ta: 'குழந்தைகள் பேண்ட்ஸ்' },
};

/** By the product's English name: the leggings, and the palazzo that opens the pants menu. */
export const PRODUCT_NAMES: Record<string, NameTranslations> = {
  'Ankle Length Cotton Leggings': { hi: 'एंकल लेंथ कॉटन लेगिंग्स', ta: 'கணுக்கால் நீள காட்டன் லெக்கிங்ஸ்' },
  'High Waist Ankle Leggings': { hi: 'हाई वेस्ट एंकल लेगिंग्स', ta: 'ஹை வெயிஸ்ட் கணுக்கால் லெக்கிங்ஸ்' },
  'Bamboo Soft Ankle Leggings': { hi: 'बैम्बू सॉफ्ट एंकल लेगिंग्स', ta: 'மூங்கில் மென்மை கணுக்கால் லெக்கிங்ஸ்' },
  'Churidar Leggings': { hi: 'चूड़ीदार लेगिंग्स', ta: 'சுடிதார் லெக்கிங்ஸ்' },
  'Extra Long Churidar Leggings': { hi: 'एक्स्ट्रा लॉन्ग चूड़ीदार लेगिंग्स', ta: 'கூடுதல் நீள சுடிதார் லெக்கிங்ஸ்' },
  'Churidar Leggings Combo (Pack of 2)': { hi: 'चूड़ीदार लेगिंग्स कॉम्बो (2 का पैक)', ta: 'சுடிதார் லெக்கிங்ஸ் காம்போ (2 பேக்)' },
  'Shimmer Party Leggings': { hi: 'शिमर पार्टी लेगिंग्स', ta: 'ஷிம்மர் பார்ட்டி லெக்கிங்ஸ்' },
  'Gold Foil Festive Leggings': { hi: 'गोल्ड फ़ॉइल फ़ेस्टिव लेगिंग्स', ta: 'தங்க ஃபாயில் பண்டிகை லெக்கிங்ஸ்' },
  'Glitter Ankle Leggings': { hi: 'ग्लिटर एंकल लेगिंग्स', ta: 'கிளிட்டர் கணுக்கால் லெக்கிங்ஸ்' },
  'Kids Rainbow Leggings': { hi: 'बच्चों की रेनबो लेगिंग्स', ta: 'குழந்தைகள் வானவில் லெக்கிங்ஸ்' },
  'Kids Cotton Ankle Leggings': { hi: 'बच्चों की कॉटन एंकल लेगिंग्स', ta: 'குழந்தைகள் காட்டன் கணுக்கால் லெக்கிங்ஸ்' },
  'Kids Shimmer Leggings': { hi: 'बच्चों की शिमर लेगिंग्स', ta: 'குழந்தைகள் ஷிம்மர் லெக்கிங்ஸ்' },
  'Palazzo Pants': { hi: 'पलाज़ो पैंट्स', ta: 'பலாஸோ பேண்ட்ஸ்' },
};

/** A translated product's description in the demo's words; its specifications stay English (the fallback shows). */
export function productTranslations(englishName: string, kids: boolean): ProductTranslations {
  const names = PRODUCT_NAMES[englishName];
  if (!names?.hi || !names.ta) return {};
  return {
    hi: {
      name: names.hi,
      description: `${names.hi}: मुलायम, हवादार कपड़े में, जो हर धुलाई के बाद भी अपना आकार बनाए रखता है। ${kids ? 'बच्चों के लिए' : 'रोज़ के पहनावे के लिए'} तमिलनाडु में बना।`,
    },
    ta: {
      name: names.ta,
      description: `${names.ta}: மென்மையான, காற்றோட்டமுள்ள துணியில், ஒவ்வொரு துவைப்புக்குப் பிறகும் வடிவம் மாறாது. ${kids ? 'குழந்தைகளுக்காக' : 'தினசரி அணிய'} தமிழ்நாட்டில் தயாரிக்கப்பட்டது.`,
    },
  };
}

/** By the tile's English label. */
export const COLLECTION_LABELS: Record<string, NameTranslations> = {
  'Everyday Leggings': { hi: 'रोज़ की लेगिंग्स', ta: 'தினசரி லெக்கிங்ஸ்' },
  'Festive Shimmer': { hi: 'त्योहारी शिमर', ta: 'பண்டிகை ஷிம்மர்' },
  'Palazzo Edit': { hi: 'पलाज़ो कलेक्शन', ta: 'பலாஸோ தொகுப்பு' },
  'Shapewear Essentials': { hi: 'ज़रूरी शेपवियर', ta: 'அவசியமான ஷேப்வேர்' },
  'Inner Wear Basics': { hi: 'रोज़ के इनर वियर', ta: 'அன்றாட உள்ளாடைகள்' },
  'Combo Offers': { hi: 'कॉम्बो ऑफ़र', ta: 'காம்போ சலுகைகள்' },
  'Kids Corner': { hi: 'बच्चों का कोना', ta: 'குழந்தைகள் பகுதி' },
};

/** The menu's own items; an item of a category takes the category's names, an entry its product's. */
export const MENU_LABELS: Record<string, NameTranslations> = {
  'All Categories': { hi: 'सभी श्रेणियाँ', ta: 'அனைத்து வகைகள்' },
  'Combo Offers': { hi: 'कॉम्बो ऑफ़र', ta: 'காம்போ சலுகைகள்' },
};
