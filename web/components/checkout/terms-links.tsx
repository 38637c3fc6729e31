import Link from "@/components/link";

/** Links to the pages the §5 terms box agrees to, where the site has them. */
export function TermsLinks({ links }: { links: Array<{ label: string; href: string }> }) {
  if (links.length === 0) return null;
  return (
    <p className="text-sm text-gray-700">
      Read our{" "}
      {links.map((link, i) => (
        <span key={link.href}>
          {i > 0 ? " and " : ""}
          <Link href={link.href} className="font-semibold text-brand underline">
            {link.label}
          </Link>
        </span>
      ))}
      .
    </p>
  );
}
