import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { LoginForm } from "./LoginForm";
import { RegisterForm } from "./RegisterForm";
import { destinationAfterAuth, validateRegister, emptyRegisterValues } from "./validation";

describe("LoginForm", () => {
  it("shows the required messages", async () => {
    renderWithProviders(<LoginForm />);
    fireEvent.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Username is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
  });

  it("links to the forgot password page", () => {
    renderWithProviders(<LoginForm />);
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/forgot-password");
  });
});

describe("RegisterForm", () => {
  it("shows every validation message verbatim", async () => {
    renderWithProviders(<RegisterForm />);
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    for (const msg of [
      "Username is required",
      "Invalid email address",
      "Password must be at least 6 characters",
      "Please confirm your password",
      "First name is required",
      "Last name is required",
      "You must agree to the terms and conditions",
    ]) {
      expect(await screen.findByText(msg)).toBeTruthy();
    }
  });

  it("reports mismatched passwords on the confirmation field", async () => {
    renderWithProviders(<RegisterForm />);
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "secret1" } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: "secret2" } });
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Passwords do not match")).toBeTruthy();
  });

  it("offers the three roles and seven affiliations, None by default", () => {
    renderWithProviders(<RegisterForm />);
    const roles = screen.getByLabelText(/^I am a/) as HTMLSelectElement;
    expect([...roles.options].map((o) => o.textContent)).toEqual(["Candidate", "Campaign Staff / Volunteer", "Vendor"]);
    const aff = screen.getByLabelText(/^Political affiliation/) as HTMLSelectElement;
    expect(aff.options).toHaveLength(7);
    expect(aff.value).toBe("NONE");
    expect(aff.selectedOptions[0].textContent).toBe("Non-Partisan");
  });

  it("has the 'Already a member? Log in.' line", () => {
    renderWithProviders(<RegisterForm />);
    expect(screen.getByRole("link", { name: "Log in." }).getAttribute("href")).toBe("/auth?mode=login");
  });
});

describe("validation", () => {
  it("accepts a complete registration", () => {
    expect(
      validateRegister({
        ...emptyRegisterValues,
        username: "jo",
        email: "jo@example.org",
        password: "secret",
        confirmPassword: "secret",
        firstName: "Jo",
        lastName: "Doe",
        terms: true,
      }),
    ).toEqual({});
  });

  it("sends vendors to their vendor tab and everyone else home", () => {
    expect(destinationAfterAuth("VENDOR")).toBe("/profile?tab=vendor");
    expect(destinationAfterAuth("CANDIDATE")).toBe("/");
    expect(destinationAfterAuth("CAMPAIGN_STAFF")).toBe("/");
  });
});
