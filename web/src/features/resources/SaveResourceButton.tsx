import { Button } from "@chakra-ui/react";
import { toast } from "../../components/ui/toaster";
import { failureMessage } from "../jobs/errors";
import { savedCountUpdater, useSaveResourceMutation, useUnsaveResourceMutation } from "../../mutations/SaveResourceMutation";

/** Save / Saved toggle for signed-in members (aria-pressed). */
export function SaveResourceButton({ resourceId, saved }: { resourceId: string; saved: boolean }) {
  const [commitSave, saving] = useSaveResourceMutation();
  const [commitUnsave, unsaving] = useUnsaveResourceMutation();
  const pending = saving || unsaving;
  const fail = (message: string) => toast({ title: "Error", description: message, type: "error" });
  const onClick = () => {
    const variables = { input: { resourceId } };
    const optimisticResponse = (field: "saveResource" | "unsaveResource") => ({
      [field]: { resource: { id: resourceId, viewerHasSaved: !saved }, errors: [] },
    });
    if (saved) {
      commitUnsave({
        variables,
        optimisticResponse: optimisticResponse("unsaveResource") as never,
        updater: savedCountUpdater("unsaveResource", true),
        onCompleted: (res) => res.unsaveResource.errors[0] && fail(res.unsaveResource.errors[0].message),
        onError: (err) => fail(failureMessage(err, "Failed to update saved resources. Please try again.")),
      });
    } else {
      commitSave({
        variables,
        optimisticResponse: optimisticResponse("saveResource") as never,
        updater: savedCountUpdater("saveResource", false),
        onCompleted: (res) => res.saveResource.errors[0] && fail(res.saveResource.errors[0].message),
        onError: (err) => fail(failureMessage(err, "Failed to update saved resources. Please try again.")),
      });
    }
  };
  return (
    <Button
      variant={saved ? "solid" : "outline"}
      aria-pressed={saved}
      aria-busy={pending || undefined}
      onClick={() => !pending && onClick()}
      data-testid="save-resource"
    >
      {saved ? "Saved" : "Save"}
    </Button>
  );
}
