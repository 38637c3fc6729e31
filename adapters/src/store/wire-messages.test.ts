import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FrontendMessageReader, ReadyForQueryWatcher, SYNC, simpleQuery } from "./wire-messages";

/** A typed protocol message: type byte, int32 length (itself included), body. */
const message = (type: string, body: Uint8Array = new Uint8Array()) => {
  const bytes = Buffer.alloc(5 + body.length);
  bytes.write(type, 0, "latin1");
  bytes.writeInt32BE(4 + body.length, 1);
  Buffer.from(body).copy(bytes, 5);
  return bytes;
};
const untyped = (code: number, extra = Buffer.alloc(0)) => {
  const bytes = Buffer.alloc(8 + extra.length);
  bytes.writeInt32BE(8 + extra.length, 0);
  bytes.writeInt32BE(code, 4);
  extra.copy(bytes, 8);
  return bytes;
};
const startup = untyped(196_608, Buffer.from("user\0postgres\0\0"));
const ready = (status: string) => message("Z", Buffer.from(status, "latin1"));

/** Cuts `bytes` at the given points (any order, repeats allowed). */
const chunks = (bytes: Buffer, cuts: number[]) => {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const parts: Buffer[] = [];
  let from = 0;
  for (const to of [...at, bytes.length]) {
    parts.push(bytes.subarray(from, to));
    from = to;
  }
  return parts;
};

describe("FrontendMessageReader", () => {
  const stream = Buffer.concat([
    untyped(80_877_103), // SSLRequest
    startup,
    message("P", Buffer.from("\0SELECT 1\0\0\0")),
    Buffer.from(SYNC),
    Buffer.from(simpleQuery("ROLLBACK")),
    message("X"),
  ]);
  const kinds = ["encryption-request", "startup", "message", "message", "message", "terminate"];

  it("reads each message once, whole, however the stream is cut", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 12 }), (cuts) => {
        const reader = new FrontendMessageReader();
        const read = chunks(stream, cuts).flatMap((part) => reader.push(part));
        expect(read.map((m) => m.kind)).toEqual(kinds);
        const bytes = read.flatMap((m) => ("bytes" in m ? [Buffer.from(m.bytes)] : []));
        expect(Buffer.concat(bytes).toString("latin1")).toContain("SELECT 1");
        expect(Buffer.from(bytes[0] ?? []).equals(startup)).toBe(true);
      }),
    );
  });

  it("tells a cancel request apart from a start-up", () => {
    expect(new FrontendMessageReader().push(untyped(80_877_102, Buffer.alloc(8)))).toEqual([
      { kind: "cancel-request" },
    ]);
  });
});

describe("ReadyForQueryWatcher", () => {
  it("keeps the status of the last ReadyForQuery, however the replies are cut", () => {
    const replies = Buffer.concat([
      message("1"), // ParseComplete
      message("D", Buffer.from("\0\x01\0\0\0\x01Z")), // a data row holding a 'Z'
      ready("T"),
      message("C", Buffer.from("COMMIT\0")),
      ready("I"),
    ]);
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 12 }), (cuts) => {
        const watcher = new ReadyForQueryWatcher();
        for (const part of chunks(replies, cuts)) watcher.feed(part);
        expect(watcher.status).toBe("I");
      }),
    );
  });

  it("has no status until a ReadyForQuery arrives (a Parse still waiting for its Sync)", () => {
    const watcher = new ReadyForQueryWatcher();
    watcher.feed(ready("T"));
    watcher.reset();
    watcher.feed(message("1"));
    expect(watcher.status).toBeNull();
  });
});

describe("ReadyForQueryWatcher: notifications", () => {
  it("hears each NotificationResponse's channel and payload, however the replies are cut", () => {
    const notice = (channel: string, payload: string) => {
      const body = Buffer.alloc(4);
      body.writeInt32BE(42, 0);
      return message("A", Buffer.concat([body, Buffer.from(`${channel}\0${payload}\0`)]));
    };
    const replies = Buffer.concat([
      message("C", Buffer.from("COMMIT\0")),
      notice("forecourt_stock", ""),
      notice("forecourt_sites", "north-motors"),
      message("D", Buffer.from("\0\x01\0\0\0\x01A")), // a data row holding an 'A'
      ready("I"),
    ]);
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 12 }), (cuts) => {
        const heard: Array<[string, string]> = [];
        const watcher = new ReadyForQueryWatcher((channel, payload) =>
          heard.push([channel, payload]),
        );
        for (const part of chunks(replies, cuts)) watcher.feed(part);
        expect(heard).toEqual([
          ["forecourt_stock", ""],
          ["forecourt_sites", "north-motors"],
        ]);
        expect(watcher.status).toBe("I");
      }),
      { numRuns: 100 },
    );
  });
});
