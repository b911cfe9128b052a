import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { ResourceForm } from "./ResourceForm";
import { emptyResourceForm } from "./resourceValidation";

function renderForm(props: Partial<Parameters<typeof ResourceForm>[0]> = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <ResourceForm mode="create" initial={emptyResourceForm} pending={false} submitLabel="Create Resource" pendingLabel="Creating..." onSubmit={onSubmit} {...props} />,
  );
  return onSubmit;
}

describe("ResourceForm", () => {
  it("shows every validation message on submit, focuses the first field and sends nothing", () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Create Resource" }));
    expect(screen.getByText("Title must be at least 5 characters")).toBeTruthy();
    expect(screen.getByText("Description must be at least 10 characters")).toBeTruthy();
    expect(screen.getByText("Category is required")).toBeTruthy();
    expect(screen.getByText("Content must be at least 20 characters")).toBeTruthy();
    expect(document.activeElement?.getAttribute("name")).toBe("title");
    expect(screen.getByRole("textbox", { name: /Title/ }).getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
    // No removal note when creating.
    expect(screen.queryByText("Current image will be removed if no new image is selected.")).toBeNull();
  });

  it("re-validates as the member types after a first submit, then submits the values", () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Create Resource" }));
    fireEvent.change(screen.getByRole("textbox", { name: /Title/ }), { target: { value: "Call Time Basics" } });
    expect(screen.queryByText("Title must be at least 5 characters")).toBeNull();
    fireEvent.change(screen.getByRole("textbox", { name: /Description/ }), { target: { value: "How candidates raise money." } });
    fireEvent.change(screen.getByRole("combobox", { name: /Category/ }), { target: { value: "FUNDRAISING" } });
    fireEvent.change(screen.getByRole("textbox", { name: /Content/ }), { target: { value: "## Block the time\n\nThree hours a day." } });
    fireEvent.click(screen.getByRole("button", { name: "Create Resource" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ title: "Call Time Basics", category: "FUNDRAISING", imageUrl: "" });
  });

  it("on edit says the current image will be removed, and offers to keep it", () => {
    const onSubmit = renderForm({
      mode: "edit",
      submitLabel: "Save Changes",
      currentImage: "/uploads/aa/bb.png",
      initial: { title: "Call Time Basics", description: "How candidates raise money.", category: "FUNDRAISING", content: "Three hours a day, every day.", imageUrl: "" },
    });
    expect(screen.getByText("Current image will be removed if no new image is selected.")).toBeTruthy();
    expect(screen.getByTestId("current-image")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(onSubmit.mock.calls[0][0].imageUrl).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Keep current image" }));
    expect(screen.queryByTestId("current-image")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(onSubmit.mock.calls[1][0].imageUrl).toBe("/uploads/aa/bb.png");
  });
});
