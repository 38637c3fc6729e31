import { getImageProps, type ImageProps } from "next/image";
import type { CSSProperties } from "react";

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
  return {
    src: props.src,
    srcSet: props.srcSet,
    sizes: props.sizes,
    width: props.width,
    height: props.height,
    loading: props.loading,
    fetchPriority: props.fetchPriority,
    decoding: props.decoding,
    style: props.style,
  };
}
