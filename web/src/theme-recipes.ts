import {
  accordionSlotRecipe,
  alertSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  listSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  selectSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  tooltipSlotRecipe,
} from "@chakra-ui/react/theme";
import { addRecipes } from "./theme";

// The Chakra recipes of the screens other than the home page (see theme.ts and
// web/README.md, "Chakra recipes"). The router loads this module together with every
// non-home route module (`screen()` in router.tsx), lazy components that can render
// on the home page import it themselves (DeleteJobButton), and the unit tests load it
// in src/test/setup.ts. The avatar menu and the toaster add their own. Add a recipe
// here when a screen renders a Chakra component unstyled (the browser journeys fail
// on the "Chakra recipe ... was used before it was loaded" error).
export const screenRecipes = {
  recipes: {
    checkmark: checkmarkRecipe,
    code: codeRecipe,
    inputAddon: inputAddonRecipe,
    radiomark: radiomarkRecipe,
    separator: separatorRecipe,
    skeleton: skeletonRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    accordion: accordionSlotRecipe,
    alert: alertSlotRecipe,
    checkbox: checkboxSlotRecipe,
    collapsible: collapsibleSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    emptyState: emptyStateSlotRecipe,
    fieldset: fieldsetSlotRecipe,
    list: listSlotRecipe,
    popover: popoverSlotRecipe,
    progress: progressSlotRecipe,
    radioGroup: radioGroupSlotRecipe,
    select: selectSlotRecipe,
    stat: statSlotRecipe,
    switch: switchSlotRecipe,
    table: tableSlotRecipe,
    tabs: tabsSlotRecipe,
    tag: tagSlotRecipe,
    tooltip: tooltipSlotRecipe,
  },
};

addRecipes(screenRecipes);
