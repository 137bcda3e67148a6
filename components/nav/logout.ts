import { signOutTo } from "@/lib/api-client/auth-client";

/** Spec 1 section 4: logout clears the session state and resets the port to 5000; it lands on the root path. */
export async function logout() {
  try {
    window.localStorage.setItem("apiPort", "5000");
  } catch {
    // Storage may be unavailable (private mode); the sign-out still happens.
  }
  await signOutTo("/");
}
