import { Box, Menu, Portal, Text } from "@chakra-ui/react";
import { menuSlotRecipe } from "@chakra-ui/react/theme";
import { Link, useNavigate } from "react-router";
import { toast } from "../components/ui/toaster";
import { useLogoutMutation } from "../mutations/LogoutMutation";
import { addRecipes } from "../theme";
import { AvatarButton, type AvatarViewer } from "./AvatarButton";
import { UnreadBadge, unreadText } from "./UnreadBadge";

// This chunk is lazy (Chakra's Menu with zag's menu machine and floating-ui
// positioning, ~32 KB gzip): the header renders the light <AvatarButton> and loads
// this module on the first hover or focus, and swaps it in, open, on the first
// activation (see AccountMenu in AvatarButton.tsx). It brings its own recipe (see theme.ts).
addRecipes({ slotRecipes: { menu: menuSlotRecipe } });

/** The first and last item values (keyboard opening highlights one of them). */
export const FIRST_ITEM = "profile";
export const LAST_ITEM = "logout";

const TRIGGER_ID = "account-menu-trigger";

// zag returns focus to the trigger that opened the menu; when the menu mounted
// open (defaultOpen, after the light button was activated and unmounted) there
// is no such trigger, and focus would be left on <body>. So, after any close
// that leaves focus nowhere useful, put it back on the trigger.
function returnFocus() {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || active.closest("[data-scope='menu'][data-part='content']");
    if (lost) document.getElementById(TRIGGER_ID)?.focus({ preventScroll: true });
  });
}

export function AvatarMenu({
  viewer,
  defaultOpen = false,
  defaultHighlightedValue = null,
}: {
  viewer: AvatarViewer;
  /** Mount open (the light button was activated before this chunk loaded). */
  defaultOpen?: boolean;
  /** The item highlighted on mount (keyboard opening), as zag does for Enter/Space/ArrowDown. */
  defaultHighlightedValue?: string | null;
}) {
  const navigate = useNavigate();
  const [logout, pending] = useLogoutMutation();
  const name = `${viewer.firstName} ${viewer.lastName}`.trim();
  const vendor = viewer.userType === "VENDOR";
  const unread = viewer.unreadMessageCount ?? 0;
  const onLogout = () => {
    logout({
      onCompleted: () => {
        toast({ title: "Logout successful", description: "You have been logged out.", type: "success" });
        navigate("/");
      },
      onError: (e) => toast({ title: "Logout failed", description: e.message, type: "error" }),
    });
  };
  return (
    <Menu.Root
      ids={{ trigger: TRIGGER_ID }}
      positioning={{ placement: "bottom-end" }}
      defaultOpen={defaultOpen}
      defaultHighlightedValue={defaultHighlightedValue}
      onOpenChange={({ open }) => {
        if (!open) returnFocus();
      }}
    >
      <Menu.Trigger asChild>
        <AvatarButton viewer={viewer} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" maxW="calc(100vw - 2rem)">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold">{name}</Text>
              {viewer.email && (
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {viewer.email}
                </Text>
              )}
            </Box>
            <Menu.Separator />
            {/* Vendors read their unread count on the dashboard (Messages card). */}
            <Menu.Item value={FIRST_ITEM} asChild>
              <Link to="/profile" aria-label={vendor && unread > 0 ? `Profile ${unreadText(unread)} unread messages` : undefined}>
                Profile
                {vendor && unread > 0 && (
                  <>
                    {" "}
                    <UnreadBadge count={unread} data-testid="menu-unread-badge" />
                  </>
                )}
              </Link>
            </Menu.Item>
            {!vendor && (
              <>
                <Menu.Item value="messages" asChild>
                  <Link to="/messages" aria-label={unread > 0 ? `Messages ${unreadText(unread)} unread` : undefined}>
                    Messages
                    {unread > 0 && (
                      <>
                        {" "}
                        <UnreadBadge count={unread} data-testid="menu-unread-badge" />
                      </>
                    )}
                  </Link>
                </Menu.Item>
                <Menu.Item value="teams" asChild>
                  <Link to="/teams">Teams</Link>
                </Menu.Item>
              </>
            )}
            <Menu.Separator />
            <Menu.Item value={LAST_ITEM} disabled={pending} closeOnSelect={false} onSelect={onLogout}>
              {pending ? "Logging out..." : "Log out"}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
