import type { StoreConnection } from "./connection";

/** A dropped LISTEN connection is opened again after this long. */
export const RELISTEN_MS = 1_000;

export interface ChannelListenerHandlers {
  /** A notice arrived (on PostgreSQL, after the writing transaction committed). */
  onNotify(payload: string): void;
  /** The listening connection dropped: notices may be missed until `onListening` runs again. */
  onLost?(): void;
  /** Listening (again): whatever changed while not listening should be caught up now. */
  onListening?(): void;
  onError(error: unknown): void;
}

export interface ChannelListener {
  /** Listens when the store can (StoreConnection.listen); resolves once listening or failed (retried). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** True while a LISTEN is open. */
  listening(): boolean;
}

/**
 * LISTENs on one channel and keeps listening: a dropped connection, or a failed first
 * attempt, is retried every `relistenMs`. Shared by the site watch and the stock watch, so
 * every change notice of the store reaches a process the same way.
 */
export function listenToChannel(
  connection: Pick<StoreConnection, "listen">,
  channel: string,
  handlers: ChannelListenerHandlers,
  relistenMs = RELISTEN_MS,
): ChannelListener {
  let relisten: ReturnType<typeof setTimeout> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let running = false;

  const notify = (payload: string) => {
    try {
      handlers.onNotify(payload);
    } catch (error) {
      handlers.onError(error);
    }
  };

  function listenAgainSoon() {
    if (running && connection.listen) {
      relisten ??= setTimeout(() => {
        relisten = undefined;
        void listen();
      }, relistenMs);
    }
  }

  function lost(error: unknown) {
    handlers.onError(error);
    unlisten = undefined;
    handlers.onLost?.();
    listenAgainSoon();
  }

  async function listen(): Promise<void> {
    if (!connection.listen || !running) return;
    try {
      const close = await connection.listen(channel, notify, lost);
      if (!running) {
        await close();
        return;
      }
      unlisten = close;
      handlers.onListening?.();
    } catch (error) {
      handlers.onError(error);
      listenAgainSoon();
    }
  }

  return {
    async start() {
      if (running) return;
      running = true;
      await listen();
    },
    async stop() {
      running = false;
      if (relisten) clearTimeout(relisten);
      relisten = undefined;
      await unlisten?.();
      unlisten = undefined;
    },
    listening: () => unlisten !== undefined,
  };
}
