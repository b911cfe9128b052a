import { isValidEmail, type FieldErrors } from "../../lib/forms";

// Spec section 5, messages verbatim.

export interface LoginValues {
  username: string;
  password: string;
}

export function validateLogin(v: LoginValues): FieldErrors<keyof LoginValues> {
  const e: FieldErrors<keyof LoginValues> = {};
  if (!v.username.trim()) e.username = "Username is required";
  if (!v.password) e.password = "Password is required";
  return e;
}

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  userType: string;
  politicalAffiliation: string;
  location: string;
  bio: string;
  profileImage: string;
  terms: boolean;
}

export const emptyRegisterValues: RegisterValues = {
  username: "",
  email: "",
  password: "",
  confirmPassword: "",
  firstName: "",
  lastName: "",
  userType: "CANDIDATE",
  politicalAffiliation: "NONE",
  location: "",
  bio: "",
  profileImage: "",
  terms: false,
};

export function validateRegister(v: RegisterValues): FieldErrors<keyof RegisterValues> {
  const e: FieldErrors<keyof RegisterValues> = {};
  if (!v.username.trim()) e.username = "Username is required";
  if (!isValidEmail(v.email)) e.email = "Invalid email address";
  if (v.password.length < 6) e.password = "Password must be at least 6 characters";
  if (!v.confirmPassword) e.confirmPassword = "Please confirm your password";
  else if (v.confirmPassword !== v.password) e.confirmPassword = "Passwords do not match";
  if (!v.firstName.trim()) e.firstName = "First name is required";
  if (!v.lastName.trim()) e.lastName = "Last name is required";
  if (!v.terms) e.terms = "You must agree to the terms and conditions";
  return e;
}

export function validatePasswordPair(password: string, confirmPassword: string): FieldErrors<"password" | "confirmPassword"> {
  const e: FieldErrors<"password" | "confirmPassword"> = {};
  if (password.length < 6) e.password = "Password must be at least 6 characters";
  if (!confirmPassword) e.confirmPassword = "Please confirm your password";
  else if (confirmPassword !== password) e.confirmPassword = "Passwords do not match";
  return e;
}

/** Where a user lands after logging in or signing up (spec section 2, /auth). */
export function destinationAfterAuth(userType: string, next?: string | null): string {
  return safeNext(next) ?? (userType === "VENDOR" ? "/profile?tab=vendor" : "/");
}

/** A `next` query value (where to return after logging in) when it is a path on
 * this site ("/jobs/3?x=1"); null for anything else, so /auth is no open redirect
 * ("//evil.example", "/\\evil", "https://...", "javascript:..."). */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  if (/[\u0000-\u001f\\]/.test(next)) return null;
  if (next === "/auth" || next.startsWith("/auth?")) return null;
  return next;
}

/** The /auth URL that logs in and then returns to `path` (e.g. "/jobs/3"). */
export function loginHref(path: string, mode: "login" | "register" = "login"): string {
  return `/auth?${new URLSearchParams({ mode, next: path }).toString()}`;
}
