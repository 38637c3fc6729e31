import type { AuditActor } from "@forecourt/core/dealer/index";

/**
 * Who a CLI change is by in the audit log: the platform's operator, who may change everything a
 * site's owner may (the same role rule and validation as the console's, issue 31 §1).
 */
export const OPERATOR: AuditActor = { email: "operator (forecourt CLI)", role: "owner" };
