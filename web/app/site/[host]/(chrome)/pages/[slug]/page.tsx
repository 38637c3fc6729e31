import type { Metadata } from "next";
import { eofyPage, INFO_PAGES } from "@/components/info/info-content";
import { InfoRoute } from "@/components/info/info-route";

type Props = { params: Promise<{ host: string; slug: string }> };

const contentFor = (slug: string) =>
  slug.startsWith("eofy-") ? eofyPage(slug) : INFO_PAGES[`/pages/${slug}`];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const content = contentFor((await params).slug);
  return content ? { title: content.title } : {};
}

/** §2 /pages/…: capped-price servicing, unsubscribe and the /pages/eofy-… campaign pages. */
export default async function Page({ params }: Props) {
  const { slug } = await params;
  return (
    <InfoRoute
      params={params}
      path={`/pages/${slug}`}
      content={contentFor(slug)}
      routePath={slug.startsWith("eofy-") ? "/eofy" : `/pages/${slug}`}
    />
  );
}
