import type { SiteRepository, StockRepository } from "@forecourt/core";
import {
  carPictureAddresses,
  drawnPictureOwner,
  pictureAddressKey,
  requestedPictureKey,
  sitePictureAddresses,
} from "@forecourt/core/media/drawn-pictures";

/** Whether a drawn picture exists: some car or site in the store shows it (issue 30 item 4). */
export interface KnownPictures {
  /** Whether the address (segments after "images", of the SVG) is one the store holds. */
  has(svgSegments: readonly string[]): Promise<boolean>;
  /** Forgets every answer (stock or a site changed). */
  forget(): void;
}

/** Cars read for one stock number: a stock number shared by more than this many sites is rare. */
const CARS_PER_STOCK_NUMBER = 50;

type Entry = { expires: number; addresses: Promise<Set<string>> };

const keysOf = (addresses: readonly string[]) =>
  new Set(addresses.flatMap((a) => pictureAddressKey(a) ?? []));

/**
 * The store's answer, kept briefly: a car's picture addresses by the stock number the address
 * spells (one indexed look-up, StockRepository.withStockNumber), and every address in the
 * sites' settings. Answers, a "no" included, are kept `ttlMs` (30 s unless set) for at most
 * `maxEntries` stock numbers (2,000), so a flood of made-up stock numbers costs one cheap query
 * each and no memory without end. `forget` drops them all at once.
 */
export function createKnownPictures(options: {
  stock: Pick<StockRepository, "withStockNumber">;
  sites: Pick<SiteRepository, "list">;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}): KnownPictures {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 2_000;
  const now = options.now ?? Date.now;
  const byStockNumber = new Map<string, Entry>();
  let sites: Entry | null = null;

  const fresh = (entry: Entry | null | undefined): entry is Entry =>
    entry !== null && entry !== undefined && entry.expires > now();

  const carAddresses = (stockNumber: string): Promise<Set<string>> => {
    const held = byStockNumber.get(stockNumber);
    if (fresh(held)) return held.addresses;
    byStockNumber.delete(stockNumber);
    const addresses = options.stock
      .withStockNumber(stockNumber, CARS_PER_STOCK_NUMBER)
      .then((cars) => keysOf(cars.flatMap(carPictureAddresses)));
    const entry = { expires: now() + ttlMs, addresses };
    byStockNumber.set(stockNumber, entry);
    // A failed look-up is asked again next time, not remembered.
    addresses.catch(() => {
      if (byStockNumber.get(stockNumber) === entry) byStockNumber.delete(stockNumber);
    });
    // A Map iterates in insertion order: the first entries are the oldest.
    for (const key of byStockNumber.keys()) {
      if (byStockNumber.size <= maxEntries) break;
      byStockNumber.delete(key);
    }
    return addresses;
  };

  const siteAddresses = (): Promise<Set<string>> => {
    if (fresh(sites)) return sites.addresses;
    const addresses = options.sites
      .list()
      .then((all) => keysOf(all.flatMap((site) => sitePictureAddresses(site))));
    const entry = { expires: now() + ttlMs, addresses };
    sites = entry;
    addresses.catch(() => {
      if (sites === entry) sites = null;
    });
    return addresses;
  };

  return {
    async has(svgSegments) {
      const owner = drawnPictureOwner(svgSegments);
      const key = requestedPictureKey(svgSegments);
      if (!owner || !key) return false;
      const held =
        owner.kind === "car" ? await carAddresses(owner.stockNumber) : await siteAddresses();
      return held.has(key);
    },
    forget() {
      byStockNumber.clear();
      sites = null;
    },
  };
}
