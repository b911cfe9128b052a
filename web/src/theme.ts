import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  fieldSlotRecipe,
  globalCss as chakraGlobalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens as chakraSemanticTokens,
  spinnerRecipe,
  textStyles,
  tokens as chakraTokens,
} from "@chakra-ui/react/theme";
import { JobTypePalettes, PoliticalAffiliationPalettes, VendorAffiliationPalettes } from "./generated/labels";

// The one place where Canvass's colours are decided, except the enums' badge
// palettes, which the Go enum tables hold with their labels (generated/labels.ts).
// Components use the semantic tokens (e.g. `borderTopColor="affiliation.DEMOCRATIC"`)
// or the palette helpers below (`colorPalette={affiliationPalette(value)}`).

/** Chakra palette per political affiliation (GraphQL enum names; vendor affiliations too),
 * from the Go enum tables (generated/labels.ts). Spec: Republican red, Democratic blue,
 * Independent purple, Libertarian yellow, Green green. */
export const affiliationPalettes: Record<string, string> = { ...PoliticalAffiliationPalettes, ...VendorAffiliationPalettes };

/** Chakra palette per job type (GraphQL enum names); anything else is grey. */
export const jobTypePalettes: Record<string, string> = JobTypePalettes;

function normalise(value: string | null | undefined): string {
  return (value ?? "").trim().toUpperCase().replace(/[\s-]+/g, "_");
}

/** Badge palette for an affiliation value ("Democratic" or "DEMOCRATIC"); grey when unknown. */
export function affiliationPalette(value: string | null | undefined): string {
  return affiliationPalettes[normalise(value)] ?? "gray";
}

/** Badge palette for a job type ("full-time" or "FULL_TIME"); grey when unknown. */
export function jobTypePalette(value: string | null | undefined): string {
  return jobTypePalettes[normalise(value)] ?? "gray";
}

/** Card top-border colour token for an affiliation (vendor cards): only the five
 * party colours of the spec; every other value gets no coloured border. */
export function affiliationBorderColor(value: string | null | undefined): string | undefined {
  const key = normalise(value);
  return ["DEMOCRATIC", "REPUBLICAN", "INDEPENDENT", "LIBERTARIAN", "GREEN"].includes(key)
    ? `affiliation.${key}`
    : undefined;
}

const semanticAffiliation = Object.fromEntries(
  Object.entries(affiliationPalettes).map(([k, palette]) => [
    k,
    { value: palette === "yellow" ? "{colors.yellow.400}" : `{colors.${palette}.600}` },
  ]),
);
const semanticJobType = Object.fromEntries(
  Object.entries(jobTypePalettes).map(([k, palette]) => [k, { value: `{colors.${palette}.600}` }]),
);

// Chakra's full default theme costs ~40 KB gzip on the first page, so the system is
// built from the base config, the default tokens and only the component recipes the
// shell and the home page use (below). The recipes of every other screen are added
// by src/theme-recipes.ts, which the router loads with each non-home route; lazy
// parts of the shell add theirs with addRecipes() (the avatar menu, the toaster).
// A component whose recipe is missing renders unstyled: add its recipe (exported by
// "@chakra-ui/react/theme") to src/theme-recipes.ts, or here if the home page or the
// shell needs it.
/** Semantic tokens with their light values only: Canvass has no dark mode (nothing
 * sets Chakra's `.dark` class), and every `_light`/`_dark` pair doubles the work of
 * createSystem() and the CSS variables it injects at start-up (issue 14: start-up
 * time on a phone; about half of createSystem's time went to the dark variants). */
function lightOnly<T>(tokens: T): T {
  if (!tokens || typeof tokens !== "object") return tokens;
  const node = tokens as Record<string, unknown>;
  const value = node.value as Record<string, unknown> | undefined;
  if (value && typeof value === "object" && "_light" in value) return { ...node, value: value._light } as T;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, lightOnly(v)])) as T;
}

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  globalCss: chakraGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: chakraTokens,
    semanticTokens: lightOnly(chakraSemanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
    },
  },
});

// Solid colours that keep white text (colorPalette.contrast) at or above 4.5:1 at rest
// and on hover/press. Chakra's solid buttons hover at `colorPalette.solid/90`, which
// blends with the page to about 4.3:1 for blue/red/purple, and green, orange, teal
// and cyan .600 are below 4.5:1 even at rest. Each palette gets a darker `solidHover`
// and the button recipe below uses it for hover, press and open menus.
const darkerSolids: Record<string, [solid: string | null, hover: string]> = {
  gray: [null, "{colors.gray.800}"],
  red: [null, "{colors.red.700}"],
  orange: ["{colors.orange.700}", "{colors.orange.800}"],
  yellow: [null, "{colors.yellow.400}"], // dark text (contrast) on yellow
  green: ["{colors.green.700}", "{colors.green.800}"],
  teal: ["{colors.teal.700}", "{colors.teal.800}"],
  blue: [null, "{colors.blue.700}"],
  cyan: ["{colors.cyan.700}", "{colors.cyan.800}"],
  purple: [null, "{colors.purple.700}"],
  pink: [null, "{colors.pink.700}"],
};
const semanticSolids = Object.fromEntries(
  Object.entries(darkerSolids).map(([palette, [solid, hover]]) => [
    palette,
    {
      ...(solid ? { solid: { value: { _light: solid, _dark: solid } } } : {}),
      solidHover: { value: palette === "gray" ? { _light: hover, _dark: "{colors.gray.200}" } : { _light: hover, _dark: hover } },
    },
  ]),
);
const solidHover = { bg: "colorPalette.solidHover" };

const config = defineConfig({
  globalCss: {
    html: { colorPalette: "blue", scrollPaddingTop: "5rem" },
    body: { bg: "bg", color: "fg" },
  },
  theme: {
    recipes: {
      button: { variants: { variant: { solid: { _hover: solidHover, _active: solidHover, _expanded: solidHover } } } },
    },
    tokens: {
      fonts: {
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
      sizes: { header: { value: "5rem" } },
    },
    semanticTokens: lightOnly({
      colors: {
        // Chakra's default error red (red.500) is below 4.5:1 on white for small text.
        fg: { error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.300}" } } },
        border: { error: { value: { _light: "{colors.red.600}", _dark: "{colors.red.400}" } } },
        ...semanticSolids,
        affiliation: semanticAffiliation,
        jobType: semanticJobType,
        brand: {
          solid: { value: "{colors.blue.700}" },
          fg: { value: "{colors.blue.700}" },
          muted: { value: "{colors.blue.100}" },
          subtle: { value: "{colors.blue.50}" },
          navy: { value: "#0f1f3d" },
        },
      },
    }),
  },
});

type RecipeMap = Record<string, unknown>;
type Sys = ReturnType<typeof createSystem>;

/** Chakra recipe keys a component asked for before their recipe was added (see
 * guardRecipes); e2e/harness.mjs fails a journey on the console error it logs. */
export const missingRecipes = new Set<string>();

// How the lazy recipes work, and the one internal they rely on: Chakra's system reads
// recipes from the theme object of its config (`system._config.theme.recipes` and
// `.slotRecipes`, the very objects `getRecipe()` / `isRecipe()` read), so adding keys
// there after createSystem() makes them available (addRecipes below). But the system
// caches the style function of a key on first lookup, also when the recipe is missing
// (an empty one): a component rendered once before its recipe arrived would stay
// unstyled for the rest of the visit. guardRecipes() wraps the two lookups so that a
// miss is never cached, and logs it (console.error "Chakra recipe ... was used before it
// was loaded"), which the browser journeys turn into a failure.
// Keys some Chakra components ask for that have no recipe in Chakra's own theme either
// (Text, Clipboard, DownloadTrigger, Pagination, Toggle): not a miss.
const RECIPELESS = new Set(["text", "clipboard", "downloadTrigger", "pagination", "toggle"]);

function guardRecipes(sys: Sys): Sys {
  const recipeFn = sys.getRecipeFn;
  const slotRecipeFn = sys.getSlotRecipeFn;
  const miss = (key: string) => {
    if (RECIPELESS.has(key) || missingRecipes.has(key)) return;
    missingRecipes.add(key);
    console.error(`Chakra recipe "${key}" was used before it was loaded: add it to src/theme.ts or src/theme-recipes.ts`);
  };
  sys.getRecipeFn = ((key: string, fallback?: unknown) => {
    if (fallback || sys.isRecipe(key)) return recipeFn(key, fallback as never);
    miss(key);
    return sys.cva({});
  }) as Sys["getRecipeFn"];
  sys.getSlotRecipeFn = ((key: string, fallback?: unknown) => {
    if (fallback || sys.isSlotRecipe(key)) return slotRecipeFn(key, fallback as never);
    miss(key);
    return sys.sva({ slots: [] });
  }) as Sys["getSlotRecipeFn"];
  return sys;
}

/** A new Canvass system with the shell's and the home page's recipes only (tests use
 * it to check what the first page renders; the app uses `system`). */
export function createCanvassSystem(): Sys {
  return guardRecipes(createSystem(defaultBaseConfig, chakraTheme, config));
}

let shared: Sys | undefined;

/** The app's system, created on first use: src/main.tsx calls it in a task of its own
 * after this module has loaded (createSystem is the largest piece of start-up work;
 * issue 14). */
export function getSystem(): Sys {
  shared ??= createCanvassSystem();
  return shared;
}

function themeOf(sys: Sys): { recipes: RecipeMap; slotRecipes: RecipeMap } {
  const theme = (sys as unknown as { _config?: { theme?: { recipes?: RecipeMap; slotRecipes?: RecipeMap } } })._config?.theme;
  if (!theme?.recipes || !theme.slotRecipes) {
    // Chakra changed its internals: fail loudly rather than render screens unstyled.
    throw new Error("theme.ts: Chakra's system no longer exposes _config.theme.recipes; see addRecipes()");
  }
  return theme as { recipes: RecipeMap; slotRecipes: RecipeMap };
}

/** Adds component recipes to the system after start-up. Lazy chunks call it at module
 * load, before their components render (src/theme-recipes.ts for every non-home
 * screen, loaded by `screen()` in router.tsx; AvatarMenu.tsx; toaster-view.tsx).
 * `sys` is for tests. */
export function addRecipes(add: { recipes?: RecipeMap; slotRecipes?: RecipeMap }, sys: Sys = getSystem()): void {
  const theme = themeOf(sys);
  Object.assign(theme.recipes, add.recipes);
  Object.assign(theme.slotRecipes, add.slotRecipes);
}
