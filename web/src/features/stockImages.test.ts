// Issue 25: every stock image a card can show is a file of web/public/assets/img, so
// the build copies it to dist/assets/img and the server serves it under /assets/
// (which no page can shadow). e2e/assets.test.mjs requests every built file.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { STOCK_IMAGES, newsImage } from "./news/newsFormat";
import { resourceCategoryOptions, resourceImage } from "./resources/resourceLabels";

const publicDir = join(dirname(fileURLToPath(import.meta.url)), "../../public");

function expectShipped(url: string) {
  expect(url.startsWith("/assets/img/"), `${url} is served from /assets/img/`).toBe(true);
  expect(existsSync(join(publicDir, url)), `${url} is a file of web/public`).toBe(true);
}

describe("stock images", () => {
  it("every resource category's image ships, and so does the fallback", () => {
    for (const { value } of resourceCategoryOptions) expectShipped(resourceImage(null, value));
    expectShipped(resourceImage("", "SOMETHING_ELSE"));
  });

  it("every news stock image in the rotation ships", () => {
    expect(STOCK_IMAGES.length).toBeGreaterThan(0);
    for (let i = 0; i < STOCK_IMAGES.length; i++) expectShipped(newsImage(null, i));
  });
});
