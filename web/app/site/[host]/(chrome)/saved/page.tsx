import { segmentOfCarTypes } from "@forecourt/core";
import type { Metadata } from "next";
import { PageShell } from "@/components/info/page-shell";
import { SavedScreen } from "@/components/saved/saved-screen";
import { sitePage } from "@/lib/page-guard";

type Props = { params: Promise<{ host: string }> };

export const metadata: Metadata = { title: "Saved", robots: { index: false } };

/** Saved (issue 14 §2): the shopper's favourites and recently viewed cars, from local storage. */
export default async function SavedPage({ params }: Props) {
  const site = await sitePage(params);
  const segment = segmentOfCarTypes(site.stock.carTypes ?? []) ?? "new-used-and-demo-cars";
  return (
    <PageShell title="Saved" wide>
      <SavedScreen searchHref={`/search/${segment}`} vehicleWord={site.theme.vehicleWord} />
    </PageShell>
  );
}
