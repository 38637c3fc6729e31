import { getImageProps, type ImageProps } from "next/image";
import type { CSSProperties } from "react";
import { rasterSources } from "./raster-sources";

/**
 * The attributes of an optimised `<img>` (srcset through /_next/image at the
 * configured widths and qualities), worked out on the server. Client components
 * that show photos take these instead of rendering next/image themselves, which
 * would ship its component, config and loader to the browser (about 5 KB gzip).
 */
export type ImgAttrs = {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "low" | "auto";
  decoding?: "async" | "auto" | "sync";
  style?: CSSProperties;
};

type Options = Omit<ImageProps, "alt" | "src"> & { src: string };

export function imgAttrs(options: Options): ImgAttrs {
  const { props } = getImageProps({ ...options, alt: "" });
  // A drawn demo picture (SVG) is pointed at its WebP copies instead.
  const sizes = options.sizes || (options.fill ? "100vw" : undefined);
  const raster = rasterSources(
    options.src,
    sizes ? { sizes } : { width: Number(options.width) || 640 },
    Number(options.quality) || undefined,
  );
  return {
    src: raster?.src ?? props.src,
    srcSet: raster?.srcSet ?? props.srcSet,
    sizes: raster ? raster.sizes : props.sizes,
    width: props.width,
    height: props.height,
    loading: props.loading,
    fetchPriority: props.fetchPriority,
    decoding: props.decoding,
    style: props.style,
  };
}
