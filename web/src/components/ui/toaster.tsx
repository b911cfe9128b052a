import {
  Toaster as ChakraToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  createToaster,
} from "@chakra-ui/react";

// Owned Chakra v3 snippet. Spec: one toast at a time, shown 5000 ms, toast area
// at most 420px wide from the md breakpoint.

export const toaster = createToaster({
  placement: "bottom-end",
  pauseOnPageIdle: true,
  duration: 5000,
  max: 1,
});

export type ToastKind = "success" | "error" | "info" | "warning" | "loading";

/** Shows a toast, replacing any toast on screen (only one at a time). */
export function toast(opts: { title: string; description?: string; type?: ToastKind }): void {
  toaster.remove();
  toaster.create({ title: opts.title, description: opts.description, type: opts.type ?? "info", closable: true });
}

export function Toaster() {
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
