import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * next/link that does not prefetch the pages its links point at as they scroll into view. Every
 * shopper page is rendered per request (tenant, CSP nonce, stock), so a prefetch brings only
 * its loading shell, yet each one (two requests a link in Next 16) is parsed on the phone's main
 * thread while the page is still becoming interactive: on the search page, 11 of them during
 * Lighthouse's load. A link that wants prefetching passes `prefetch` itself.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
