import Link from "@/components/link";

/** §2 promotional 'We Want Your Car!' card, inserted among the results at configured positions. */
export function PromoCard() {
  return (
    <aside
      aria-label="We Want Your Car!"
      className="flex h-full flex-col justify-center gap-3 rounded-lg bg-brand p-6 text-white"
      data-testid="promo-card"
    >
      <h2 className="text-2xl font-extrabold">We Want Your Car!</h2>
      <p>Get a fast, fair offer on your current vehicle — trade it in or sell it to us outright.</p>
      <Link
        href="/sell-my-car"
        className="self-start rounded bg-white px-4 py-2 font-semibold text-brand"
      >
        Get an offer
      </Link>
    </aside>
  );
}
