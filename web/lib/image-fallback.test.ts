import { describe, expect, it } from "vitest";
import { IMAGE_FALLBACK_SCRIPT, PLACEHOLDER_IMAGE } from "./image-fallback";

/** Just enough of an <img> for the script: its sources, attributes and data set. */
class FakeImage {
  src: string;
  currentSrc: string;
  dataset: Record<string, string> = {};
  attributes = new Map<string, string>();
  constructor(src: string) {
    this.src = src;
    this.currentSrc = src;
    this.attributes.set("srcset", `${src} 1x`);
    this.attributes.set("sizes", "100vw");
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
}

/** Runs the inlined script against a fake document; returns how to fire an error event. */
function runScript() {
  const listeners: Array<{ listener: (e: { target: unknown }) => void; capture: boolean }> = [];
  const logged: unknown[][] = [];
  const document = {
    addEventListener: (
      type: string,
      listener: (e: { target: unknown }) => void,
      capture: boolean,
    ) => {
      if (type === "error") listeners.push({ listener, capture });
    },
  };
  const console = { error: (...args: unknown[]) => logged.push(args) };
  new Function("document", "HTMLImageElement", "console", IMAGE_FALLBACK_SCRIPT)(
    document,
    FakeImage,
    console,
  );
  const fire = (target: unknown) => {
    for (const { listener } of listeners) listener({ target });
  };
  return { listeners, logged, fire };
}

describe("IMAGE_FALLBACK_SCRIPT (issue 15 §1, §8)", () => {
  it("listens for errors in the capture phase (img errors do not bubble)", () => {
    const { listeners } = runScript();
    expect(listeners).toHaveLength(1);
    expect(listeners[0]?.capture).toBe(true);
  });

  it("swaps a failed image for the placeholder, dropping its srcset, and logs only its URL", () => {
    const { fire, logged } = runScript();
    const img = new FakeImage("/images/cars/gone.webp");
    fire(img);
    expect(img.src).toBe(PLACEHOLDER_IMAGE);
    expect(img.dataset.placeholder).toBe("true");
    expect([...img.attributes.keys()]).toEqual([]);
    expect(logged).toEqual([["Image failed to load:", "/images/cars/gone.webp"]]);
  });

  it("does not loop when the placeholder itself fails, and ignores other elements", () => {
    const { fire, logged } = runScript();
    const img = new FakeImage("/images/cars/gone.webp");
    fire(img);
    img.src = "changed";
    fire(img);
    fire({ src: "/script.js" });
    expect(img.src).toBe("changed");
    expect(logged).toHaveLength(1);
  });

  it("draws the placeholder inline, so it cannot fail to load", () => {
    expect(PLACEHOLDER_IMAGE.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(PLACEHOLDER_IMAGE)).toContain('width="600" height="400"');
  });
});
