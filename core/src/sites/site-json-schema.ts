import { z } from "zod";
import { SiteConfig } from "../schemas/site-config";

/**
 * The site document's JSON Schema, for editors (`forecourt site schema`): the input shape, so
 * settings with defaults are optional, as `site create --file` accepts them.
 */
export function siteConfigJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(SiteConfig, { io: "input", unrepresentable: "any" }),
    title: "Forecourt site configuration",
  };
}
