import { siteLocale } from "@forecourt/core/locations/site-locale";
import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { IMAGE_FALLBACK_SCRIPT } from "@/lib/image-fallback";
import { hostOfRequest } from "@/lib/request-host";
import { siteForHost } from "@/lib/tenant";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Forecourt", template: "%s" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The proxy's per-request nonce (issue 16 CSP): an inline script without it would be refused.
  const requestHeaders = await headers();
  const nonce = requestHeaders.get("x-nonce") ?? undefined;
  // The site's own language (issue 37 §3: the NZ tenant's pages said lang="en-AU"); the host is
  // decided by the same rule as the proxy's, and the site by the process's one resolution (issue 31 §4).
  const host = hostOfRequest(requestHeaders);
  const site = host ? await siteForHost(encodeURIComponent(host)) : null;
  return (
    <html lang={site ? siteLocale(site).lang : "en-AU"}>
      <body className="min-h-screen bg-white antialiased">
        {/* First in body, before any img: a failed image becomes the placeholder (lib/image-fallback). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own, no input in it. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: IMAGE_FALLBACK_SCRIPT }} />
        {children}
      </body>
    </html>
  );
}
