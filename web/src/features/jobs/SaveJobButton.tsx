import { Button } from "@chakra-ui/react";
import { toast } from "../../components/ui/toaster";
import { savedJobsUpdater, useSaveJobMutation, useUnsaveJobMutation } from "../../mutations/SaveJobMutation";
import { failureMessage } from "./errors";

/** The save toggle of a job card and page (signed-in non-vendors): "Save job",
 * or "Unsave job" (aria-pressed) while saved; the visible text is the name. */
export function SaveJobButton({ jobId, saved, size = "sm" }: { jobId: string; saved: boolean; size?: "sm" | "md" | "lg" }) {
  const [commitSave, saving] = useSaveJobMutation();
  const [commitUnsave, unsaving] = useUnsaveJobMutation();
  const pending = saving || unsaving;
  const fail = (message: string) => toast({ title: "Error", description: message, type: "error" });
  const onClick = () => {
    const variables = { input: { jobId } };
    const optimistic = (field: "saveJob" | "unsaveJob") => ({ [field]: { job: { id: jobId, viewerHasSaved: !saved }, errors: [] } });
    const onError = (err: Error) => fail(failureMessage(err, "Failed to update saved jobs. Please try again."));
    if (saved) {
      commitUnsave({
        variables,
        optimisticResponse: optimistic("unsaveJob") as never,
        updater: savedJobsUpdater("unsaveJob", true),
        onCompleted: (res) => res.unsaveJob.errors[0] && fail(res.unsaveJob.errors[0].message),
        onError,
      });
    } else {
      commitSave({
        variables,
        optimisticResponse: optimistic("saveJob") as never,
        updater: savedJobsUpdater("saveJob", false),
        onCompleted: (res) => res.saveJob.errors[0] && fail(res.saveJob.errors[0].message),
        onError,
      });
    }
  };
  return (
    <Button
      size={size}
      variant={saved ? "solid" : "outline"}
      aria-pressed={saved}
      aria-busy={pending || undefined}
      onClick={() => !pending && onClick()}
      data-testid="save-job"
    >
      {saved ? "Unsave job" : "Save job"}
    </Button>
  );
}
