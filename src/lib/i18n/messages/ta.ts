import type { Catalogue } from './en';

/** தமிழ்: every English key, or the build fails (lib/i18n/catalogue-check.ts). */
export const ta: Catalogue = {
  'layout.skip': 'உள்ளடக்கத்துக்குச் செல்லவும்',
  'header.menu': 'மெனு',
  'header.search': 'தேடல்',
  'header.mobileMenu': 'கைபேசி மெனு',
  'header.main': 'முதன்மை',
  'header.categories': 'வகைகள்',
  'header.all': 'அனைத்து {name}',
  'header.home': '{store} முகப்பு',
  'footer.useful': 'பயனுள்ள இணைப்புகள்',
  'footer.help': 'உதவி',
  'footer.account': 'என் கணக்கு',
  'footer.returns': 'திருப்பி அனுப்புதல் மற்றும் மாற்றுதல்',
  'footer.getInTouch': 'தொடர்பு கொள்ளுங்கள்',
  'footer.faqs': 'அடிக்கடி கேட்கப்படும் கேள்விகள்',
  'footer.blogs': 'வலைப்பதிவுகள்',
  'footer.contact': 'தொடர்பு',
  'footer.office': 'தலைமை அலுவலகம்',
  'footer.social': 'சமூக ஊடக இணைப்புகள்',
  'footer.socialLink': '{network} இல் {store}',
  'footer.policies': 'கொள்கைகள்',
  'language.label': 'மொழி',
  'content.englishOnly': 'இந்தப் பக்கம் இன்னும் {language} மொழியில் இல்லை, எனவே ஆங்கிலத்தில் காட்டப்படுகிறது.',
  'cart.items_one': '{count} பொருள்',
  'cart.items_other': '{count} பொருட்கள்',
};
