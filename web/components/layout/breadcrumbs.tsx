import { breadcrumbListJsonLd } from "@forecourt/core";
import Link from "next/link";
import { JsonLd } from "@/components/seo/json-ld";

export type Crumb = { label: string; href?: string | null | undefined };

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
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${item.label}-${item.href ?? ""}`} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.href && index < items.length - 1 ? (
              <Link href={item.href} className="hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current={index === items.length - 1 ? "page" : undefined}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
