import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageShell } from "@/components/info/page-shell";
import { queryOf } from "@/components/info/site-pages";
import { QuoteForm } from "@/components/models/quote-form";
import { sitePage } from "@/lib/page-guard";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: "Get a Quote" };

/** §2 /models/order-now?model_id={slug}&model_name={name}&vehicle={full name}: the quote page. */
export default async function OrderNowPage({ params, searchParams }: Props) {
  const site = await sitePage(params);
  const query = await queryOf(searchParams);
  const model = site.models.find((m) => m.slug === query.model_id);
  if (!model) notFound();
  const vehicle = query.vehicle || query.model_name || model.name;
  const image = model.cloudfront_new_image_url ?? model.image?.url ?? null;
  return (
    <PageShell title={`Get a Quote: ${vehicle}`}>
      {image ? (
        // biome-ignore lint/performance/noImgElement: local model renders
        <img
          src={image}
          alt={vehicle}
          width={600}
          height={400}
          className="mb-6 h-auto w-full max-w-md"
        />
      ) : null}
      <QuoteForm site={site} make={model.make ?? null} model={model.name} vehicle={vehicle} />
    </PageShell>
  );
}
