import type { AuditAction, AuditEntry, NewAuditEntry } from "../dealer/audit-entry";

/** Which entries to read: newest first, a page at a time. */
export interface AuditQuery {
  /** Entries older than this id (the last id of the previous page). */
  beforeId?: number;
  action?: AuditAction;
  /** Default 50, at most 200. */
  limit?: number;
}

/** The audit log of staff changes (issue 17 §3), per site; entries are never changed. */
export interface AuditRepository {
  record(entry: NewAuditEntry): Promise<AuditEntry>;
  list(site: string, query?: AuditQuery): Promise<AuditEntry[]>;
}
