import type { Metadata } from "next";
import { SuccessMessage } from "@/components/forms/success-message";
import { PageShell } from "@/components/info/page-shell";
import { sitePage } from "@/lib/page-guard";

export const metadata: Metadata = { title: "Thank you", robots: { index: false } };

/** §2 /success: shown after a successful lead (the multi-step form stores the category and car). */
export default async function SuccessPage({ params }: { params: Promise<{ host: string }> }) {
  await sitePage(params);
  return (
    <PageShell title="Thank you">
      <SuccessMessage />
    </PageShell>
  );
}
