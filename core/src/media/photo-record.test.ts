import { describe, expect, it } from "vitest";
import { photoNeedsFetch, photoRetryAt } from "./photo-record";

const now = new Date("2026-12-07T10:00:00Z");
const failed = (retryAt: string) =>
  ({ state: "failed", key: "k", source: "s", reason: "r", attempts: 1, retryAt }) as const;

describe("issue 33 §2: a photo that could not be fetched is retried later", () => {
  it.each([
    [1, 10],
    [2, 20],
    [3, 40],
    [9, 24 * 60],
    [40, 24 * 60],
  ])("after %i failures, %i minutes later", (attempts, minutes) => {
    expect(photoRetryAt(attempts, now).getTime() - now.getTime()).toBe(minutes * 60_000);
  });

  it("fetches an address never seen, and a failed one once its time has come", () => {
    expect(photoNeedsFetch(null, now)).toBe(true);
    expect(photoNeedsFetch(failed("2026-12-07T10:00:00Z"), now)).toBe(true);
    expect(photoNeedsFetch(failed("2026-12-07T10:00:01Z"), now)).toBe(false);
  });
});
