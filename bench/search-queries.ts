import { type Car, emptySearchState, type SearchState } from "@forecourt/core";

/** A tiny seeded PRNG (mulberry32) so every run times the same query mix. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A fixed mix of search-page states like shoppers make them: the bare page, a car
 * type, a make, a make and model, a body with a price range, keywords (typed, several
 * words, with a typo), other sorts and deeper pages, several makes at once. Values are
 * drawn from the stock itself.
 */
export function searchPageMix(cars: readonly Car[], count: number, seed: number): SearchState[] {
  const random = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
  const withModel = cars.filter((c) => c.make && c.model);
  const bodies = [...new Set(cars.map((c) => c.simple_body).filter((b): b is string => !!b))];
  const sorts = ["price_asc", "price_desc", "year_desc", "km_asc", null];
  const states: SearchState[] = [];
  for (let i = 0; i < count; i++) {
    const s = emptySearchState();
    const car = pick(withModel);
    switch (i % 8) {
      case 0:
        break;
      case 1:
        s.refinementList.car_type = [pick(["new", "used", "demo"])];
        break;
      case 2:
        s.refinementList.make = [car.make as string];
        s.refinementList.car_type = ["used"];
        break;
      case 3:
        s.refinementList.make = [car.make as string];
        s.refinementList.model = [car.model as string];
        break;
      case 4: {
        const min = 5_000 * Math.floor(random() * 8);
        s.refinementList.body = [pick(bodies)];
        s.range.price = { min, max: min + 20_000 + 5_000 * Math.floor(random() * 6) };
        break;
      }
      case 5: {
        // Keyword search (issue 14 §3): a model as typed, make and body words, a one-letter typo.
        const model = (car.model as string).toLowerCase();
        const kind = Math.floor(i / 8) % 3;
        if (kind === 0) s.query = model.slice(0, 3 + Math.floor(random() * 3));
        else if (kind === 1) s.query = `${car.make} ${car.simple_body ?? car.colour ?? ""}`;
        else s.query = model.length >= 5 ? `${model.slice(0, 2)}${model.slice(3)}` : model;
        break;
      }
      case 6:
        s.sortBy = pick(sorts);
        s.page = 1 + Math.floor(random() * 5);
        s.refinementList.car_type = ["used"];
        break;
      default:
        s.refinementList.make = [car.make as string, pick(withModel).make as string];
        s.range.year = { min: 2015 + Math.floor(random() * 8) };
        s.sortBy = pick(sorts);
    }
    states.push(s);
  }
  return states;
}
