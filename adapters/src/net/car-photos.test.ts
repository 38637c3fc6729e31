import { describe, expect, it } from "vitest";
import { cachedCarPhotos } from "./car-photos";
import { outboundFailure } from "./outbound-failure";
import type { OutboundFetch } from "./outbound-fetch";

/** An outbound fetch that answers from a table and counts what it was asked. */
function fakeOutbound(answers: Record<string, Uint8Array | null>) {
  const asked: string[] = [];
  const outbound: OutboundFetch = async (url) => {
    asked.push(url);
    const body = answers[url];
    return body
      ? { ok: true, response: { status: 200, headers: {}, body } }
      : { ok: false, failure: outboundFailure("not_public", `${url} refused`) };
  };
  return { outbound, asked };
}

const bytes = (n: number) => new Uint8Array(n).fill(7);

describe("cachedCarPhotos (issue 30 §5: not a fetch per anonymous visitor)", () => {
  it("fetches a photo once for many visitors, at once or one after another", async () => {
    const { outbound, asked } = fakeOutbound({ "https://cdn.example/1.jpg": bytes(10) });
    const photos = cachedCarPhotos({ outbound });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => photos("https://cdn.example/1.jpg")),
    );
    await photos("https://cdn.example/1.jpg");
    expect(answers.every((a) => a?.byteLength === 10)).toBe(true);
    expect(asked).toEqual(["https://cdn.example/1.jpg"]);
  });

  it("remembers a failure for a while too, and asks again after it", async () => {
    const { outbound, asked } = fakeOutbound({});
    let clock = 0;
    const failures: string[] = [];
    const photos = cachedCarPhotos({
      outbound,
      now: () => clock,
      keepFailureMs: 1_000,
      onFailure: (f) => failures.push(f.code),
    });
    expect(await photos("http://10.0.0.1/x.jpg")).toBeNull();
    expect(await photos("http://10.0.0.1/x.jpg")).toBeNull();
    clock = 1_001;
    expect(await photos("http://10.0.0.1/x.jpg")).toBeNull();
    expect(asked).toHaveLength(2);
    expect(failures).toEqual(["not_public", "not_public"]);
  });

  it("fetches a photo again once it has been kept its time", async () => {
    const { outbound, asked } = fakeOutbound({ "https://cdn.example/2.jpg": bytes(5) });
    let clock = 0;
    const photos = cachedCarPhotos({ outbound, now: () => clock, keepMs: 100 });
    await photos("https://cdn.example/2.jpg");
    clock = 101;
    await photos("https://cdn.example/2.jpg");
    expect(asked).toHaveLength(2);
  });

  it("holds no more than its byte budget, dropping the least recently used", async () => {
    const urls = ["https://cdn.example/a", "https://cdn.example/b", "https://cdn.example/c"];
    const { outbound, asked } = fakeOutbound(Object.fromEntries(urls.map((u) => [u, bytes(40)])));
    const photos = cachedCarPhotos({ outbound, maxCachedBytes: 100 });
    await photos(urls[0] as string);
    await photos(urls[1] as string);
    await photos(urls[0] as string); // a is now the most recently used
    await photos(urls[2] as string); // over budget: b goes
    await photos(urls[0] as string);
    await photos(urls[1] as string);
    expect(asked).toEqual([urls[0], urls[1], urls[2], urls[1]]);
  });
});
