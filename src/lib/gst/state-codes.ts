/**
 * GST state codes: the first two digits of a GSTIN and the code a place of supply is reported
 * under. From the GST portal's list (INTEGRATIONS.md section 6). 25 (Daman and Diu before the
 * 2020 merger) and 28 (Andhra Pradesh before 2014) still start older registrations; 97 is Other
 * Territory and 99 Centre Jurisdiction.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before 2014)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
};

/** Codes a delivery address can have today, by the state names the address form offers. */
const CURRENT_CODE_BY_STATE = new Map<string, string>(
  Object.entries(GST_STATE_CODES)
    .filter(([code]) => code !== '25' && code !== '28' && code !== '97' && code !== '99')
    .map(([code, name]) => [name, code]),
);

/** The GST code of an Indian state or union territory by its name ('Tamil Nadu' gives '33'). */
export function gstStateCodeOf(stateName: string): string | undefined {
  return CURRENT_CODE_BY_STATE.get(stateName.trim());
}

export function isGstStateCode(code: string): boolean {
  return Object.hasOwn(GST_STATE_CODES, code);
}
