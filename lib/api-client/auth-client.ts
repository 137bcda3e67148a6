// next-auth's browser client is 9.6 kB gzipped and every page downloaded it for a sign-out that a 401 or the Logout
// item may never ask for (issue 17's JavaScript budget). Imported here when a sign-in or sign-out happens, it stays
// off every screen's first load; the Login form starts fetching it as soon as the user types.
export const loadAuthClient = () => import("next-auth/react");

/** Ends the session (cookie and server row) and loads `callbackUrl`, as `signOut` from next-auth/react does. */
export async function signOutTo(callbackUrl: string): Promise<void> {
  const { signOut } = await loadAuthClient();
  await signOut({ callbackUrl });
}
