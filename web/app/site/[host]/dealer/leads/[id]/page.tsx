import { LeadDetail } from "@/components/dealer/lead-detail";

type Props = { params: Promise<{ id: string }> };

/** /dealer/leads/{id}: one lead, its ADF, delivery and status history. */
export default async function DealerLeadPage({ params }: Props) {
  return <LeadDetail id={(await params).id} />;
}
