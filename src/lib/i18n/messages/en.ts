/**
 * The shop's words in English: the source every other catalogue follows, key for key. The spec's
 * texts stay word for word here. Keys are grouped by where they show; a plural has `_one` and
 * `_other` forms and a {count}.
 */
export const en = {
  'layout.skip': 'Skip to content',
  'header.menu': 'Menu',
  'header.search': 'Search',
  'header.mobileMenu': 'Mobile menu',
  'header.main': 'Main',
  'header.categories': 'Categories',
  'header.all': 'All {name}',
  'header.home': '{store} home',
  'footer.useful': 'Useful Links',
  'footer.help': 'Help',
  'footer.account': 'My Account',
  'footer.returns': 'Returns and Exchanges',
  'footer.getInTouch': 'Get in Touch',
  'footer.faqs': 'FAQs',
  'footer.blogs': 'Blogs',
  'footer.contact': 'Contact',
  'footer.office': 'Head Office',
  'footer.social': 'Social links',
  'footer.socialLink': '{store} on {network}',
  'footer.policies': 'Policies',
  'language.label': 'Language',
  'content.englishOnly': 'This page is not available in {language} yet, so it is shown in English.',
  'cart.items_one': '{count} item',
  'cart.items_other': '{count} items',
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
