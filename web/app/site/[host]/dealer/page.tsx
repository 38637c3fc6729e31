import { StaffSignIn } from "@/components/dealer/staff-sign-in";

/** /dealer: staff sign in with an e-mail one-time code. */
export default function DealerSignInPage() {
  return <StaffSignIn />;
}
