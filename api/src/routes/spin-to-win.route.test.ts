import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, type Harness, harness, signIn, site } from "../test-support/harness";
import { SPIN_ENTERED } from "./spin-to-win.schema";

/** Issue 30 §13: Spin to Win tells nobody who has not proved a number whether it entered or what it won. */
let h: Harness;
beforeAll(async () => {
  // Not gated: anyone may spin with a number typed in.
  h = await harness({ random: () => 0.99 }, [site("charlie", { pages: ["/spin-to-win"] })]);
}, 120_000);
afterAll(() => h.close());

const CHARLIE = "charlie.localhost:3000";
const entry = (phone: string) => ({
  name: "Sam Citizen",
  email: "sam@example.com",
  phone,
  terms_conditions: true,
});
const spins = async (phone: string) =>
  (await h.store.leads.listByPhone("charlie", phone)).filter(
    (lead) => lead.payload.category === "Spin to Win",
  );

describe("POST /api/spin-to-win without a signed-in number", () => {
  it("answers a number that entered exactly as one that did not, with no prize", async () => {
    const cookie = await signIn(h, CHARLIE, "0412555101");
    const owner = await client(h.app, CHARLIE).post("/api/spin-to-win", entry("0412555101"), {
      cookie,
    });
    expect(owner.status).toBe(200);
    expect(await owner.json()).toMatchObject({ prize: expect.any(String), already_entered: false });

    const stranger = client(h.app, CHARLIE);
    const entered = await stranger.post("/api/spin-to-win", entry("0412 555 101"));
    const fresh = await stranger.post("/api/spin-to-win", entry("0412555102"));
    expect(entered.status).toBe(200);
    const [enteredBody, freshBody] = [await entered.json(), await fresh.json()];
    expect(enteredBody).toEqual({ message: SPIN_ENTERED });
    expect(freshBody).toEqual(enteredBody);
    // The stranger's spin for the entered number changed nothing; the fresh number's entry stands.
    expect(await spins("0412555101")).toHaveLength(1);
    expect(await spins("0412555102")).toHaveLength(1);
  });

  it("the signed-in owner of a number still sees their prize and that they entered", async () => {
    const cookie = await signIn(h, CHARLIE, "0412555102");
    const again = await client(h.app, CHARLIE).post("/api/spin-to-win", entry("0412555102"), {
      cookie,
    });
    expect(await again.json()).toMatchObject({
      prize: expect.any(String),
      already_entered: true,
      message: expect.any(String),
    });
  });
});
