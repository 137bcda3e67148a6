"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { isMenuRole } from "@/lib/menus/menu-options";
import { newUserBodySchema, userBodySchema, type UserBody, type UserFormValues } from "@/lib/users/schemas";
import type { UserDto } from "@/lib/users/user-dto";

function toFormValues(user: UserDto | null): UserFormValues {
  return {
    email: user?.email ?? "",
    firstName: user?.firstName ?? "",
    lastName: user?.lastName ?? "",
    userType: user?.userType ?? "customer",
    erpUserName: user?.erpUserName ?? "",
    password: "",
    companyId: user?.companyId ?? "",
    roles: Object.fromEntries(
      Object.entries(user?.roles ?? {}).map(([product, roles]) => [product, roles.filter(isMenuRole)]),
    ),
    products: user?.products ?? [],
  };
}

/** The User Admin form, validated by the API's own schema (a new admin also needs a password). */
export function useUserForm(user: UserDto | null) {
  return useForm<UserFormValues, unknown, UserBody>({
    resolver: zodResolver(user ? userBodySchema : newUserBodySchema),
    defaultValues: toFormValues(user),
  });
}
