import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from "@chakra-ui/react";
import { toastSlotRecipe } from "@chakra-ui/react/theme";
import { useEffect } from "react";
import { addRecipes } from "../../theme";
import type { ToastOptions } from "./toaster";

addRecipes({ slotRecipes: { toast: toastSlotRecipe } });

// The toast area itself (zag's toast machine and Chakra's toast parts), loaded
// lazily by ./toaster.tsx on the first user interaction or the first toast, so
// the JavaScript of the first page stays small. Spec: one toast at a time, shown
// 5000 ms, toast area at most 420px wide from the md breakpoint.

const toaster = createToaster({
  placement: "bottom-end",
  pauseOnPageIdle: true,
  duration: 5000,
  max: 1,
});

/** Shows a toast, replacing any toast on screen (only one at a time). */
export function show(opts: ToastOptions): void {
  toaster.remove();
  toaster.create({ title: opts.title, description: opts.description, type: opts.type ?? "info", closable: true });
}

/** The mounted toast area; `onReady` runs once it subscribes to the store. */
export default function ToasterView({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(t) => (
          <Toast.Root
            width={{ md: "sm" }}
            maxW={{ md: "420px" }}
            data-testid="toast"
            // Darker backgrounds than Chakra's defaults so the text passes WCAG AA.
            css={{
              "&[data-type=success]": { bg: "green.700", color: "white" },
              "&[data-type=error]": { bg: "red.700", color: "white" },
              "&[data-type=warning]": { bg: "orange.800", color: "white" },
              "&[data-type=info]": { bg: "blue.700", color: "white" },
            }}
          >
            {t.type === "loading" ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {t.title && <Toast.Title>{t.title}</Toast.Title>}
              {t.description && <Toast.Description opacity="1">{t.description}</Toast.Description>}
            </Stack>
            {t.closable && <Toast.CloseTrigger aria-label="Close notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
