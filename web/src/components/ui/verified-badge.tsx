import { Badge } from "@chakra-ui/react";

/** The verified organisation badge (docs/trust.md): the name a moderator approved. Job and
 * vendor cards write the same badge inline (a module of its own costs the home page a file). */
export function VerifiedBadge({ name }: { name: string }) {
  return (
    <Badge colorPalette="green" variant="solid" data-testid="verified-badge">
      ✓ Verified: {name}
    </Badge>
  );
}
