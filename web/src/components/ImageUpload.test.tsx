import { describe, expect, it } from "vitest";
import { readImageFile } from "./ImageUpload";

describe("readImageFile", () => {
  it("refuses files over 2 MB with the spec's message", async () => {
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    await expect(readImageFile(big)).rejects.toThrow("File is too large. Maximum size is 2MB.");
  });

  it("reads an image as a data URL", async () => {
    const small = new File([new Uint8Array([137, 80, 78, 71])], "a.png", { type: "image/png" });
    await expect(readImageFile(small)).resolves.toMatch(/^data:image\/png;base64,/);
  });
});
