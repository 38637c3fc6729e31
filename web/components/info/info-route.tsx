import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { sitePage } from "@/lib/page-guard";
import { INFO_PAGES, type InfoPageContent } from "./info-content";
import { InfoForm } from "./info-form";
import { PageShell, Section } from "./page-shell";

/** The content registered for a path (a programming error when missing). */
export function infoPage(path: string): InfoPageContent {
  const page = INFO_PAGES[path];
  if (!page) throw new Error(`no information page for ${path}`);
  return page;
}

export function infoMetadata(path: string): Metadata {
  return { title: infoPage(path).title };
}

/** An information page for the sites that list it in site.pages; others get the 404 page. */
export async function InfoRoute({
  params,
  path,
  content = INFO_PAGES[path],
  routePath = path,
}: {
  params: Promise<{ host: string }>;
  path: string;
  content?: InfoPageContent | undefined;
  /** The site.pages entry that switches the page on (the /pages/eofy-… campaigns use /eofy). */
  routePath?: string;
}) {
  if (!content) notFound();
  const site = await sitePage(params, { kind: "page", path: routePath });
  return (
    <PageShell title={content.title} intro={content.intro(site)}>
      <div data-testid="info-body">{content.body(site)}</div>
      {content.form ? (
        <Section id="form-section" title={content.formTitle ?? "Send us an enquiry"}>
          <InfoForm kind={content.form} site={site} page={content.title} />
        </Section>
      ) : null}
    </PageShell>
  );
}
