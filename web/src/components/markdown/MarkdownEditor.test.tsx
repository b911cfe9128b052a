import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { MarkdownEditor } from "./MarkdownEditor";

function Harness({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <MarkdownEditor label="Content" name="content" value={value} onChange={setValue} />;
}

describe("MarkdownEditor", { timeout: 30_000 }, () => {
  it("labels the textarea and previews through the server's renderer", async () => {
    const { environment } = renderWithProviders(<Harness />);
    const box = screen.getByLabelText(/Content/);
    expect(box.tagName).toBe("TEXTAREA");
    fireEvent.change(box, { target: { value: "## Plan\n<script>alert(1)</script>" } });
    fireEvent.click(screen.getByRole("tab", { name: "Preview" }));
    const op = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(op.request.node.operation.name).toBe("MarkdownEditorPreviewQuery");
    expect(op.request.variables).toEqual({ markdown: "## Plan\n<script>alert(1)</script>" });
    expect(screen.getByText("Rendering preview...")).toBeTruthy();
    act(() => environment.mock.resolve(op, { data: { markdownPreview: "<h2>Plan</h2>" } }));
    const preview = await screen.findByLabelText("Rendered preview");
    expect(preview.innerHTML).toBe("<h2>Plan</h2>");
    // The textarea stays in the form while Preview is shown.
    expect((document.querySelector('textarea[name="content"]') as HTMLTextAreaElement).value).toContain("## Plan");
  });

  it("asks nothing for an empty text and shows an error with a retry", async () => {
    const { environment } = renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole("tab", { name: "Preview" }));
    expect(await screen.findByText("Nothing to preview yet.")).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.click(screen.getByRole("tab", { name: "Write" }));
    await waitFor(() => expect(screen.getByRole("tab", { name: "Write" }).getAttribute("aria-selected")).toBe("true"));
    fireEvent.change(screen.getByLabelText(/Content/), { target: { value: "Some **bold** words" } });
    fireEvent.click(screen.getByRole("tab", { name: "Preview" }));
    const op = await waitFor(() => environment.mock.getMostRecentOperation());
    act(() => environment.mock.reject(op, new Error("500: boom")));
    expect(await screen.findByText(/Preview failed: The preview could not be rendered/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    const again = await waitFor(() => {
      const ops = environment.mock.getAllOperations();
      expect(ops).toHaveLength(1);
      return ops[0];
    });
    act(() => environment.mock.resolve(again, { data: { markdownPreview: "<p>Some <strong>bold</strong> words</p>" } }));
    expect((await screen.findByLabelText("Rendered preview")).querySelector("strong")?.textContent).toBe("bold");
  });
});
