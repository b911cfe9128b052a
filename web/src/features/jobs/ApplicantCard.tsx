import { Box, Button, Link as ChakraLink, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ApplicantCard_application$key, ApplicationStage } from "../../__generated__/ApplicantCard_application.graphql";
import { FormField } from "../../components/ui/form-field";
import { RouterLink } from "../../components/ui/router-link";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toaster";
import { formatLongDate } from "../../lib/labels";
import { formatFileSize } from "../resumes/resumeFile";
import { useMoveApplicationMutation, useSetApplicationNoteMutation } from "../../mutations/ApplicationStageMutations";
import { ApplicationStageBadge, movableStages, stageLabel } from "./ApplicationStageBadge";
import { failureMessage } from "./errors";

const fragment = graphql`
  fragment ApplicantCard_application on JobApplication {
    id
    message
    createdAt
    stage
    note
    resumeFile {
      fileName
      size
      url
    }
    applicant {
      id
      databaseId
      firstName
      lastName
      username
    }
  }
`;

export const NOTE_MAX = 2000;
export const MOVE_FAILED = "Could not move the application. Please try again.";
export const NOTE_FAILED = "Could not save the note. Please try again.";

/** One application on its job's applicants list (the poster's view): who,
 * when, the message, its stage (a select to move it, none once withdrawn) and
 * the poster's private note. */
export function ApplicantCard({ application }: { application: ApplicantCard_application$key }) {
  const a = useFragment(fragment, application);
  const name = `${a.applicant.firstName} ${a.applicant.lastName}`;
  const [moveCommit, moving] = useMoveApplicationMutation();
  const [noteCommit, savingNote] = useSetApplicationNoteMutation();
  const [draft, setDraft] = useState(a.note ?? "");
  const [noteError, setNoteError] = useState<string | null>(null);

  const move = (stage: string) => {
    if (stage === a.stage) return;
    moveCommit({
      variables: { input: { id: a.id, stage: stage as ApplicationStage } },
      // The select shows the new stage at once; Relay rolls it back on failure.
      optimisticUpdater: (store) => store.get(a.id)?.setValue(stage, "stage"),
      onCompleted: (res) => {
        const errors = res.moveApplication.errors;
        if (errors.length > 0 || !res.moveApplication.application) {
          toast({ title: "Error", description: errors[0]?.message ?? MOVE_FAILED, type: "error" });
          return;
        }
        toast({ title: "Application moved", description: `${name} is now at ${stageLabel(stage)}.`, type: "success" });
      },
      onError: (err) => toast({ title: "Error", description: failureMessage(err, MOVE_FAILED), type: "error" }),
    });
  };

  const saveNote = () => {
    setNoteError(null);
    noteCommit({
      variables: { input: { id: a.id, note: draft } },
      onCompleted: (res) => {
        const errors = res.setApplicationNote.errors;
        if (errors.length > 0 || !res.setApplicationNote.application) {
          setNoteError(errors[0]?.message ?? NOTE_FAILED);
          return;
        }
        toast({ title: "Note saved", type: "success" });
      },
      onError: (err) => setNoteError(failureMessage(err, NOTE_FAILED)),
    });
  };

  return (
    <Box borderWidth="1px" rounded="md" p="3" bg="bg" data-testid="applicant-card">
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Text fontWeight="semibold" wordBreak="break-word">
            <RouterLink to={`/messages?to=${a.applicant.databaseId}`} color="blue.fg">
              {name}
            </RouterLink>{" "}
            <Text as="span" color="fg.muted" fontWeight="normal" fontSize="sm">
              @{a.applicant.username}
            </Text>
          </Text>
          <ApplicationStageBadge stage={a.stage} />
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          Applied {formatLongDate(a.createdAt)}
        </Text>
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {a.message}
        </Text>
        {a.resumeFile && (
          <Text fontSize="sm">
            <ChakraLink href={a.resumeFile.url} download={a.resumeFile.fileName} color="blue.fg" fontWeight="semibold">
              Download résumé
              <Text as="span" srOnly>
                {" "}
                of {name}
              </Text>
            </ChakraLink>{" "}
            <Text as="span" color="fg.muted" wordBreak="break-word">
              ({a.resumeFile.fileName}, {formatFileSize(a.resumeFile.size)})
            </Text>
          </Text>
        )}
        {a.stage !== "WITHDRAWN" && (
          <Box maxW={{ base: "full", sm: "15rem" }} aria-busy={moving}>
            <SelectField
              label={
                <>
                  Stage
                  <Text as="span" srOnly>
                    {" "}
                    for {name}
                  </Text>
                </>
              }
              size="sm"
              value={a.stage}
              onChange={move}
              options={movableStages}
            />
          </Box>
        )}
        <FormField label="Private note (only you see this)" size="sm" error={noteError}>
          <Textarea
            size="sm"
            rows={2}
            maxLength={NOTE_MAX}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            autoresize
          />
        </FormField>
        <Button
          alignSelf="start"
          size="xs"
          variant="outline"
          aria-label={`Save note for ${name}`}
          onClick={saveNote}
          loading={savingNote}
          loadingText="Saving..."
        >
          Save note
        </Button>
      </Stack>
    </Box>
  );
}
