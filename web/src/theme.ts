import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss as chakraGlobalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  selectSlotRecipe,
  semanticTokens as chakraSemanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens as chakraTokens,
  tooltipSlotRecipe,
} from "@chakra-ui/react/theme";

// The one place where Canvass's colours are decided. Components use the
// semantic tokens (e.g. `borderTopColor="affiliation.DEMOCRATIC"`) or the
// palette helpers below (`colorPalette={affiliationPalette(value)}`).

/** Chakra palette per political affiliation (GraphQL enum names; vendor affiliations too).
 * Spec: Republican red, Democratic blue, Independent purple, Libertarian yellow, Green green. */
export const affiliationPalettes: Record<string, string> = {
  DEMOCRATIC: "blue",
  REPUBLICAN: "red",
  INDEPENDENT: "purple",
  LIBERTARIAN: "yellow",
  GREEN: "green",
  OTHER: "orange",
  NONPARTISAN: "gray",
  NONE: "gray",
};

/** Chakra palette per job type (GraphQL enum names); anything else is grey. */
export const jobTypePalettes: Record<string, string> = {
  FULL_TIME: "green",
  PART_TIME: "blue",
  CONTRACT: "orange",
  VOLUNTEER: "purple",
  INTERNSHIP: "teal",
};

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
// built from the base config, the default tokens and only the component recipes
// Canvass uses. A component whose recipe is missing renders unstyled: add its
// recipe (exported by "@chakra-ui/react/theme") to `recipes`/`slotRecipes` below.
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  globalCss: chakraGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: chakraTokens,
    semanticTokens: chakraSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      select: selectSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

const config = defineConfig({
  globalCss: {
    html: { colorPalette: "blue", scrollPaddingTop: "5rem" },
    body: { bg: "bg", color: "fg" },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
      sizes: { header: { value: "5rem" } },
    },
    semanticTokens: {
      colors: {
        // Chakra's default error red (red.500) is below 4.5:1 on white for small text.
        fg: { error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.300}" } } },
        border: { error: { value: { _light: "{colors.red.600}", _dark: "{colors.red.400}" } } },
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
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
