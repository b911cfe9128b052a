import { Avatar, Box, Button, VisuallyHidden, type ButtonProps } from "@chakra-ui/react";
import { useState, type ComponentType, type KeyboardEvent, type MouseEvent } from "react";
import { toast } from "../components/ui/toaster";
import { initials } from "../lib/labels";
import { lazyModule, onIntent } from "../lib/lazyModule";
import { UnreadBadge } from "./UnreadBadge";

// The signed-in user's avatar button in the header, and the account menu behind it.
//
// Chakra's Menu (zag's menu machine and floating-ui positioning) is ~32 KB gzip, too
// much for the first page of a signed-in user (budget: 250 KB for `/`). So the header
// renders this light button (an image or initials, no popup machinery) and loads
// ./AvatarMenu.tsx on the first hover or focus (a preload), then swaps the real menu
// in, open, on the first activation. Keyboard behaviour matches the real trigger:
// Enter, Space and ArrowDown open it with the first item highlighted (ArrowUp: the
// last), a click opens it with nothing highlighted, Escape closes it and returns
// focus to the button (zag's trigger, from then on).

export type AvatarViewer = {
  firstName: string;
  lastName: string;
  email: string | null | undefined;
  profileImage: string | null | undefined;
  userType: string;
  /** The viewer's unread messages (a badge on the avatar; live). */
  unreadMessageCount?: number | null;
};

/** The round avatar button (also the real menu's trigger, see AvatarMenu.tsx). */
export function AvatarButton({ viewer, ...props }: { viewer: AvatarViewer } & ButtonProps) {
  const name = `${viewer.firstName} ${viewer.lastName}`.trim();
  const unread = viewer.unreadMessageCount ?? 0;
  return (
    // The name is the (visually hidden) text, not aria-label: the initials shown are
    // decorative, and axe wants visible text to be part of the accessible name.
    <Button variant="ghost" rounded="full" p="0" minW="auto" h="auto" position="relative" overflow="visible" {...props}>
      <VisuallyHidden>Account menu for {name}</VisuallyHidden>
      <Avatar.Root size="md" aria-hidden="true">
        {viewer.profileImage && <Avatar.Image src={viewer.profileImage} alt="" />}
        <Avatar.Fallback>{initials(viewer.firstName, viewer.lastName)}</Avatar.Fallback>
      </Avatar.Root>
      {unread > 0 && (
        <Box position="absolute" top="-1" right="-1" data-testid="avatar-unread-badge">
          {" "}
          <UnreadBadge count={unread} /> <VisuallyHidden>unread messages</VisuallyHidden>
        </Box>
      )}
    </Button>
  );
}

type MenuModule = typeof import("./AvatarMenu");
/** The menu chunk, loaded once (again after a failure). */
export const avatarMenu = lazyModule(() => import("./AvatarMenu"));

/** How the menu was first opened: by pointer (nothing highlighted) or by keyboard. */
type Opening = { highlight: "first" | "last" | null };

/** The header's account menu: the light button until first used, then Chakra's Menu. */
export function AccountMenu({ viewer }: { viewer: AvatarViewer }) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const [menu, setMenu] = useState<MenuModule | null>(null);
  const [busy, setBusy] = useState(false);

  if (menu && opening) {
    const Menu: ComponentType<Parameters<MenuModule["AvatarMenu"]>[0]> = menu.AvatarMenu;
    const highlight = opening.highlight === "first" ? menu.FIRST_ITEM : opening.highlight === "last" ? menu.LAST_ITEM : null;
    return <Menu viewer={viewer} defaultOpen defaultHighlightedValue={highlight} />;
  }

  const open = (next: Opening) => {
    if (busy) return;
    const loaded = avatarMenu.current;
    if (loaded) {
      setMenu(loaded);
      setOpening(next);
      return;
    }
    setBusy(true);
    avatarMenu.load().then(
      (m) => {
        setBusy(false);
        setMenu(m);
        setOpening(next);
      },
      () => {
        setBusy(false);
        toast({ title: "Could not open the account menu", description: "Please check your connection and try again.", type: "error" });
      },
    );
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const highlight = e.key === "ArrowUp" ? "last" : ["ArrowDown", "Enter", " "].includes(e.key) ? "first" : null;
    if (!highlight) return;
    e.preventDefault(); // no click follows
    open({ highlight });
  };
  // A click without a pointer position (detail 0) comes from assistive technology.
  const onClick = (e: MouseEvent<HTMLButtonElement>) => open({ highlight: e.detail === 0 ? "first" : null });

  return (
    <AvatarButton
      viewer={viewer}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={busy || undefined}
      {...onIntent(avatarMenu.preload)}
      onKeyDown={onKeyDown}
      onClick={onClick}
    />
  );
}
