import { Box, Button, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link, useLocation } from "react-router";
import type { Header_viewer$key } from "../__generated__/Header_viewer.graphql";
import { AccountMenu } from "./AvatarButton";
import { NotificationBell } from "./NotificationBell";
import { UnreadBadge, unreadText } from "./UnreadBadge";

export interface NavItem {
  label: string;
  to: string;
}

/** Spec section 2: Home and Vendors for everyone; Jobs, Resources and News for
 * non-vendors and visitors; Messages and Teams (and People, after Jobs) for signed-in non-vendors. */
export function navItems(viewer: { userType: string } | null | undefined): NavItem[] {
  const vendor = viewer?.userType === "VENDOR";
  const items: NavItem[] = [{ label: "Home", to: "/" }];
  if (!vendor) items.push({ label: "Jobs", to: "/jobs" });
  // People open to work (issue 27), beside Jobs, for signed-in non-vendors.
  if (viewer && !vendor) items.push({ label: "People", to: "/people" });
  items.push({ label: "Vendors", to: "/vendors" });
  if (!vendor) items.push({ label: "Resources", to: "/resources" }, { label: "News", to: "/news" });
  if (viewer && !vendor) items.push({ label: "Messages", to: "/messages" }, { label: "Teams", to: "/teams" });
  return items;
}

/** Home is current only on exactly "/", the others by path prefix. */
export function isCurrent(item: NavItem, pathname: string): boolean {
  if (item.to === "/") return pathname === "/";
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

const headerFragment = graphql`
  fragment Header_viewer on User {
    unreadMessageCount
    unreadNotifications
    firstName
    lastName
    email
    profileImage
    userType
  }
`;

function Logo() {
  return (
    <Link to="/">
      <HStack gap="2">
        <Box
          aria-hidden="true"
          w="9"
          h="9"
          rounded="md"
          bg="brand.navy"
          color="white"
          display="flex"
          alignItems="center"
          justifyContent="center"
          fontWeight="bold"
        >
          C
        </Box>
        <Text fontWeight="bold" fontSize="xl" color="brand.navy">
          Canvass
        </Text>
      </HStack>
    </Link>
  );
}

function NavLinks({ items, pathname, onNavigate, direction, unread = 0 }: { items: NavItem[]; pathname: string; onNavigate?: () => void; direction: "row" | "column"; unread?: number }) {
  return (
    <Stack as="ul" direction={direction} gap={direction === "row" ? "1" : "0"} listStyleType="none" m="0" p="0">
      {items.map((item) => {
        const current = isCurrent(item, pathname);
        return (
          <li key={item.to}>
            <Box
              asChild
              display="block"
              px="3"
              py="2"
              rounded="md"
              fontWeight="medium"
              color={current ? "blue.700" : "fg"}
              bg={current ? "blue.50" : undefined}
              _hover={{ bg: "gray.100" }}
              _focusVisible={{ outline: "2px solid", outlineColor: "blue.500" }}
            >
              <Link
                to={item.to}
                aria-current={current ? "page" : undefined}
                // The visible text ("Messages 3") starts the name ("Messages 3 unread").
                aria-label={item.to === "/messages" && unread > 0 ? `Messages ${unreadText(unread)} unread` : undefined}
                onClick={onNavigate}
              >
                {item.label}
                {item.to === "/messages" && unread > 0 && (
                  <>
                    {" "}
                    <UnreadBadge count={unread} data-testid="unread-badge" />
                  </>
                )}
              </Link>
            </Box>
          </li>
        );
      })}
    </Stack>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" />
      )}
    </svg>
  );
}

function HeaderFrame({ children }: { children: React.ReactNode }) {
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" boxShadow="xs">
      {children}
    </Box>
  );
}

/** The sticky 5rem header. `viewer` is null for visitors. */
export function Header({ viewer: viewerKey }: { viewer: Header_viewer$key | null }) {
  const viewer = useFragment(headerFragment, viewerKey);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const items = navItems(viewer);

  const toggle = useRef<HTMLButtonElement>(null);

  // The mobile menu closes whenever the location changes.
  useEffect(() => setOpen(false), [pathname]);

  // ...and on Escape, returning focus to its button when focus was in the menu.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented) return;
      const panel = document.getElementById(menuId);
      const active = document.activeElement;
      setOpen(false);
      if (active === toggle.current || (active && panel?.contains(active))) toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, menuId]);

  return (
    <HeaderFrame>
      <Flex h="header" maxW="7xl" mx="auto" px={{ base: "4", md: "6" }} align="center" justify="space-between" gap="4">
        <Logo />
        <Box as="nav" aria-label="Main" hideBelow="md">
          <NavLinks items={items} pathname={pathname} direction="row" unread={viewer?.unreadMessageCount ?? 0} />
        </Box>
        <HStack gap="2">
          {viewer ? (
            // A light button; the menu itself loads on first hover, focus or use.
            <>
              <NotificationBell unread={viewer.unreadNotifications ?? 0} />
              <AccountMenu viewer={viewer} />
            </>
          ) : (
            <HStack gap="2" hideBelow="md">
              <Button asChild variant="ghost">
                <Link to="/auth?mode=login">Log In</Link>
              </Button>
              <Button asChild>
                <Link to="/auth?mode=register">Sign Up</Link>
              </Button>
            </HStack>
          )}
          <Button
            ref={toggle}
            variant="ghost"
            hideFrom="md"
            px="2"
            aria-label={open ? "Close menu" : "Open menu"}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((o) => !o)}
          >
            <MenuIcon open={open} />
          </Button>
        </HStack>
      </Flex>
      <Box id={menuId} hideFrom="md" hidden={!open} borderTopWidth="1px" px="4" py="3" bg="bg">
        <nav aria-label="Mobile">
          <NavLinks items={items} pathname={pathname} direction="column" unread={viewer?.unreadMessageCount ?? 0} onNavigate={() => setOpen(false)} />
          {!viewer && (
            <Stack direction="row" gap="2" mt="3">
              <Button asChild variant="outline" flex="1">
                <Link to="/auth?mode=login" onClick={() => setOpen(false)}>
                  Log In
                </Link>
              </Button>
              <Button asChild flex="1">
                <Link to="/auth?mode=register" onClick={() => setOpen(false)}>
                  Sign Up
                </Link>
              </Button>
            </Stack>
          )}
        </nav>
      </Box>
    </HeaderFrame>
  );
}

/** Shown while the session loads: logo only, same height. */
export function HeaderPlaceholder() {
  return (
    <HeaderFrame>
      <Flex h="header" maxW="7xl" mx="auto" px={{ base: "4", md: "6" }} align="center">
        <Logo />
      </Flex>
    </HeaderFrame>
  );
}
