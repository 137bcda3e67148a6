// ERP users: the pinned demo users plus generated staff (salespeople, writers, counter staff).
import { ERP_PASSWORD_FOR_GENERATED_USERS, ERP_USERS } from "../fixtures";
import { Rng } from "../rng";
import { initialUpdateKey } from "../table";
import { BRANCH_ROWS, COMPANIES } from "./org";
import type { ErpUser } from "./types";
import { FIRST_NAMES, LAST_NAMES } from "./words";

const ROLE_SETS = [
  ["customermaint", "ordentry", "shipping"],
  ["ordentry", "pricing"],
  ["shipping", "receiving"],
  ["purchasing", "vendormaint"],
  ["ordentry"],
];

function user(
  id: string,
  first: string,
  last: string,
  homeBranch: string,
  branches: readonly string[],
  title: string,
  roles: readonly string[],
): ErpUser {
  const company = COMPANIES.find((c) => BRANCH_ROWS.some((b) => b[0] === homeBranch && b[1] === c.code))!;
  return {
    id,
    userName: id,
    name: `${first} ${last}`,
    firstName: first,
    lastName: last,
    email: `${id.toLowerCase()}@${company.code.toLowerCase()}supply.com`,
    type: "Employee",
    title,
    homeBranch,
    accessibleBranches: branches.map((branchId) => ({ branchId })),
    roles: roles.map((r) => ({ id: r })),
    companies: [{ id: company.code }],
    inactive: false,
    updateKey: initialUpdateKey("user", id),
  };
}

export type UserSeed = { users: ErpUser[]; passwords: Map<string, string> };

export function buildUsers(seed: number): UserSeed {
  const rng = new Rng(seed, "users");
  const passwords = new Map<string, string>();
  const users: ErpUser[] = [];
  const split = (name: string) => [name.split(" ")[0], name.split(" ").slice(1).join(" ")] as const;

  for (const pinned of Object.values(ERP_USERS)) {
    const [first, last] = split(pinned.name);
    const roles =
      pinned.userName === "KWALKER" ? ["ordentry"] : ["customermaint", "ordentry", "shipping", "pricing", "purchasing"];
    users.push(user(pinned.userName, first, last, pinned.homeBranch, pinned.accessibleBranches, "Operations", roles));
    passwords.set(pinned.userName, pinned.password);
  }

  const titles = [
    "Inside Sales",
    "Outside Sales",
    "Counter Sales",
    "Branch Manager",
    "Shipping Clerk",
    "Purchasing Agent",
  ];
  for (let i = 0; users.length < 48; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    let id = `${first[0]}${last}`
      .toUpperCase()
      .replace(/[^A-Z]/g, "")
      .slice(0, 10);
    if (passwords.has(id)) id = `${id.slice(0, 9)}${(i % 9) + 1}`;
    if (passwords.has(id)) continue;
    const home = rng.pick(BRANCH_ROWS);
    const companyBranches = BRANCH_ROWS.filter((b) => b[1] === home[1]).map((b) => b[0]);
    const branches = rng.chance(0.5) ? companyBranches : [home[0]];
    users.push(user(id, first, last, home[0], branches, rng.pick(titles), rng.pick(ROLE_SETS)));
    passwords.set(id, ERP_PASSWORD_FOR_GENERATED_USERS);
  }
  return { users, passwords };
}

/** Salespeople and writers for customers and orders: the generated users (not the demo accounts). */
export function staffIds(users: readonly ErpUser[]): string[] {
  return users.filter((u) => !Object.values(ERP_USERS).some((p) => p.userName === u.id)).map((u) => u.id);
}
