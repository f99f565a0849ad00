import type { Catalogue } from './en';

/** हिन्दी: every English key, or the build fails (lib/i18n/catalogue-check.ts). */
export const hi: Catalogue = {
  'layout.skip': 'सामग्री पर जाएँ',
  'header.menu': 'मेनू',
  'header.search': 'खोजें',
  'header.mobileMenu': 'मोबाइल मेनू',
  'header.main': 'मुख्य',
  'header.categories': 'श्रेणियाँ',
  'header.all': 'सभी {name}',
  'header.home': '{store} होम',
  'footer.useful': 'उपयोगी लिंक',
  'footer.help': 'सहायता',
  'footer.account': 'मेरा खाता',
  'footer.returns': 'वापसी और बदलाव',
  'footer.getInTouch': 'संपर्क करें',
  'footer.faqs': 'अक्सर पूछे जाने वाले सवाल',
  'footer.blogs': 'ब्लॉग',
  'footer.contact': 'संपर्क',
  'footer.office': 'मुख्य कार्यालय',
  'footer.social': 'सोशल मीडिया लिंक',
  'footer.socialLink': '{network} पर {store}',
  'footer.policies': 'नीतियाँ',
  'language.label': 'भाषा',
  'content.englishOnly': 'यह पेज अभी {language} में उपलब्ध नहीं है, इसलिए इसे अंग्रेज़ी में दिखाया गया है।',
  'cart.items_one': '{count} आइटम',
  'cart.items_other': '{count} आइटम',
};
