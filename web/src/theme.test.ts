import { menuSlotRecipe, separatorRecipe } from "@chakra-ui/react/theme";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addRecipes, createCanvassSystem, missingRecipes, getSystem } from "./theme";
import { screenRecipes } from "./theme-recipes";

afterEach(() => {
  missingRecipes.clear();
  vi.restoreAllMocks();
});

describe("lazy Chakra recipes (theme.ts addRecipes)", () => {
  it("the shared system has the screens' recipes once theme-recipes.ts has loaded", () => {
    for (const key of Object.keys(screenRecipes.slotRecipes)) expect(getSystem().isSlotRecipe(key), key).toBe(true);
    for (const key of Object.keys(screenRecipes.recipes)) expect(getSystem().isRecipe(key), key).toBe(true);
    // ...and styles with them (Chakra reads the objects addRecipes() writes to).
    expect(Object.keys(getSystem().getSlotRecipeFn("dialog")({}).content ?? {}).length).toBeGreaterThan(0);
  });

  it("a fresh system has only the shell's and the home page's recipes", () => {
    const sys = createCanvassSystem();
    expect(sys.isSlotRecipe("card")).toBe(true);
    expect(sys.isRecipe("button")).toBe(true);
    expect(sys.isSlotRecipe("dialog")).toBe(false);
    expect(sys.isSlotRecipe("menu")).toBe(false);
  });

  it("a recipe used before it is added is reported and not cached empty", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const sys = createCanvassSystem();
    expect(Object.keys(sys.getSlotRecipeFn("menu")({}).content ?? {})).toEqual([]);
    expect(sys.getRecipeFn("separator")({})).toEqual({});
    expect([...missingRecipes].sort()).toEqual(["menu", "separator"]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Chakra recipe "menu" was used before it was loaded'));

    addRecipes({ slotRecipes: { menu: menuSlotRecipe }, recipes: { separator: separatorRecipe } }, sys);
    expect(Object.keys(sys.getSlotRecipeFn("menu")({}).content ?? {}).length).toBeGreaterThan(0);
    expect(Object.keys(sys.getRecipeFn("separator")({})).length).toBeGreaterThan(0);
  });

  it("every route but the home page loads the screens' recipes with its module (screen() in router.tsx)", () => {
    const source = readFileSync(join(import.meta.dirname, "router.tsx"), "utf8");
    const lazies = source.match(/lazy: .*$/gm) ?? [];
    expect(lazies.length).toBeGreaterThan(10);
    for (const line of lazies) {
      if (line.includes("features/home/HomeRoute")) expect(line).not.toContain("screen(");
      else expect(line, line).toMatch(/^lazy: screen\(\(\) => (import\(|resource(Pages|Forms)\(\))/);
    }
  });
});
