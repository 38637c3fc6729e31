import { breadcrumbListJsonLd } from "@forecourt/core";
import { JsonLd } from "@/components/seo/json-ld";
import { BreadcrumbList, type Crumb } from "./breadcrumb-list";

export type { Crumb };

/**
 * §2 breadcrumb trail (the items come from core's breadcrumb rule); with the site's base address
 * it also states the trail as a schema.org BreadcrumbList.
 */
export function Breadcrumbs({ items, baseUrl }: { items: Crumb[]; baseUrl?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-gray-700">
      {baseUrl ? (
        <JsonLd
          data={breadcrumbListJsonLd(
            items.map((item) => ({ label: item.label, href: item.href ?? null })),
            baseUrl,
          )}
        />
      ) : null}
      <BreadcrumbList items={items} />
    </nav>
  );
}
