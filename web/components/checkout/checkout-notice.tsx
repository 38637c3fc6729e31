import Link from "@/components/link";

/**
 * A clear message instead of a checkout: no car chosen, or the car cannot be reserved or bought
 * online (already reserved, sold), with the way on.
 */
export function CheckoutNotice({
  title,
  text,
  links,
}: {
  title: string;
  text: string;
  links: Array<{ label: string; href: string }>;
}) {
  return (
    <div
      role="status"
      className="rounded-lg border border-gray-200 bg-gray-50 p-8 text-center"
      data-testid="journey-notice"
    >
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mx-auto mt-2 max-w-lg text-gray-700">{text}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {links.map((link, i) => (
          <Link
            key={link.href}
            href={link.href}
            className={
              i === 0
                ? "rounded bg-brand px-5 py-3 font-semibold text-white"
                : "rounded border border-brand bg-white px-5 py-3 font-semibold text-brand"
            }
          >
            {link.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
