import { COMPARE_LIMIT, segmentOfCarTypes } from "@forecourt/core";
import type { Metadata } from "next";
import { CompareScreen } from "@/components/compare/compare-screen";
import { PageShell } from "@/components/info/page-shell";
import { sitePage } from "@/lib/page-guard";

type Props = { params: Promise<{ host: string }> };

export const metadata: Metadata = { title: "Compare Cars", robots: { index: false } };

/** Compare (issue 5 §5): the local compare list side by side, on sites with compare on. */
export default async function ComparePage({ params }: Props) {
  const site = await sitePage(params, { kind: "feature", feature: "compare" });
  const segment = segmentOfCarTypes(site.stock.carTypes ?? []) ?? "new-used-and-demo-cars";
  return (
    <PageShell title={`Compare ${site.theme.vehicleWord}s`} wide>
      <CompareScreen searchHref={`/search/${segment}`} limit={COMPARE_LIMIT} />
    </PageShell>
  );
}
