// The audit domain's only door: what other domains and the pages use of it.
export { AuditQuerySchema, filterOf } from './audit-filter';
export { auditCsv, auditEntities, listAudit } from './audit-log';
export { recordAudit, recordCustomerAudit } from './record';
export type { AuditEntry, AuditWriter, CustomerAuditEntry } from './record';
export { auditContext } from './request-context';
