import type { Metadata } from "next";
import { CheckoutRoute, checkoutMetadata } from "@/components/checkout/checkout-route";

type Props = { params: Promise<{ host: string; slug: string }> };

// Reads the session cookie and the car's live state on every request.
export const dynamic = "force-dynamic";

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(params, "checkout");
}

/** §2 /cars/{slug}/checkout: reserve or buy online (404 on sites that use the other route). */
export default function Page({ params }: Props) {
  return <CheckoutRoute params={params} route="checkout" />;
}
