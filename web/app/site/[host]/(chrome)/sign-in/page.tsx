import { garageRoute, signInRequest } from "@forecourt/core";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/account/sign-in-form";
import { queryOf } from "@/components/info/site-pages";
import Link from "@/components/link";
import { signedInUser } from "@/lib/account/server";
import { sitePage } from "@/lib/page-guard";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * §2 /sign-in?type=&redirect=&back=: the heading says what the sign-in is for; once signed in the
 * shopper goes on to `redirect` (a path on this site only), and Back returns to `back`.
 */
export default async function SignInPage({ params, searchParams }: Props) {
  const site = await sitePage(params);
  const request = signInRequest(await queryOf(searchParams), garageRoute(site) ?? "/");
  // Already signed in: nothing to do here.
  if (await signedInUser(site)) redirect(request.redirect);
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-10">
      <Link href={request.back} className="text-sm font-semibold text-brand underline">
        <span aria-hidden="true">← </span>Back
      </Link>
      <div className="mt-4 rounded-lg border border-gray-200 p-6 shadow-sm">
        <h1 className="text-2xl font-bold">{request.heading}</h1>
        <p className="mt-2 text-gray-700">
          Enter your mobile number and we will text you a one-time code to sign in to {site.name}.
        </p>
        <div className="mt-6">
          <SignInForm redirect={request.redirect} />
        </div>
      </div>
    </main>
  );
}
