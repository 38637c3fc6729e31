import { FEED_FILES, FEED_FORMATS, feedMarket, vehicleFeed } from "@forecourt/core";
import { getPlatform } from "@/lib/platform";
import { siteBaseUrl, siteForHost } from "@/lib/tenant";

/** Partner vehicle feeds per tenant: /feeds/google-vehicle-listings.tsv and /feeds/meta-vehicles.csv. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ host: string; file: string }> },
) {
  const { host, file } = await params;
  const format = FEED_FORMATS.find((f) => FEED_FILES[f].fileName === file);
  const site = await siteForHost(host);
  if (!site || !format) return new Response("Not found", { status: 404 });
  const cars = await (await getPlatform()).stock.list(site.slug);
  const body = vehicleFeed(format, cars, {
    site,
    baseUrl: siteBaseUrl(site, host),
    now: new Date(),
    ...feedMarket(site),
  });
  return new Response(body, {
    headers: {
      "content-type": FEED_FILES[format].contentType,
      "cache-control": "public, max-age=900",
    },
  });
}

// Per tenant (the host is a parameter), so never prerendered at build time.
export const dynamic = "force-dynamic";
