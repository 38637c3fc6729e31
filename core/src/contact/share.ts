import type { SiteConfig } from "../schemas/site-config";

/** §2 share dialog constants. */
export const SHARE_DIALOG_TITLE = "Share this car";
export const COPIED_TEXT = "Copied";
export const COPIED_TEXT_MS = 1500;
export const SHARE_TOAST_MS = 3000;
export const SHARE_WINDOW = { width: 550, height: 400 } as const;

/** §2 sidebar toast 'Copied {car name} to your clipboard!'. */
export function copiedToast(carName: string): string {
  return `Copied ${carName} to your clipboard!`;
}

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** §9: mobile user agents use the WhatsApp api host, others the web host. */
export function whatsappHost(
  userAgent: string,
): "https://api.whatsapp.com" | "https://web.whatsapp.com" {
  return MOBILE_UA.test(userAgent) ? "https://api.whatsapp.com" : "https://web.whatsapp.com";
}

/** §2: the share link is the site base address plus /cars/{slug}. */
export function shareLink(baseUrl: string, slug: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/cars/${encodeURIComponent(slug)}`;
}

export type ShareTarget = {
  id: "facebook" | "twitter" | "whatsapp" | "email" | "sms" | "copy";
  label: string;
  href: string;
};

/**
 * §2 share targets: Facebook, Twitter (hidden when the site turns it off), WhatsApp
 * (host per user agent), email, SMS and copy link — in that order.
 */
export function shareTargets(
  link: string,
  carName: string,
  site: { features: Pick<SiteConfig["features"], "twitterShare"> },
  userAgent: string,
): ShareTarget[] {
  const url = encodeURIComponent(link);
  const text = encodeURIComponent(`${carName} ${link}`);
  const targets: ShareTarget[] = [
    {
      id: "facebook",
      label: "Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    },
  ];
  if (site.features.twitterShare) {
    targets.push({
      id: "twitter",
      label: "Twitter",
      href: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(carName)}`,
    });
  }
  targets.push(
    { id: "whatsapp", label: "WhatsApp", href: `${whatsappHost(userAgent)}/send?text=${text}` },
    {
      id: "email",
      label: "Email",
      href: `mailto:?subject=${encodeURIComponent(carName)}&body=${url}`,
    },
    { id: "sms", label: "SMS", href: `sms:?&body=${text}` },
    { id: "copy", label: "Copy Link", href: link },
  );
  return targets;
}
