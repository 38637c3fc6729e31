import type { ReactNode } from "react";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";

type Props = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Wider pages (grids of cards). */
  wide?: boolean;
};

/** A content page inside the tenant chrome: breadcrumb Home / title, the h1, then the body. */
export function PageShell({ title, intro, children, wide = false }: Props) {
  return (
    <main id="main" className={`mx-auto w-full ${wide ? "max-w-7xl" : "max-w-4xl"} px-4 py-8`}>
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: title }]} />
      <h1 className="mt-3 text-3xl font-bold">{title}</h1>
      {intro ? <div className="mt-3 text-lg text-gray-700">{intro}</div> : null}
      <div className="mt-8">{children}</div>
    </main>
  );
}

/** A titled section of a content page. */
export function Section({
  id,
  title,
  children,
}: {
  id?: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="mt-10 first:mt-0">
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
