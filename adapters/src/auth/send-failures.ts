import { AsyncLocalStorage } from "node:async_hooks";

/**
 * better-auth calls our code senders from inside its endpoints and swallows what they throw
 * (email-otp's runInBackgroundOrAwait logs it), so a provider's refusal would look like a
 * send. The sender's call is wrapped in `keepSendError` and the endpoint's in `withSendErrors`,
 * which throws the kept error (a CodeNotSentError) to the use case once better-auth returns.
 */
const kept = new AsyncLocalStorage<{ error?: unknown }>();

/** Runs a sender (better-auth's callback); inside `withSendErrors` its error is kept, not thrown. */
export async function keepSendError(send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    const slot = kept.getStore();
    if (!slot) throw error;
    slot.error = error;
  }
}

/** Runs a better-auth call; throws what a sender it called threw, after it returns. */
export async function withSendErrors<T>(call: () => Promise<T>): Promise<T> {
  const slot: { error?: unknown } = {};
  const answer = await kept.run(slot, call);
  if ("error" in slot) throw slot.error;
  return answer;
}
