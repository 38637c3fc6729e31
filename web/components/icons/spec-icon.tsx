import {
  Armchair,
  Car,
  Caravan,
  Cog,
  Fuel,
  Gauge,
  type LucideIcon,
  Motorbike,
  Route,
  Truck,
} from "lucide-react";
import type { IconSet, SpecKind } from "@/lib/view/spec-kind";

/** The theme's vehicle, for the body icon. */
const BODY: Record<IconSet, LucideIcon> = {
  car: Car,
  motorcycle: Motorbike,
  caravan: Caravan,
  truck: Truck,
};

const ICONS: Record<Exclude<SpecKind, "body">, LucideIcon> = {
  odometer: Gauge,
  transmission: Cog,
  fuel: Fuel,
  seats: Armchair,
  drive: Route,
};

type Props = { kind: SpecKind; iconSet: IconSet; className?: string };

/**
 * Issue 21 §2: the icon of one key specification, from lucide (each icon imported by name, so
 * only these ship). Decorative: the text beside it names the specification for screen readers.
 */
export function SpecIcon({ kind, iconSet, className = "h-4 w-4" }: Props) {
  const Icon = kind === "body" ? BODY[iconSet] : ICONS[kind];
  return <Icon aria-hidden="true" focusable="false" className={className} strokeWidth={1.75} />;
}
