import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from "@chakra-ui/react";
import { forwardRef } from "react";
import { Link, type LinkProps } from "react-router";

/** A Chakra-styled react-router link (client-side navigation). */
export const RouterLink = forwardRef<HTMLAnchorElement, Omit<ChakraLinkProps, "href"> & { to: LinkProps["to"] } & Pick<LinkProps, "replace" | "state">>(
  function RouterLink({ to, replace, state, children, ...rest }, ref) {
    return (
      <ChakraLink asChild {...rest}>
        <Link ref={ref} to={to} replace={replace} state={state}>
          {children}
        </Link>
      </ChakraLink>
    );
  },
);
