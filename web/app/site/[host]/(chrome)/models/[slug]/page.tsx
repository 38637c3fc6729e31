import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageShell, Section } from "@/components/info/page-shell";
import { ModelDetail } from "@/components/models/model-detail";
import { QuoteForm } from "@/components/models/quote-form";
import { sitePage } from "@/lib/page-guard";
import { sanitizeDealerHtml } from "@/lib/sanitize";

type Props = { params: Promise<{ host: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await sitePage(params);
  const slug = decodeURIComponent((await params).slug);
  const model = site.models.find((m) => m.slug === slug);
  return { title: model?.name ?? "Model" };
}

/** §2 model page: variants, colours, body styles, features and get a quote. */
export default async function ModelPage({ params }: Props) {
  const site = await sitePage(params);
  const slug = decodeURIComponent((await params).slug);
  const found = site.models.find((m) => m.slug === slug);
  if (!found) notFound();
  // Manufacturer feature HTML is sanitised here, on the server, before the client renders it.
  const model = {
    ...found,
    model_variants: (found.model_variants ?? []).map((v) => ({
      ...v,
      features: (v.features ?? []).map(sanitizeDealerHtml),
    })),
  };
  return (
    <PageShell
      title={[model.make, model.name].filter(Boolean).join(" ")}
      wide
      intro={model.short_description}
    >
      <ModelDetail model={model} />
      <Section id="form-section" title={`Ask about the ${model.name}`}>
        <div className="max-w-3xl">
          <QuoteForm
            site={site}
            make={model.make ?? null}
            model={model.name}
            vehicle={model.name}
          />
        </div>
      </Section>
    </PageShell>
  );
}
