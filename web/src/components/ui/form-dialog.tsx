import { Button, CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { useId, type ReactNode, type RefObject } from "react";

/** A dialog around a form (focus trap, Escape closes): the form is the body and
 * is given `formId`; the footer has Cancel and a submit button bound to it by
 * `form=`. Full screen on phones. While `pending` the buttons are disabled and an
 * outside click does not close it. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  submitLabel,
  pendingLabel,
  pending = false,
  children,
  initialFocus,
  size = "md",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  pendingLabel: string;
  pending?: boolean;
  children: (formId: string) => ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Width from the sm breakpoint up (phones: full screen). */
  size?: "sm" | "md" | "lg" | "xl";
}) {
  const formId = `form-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      size={{ base: "full", sm: size }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      closeOnInteractOutside={!pending}
      initialFocusEl={initialFocus ? () => initialFocus.current : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children(formId)}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={pending}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button type="submit" form={formId} disabled={pending}>
                {pending ? pendingLabel : submitLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
