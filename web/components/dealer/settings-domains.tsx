"use client";

import { useCallback, useEffect, useState } from "react";
import { type ApiAnswer, type ApiAnswerOf, callApi } from "@/lib/client/api-client";
import { failureLine } from "@/lib/client/problem";
import { useMutation } from "@/lib/client/use-mutation";
import { buttonClass } from "./console-styles";
import { TextField } from "./settings-field";

/** A claim as the API's DealerDomain schema defines it. */
type Domain = ApiAnswerOf<"POST /dealer/domains">;

const linkButton = "text-sm font-semibold underline";

/**
 * Issue 30 §3 (owners): the site's domains. A requested name stays pending, and never answers,
 * until the server finds the token published as a DNS TXT record or an HTTP file.
 */
export function DomainsSection() {
  const [domains, setDomains] = useState<Domain[] | null>(null);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<string | null>(null);

  const change = useMutation();

  const load = useCallback(async () => {
    const listed = await callApi("GET /dealer/domains", { fallback: null });
    if (listed.ok) setDomains(listed.data.domains);
    else setStatus(failureLine(listed));
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  /** Sends one change (request, verify, remove); its refusal lands beside the name field. */
  async function act(call: () => Promise<ApiAnswer<Domain>>, done: string) {
    const result = await change.send(call);
    if (!result) return false;
    if (!result.ok) {
      setError(result.errors.name ?? failureLine(result));
      setStatus(null);
      return false;
    }
    setError(undefined);
    setStatus(done);
    await load();
    return true;
  }

  const byName = (name: string) => ({ params: { name }, fallback: null });
  return (
    <section aria-labelledby="domains-h" className="rounded bg-white p-4">
      <h2 id="domains-h" className="text-xl font-bold">
        Domains
      </h2>
      <p className="text-sm text-gray-700">
        A domain answers for this site once you prove you control it: publish the token as a DNS TXT
        record or at the web address shown, then verify.
      </p>
      <p role="status" aria-live="polite" className="text-sm">
        {status}
      </p>
      <ul className="mt-3 flex flex-col gap-3">
        {domains?.length === 0 ? <li>This site has no domains yet.</li> : null}
        {domains?.map((d) => (
          <li key={d.name} className="flex flex-col gap-1">
            <span>
              <strong>{d.name}</strong> —{" "}
              {d.status === "verified" ? "Verified" : "Waiting for proof"}
            </span>
            {d.challenge ? (
              <span className="text-sm break-all">
                DNS TXT record <code>{d.challenge.dns.name}</code> ={" "}
                <code>{d.challenge.dns.value}</code>, or <code>{d.challenge.http.url}</code>{" "}
                answering <code>{d.challenge.http.body}</code>
              </span>
            ) : null}
            <span className="flex gap-4">
              {d.status === "pending" ? (
                <button
                  type="button"
                  className={linkButton}
                  onClick={() =>
                    void act(
                      () => callApi("POST /dealer/domains/{name}/verify", byName(d.name)),
                      `${d.name} is verified.`,
                    )
                  }
                >
                  Verify {d.name}
                </button>
              ) : null}
              <button
                type="button"
                className={linkButton}
                onClick={() =>
                  void act(
                    () => callApi("DELETE /dealer/domains/{name}", byName(d.name)),
                    `${d.name} was removed.`,
                  )
                }
              >
                Remove {d.name}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <form
        noValidate
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void act(
            () => callApi("POST /dealer/domains", { body: { name }, fallback: null }),
            `${name} was requested.`,
          ).then((ok) => {
            if (ok) setName("");
          });
        }}
      >
        <TextField
          path="domains.name"
          label="Domain"
          value={name}
          error={error}
          onChange={setName}
          placeholder="www.example.com.au"
        />
        <button type="submit" className={buttonClass}>
          Request domain
        </button>
      </form>
    </section>
  );
}
