import { HStack } from "@chakra-ui/react";

/** The "Verified only" switch of the job board's and the vendor directory's filters
 * (`?verified=true`, docs/trust.md): a native checkbox, keyboard and screen-reader
 * ready, with no extra JavaScript for visitors. */
export function VerifiedOnly({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <HStack as="label" gap="2" fontSize="sm" cursor="pointer" minH="8">
      <input type="checkbox" name="verified" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} style={{ width: 16, height: 16 }} />
      Verified only
    </HStack>
  );
}
