import { Button, CloseButton, Dialog, Field, Portal, Text, Textarea } from "@chakra-ui/react";
import { Suspense, useRef, useState } from "react";
import { toast } from "../../components/ui/toaster";
import { useApplyToJobMutation } from "../../mutations/ApplyToJobMutation";
import { ApplyResumeChoice } from "../resumes/ApplyResumeChoice";
import type { ResumeUpload } from "../resumes/resumeFile";
import { failureMessage } from "./errors";

const APPLY_FAILED = "Failed to send your application. Please try again.";

/** "Apply Now": a dialog with a message box and an optional PDF résumé (the
 * profile's by default, docs/hiring.md); "Send Application" stays disabled
 * while the message is blank (spec). Sending stores the application. Loaded
 * by the job page for signed-in members only (JobRoute's lazy import). */
export function ApplyDialog({ jobId, title, organization }: { jobId: string; title: string; organization: string }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [upload, setUpload] = useState<ResumeUpload | null>(null);
  const [useProfile, setUseProfile] = useState(true);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [commit, pending] = useApplyToJobMutation();
  const blank = message.trim() === "";

  const send = () => {
    if (blank) return;
    setError(null);
    setResumeError(null);
    const resume = upload ? { fileName: upload.fileName, data: upload.data } : null;
    commit({
      variables: { input: { jobId, message: message.trim(), resume, useProfileResume: useProfile } },
      onCompleted: (res) => {
        const { application, errors } = res.applyToJob;
        if (application) {
          setOpen(false);
          setMessage("");
          setUpload(null);
          toast({ title: "Application sent", description: `Your application to ${organization} was sent.`, type: "success" });
          return;
        }
        const onResume = errors.find((e) => e.field === "resume");
        if (onResume) setResumeError(onResume.message);
        const msg = (onResume ?? errors[0])?.message ?? APPLY_FAILED;
        if (!onResume) setError(msg);
        toast({ title: "Error", description: msg, type: "error" });
      },
      onError: (err) => {
        const msg = failureMessage(err, APPLY_FAILED);
        setError(msg);
        toast({ title: "Error", description: msg, type: "error" });
      },
    });
  };

  return (
    // A plain button rather than Dialog.Trigger: the solid button's
    // aria-expanded style is too light for white text (contrast < 4.5:1).
    <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} placement="center" finalFocusEl={() => trigger.current}>
      <Button ref={trigger} size="lg" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Apply Now
      </Button>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Apply for {title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted" fontSize="sm" mb="4">
                Introduce yourself to {organization}. The poster sees your name and this message.
              </Text>
              <Field.Root invalid={!!error} required>
                <Field.Label>Message</Field.Label>
                <Textarea
                  name="message"
                  rows={6}
                  maxLength={5000}
                  value={message}
                  onChange={(e) => setMessage(e.target.value)}
                  placeholder="Why are you a good fit for this role?"
                />
                {error && <Field.ErrorText>{error}</Field.ErrorText>}
              </Field.Root>
              {open && (
                <Suspense fallback={<Text mt="4">Loading your résumé...</Text>}>
                  <ApplyResumeChoice
                    upload={upload}
                    onUpload={(u) => {
                      setUpload(u);
                      setResumeError(null);
                    }}
                    useProfile={useProfile}
                    onUseProfile={setUseProfile}
                    error={resumeError}
                  />
                </Suspense>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button onClick={send} disabled={blank || pending} loading={pending} loadingText="Sending...">
                Send Application
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
