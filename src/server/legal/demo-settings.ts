import { sql } from 'drizzle-orm';
import { query, type Db } from '#server/platform/db/client';
import type { LegalSettings } from '#lib/validation/legal';

/**
 * Local mode's demo declarations and grievance officer (the head office of content/site.json),
 * so the demo catalog can be published. Production never gets them: there, the owner fills in
 * Settings › Legal, and until then a product cannot be published without its own.
 */
export const DEMO_LEGAL_SETTINGS: LegalSettings = {
  defaults: {
    makerName: 'Kanmani Clothing (manufacturer)',
    makerAddress: 'No. 12, Thamarai Garden Street, Kodambakkam, Chennai 600024, Tamil Nadu',
    netQuantity: '1 N',
    countryOfOrigin: 'India',
    consumerCare: 'Kanmani Customer Care, No. 12, Thamarai Garden Street, Kodambakkam, Chennai 600024 · +91 90000 00000 · support@kanmani.example',
  },
  grievanceOfficer: { name: 'Meena Sundaram', designation: 'Grievance Officer', phone: '+91 90000 00001', email: 'grievance@kanmani.example' },
};

/** Once per database: a row already there (the owner's own) is kept. */
export async function ensureDemoLegal(db: Db): Promise<void> {
  await query(db, sql`insert into legal_settings (id, settings) values (1, ${JSON.stringify(DEMO_LEGAL_SETTINGS)}::jsonb) on conflict (id) do nothing`);
}
