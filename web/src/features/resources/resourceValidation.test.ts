import { describe, expect, it } from "vitest";
import { emptyResourceForm, resourceInput, validateResource } from "./resourceValidation";

const valid = {
  title: "Call Time Basics",
  description: "How candidates raise money on the phone.",
  category: "FUNDRAISING" as const,
  content: "Block three hours a day and make the ask.",
  imageUrl: "",
};

describe("validateResource", () => {
  it("accepts a complete resource", () => {
    expect(validateResource(valid)).toEqual({});
  });

  it("names every missing field with the spec's words", () => {
    expect(validateResource(emptyResourceForm)).toEqual({
      title: "Title must be at least 5 characters",
      description: "Description must be at least 10 characters",
      category: "Category is required",
      content: "Content must be at least 20 characters",
    });
  });

  it("counts trimmed characters at the edges of each minimum", () => {
    expect(validateResource({ ...valid, title: "  abcd  " }).title).toBe("Title must be at least 5 characters");
    expect(validateResource({ ...valid, title: "abcde" }).title).toBeUndefined();
    expect(validateResource({ ...valid, description: "123456789" }).description).toBe("Description must be at least 10 characters");
    expect(validateResource({ ...valid, content: "x".repeat(19) }).content).toBe("Content must be at least 20 characters");
    expect(validateResource({ ...valid, content: "x".repeat(20) }).content).toBeUndefined();
  });

  it("has maximums with clear messages", () => {
    expect(validateResource({ ...valid, title: "x".repeat(201) }).title).toBe("Title must be at most 200 characters");
    expect(validateResource({ ...valid, description: "x".repeat(1001) }).description).toBe("Description must be at most 1,000 characters");
    expect(validateResource({ ...valid, content: "x".repeat(50001) }).content).toBe("Content must be at most 50,000 characters");
  });
});

describe("resourceInput", () => {
  it("trims and sends no image as null", () => {
    expect(resourceInput({ ...valid, title: "  Call Time Basics " })).toEqual({
      title: "Call Time Basics",
      description: valid.description,
      category: "FUNDRAISING",
      content: valid.content,
      imageUrl: null,
    });
  });
});
