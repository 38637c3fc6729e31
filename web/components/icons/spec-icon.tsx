import {
  Armchair,
  Car,
  Caravan,
  Cog,
  Fuel,
  Gauge,
  type IconNode,
  Motorbike,
  Route,
  Truck,
} from "lucide";
import { createElement } from "react";
import type { IconSet, SpecKind } from "@/lib/view/spec-kind";

/** The theme's vehicle, for the body icon. */
const BODY: Record<IconSet, IconNode> = {
  car: Car,
  motorcycle: Motorbike,
  caravan: Caravan,
  truck: Truck,
};

const ICONS: Record<Exclude<SpecKind, "body">, IconNode> = {
  odometer: Gauge,
  transmission: Cog,
  fuel: Fuel,
  seats: Armchair,
  drive: Route,
};

type Props = { kind: SpecKind; iconSet: IconSet; className?: string };

/**
 * Issue 21 §2: the icon of one key specification, drawn from lucide's icon data (the
 * framework-free `lucide` package). Not lucide-react: its Icon is a "use client" component,
 * so every card's icons shipped its code and were hydrated one by one in the shopper's
 * browser; this renders plain SVG on the server and ships no script. Decorative: the text
 * beside it names the specification for screen readers.
 */
export function SpecIcon({ kind, iconSet, className = "h-4 w-4" }: Props) {
  const node = kind === "body" ? BODY[iconSet] : ICONS[kind];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {node.map(([tag, attrs], index) =>
        // An icon's parts never reorder: their position is their identity.
        createElement(tag, { key: index, ...attrs }),
      )}
    </svg>
  );
}
