import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { SearchInput } from "./SearchInput";

function Harness({ onCommit }: { onCommit: (q: string) => void }) {
  const [q, setQ] = useState("start");
  return (
    <>
      <SearchInput
        label="Search things"
        value={q}
        onCommit={(next) => {
          onCommit(next);
          setQ(next);
        }}
      />
      <button type="button" onClick={() => setQ("from the URL")}>
        Back
      </button>
    </>
  );
}

/** Commits arrive only when "Arrive" is clicked, as a transition waiting for its data does. */
function SlowHarness({ onCommit }: { onCommit: (q: string) => void }) {
  const [q, setQ] = useState("");
  const [sent, setSent] = useState<string[]>([]);
  return (
    <>
      <SearchInput
        label="Search things"
        value={q}
        onCommit={(next) => {
          onCommit(next);
          setSent((s) => [...s, next]);
        }}
      />
      <button type="button" onClick={() => setQ(sent[0] ?? q)}>
        Arrive
      </button>
      <output>{q}</output>
    </>
  );
}

describe("SearchInput", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("is a labelled search box showing the committed value", () => {
    renderWithProviders(<Harness onCommit={() => {}} />);
    const box = screen.getByRole("searchbox", { name: "Search things" }) as HTMLInputElement;
    expect(box.value).toBe("start");
  });

  it("commits the trimmed text 300 ms after the last keystroke, once", async () => {
    const commit = vi.fn();
    renderWithProviders(<Harness onCommit={commit} />);
    const box = screen.getByLabelText("Search things");
    fireEvent.change(box, { target: { value: "org" } });
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.change(box, { target: { value: "organizer " } });
    await act(async () => {
      vi.advanceTimersByTime(250);
    });
    expect(commit).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith("organizer");
    // The trailing space the user typed stays in the box.
    expect((box as HTMLInputElement).value).toBe("organizer ");
  });

  it("commits at once on Enter", () => {
    const commit = vi.fn();
    renderWithProviders(<Harness onCommit={commit} />);
    const box = screen.getByLabelText("Search things");
    fireEvent.change(box, { target: { value: "now" } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(commit).toHaveBeenCalledWith("now");
  });

  it("follows the value when it changes from outside (Back, Reset) and drops a pending commit", async () => {
    const commit = vi.fn();
    renderWithProviders(<Harness onCommit={commit} />);
    const box = screen.getByLabelText("Search things") as HTMLInputElement;
    fireEvent.change(box, { target: { value: "half typed" } });
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(box.value).toBe("from the URL");
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(commit).not.toHaveBeenCalled();
  });

  it("keeps what was typed, and its commit, when an earlier commit arrives late", async () => {
    const commit = vi.fn();
    renderWithProviders(<SlowHarness onCommit={commit} />);
    const box = screen.getByLabelText("Search things") as HTMLInputElement;
    fireEvent.change(box, { target: { value: "first" } });
    await act(async () => {
      vi.advanceTimersByTime(350);
    });
    expect(commit).toHaveBeenLastCalledWith("first");
    fireEvent.change(box, { target: { value: "second" } });
    // "first" arrives while "second" waits for its debounce.
    fireEvent.click(screen.getByRole("button", { name: "Arrive" }));
    expect(box.value).toBe("second");
    await act(async () => {
      vi.advanceTimersByTime(350);
    });
    expect(commit).toHaveBeenCalledTimes(2);
    expect(commit).toHaveBeenLastCalledWith("second");
  });

  it("sends the text back when it returns to the committed value before a commit arrives", async () => {
    const commit = vi.fn();
    renderWithProviders(<SlowHarness onCommit={commit} />);
    const box = screen.getByLabelText("Search things") as HTMLInputElement;
    fireEvent.change(box, { target: { value: "typo" } });
    await act(async () => {
      vi.advanceTimersByTime(350);
    });
    fireEvent.change(box, { target: { value: "" } });
    await act(async () => {
      vi.advanceTimersByTime(350);
    });
    expect(commit.mock.calls).toEqual([["typo"], [""]]);
  });
});
