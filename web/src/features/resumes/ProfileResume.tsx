import { Button, Card, Link as ChakraLink, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ProfileResume_user$key } from "../../__generated__/ProfileResume_user.graphql";
import { toast } from "../../components/ui/toaster";
import { formatLongDate } from "../../lib/labels";
import { useSetProfileResumeMutation } from "../../mutations/SetProfileResumeMutation";
import { failureMessage } from "../jobs/errors";
import { ResumeFileInput } from "./ResumeFileInput";
import { formatFileSize, type ResumeUpload } from "./resumeFile";

const fragment = graphql`
  fragment ProfileResume_user on User {
    id
    resumeFile {
      fileName
      size
      uploadedAt
      url
    }
  }
`;

export const RESUME_SAVE_FAILED = "Could not save your résumé. Please try again.";

/** The dashboard's "Résumé" card: the profile's PDF résumé (sent with
 * applications unless another is attached), downloaded, replaced or removed.
 * Choosing a file saves it. */
export function ProfileResume({ user }: { user: ProfileResume_user$key }) {
  const data = useFragment(fragment, user);
  const resume = data.resumeFile;
  const [commit, pending] = useSetProfileResumeMutation();
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0); // a new input once saved (no file shown chosen)

  const save = (upload: ResumeUpload | null, removing = false) => {
    if (!upload && !removing) return;
    setError(null);
    commit({
      variables: { input: { resume: upload ? { fileName: upload.fileName, data: upload.data } : null } },
      onCompleted: (res) => {
        const errors = res.setProfileResume.errors;
        if (errors.length > 0 || !res.setProfileResume.user) {
          setError(errors[0]?.message ?? RESUME_SAVE_FAILED);
          return;
        }
        setInputKey((k) => k + 1);
        toast({ title: removing ? "Résumé removed" : "Résumé saved", type: "success" });
      },
      onError: (err) => setError(failureMessage(err, RESUME_SAVE_FAILED)),
    });
  };

  return (
    <Card.Root variant="outline" data-testid="profile-resume">
      <Card.Header>
        <Heading as="h2" size="md">
          Résumé
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Text fontSize="sm" color="fg.muted">
          Sent with your applications unless you attach another. Only you and the people whose jobs you apply to can download it.
        </Text>
        {resume ? (
          <Stack gap="1">
            <ChakraLink href={resume.url} download={resume.fileName} color="blue.fg" fontWeight="semibold" wordBreak="break-word">
              {resume.fileName}
            </ChakraLink>
            <Text fontSize="sm" color="fg.muted">
              {formatFileSize(resume.size)} · uploaded {formatLongDate(resume.uploadedAt)}
            </Text>
          </Stack>
        ) : (
          <Text>No résumé yet.</Text>
        )}
        <Stack gap="3" aria-busy={pending}>
          <ResumeFileInput
            key={inputKey}
            label={resume ? "Replace résumé" : "Upload a résumé"}
            error={error}
            onChange={(u) => save(u)}
            disabled={pending}
          />
          {resume && (
            <HStack>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => save(null, true)} disabled={pending}>
                Remove résumé
              </Button>
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
