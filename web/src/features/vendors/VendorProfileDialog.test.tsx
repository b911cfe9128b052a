import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { VendorProfileDialogTestQuery } from "../../__generated__/VendorProfileDialogTestQuery.graphql";
import { renderScreen } from "../../test/render";
import { VendorProfileDialog } from "./VendorProfileDialog";

const testQuery = graphql`
  query VendorProfileDialogTestQuery @relay_test_operation {
    vendor(databaseId: 3) {
      ...VendorProfileForm_vendor
    }
  }
`;

function CreateHarness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "dialog open" : "dialog closed"}</p>
      <VendorProfileDialog vendor={null} open={open} onOpenChange={setOpen} />
    </>
  );
}

function EditHarness() {
  const data = useLazyLoadQuery<VendorProfileDialogTestQuery>(testQuery, {});
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "dialog open" : "dialog closed"}</p>
      <VendorProfileDialog vendor={data.vendor ?? null} open={open} onOpenChange={setOpen} />
    </>
  );
}

function field(name: string) {
  return screen.getByRole("dialog").querySelector(`[name="${name}"]`) as HTMLInputElement;
}

function fillValid() {
  fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: "  Acme Media  " } });
  fireEvent.change(screen.getByLabelText(/Category/), { target: { value: "MEDIA" } });
  fireEvent.change(screen.getByLabelText(/Location/), { target: { value: "Austin, TX" } });
  fireEvent.change(screen.getByLabelText(/Description/), { target: { value: "Political advertising that wins." } });
  fireEvent.change(screen.getByLabelText(/Services/), { target: { value: "TV ads\n\n  Digital ads \n\n" } });
}

describe("VendorProfileDialog (create)", () => {
  it("is a labelled dialog with every field named", async () => {
    renderScreen(<CreateHarness />, { path: "/profile" });
    const dialog = await screen.findByRole("dialog", { name: "Create Vendor Profile" });
    for (const label of [/Company name/, /Category/, /Affiliation/, /Location/, /Description/, /Company logo/, /Services/, /Recent work/]) {
      expect(within(dialog).getByLabelText(label)).toBeTruthy();
    }
    const categories = Array.from((within(dialog).getByLabelText(/Category/) as HTMLSelectElement).options).map((o) => [o.value, o.text]);
    expect(categories).toEqual([
      ["", "Select a category"],
      ["MEDIA", "Media & Advertising"],
      ["TECHNOLOGY", "Campaign Technology"],
      ["CONSULTING", "Political Consulting"],
      ["DATA", "Data & Analytics"],
      ["EVENTS", "Events & Logistics"],
      ["MERCHANDISE", "Campaign Merchandise"],
      ["FUNDRAISING", "Fundraising Services"],
      ["LEGAL", "Legal Services"],
      ["OTHER", "Other"],
    ]);
    const affiliations = Array.from((within(dialog).getByLabelText(/Affiliation/) as HTMLSelectElement).options).map((o) => o.text);
    expect(affiliations).toEqual(["No affiliation", "Democratic", "Republican", "Non-Partisan", "Other"]);
  });

  it("shows the spec's messages and sends nothing when the form is invalid", async () => {
    const { environment } = renderScreen(<CreateHarness />, { path: "/profile" });
    await screen.findByRole("dialog");
    fireEvent.click(screen.getByRole("button", { name: "Create Profile" }));
    expect(await screen.findByText("Company name is required")).toBeTruthy();
    expect(screen.getByText("Category is required")).toBeTruthy();
    expect(screen.getByText("Location is required")).toBeTruthy();
    expect(screen.getByText("Description must be at least 10 characters")).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(field("name").getAttribute("aria-invalid")).toBe("true");
  });

  it("sends the trimmed values with services one per line, then closes and puts ?tab=vendor in the URL", async () => {
    const { environment } = renderScreen(<CreateHarness />, { path: "/profile?tab=overview" });
    await screen.findByRole("dialog");
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Create Profile" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.operation.name).toBe("CreateVendorProfileMutation");
    expect(op.request.variables.input).toEqual({
      name: "Acme Media",
      category: "MEDIA",
      location: "Austin, TX",
      affiliation: null,
      description: "Political advertising that wins.",
      logo: null,
      services: ["TV ads", "Digital ads"],
      recentWork: "",
    });
    expect(screen.getByRole("button", { name: "Saving..." })).toHaveProperty("disabled", true);
    act(() => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          VendorPayload: () => ({ errors: [] }),
        }),
      );
    });
    await screen.findByText("dialog closed");
    expect(screen.getByTestId("location").textContent).toBe("/profile?tab=vendor");
    expect(await screen.findByText("Your vendor profile has been created.")).toBeTruthy();
  });

  it("shows the server's field messages under the fields and toasts the first one", async () => {
    const { environment } = renderScreen(<CreateHarness />, { path: "/profile" });
    await screen.findByRole("dialog");
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Create Profile" }));
    const op = environment.mock.getMostRecentOperation();
    act(() => {
      environment.mock.resolve(op, {
        data: {
          createVendorProfile: {
            vendor: null,
            errors: [{ field: "logo", message: "File is too large. Maximum size is 2MB.", code: "TOO_LARGE" }],
          },
        },
      });
    });
    // Once under the logo field (inside the dialog) and once in the toast.
    await waitFor(() => expect(screen.getAllByText("File is too large. Maximum size is 2MB.")).toHaveLength(2));
    expect(within(screen.getByRole("dialog")).getByText("File is too large. Maximum size is 2MB.")).toBeTruthy();
    expect(screen.getByText("dialog open")).toBeTruthy();
  });

  it("toasts the server's message when the request fails", async () => {
    const { environment } = renderScreen(<CreateHarness />, { path: "/profile" });
    await screen.findByRole("dialog");
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Create Profile" }));
    const op = environment.mock.getMostRecentOperation();
    const original = console.error;
    console.error = () => {};
    try {
      act(() => environment.mock.reject(op, new Error("You already have a vendor profile.")));
      expect(await screen.findByText("You already have a vendor profile.")).toBeTruthy();
    } finally {
      console.error = original;
    }
    expect(screen.getByText("dialog open")).toBeTruthy();
  });
});

describe("VendorProfileDialog (edit)", () => {
  it("starts from the current profile and sends its id, the kept logo URL and the services", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((op) =>
      MockPayloadGenerator.generate(op, {
        Vendor: () => ({
          id: "VmVuZG9yOjM=",
          name: "Acme Media",
          category: "DATA",
          location: "Austin, TX",
          affiliation: "REPUBLICAN",
          description: "Polling and analytics for campaigns.",
          logo: "/uploads/logo.png",
          services: ["Polls", "Focus groups"],
          recentWork: "Governor's race 2024",
        }),
      }),
    );
    renderScreen(<EditHarness />, { path: "/profile", environment });
    const dialog = await screen.findByRole("dialog", { name: "Edit Vendor Profile" });
    expect(field("name").value).toBe("Acme Media");
    expect((within(dialog).getByLabelText(/Category/) as HTMLSelectElement).value).toBe("DATA");
    expect((within(dialog).getByLabelText(/Affiliation/) as HTMLSelectElement).value).toBe("REPUBLICAN");
    expect(field("services").value).toBe("Polls\nFocus groups");
    expect(within(dialog).getByRole("img", { name: "Company logo preview" }).getAttribute("src")).toBe("/uploads/logo.png");

    fireEvent.change(field("services"), { target: { value: "Polls\n\n\nFocus groups\nModeling" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.operation.name).toBe("UpdateVendorProfileMutation");
    expect(op.request.variables.input).toMatchObject({
      id: "VmVuZG9yOjM=",
      logo: "/uploads/logo.png",
      affiliation: "REPUBLICAN",
      services: ["Polls", "Focus groups", "Modeling"],
      recentWork: "Governor's race 2024",
    });
  });

  it("removing the logo sends an empty logo", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((op) =>
      MockPayloadGenerator.generate(op, {
        Vendor: () => ({ id: "VmVuZG9yOjM=", name: "Acme", category: "DATA", location: "DC", description: "Polling for campaigns.", logo: "/uploads/l.png", services: [] }),
      }),
    );
    renderScreen(<EditHarness />, { path: "/profile", environment });
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: /Remove/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
    expect(environment.mock.getMostRecentOperation().request.variables.input.logo).toBe("");
  });
});
