import { POST as login } from "@/app/api/auth/login/route";
import { callRoute } from "./call-route";

let addressCounter = 0;

/** A bearer token for a demo account, through the real login route. Each call comes from its own address. */
export async function loginAs(email: string, password: string): Promise<string> {
  const { status, json } = await callRoute(login, {
    body: { email, password },
    address: `10.54.0.${++addressCounter % 250}`,
  });
  if (status !== 200 || typeof json.token !== "string")
    throw new Error(`login of ${email} failed: ${status} ${JSON.stringify(json)}`);
  return json.token;
}

export const DEMO = {
  admin: { email: "admin@example.com", password: "admin1234" },
  staff: { email: "staff@example.com", password: "staff1234" },
  heritage: { email: "heritage@example.com", password: "heritage1234" },
  /** Owns no product: the one to sign up with. */
  karen: { email: "karen@example.com", password: "erp1234" },
} as const;
