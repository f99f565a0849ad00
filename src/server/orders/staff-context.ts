import type { APIContext } from 'astro';
import { recordAudit } from '../audit/record';
import { auditContext } from '../audit/request-context';
import type { StaffMember } from '../staff/guard';
import type { StaffActionContext } from './staff-action';

/** The acting staff member of a console request, whose order actions are audited with `recordAudit`. */
export function staffActionContext(ctx: APIContext, staff: StaffMember): StaffActionContext {
  return { staff, audit: recordAudit, ...auditContext(ctx) };
}
