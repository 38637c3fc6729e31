import { LEAD_FORMS } from "@forecourt/core";
import { type InboxFilters, LeadsInbox } from "@/components/dealer/leads-inbox";
import { sitePage } from "@/lib/page-guard";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// A career enquiry is stored as a general one (§4), so it is no kind of its own here.
const KINDS = LEAD_FORMS.filter((form) => form !== "career");
const FILTERS = ["kind", "status", "location", "from", "to", "spam", "page"] as const;

/** /dealer/leads: the leads inbox (sales and up). */
export default async function DealerLeadsPage({ params, searchParams }: Props) {
  const site = await sitePage(params);
  const query = await searchParams;
  const filters: InboxFilters = {};
  for (const key of FILTERS) {
    const value = query[key];
    if (typeof value === "string" && value) filters[key] = value;
  }
  return (
    <LeadsInbox
      filters={filters}
      kinds={KINDS}
      locations={site.locations.map((l) => ({ id: String(l.id), name: l.name }))}
    />
  );
}
