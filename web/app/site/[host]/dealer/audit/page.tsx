import { AuditScreen } from "@/components/dealer/audit-screen";

/** /dealer/audit: every staff change, newest first (owners). */
export default function DealerAuditPage() {
  return <AuditScreen />;
}
