import { describe, expect, it } from "vitest";
import { vendorContactAction } from "./VendorProfile";
import { parseVendorId } from "./VendorRoute";

const vendor = { viewerIsOwner: false, owner: { databaseId: 42 } };

describe("vendorContactAction", () => {
  it("asks visitors to log in", () => {
    expect(vendorContactAction(null, vendor)).toEqual({ label: "Log in to Contact", to: "/auth?mode=login" });
  });
  it("lets other signed-in users message the owner", () => {
    expect(vendorContactAction({ databaseId: 7 }, vendor)).toEqual({ label: "Contact Vendor", to: "/messages?to=42" });
  });
  it("sends the owner to the vendor dashboard", () => {
    expect(vendorContactAction({ databaseId: 42 }, { ...vendor, viewerIsOwner: true })).toEqual({
      label: "Edit Your Vendor Profile",
      to: "/profile?tab=vendor",
    });
  });
});

describe("parseVendorId", () => {
  it("accepts positive integers only", () => {
    expect(parseVendorId("12")).toBe(12);
    expect(parseVendorId("0")).toBeNull();
    expect(parseVendorId("abc")).toBeNull();
    expect(parseVendorId("1e3")).toBeNull();
    expect(parseVendorId("99999999999")).toBeNull();
    expect(parseVendorId(undefined)).toBeNull();
  });
});
