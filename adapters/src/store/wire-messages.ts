/**
 * Just enough of the PostgreSQL v3 wire protocol to relay a client's messages to PGlite one at a
 * time and to know when the client's unit of work (a statement, or a whole transaction) is over.
 */

const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;

/** A frontend message: the untyped ones before start-up, then typed ones ('Q', 'P', 'X', …). */
export type FrontendMessage =
  | { kind: "encryption-request" }
  | { kind: "cancel-request" }
  | { kind: "startup"; bytes: Uint8Array }
  | { kind: "terminate" }
  | { kind: "message"; bytes: Uint8Array };

/** Splits a client's byte stream into whole messages (a message may arrive across several reads). */
export class FrontendMessageReader {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;

  /** Appends bytes and returns every message now complete, in order. */
  push(data: Buffer): FrontendMessage[] {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, data]) : data;
    const messages: FrontendMessage[] = [];
    for (;;) {
      const message = this.started ? this.typed() : this.untyped();
      if (!message) return messages;
      messages.push(message);
    }
  }

  private take(length: number): Buffer {
    const bytes = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    return bytes;
  }

  private untyped(): FrontendMessage | null {
    if (this.buffer.length < 8) return null;
    const length = this.buffer.readInt32BE(0);
    if (this.buffer.length < length) return null;
    const code = this.buffer.readInt32BE(4);
    const bytes = this.take(length);
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) return { kind: "encryption-request" };
    if (code === CANCEL_REQUEST) return { kind: "cancel-request" };
    this.started = true;
    return { kind: "startup", bytes: new Uint8Array(bytes) };
  }

  private typed(): FrontendMessage | null {
    if (this.buffer.length < 5) return null;
    const length = 1 + this.buffer.readInt32BE(1);
    if (this.buffer.length < length) return null;
    const bytes = this.take(length);
    if (bytes[0] === 0x58 /* 'X' */) return { kind: "terminate" };
    return { kind: "message", bytes: new Uint8Array(bytes) };
  }
}

/** A simple-protocol query message ('Q'), for the server's own clean-up statements. */
export function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, "utf8");
  const message = Buffer.alloc(5 + body.length);
  message.write("Q", 0, "latin1");
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}

/** A Sync message ('S'): ends an extended-protocol sequence a client left half-sent. */
export const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/**
 * Follows the backend's replies (which arrive in arbitrary chunks) message by message and keeps
 * the transaction status of the last ReadyForQuery: 'I' idle, 'T' in a transaction, 'E' failed.
 */
export class ReadyForQueryWatcher {
  private header = Buffer.alloc(5);
  private headerBytes = 0;
  private bodyLeft = 0;
  private inReady = false;
  /** The body of a NotificationResponse being read, when `onNotification` wants it. */
  private notice: Buffer[] | null = null;
  /** The status byte of the last ReadyForQuery seen since the last `reset()`, if any. */
  status: "I" | "T" | "E" | null = null;

  /** `onNotification` hears each NotificationResponse ('A') in the stream: a NOTIFY that committed. */
  constructor(private readonly onNotification?: (channel: string, payload: string) => void) {}

  reset(): void {
    this.status = null;
  }

  feed(chunk: Uint8Array): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.bodyLeft > 0) {
        const n = Math.min(this.bodyLeft, chunk.length - at);
        // ReadyForQuery's body is the one status byte.
        if (this.inReady) this.status = String.fromCharCode(chunk[at] ?? 0) as "I" | "T" | "E";
        this.notice?.push(Buffer.from(chunk.subarray(at, at + n)));
        at += n;
        this.bodyLeft -= n;
        if (this.bodyLeft === 0 && this.notice) this.noticeRead(Buffer.concat(this.notice));
        continue;
      }
      this.header[this.headerBytes++] = chunk[at++] ?? 0;
      if (this.headerBytes === 5) {
        this.headerBytes = 0;
        this.inReady = this.header[0] === 0x5a; /* 'Z' */
        this.notice = this.header[0] === 0x41 /* 'A' */ && this.onNotification ? [] : null;
        this.bodyLeft = this.header.readInt32BE(1) - 4;
      }
    }
  }

  /** NotificationResponse: the sender's process id (Int32), then the channel and payload (C strings). */
  private noticeRead(body: Buffer): void {
    this.notice = null;
    const channelEnd = body.indexOf(0, 4);
    const payloadEnd = body.indexOf(0, channelEnd + 1);
    if (channelEnd < 0 || payloadEnd < 0) return;
    this.onNotification?.(
      body.toString("utf8", 4, channelEnd),
      body.toString("utf8", channelEnd + 1, payloadEnd),
    );
  }
}
