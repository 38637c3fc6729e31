import { z } from "zod";
import { CONTROL } from "./site-fields";

/**
 * A site's header menu and footer items (§2: "overridden per dealer"), checked wherever they are
 * typed (`forecourt site set`, the console): a label that is not blank, and a link the site may
 * print as an href — never `javascript:`, `data:` or another scheme that runs or embeds content.
 */

export const MENU_LABEL_MESSAGE = "Please enter the item's label.";
export const MENU_HREF_MESSAGE = "Use a path like /search or an address starting https://.";
export const FOOTER_HREF_MESSAGE =
  "Use a path like /about-us, an address starting https://, or a tel: or mailto: link.";

/** A path on the site itself: one leading slash (`//host` and `/\host` lead off the site). */
const SITE_PATH = /^\/(?![/\\])/;
const TEL = /^tel:\+?[\d().-]+$/;
const MAILTO = /^mailto:[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"?]+(\?\S*)?$/i;

/** No spaces or control characters anywhere: what a browser would strip or re-read differently. */
const plain = (href: string) => !/\s/.test(href) && !CONTROL.test(href);

function isWebAddress(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).hostname !== "";
  } catch {
    return false;
  }
}

/** A header menu link: a path on the site or an http(s) address. */
export const isMenuHref = (href: string): boolean =>
  plain(href) && (SITE_PATH.test(href) || isWebAddress(href));

/** A footer link: what a menu may link to, or a `tel:` number or `mailto:` address. */
export const isFooterHref = (href: string): boolean =>
  isMenuHref(href) ||
  (plain(href) && ((TEL.test(href) && /\d.*\d.*\d/.test(href)) || MAILTO.test(href)));

export const MenuLabel = z.string().refine((label) => label.trim() !== "", MENU_LABEL_MESSAGE);
export const MenuHref = z.string().refine(isMenuHref, MENU_HREF_MESSAGE);
export const FooterHref = z.string().refine(isFooterHref, FOOTER_HREF_MESSAGE);

export type MenuItem = {
  label: string;
  href?: string | undefined;
  dropdown?: "new-vehicles" | "stock" | "vehicle-types" | "brands" | undefined;
  children?: MenuItem[] | undefined;
};

/** An item whose href (and its children's) follows `href`. */
function menuItemOf(href: z.ZodType<string>): z.ZodType<MenuItem> {
  const item: z.ZodType<MenuItem> = z.lazy(() =>
    z.object({
      label: MenuLabel,
      href: href.optional(),
      /** Built at render time: "new-vehicles" (models), "stock" (search shortcuts), "vehicle-types". */
      dropdown: z.enum(["new-vehicles", "stock", "vehicle-types", "brands"]).optional(),
      children: z.array(item).optional(),
    }),
  );
  return item;
}

/** A header menu item, its dropdown's children checked the same way. */
export const MenuItem = menuItemOf(MenuHref);
/** A footer item: as a menu item, and it may call (`tel:`) or write (`mailto:`). */
export const FooterItem = menuItemOf(FooterHref);
