import { Avatar, Box, Button, Menu, Portal, Text, VisuallyHidden } from "@chakra-ui/react";
import { menuSlotRecipe } from "@chakra-ui/react/theme";
import { Link, useNavigate } from "react-router";
import { toast } from "../components/ui/toaster";
import { initials } from "../lib/labels";
import { useLogoutMutation } from "../mutations/LogoutMutation";
import { addRecipes } from "../theme";

// This chunk is lazy (see Header.tsx), so it brings its own recipe (see theme.ts).
addRecipes({ slotRecipes: { menu: menuSlotRecipe } });

export type Viewer = { firstName: string; lastName: string; email: string | null | undefined; profileImage: string | null | undefined; userType: string };

export function AvatarMenu({ viewer }: { viewer: Viewer }) {
  const navigate = useNavigate();
  const [logout, pending] = useLogoutMutation();
  const name = `${viewer.firstName} ${viewer.lastName}`.trim();
  const vendor = viewer.userType === "VENDOR";
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
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" rounded="full" p="0" minW="auto" h="auto">
          <VisuallyHidden>Account menu for {name}</VisuallyHidden>
          <Avatar.Root size="md" aria-hidden="true">
            {viewer.profileImage && <Avatar.Image src={viewer.profileImage} alt="" />}
            <Avatar.Fallback>{initials(viewer.firstName, viewer.lastName)}</Avatar.Fallback>
          </Avatar.Root>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold">{name}</Text>
              {viewer.email && (
                <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                  {viewer.email}
                </Text>
              )}
            </Box>
            <Menu.Separator />
            <Menu.Item value="profile" asChild>
              <Link to="/profile">Profile</Link>
            </Menu.Item>
            {!vendor && (
              <>
                <Menu.Item value="messages" asChild>
                  <Link to="/messages">Messages</Link>
                </Menu.Item>
                <Menu.Item value="teams" asChild>
                  <Link to="/teams">Teams</Link>
                </Menu.Item>
              </>
            )}
            <Menu.Separator />
            <Menu.Item value="logout" disabled={pending} closeOnSelect={false} onSelect={onLogout}>
              {pending ? "Logging out..." : "Log out"}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

