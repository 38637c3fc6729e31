import type { ButtonHTMLAttributes } from "react";

/**
 * The shared button looks (issue 31 §3): the brand's filled and outlined buttons of the shopper
 * pages, and the console's dark one. `buttonClasses` styles a link that acts as a button.
 */
const VARIANTS = {
  brand: "rounded bg-brand font-semibold text-white disabled:opacity-60",
  "brand-outline": "rounded border border-brand bg-white font-semibold text-brand",
  /** A choice not taken (an unselected tab). */
  quiet: "rounded border border-gray-300 bg-white font-semibold text-gray-900",
  console:
    "rounded bg-gray-900 font-semibold text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:opacity-60",
} as const;
export type ButtonVariant = keyof typeof VARIANTS;

/** Sizes are separate classes so no two paddings fight (Tailwind orders utilities, not classes). */
const SIZES = { md: "px-6 py-3", sm: "px-4 py-2 text-sm", xs: "px-3 py-1" } as const;
export type ButtonSize = keyof typeof SIZES;

export const buttonClasses = (
  variant: ButtonVariant = "brand",
  size: ButtonSize = variant === "console" ? "xs" : "md",
  extra = "",
) => [VARIANTS[variant], SIZES[size], extra].filter(Boolean).join(" ");

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While its action runs: disabled, with a spinner before `busyLabel` (or the children). */
  busy?: boolean;
  busyLabel?: string;
};

/** A button in one of the shared looks; `type` defaults to "button" so it never submits by accident. */
export function Button({
  variant = "brand",
  size,
  busy = false,
  busyLabel,
  className = "",
  type = "button",
  disabled,
  children,
  ...rest
}: Props) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      className={buttonClasses(variant, size, className)}
    >
      {busy ? (
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
          {busyLabel ?? children}
        </span>
      ) : (
        children
      )}
    </button>
  );
}
