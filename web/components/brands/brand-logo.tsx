type Props = {
  name: string;
  url: string | null | undefined;
  /** The brand's name is written next to the logo, so the picture adds nothing for a reader. */
  decorative?: boolean;
};

/** §9 brand logo 76×65; a placeholder when the logo is missing (§8). */
export function BrandLogo({ name, url, decorative = false }: Props) {
  if (!url) {
    return (
      <span
        {...(decorative
          ? { "aria-hidden": true }
          : { role: "img", "aria-label": `${name} logo not available` })}
        className="flex h-[65px] w-[76px] items-center justify-center rounded bg-gray-200 text-xs font-bold text-gray-700"
        data-testid="logo-placeholder"
      >
        {name
          .split(/\s+/)
          .map((w) => w[0])
          .join("")
          .slice(0, 3)
          .toUpperCase()}
      </span>
    );
  }
  return (
    // A 76×65 logo is served as drawn (next/image's `unoptimized`): a plain img, so the
    // header's brand menus do not ship next/image to every page.
    // biome-ignore lint/performance/noImgElement: an unoptimised image is exactly an img.
    <img
      src={url}
      loading="lazy"
      decoding="async"
      alt={decorative ? "" : `${name} logo`}
      width={76}
      height={65}
      className="h-[65px] w-[76px] object-contain"
    />
  );
}
