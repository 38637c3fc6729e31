import { leadFormLayout } from "@forecourt/core";
import type { Metadata } from "next";
import { SpinToWin } from "@/components/account/spin-to-win";
import { CONTACT_FIELDS, type FieldDef } from "@/components/forms/field-types";
import { PageShell } from "@/components/info/page-shell";
import { gatePage, signedInUser } from "@/lib/account/server";
import { sitePage } from "@/lib/page-guard";
import { spinEntryView } from "@/lib/spin-to-win";

export const metadata: Metadata = { title: "Spin to Win", robots: { index: false } };

/**
 * §2 /spin-to-win: a prize draw on the sites that run it; signed-in only where the site gates it
 * (§4). The entry is a general enquiry the dealer receives; one spin per mobile number.
 */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  const site = await sitePage(params, { kind: "page", path: "/spin-to-win" });
  const user = (await gatePage(site, "/spin-to-win")) ?? (await signedInUser(site));
  const prizes = site.spinToWin.prizes;
  const entry = await spinEntryView(site, user?.phone ?? null);
  // The entry is a general enquiry: where the site routes those by location, the shopper picks
  // the dealership that hands over the prize.
  const layout = leadFormLayout("general", site);
  const place: FieldDef[] = layout.locationOptions
    ? [
        {
          name: "location",
          label: "Where would you like to collect your prize?",
          kind: "select",
          required: true,
          wide: true,
          options: layout.locationOptions.map((l) => ({ value: l.slug, label: l.name })),
        },
      ]
    : layout.dealershipOptions
      ? [
          {
            name: "dealership_slug",
            label: "Where would you like to collect your prize?",
            kind: "select",
            required: true,
            wide: true,
            options: layout.dealershipOptions.map((d) => ({
              value: d.slug ?? d.id,
              label: d.name,
            })),
          },
        ]
      : [];
  const fields: FieldDef[] = [
    ...CONTACT_FIELDS,
    ...place,
    {
      name: "terms_conditions",
      label: "I agree to the Privacy Policy and Terms & Conditions",
      kind: "checkbox",
      required: true,
    },
    { name: "opt_in", label: "Keep me up to date with news and offers", kind: "checkbox" },
  ];
  return (
    <PageShell
      title="Spin to Win"
      wide
      intro={`Spin the ${site.name} prize wheel: every spin wins. One spin per mobile number.`}
    >
      <SpinToWin
        prizes={prizes.map((p) => p.label)}
        fields={fields}
        phone={user?.phone ?? null}
        entry={entry}
        siteName={site.name}
      />
    </PageShell>
  );
}
