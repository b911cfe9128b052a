import { Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import type { ReactNode, RefObject } from "react";

/** A confirmation dialog (role alertdialog): title, message, Cancel and a confirm
 * button that shows `pendingText` while `pending`. Controlled (`open`,
 * `onOpenChange`); closing returns focus to `finalFocus` when given (e.g. the
 * button or menu trigger that opened it). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  pendingText,
  pending = false,
  onConfirm,
  colorPalette = "red",
  finalFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingText?: string;
  pending?: boolean;
  onConfirm: () => void;
  colorPalette?: string;
  finalFocus?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      placement="center"
      lazyMount
      unmountOnExit
      closeOnInteractOutside={!pending}
      finalFocusEl={finalFocus ? () => finalFocus.current : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof children === "string" ? <Text>{children}</Text> : children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={pending}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={colorPalette} onClick={onConfirm} loading={pending} loadingText={pendingText}>
                {confirmLabel}
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
