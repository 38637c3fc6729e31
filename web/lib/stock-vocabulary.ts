import {
  type SearchVocabulary,
  type SiteConfig,
  stockVocabulary,
  vocabularyQuery,
} from "@forecourt/core";
import { cache } from "react";
import { getPlatform } from "./platform";

/**
 * The facet values of a site's listed stock (§9), once per request (React cache): search paths
 * resolve against it and the menus built from stock list only what it holds.
 */
export const siteStockVocabulary = cache(
  async (site: SiteConfig): Promise<Required<SearchVocabulary>> => {
    const platform = await getPlatform();
    return stockVocabulary(await platform.search.search(vocabularyQuery(site, new Date())));
  },
);
