import { Checkbox, Stack, Text } from "@chakra-ui/react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { ApplyResumeChoiceQuery } from "../../__generated__/ApplyResumeChoiceQuery.graphql";
import { ResumeFileInput } from "./ResumeFileInput";
import { formatFileSize, type ResumeUpload } from "./resumeFile";

// Asked when the apply dialog opens: whether the member has a profile résumé.
const query = graphql`
  query ApplyResumeChoiceQuery {
    viewer {
      id
      resumeFile {
        fileName
        size
      }
    }
  }
`;

/** The apply form's résumé: a labelled PDF input and, when the profile has a
 * résumé, "Send my profile résumé" (checked by default; a chosen file is sent
 * instead). */
export function ApplyResumeChoice({
  upload,
  onUpload,
  useProfile,
  onUseProfile,
  error,
}: {
  upload: ResumeUpload | null;
  onUpload: (u: ResumeUpload | null) => void;
  useProfile: boolean;
  onUseProfile: (v: boolean) => void;
  error?: string | null;
}) {
  const data = useLazyLoadQuery<ApplyResumeChoiceQuery>(query, {}, { fetchPolicy: "store-and-network" });
  const profile = data.viewer?.resumeFile;
  return (
    <Stack gap="3" mt="4" data-testid="apply-resume">
      {profile && (
        <Checkbox.Root checked={useProfile && !upload} disabled={!!upload} onCheckedChange={(d) => onUseProfile(d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            Send my profile résumé ({profile.fileName}, {formatFileSize(profile.size)})
          </Checkbox.Label>
        </Checkbox.Root>
      )}
      <ResumeFileInput
        label={profile ? "Or attach a different résumé (optional)" : "Résumé (optional)"}
        error={error}
        onChange={onUpload}
      />
      {upload && (
        <Text fontSize="sm" color="fg.muted">
          {upload.fileName} ({formatFileSize(upload.size)}) will be sent with this application.
        </Text>
      )}
    </Stack>
  );
}
