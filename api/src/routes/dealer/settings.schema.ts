import { z } from "@hono/zod-openapi";

/** The site's settings document (secrets masked), as `forecourt site show` prints it. */
export const SettingsDocument = z
  .record(z.string(), z.unknown())
  .openapi("DealerSettings", { description: "The site's configuration; secrets masked" });

/** An RFC 7386 JSON Merge Patch over the settings document (as `forecourt site set`). */
export const SettingsPatch = z.record(z.string(), z.unknown()).openapi("DealerSettingsPatch", {
  description:
    'RFC 7386 merge patch; validated as a whole. Hours need a manager, the rest an owner: e.g. `{"phones": {"used": "07 3000 1111"}, "features": {"compare": false}}` needs an owner. The example changes nothing, so any manager may send it.',
  example: {},
});
