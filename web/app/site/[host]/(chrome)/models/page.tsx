import { modelsBodySlug, modelsLink } from "@forecourt/core";
import type { Metadata } from "next";
import { PageShell, Section } from "@/components/info/page-shell";
import { queryOf } from "@/components/info/site-pages";
import Link from "@/components/link";
import { ModelCard } from "@/components/models/model-card";
import { QuoteForm } from "@/components/models/quote-form";
import { sitePage } from "@/lib/page-guard";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: "New Models" };

/** §2 /models and /models?body={slug}: the model listing, filtered by body type. */
export default async function ModelsPage({ params, searchParams }: Props) {
  const site = await sitePage(params, { kind: "models" });
  const body = (await queryOf(searchParams)).body ?? "";
  const bodies = [
    ...new Set(site.models.map((m) => m.body).filter((b): b is string => Boolean(b))),
  ];
  const models = body
    ? site.models.filter((m) => m.body && modelsBodySlug(m.body) === body)
    : site.models;
  const comingSoon = site.models.find((m) => m.status === "coming_soon");
  return (
    <PageShell title="New Models" wide>
      <nav aria-label="Body types" className="flex flex-wrap gap-2">
        <Link
          href={modelsLink()}
          aria-current={body === "" ? "page" : undefined}
          className={`rounded-full border px-4 py-1.5 text-sm ${body === "" ? "border-brand bg-brand text-white" : "border-gray-400"}`}
        >
          All
        </Link>
        {bodies.map((b) => {
          const active = modelsBodySlug(b) === body;
          return (
            <Link
              key={b}
              href={modelsLink(b)}
              aria-current={active ? "page" : undefined}
              className={`rounded-full border px-4 py-1.5 text-sm ${active ? "border-brand bg-brand text-white" : "border-gray-400"}`}
            >
              {b}
            </Link>
          );
        })}
      </nav>
      {models.length === 0 ? (
        <p className="mt-6">No models of that body type right now.</p>
      ) : (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {models.map((m) => (
            <ModelCard key={m.slug} model={m} />
          ))}
        </div>
      )}
      {comingSoon ? (
        <Section id="form-section" title={`Register your interest in the ${comingSoon.name}`}>
          <div className="max-w-3xl">
            <QuoteForm
              site={site}
              make={comingSoon.make ?? null}
              model={comingSoon.name}
              vehicle={comingSoon.name}
            />
          </div>
        </Section>
      ) : null}
    </PageShell>
  );
}
