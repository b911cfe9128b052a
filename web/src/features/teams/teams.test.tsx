import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { AddMemberDialog } from "./AddMemberDialog";
import { TeamFormDialog } from "./TeamFormDialog";
import { MEMBER_REQUIRED, NAME_REQUIRED, memberCountText, roleLabel, rolePalette, validateTeam } from "./teamTexts";

describe("team texts and rules", () => {
  it("validates like the server, with the spec's message", () => {
    expect(validateTeam({ name: "   ", description: "" })).toEqual({ name: NAME_REQUIRED });
    expect(NAME_REQUIRED).toBe("Please enter a name for your team.");
    expect(validateTeam({ name: "é".repeat(100), description: "x".repeat(1000) })).toEqual({});
    expect(validateTeam({ name: "é".repeat(101), description: "x".repeat(1001) })).toEqual({
      name: "Team name must be at most 100 characters.",
      description: "Description must be at most 1,000 characters.",
    });
  });

  it("labels roles and counts members", () => {
    expect(["OWNER", "ADMIN", "MEMBER"].map(roleLabel)).toEqual(["Owner", "Admin", "Member"]);
    expect(new Set(["OWNER", "ADMIN", "MEMBER"].map(rolePalette)).size).toBe(3);
    expect(memberCountText(1)).toBe("1 member");
    expect(memberCountText(12)).toBe("12 members");
  });
});

function CreateHarness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "dialog open" : "dialog closed"}</p>
      <TeamFormDialog open={open} onOpenChange={setOpen} connection="client:root:conn" />
    </>
  );
}

// Dialog tests render Chakra and Relay: generous timeouts for a loaded CI machine.
describe("Create Team dialog", { timeout: 30_000 }, () => {
  it("shows the name message and sends nothing without a name", async () => {
    const { environment } = renderWithProviders(<CreateHarness />, { path: "/teams" });
    const dialog = await screen.findByRole("dialog", { name: "Create Team" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Team" }));
    expect(await within(dialog).findByText(NAME_REQUIRED)).toBeTruthy();
    expect(within(dialog).getByLabelText(/Team name/).getAttribute("aria-invalid")).toBe("true");
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("sends the trimmed form and shows the server's field messages", async () => {
    const { environment } = renderWithProviders(<CreateHarness />, { path: "/teams" });
    const dialog = await screen.findByRole("dialog", { name: "Create Team" });
    fireEvent.change(within(dialog).getByLabelText(/Team name/), { target: { value: "  Field Team  " } });
    fireEvent.change(within(dialog).getByLabelText(/Description/), { target: { value: "  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Team" }));
    const op = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(op.request.node.operation.name).toBe("CreateTeamMutation");
    expect(op.request.variables).toEqual({
      input: { name: "Field Team", description: null },
      connections: ["client:root:conn"],
    });
    await act(async () => {
      environment.mock.resolve(op, {
        data: { createTeam: { team: null, errors: [{ field: "name", message: "Team name must be at most 100 characters.", code: "INVALID" }] } },
      });
    });
    expect(await within(dialog).findByText("Team name must be at most 100 characters.")).toBeTruthy();
    expect(screen.getByText("dialog open")).toBeTruthy();
  });

  it("closes after a created team", async () => {
    const { environment } = renderWithProviders(<CreateHarness />, { path: "/teams" });
    const dialog = await screen.findByRole("dialog", { name: "Create Team" });
    fireEvent.change(within(dialog).getByLabelText(/Team name/), { target: { value: "Field Team" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Team" }));
    const op = await waitFor(() => environment.mock.getMostRecentOperation());
    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, { CreateTeamPayload: () => ({ errors: [] }), Team: () => ({ name: "Field Team", databaseId: 7 }) }),
      );
    });
    expect(await screen.findByText("dialog closed")).toBeTruthy();
  });
});

describe("Add Member dialog", { timeout: 30_000 }, () => {
  it("needs a chosen member: the spec's message, no mutation", async () => {
    const { environment } = renderWithProviders(
      <AddMemberDialog open onOpenChange={() => {}} teamId="VGVhbTox" onAdded={() => {}} />,
      { path: "/teams/1" },
    );
    const dialog = await screen.findByRole("dialog", { name: "Add Member" });
    expect(within(dialog).getByText("Type at least 2 characters.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Member" }));
    expect(await within(dialog).findByText(MEMBER_REQUIRED)).toBeTruthy();
    expect(MEMBER_REQUIRED).toBe("Please select a team member to add.");
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("searches on the server from 2 characters and adds the chosen person with the role", async () => {
    const { environment } = renderWithProviders(
      <AddMemberDialog open onOpenChange={() => {}} teamId="VGVhbTox" onAdded={() => {}} />,
      { path: "/teams/1" },
    );
    const dialog = await screen.findByRole("dialog", { name: "Add Member" });
    fireEvent.change(within(dialog).getByLabelText(/Search by username/), { target: { value: "m" } });
    await new Promise((r) => setTimeout(r, 350));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Search by username/), { target: { value: "ma" } });
    const search = await waitFor(() => environment.mock.getMostRecentOperation(), { timeout: 2000 });
    expect(search.request.variables).toEqual({ teamId: "VGVhbTox", search: "ma" });
    await act(async () => {
      environment.mock.resolve(search, {
        data: {
          teamMemberCandidates: {
            edges: [{ node: { id: "VXNlcjo5", username: "marta", firstName: "Marta", lastName: "Diaz", profileImage: null } }],
            pageInfo: { hasNextPage: false },
          },
        },
      });
    });
    fireEvent.click(await within(dialog).findByRole("radio", { name: /marta/ }));
    fireEvent.change(within(dialog).getByLabelText("Role"), { target: { value: "ADMIN" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Member" }));
    const add = await waitFor(() => {
      const op = environment.mock.getMostRecentOperation();
      expect(op.request.node.operation.name).toBe("AddTeamMemberMutation");
      return op;
    });
    expect(add.request.variables).toEqual({ input: { teamId: "VGVhbTox", userId: "VXNlcjo5", role: "ADMIN" } });
  });
});
