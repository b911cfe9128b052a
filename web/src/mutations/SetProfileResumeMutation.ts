import { graphql, useMutation } from "react-relay/hooks";
import type { SetProfileResumeMutation } from "../__generated__/SetProfileResumeMutation.graphql";

// Sets (or, with resume: null, removes) the viewer's profile résumé; the
// payload brings back the viewer's resumeFile, so the profile's section
// updates in place.
const mutation = graphql`
  mutation SetProfileResumeMutation($input: SetProfileResumeInput!) {
    setProfileResume(input: $input) {
      user {
        id
        resumeFile {
          fileName
          size
          uploadedAt
          url
        }
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useSetProfileResumeMutation() {
  return useMutation<SetProfileResumeMutation>(mutation);
}
