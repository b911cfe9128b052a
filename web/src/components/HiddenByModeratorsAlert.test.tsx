import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Bubble } from "../features/messages/MessageBubble";
import { renderWithProviders } from "../test/render";
import { HiddenByModeratorsAlert } from "./HiddenByModeratorsAlert";

describe("HiddenByModeratorsAlert", () => {
  it("warns the author with the title and the reason", () => {
    renderWithProviders(<HiddenByModeratorsAlert hidden reason="Spam: fee to apply" />);
    const alert = screen.getByTestId("hidden-by-moderators");
    expect(alert.textContent).toContain("Hidden by moderators");
    expect(alert.textContent).toContain("Spam: fee to apply");
  });

  it("shows nothing on visible content", () => {
    renderWithProviders(<HiddenByModeratorsAlert hidden={false} reason="Spam" />);
    expect(screen.queryByTestId("hidden-by-moderators")).toBeNull();
  });
});

describe("Bubble", () => {
  it("notes a hidden own message, and nothing on others", () => {
    renderWithProviders(
      <ul>
        <Bubble mine content="Buy followers" time="3:04 PM" hidden={{ reason: "Spam" }} />
        <Bubble mine content="Hello" time="3:05 PM" />
      </ul>,
    );
    const notes = screen.getAllByTestId("message-hidden");
    expect(notes.map((n) => n.textContent)).toEqual(["Hidden by moderators: Spam"]);
  });
});
