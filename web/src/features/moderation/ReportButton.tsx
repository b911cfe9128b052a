import { Button } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import type { ReportTargetType } from "../../__generated__/ReportMutation.graphql";

const loadDialog = () => import("./ReportDialog");
const ReportDialog = lazy(loadDialog);

/** "Report" on anything members write (issue 28): a small outline button that opens
 * the report form, loaded on first hover or focus. Show it to signed-in members who
 * are not the author; the server refuses everyone else anyway. */
export function ReportButton({ targetType, targetId, what, size = "sm" }: { targetType: ReportTargetType; targetId: string; what: string; size?: "xs" | "sm" | "md" }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" colorPalette="red" size={size} onClick={() => setOpen(true)} onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()}>
        Report {what}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog open={open} onOpenChange={setOpen} targetType={targetType} targetId={targetId} what={what} />
        </Suspense>
      )}
    </>
  );
}
