import type { User } from "@/db/schema";

/** What the screens call each user type: the spec's `customer` is a staff member of a customer company. */
export const USER_TYPE_LABELS: Record<User["userType"], string> = { admin: "Administrator", customer: "Staff" };
