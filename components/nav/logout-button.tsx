"use client";

/** The sidebar's Logout: the sign-out code is fetched on the press, as the narrow screens' menu fetches it. */
export function LogoutButton() {
  return (
    <button
      type="button"
      className="block w-full rounded-md px-3 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-100"
      onClick={() => void import("./logout").then((m) => m.logout())}
    >
      Logout
    </button>
  );
}
