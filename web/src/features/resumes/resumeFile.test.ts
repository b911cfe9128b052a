import { describe, expect, it } from "vitest";
import { formatFileSize, MSG_NOT_PDF, MSG_TOO_LARGE, readResume, RESUME_MAX_BYTES } from "./resumeFile";

describe("readResume", () => {
  it("reads a PDF as a data:application/pdf URL, whatever type the browser gave it", async () => {
    const file = new File(["%PDF-1.4\n%%EOF\n"], "cv.pdf", { type: "" });
    const res = await readResume(file);
    expect(res).toEqual({ fileName: "cv.pdf", size: file.size, data: expect.stringMatching(/^data:application\/pdf;base64,JVBERi0xLjQK/) });
  });

  it("refuses a file that is not a PDF by its bytes, even named .pdf", async () => {
    expect(await readResume(new File(["<html></html>"], "cv.pdf", { type: "application/pdf" }))).toEqual({ error: MSG_NOT_PDF });
  });

  it("refuses a file over 5 MB before reading it", async () => {
    const big = new File([new Uint8Array(RESUME_MAX_BYTES + 1)], "big.pdf", { type: "application/pdf" });
    expect(await readResume(big)).toEqual({ error: MSG_TOO_LARGE });
  });
});

describe("formatFileSize", () => {
  it("says bytes, KB or MB", () => {
    expect(formatFileSize(820)).toBe("820 bytes");
    expect(formatFileSize(120 * 1024)).toBe("120 KB");
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe("1.3 MB");
  });
});
