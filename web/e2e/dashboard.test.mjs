// The dashboard's stat tiles open the list behind their count (issue 25, item 5):
// "Jobs Applied" the jobs the member applied to (Jobs tab), "Connections" the teams,
// "Messages" the Messages tab, "Resources Saved" the saved resources (Resources tab),
// a vendor's "Vendor Profile Views" the Vendor Profile tab. From the keyboard too,
// with focus on the list it opened; axe-clean at 375 px and on a desktop.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkA11y, graphqlInPage, launchBrowser, newPage, registerViaAPI, startServer, uniqueUser } from "./harness.mjs";

let server;
let browser;

before(async () => {
  server = await startServer({ demo: true });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function must(page, query, variables) {
  const res = await graphqlInPage(page, query, variables);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data;
}

for (const [width, height] of [
  [375, 812],
  [1366, 900],
]) {
  describe(`dashboard tiles at ${width}x${height}`, () => {
    test("each member tile opens its list", async () => {
      const page = await newPage(browser, { width, height });
      await registerViaAPI(page, server, uniqueUser());
      const ids = await must(page, "{ jobs(first: 1) { edges { node { id title } } } resources(first: 1) { edges { node { id title } } } }");
      const job = ids.jobs.edges[0].node;
      const resource = ids.resources.edges[0].node;
      await must(page, "mutation($i: ApplyToJobInput!) { applyToJob(input: $i) { errors { message } } }", {
        i: { jobId: job.id, message: "I would like to help." },
      });
      await must(page, "mutation($i: SaveResourceInput!) { saveResource(input: $i) { errors { message } } }", { i: { resourceId: resource.id } });

      await page.goto(server.url("/profile"));
      const applied = page.getByRole("link", { name: /^Jobs Applied\s*1$/ });
      await applied.waitFor();
      await checkA11y(page, `/profile overview at ${width} px`);

      // From the keyboard: the tile is a link; Enter opens the Jobs tab at the list,
      // with focus on its heading.
      await applied.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/profile\?tab=jobs#applied-jobs$/);
      await page.getByRole("tab", { name: "Jobs", selected: true }).waitFor();
      const heading = page.getByRole("heading", { name: "Jobs I Applied To (1)" });
      await heading.waitFor();
      await page.getByRole("link", { name: job.title }).first().waitFor();
      await page.waitForFunction(() => document.activeElement?.id === "applied-jobs");
      await page.waitForFunction(() => {
        const top = document.getElementById("applied-jobs").getBoundingClientRect().top;
        return top >= 0 && top < window.innerHeight / 2;
      });
      await checkA11y(page, `/profile jobs tab (applications) at ${width} px`);

      // Back to the Overview; Resources Saved opens the saved resources.
      await page.goBack();
      await page.waitForURL(/\/profile$/);
      await page.getByRole("link", { name: /^Resources Saved\s*1$/ }).click();
      await page.waitForURL(/\/profile\?tab=resources#saved-resources$/);
      await page.getByRole("tab", { name: "Resources", selected: true }).waitFor();
      await page.getByRole("heading", { name: "Saved Resources (1)" }).waitFor();
      await page.waitForFunction(() => document.activeElement?.id === "saved-resources");

      await page.goBack();
      await page.getByRole("link", { name: /^Messages\s*0$/ }).click();
      await page.waitForURL(/\/profile\?tab=messages#dashboard-messages$/);
      await page.getByRole("tab", { name: "Messages", selected: true }).waitFor();

      await page.goBack();
      await page.getByRole("link", { name: /^Connections\s*0$/ }).click();
      await page.waitForURL(/\/teams$/);
      await page.getByRole("heading", { level: 1 }).first().waitFor();

      assert.deepEqual(page.errors.map(String), []);
      await page.context().close();
    });
  });
}

test("a vendor's profile views tile opens the Vendor Profile tab", async () => {
  const page = await newPage(browser);
  await registerViaAPI(page, server, uniqueUser({ userType: "VENDOR" }));
  await page.goto(server.url("/profile?tab=overview"));
  const views = page.getByRole("link", { name: /^Vendor Profile Views/ });
  await views.click();
  await page.waitForURL(/\/profile\?tab=vendor#vendor-profile$/);
  await page.getByRole("tab", { name: "Vendor Profile", selected: true }).waitFor();
  assert.equal(await page.getByRole("link", { name: /^Jobs Posted/ }).count(), 0);
  await checkA11y(page, "/profile vendor tab from its tile");
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});
