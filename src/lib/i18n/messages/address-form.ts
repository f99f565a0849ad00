import { type AreaWords } from './area';
import { ADDRESS_FORM_EN as en, type AddressFormKey } from './address-form-en';

/** The Add/Edit Address dialog (components/checkout/AddressDialog). */
export const addressForm: AreaWords<typeof en> = {
  en,
  hi: {
    'address.add': 'नया पता जोड़ें',
    'address.edit': 'पता बदलें',
    'address.contactPerson': 'संपर्क व्यक्ति',
    'address.doorNo': 'मकान नं.',
    'address.street': 'गली / सड़क का पता',
    'address.landmark': 'लैंडमार्क (वैकल्पिक)',
    'address.pincode': 'पिन कोड',
    'address.city': 'शहर/कस्बा',
    'address.district': 'ज़िला',
    'address.mobile': 'मोबाइल नंबर (वैकल्पिक)',
    'address.country': 'देश',
    'address.state': 'राज्य',
    'address.selectState': 'राज्य चुनें',
    'address.saving': 'सहेजा जा रहा है...',
    'address.save': 'पता सहेजें',
    'address.noToken': 'आप साइन इन नहीं हैं। कृपया फिर से साइन इन करें।',
    'address.failed': 'पता सहेजा नहीं जा सका।',
    'address.close': 'बंद करें',
  },
  ta: {
    'address.add': 'புதிய முகவரியைச் சேர்',
    'address.edit': 'முகவரியைத் திருத்து',
    'address.contactPerson': 'தொடர்பு நபர்',
    'address.doorNo': 'கதவு எண்',
    'address.street': 'தெரு முகவரி',
    'address.landmark': 'அடையாளக் குறி (விருப்பத்தேர்வு)',
    'address.pincode': 'பின் கோடு',
    'address.city': 'நகரம்/ஊர்',
    'address.district': 'மாவட்டம்',
    'address.mobile': 'மொபைல் எண் (விருப்பத்தேர்வு)',
    'address.country': 'நாடு',
    'address.state': 'மாநிலம்',
    'address.selectState': 'மாநிலத்தைத் தேர்ந்தெடுங்கள்',
    'address.saving': 'சேமிக்கப்படுகிறது...',
    'address.save': 'முகவரியைச் சேமி',
    'address.noToken': 'நீங்கள் உள்நுழையவில்லை. மீண்டும் உள்நுழையுங்கள்.',
    'address.failed': 'முகவரியைச் சேமிக்க முடியவில்லை.',
    'address.close': 'மூடு',
  },
};

export const ADDRESS_FORM_KEYS = Object.keys(en) as AddressFormKey[];
