"use client";

import { recordEvent, type StoredCar, toggleShopperCar, useShopperList } from "@/lib/shopper-store";

type Props = { car: StoredCar; favourite: boolean; compare: boolean; inline?: boolean };

/** Favourite and compare toggles on a card (§4 Favourites; visibility from core §5). */
export function ShopperToggles({ car, favourite, compare, inline = false }: Props) {
  const favourites = useShopperList("favourites");
  const compared = useShopperList("compare");
  const isFavourite = favourites.some((c) => c.id === car.id);
  const isCompared = compared.some((c) => c.id === car.id);
  if (!favourite && !compare) return null;
  return (
    <div className={inline ? "flex gap-1.5" : "absolute right-2 top-2 flex gap-1.5"}>
      {favourite ? (
        <button
          type="button"
          aria-pressed={isFavourite}
          aria-label={`${isFavourite ? "Remove" : "Add"} ${car.name} ${isFavourite ? "from" : "to"} favourites`}
          onClick={() => {
            const added = toggleShopperCar("favourites", car);
            recordEvent(39, { car_id: car.id, added });
          }}
          className="flex h-9 w-9 items-center justify-center rounded-full bg-white/95 text-lg shadow"
        >
          <span aria-hidden="true" className={isFavourite ? "text-red-600" : "text-gray-700"}>
            {isFavourite ? "♥" : "♡"}
          </span>
        </button>
      ) : null}
      {compare ? (
        <button
          type="button"
          aria-pressed={isCompared}
          aria-label={`${isCompared ? "Remove" : "Add"} ${car.name} ${isCompared ? "from" : "to"} compare`}
          onClick={() => toggleShopperCar("compare", car)}
          className={`flex h-9 items-center justify-center rounded-full px-3 text-xs font-bold shadow ${
            isCompared ? "bg-brand text-white" : "bg-white/95 text-gray-800"
          }`}
        >
          {isCompared ? "Comparing" : "Compare"}
        </button>
      ) : null}
    </div>
  );
}
