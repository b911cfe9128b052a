import { describe, expect, it } from "vitest";
import { emptyNewsForm, newsFormValues, newsInput, savedText, validateNews } from "./newsEditor";

const good = { ...emptyNewsForm, title: "Early Voting Opens", summary: "Polls open on Monday morning.", content: "Twenty characters at least here." };

describe("news editor form rules", () => {
  it("uses the server's messages", () => {
    expect(validateNews(emptyNewsForm)).toEqual({
      title: "Title must be at least 5 characters",
      summary: "Summary must be at least 10 characters",
      content: "Content must be at least 20 characters",
    });
    expect(validateNews({ ...good, title: "x".repeat(201) }).title).toBe("Title must be at most 200 characters");
    expect(validateNews(good)).toEqual({});
  });

  it("asks for a future publication time when scheduling", () => {
    const now = new Date("2026-11-23T12:00:00");
    expect(validateNews({ ...good, publication: "schedule" }, now).publishAt).toBe("Choose the date and time to publish");
    expect(validateNews({ ...good, publication: "schedule", publishAt: "2026-11-23T11:00" }, now).publishAt).toBe("Publication time must be in the future");
    expect(validateNews({ ...good, publication: "schedule", publishAt: "2026-11-24T09:00" }, now)).toEqual({});
  });

  it("sends the image only when it changed, and the publication as a status", () => {
    const stored = { ...good, imageUrl: "/uploads/a.png", status: "PUBLISHED", publishedAt: "2026-11-01T00:00:00Z" };
    const v = newsFormValues(stored);
    expect(v.publication).toBe("now");
    expect(newsInput(v, stored.imageUrl)).toMatchObject({ imageUrl: null, status: "PUBLISHED", publishAt: null });
    expect(newsInput({ ...v, imageUrl: "" }, stored.imageUrl).imageUrl).toBe("");
    expect(newsInput({ ...v, publication: "draft" }, stored.imageUrl).status).toBe("DRAFT");
    const scheduled = newsInput({ ...v, publication: "schedule", publishAt: "2026-12-01T09:30" });
    expect(scheduled.status).toBe("SCHEDULED");
    expect(new Date(scheduled.publishAt!).getTime()).toBe(new Date("2026-12-01T09:30").getTime());
    expect(newsFormValues({ ...stored, status: "SCHEDULED", publishedAt: new Date("2026-12-01T09:30").toISOString() }).publishAt).toBe("2026-12-01T09:30");
  });

  it("says what happened on save", () => {
    expect(savedText("DRAFT", null)).toBe("Draft saved. Only editors can see it.");
    expect(savedText("PUBLISHED", "2026-11-23T00:00:00Z")).toBe("Article published.");
    expect(savedText("SCHEDULED", "2026-12-01T09:30:00Z")).toMatch(/^Article scheduled for December 1, 2026/);
  });
});
