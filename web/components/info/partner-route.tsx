import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BrandLogo } from "@/components/brands/brand-logo";
import { sitePage } from "@/lib/page-guard";
import { InfoForm } from "./info-form";
import { PageShell, Section } from "./page-shell";

const TITLES: Record<string, string> = {
  "twg-cars": "TWG Cars",
  "twg-rental": "TWG Rental",
  "twg-tyres": "TWG Tyres",
  neotek: "Neotek",
  "4x4-outdoor": "4x4 Outdoor",
};

export function partnerMetadata(slug: string): Metadata {
  return { title: TITLES[slug] ?? slug };
}

/** §2 group partner tile pages (/twg-cars, /neotek, …): the partner's logo, profile and link. */
export async function PartnerRoute({
  params,
  slug,
}: {
  params: Promise<{ host: string }>;
  slug: string;
}) {
  const site = await sitePage(params, { kind: "page", path: `/${slug}` });
  const tile = site.brands.find((b) => b.slug === slug);
  const title = tile?.name ?? TITLES[slug];
  if (!title) notFound();
  return (
    <PageShell
      title={title}
      intro={tile?.profile ?? `${title} is part of the ${site.name} family.`}
    >
      <div className="flex items-center gap-4" data-testid="partner-tile">
        <BrandLogo name={title} url={tile?.logoUrl} />
        {tile?.externalUrl ? (
          <a
            href={tile.externalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded bg-brand px-5 py-3 font-semibold text-white"
          >
            Visit {title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      <Section id="form-section" title={`Enquire about ${title}`}>
        <InfoForm kind="general" site={site} page={title} />
      </Section>
    </PageShell>
  );
}
