import type { User } from "@/db/schema";

/** A user as the admin API and screen know it: never the password hash, only whether there is one. */
export function toUserDto(u: User) {
  return {
    _id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    userType: u.userType,
    erpUserName: u.erpUserName,
    companyId: u.companyId,
    roles: u.roles,
    products: u.products,
    lastPort: u.lastPort,
    hasPassword: u.passwordHash !== null,
  };
}
export type UserDto = ReturnType<typeof toUserDto>;
