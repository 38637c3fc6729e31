import type { Graph, Organization, SearchAction, WebSite } from "schema-dts";
import type { Location } from "../schemas/location";
import type { SiteConfig } from "../schemas/site-config";
import { ALL_STOCK_PATH } from "../search/search-path";
import { autoDealerJsonLd } from "./dealer";

/**
 * The home page's graph: the WebSite with a SearchAction for the keyword search, and the dealer:
 * one AutoDealer when the site has one visible location, else an Organization (the group) with
 * each dealership as a subOrganization.
 */
export function homeJsonLd(
  site: Pick<SiteConfig, "name" | "reviewsSettings" | "locations">,
  baseUrl: string,
  country: string,
): Graph {
  const locations = site.locations.filter((l: Location) => l.visible !== false);
  const website: Exclude<WebSite, string> = {
    "@type": "WebSite",
    "@id": `${baseUrl}/#website`,
    name: site.name,
    url: `${baseUrl}/`,
    // Google still reads the "query-input" annotation, which schema-dts does not type.
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        // The search page reads the keyword from InstantSearch's `query` parameter (search-url);
        // the bare /search is not a page (§2), so the keyword searches all the site's stock.
        urlTemplate: `${baseUrl}${ALL_STOCK_PATH}?query={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    } as SearchAction,
  };
  const [only] = locations;
  const dealer: Exclude<Organization, string> =
    locations.length === 1 && only
      ? { ...autoDealerJsonLd(only, site, baseUrl, country), parentOrganization: undefined }
      : {
          "@type": "Organization",
          "@id": `${baseUrl}/#organization`,
          name: site.name,
          url: `${baseUrl}/`,
          subOrganization: locations.map((l) => autoDealerJsonLd(l, site, baseUrl, country)),
        };
  return { "@context": "https://schema.org", "@graph": [website, dealer] };
}

/** A JSON-LD document as the text of an inline script: `<` escaped so it cannot close the tag. */
export function jsonLdScriptText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
