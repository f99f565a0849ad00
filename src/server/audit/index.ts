// The audit domain's only door: what other domains and the pages use of it.
export { AuditQuerySchema, filterOf } from './audit-filter';
export { auditCsv, auditEntities, listAudit } from './audit-log';
export { recordAudit } from './record';
export type { AuditEntry, AuditWriter } from './record';
export { auditContext } from './request-context';
