import { graphql, useMutation } from "react-relay/hooks";
import type { UpdateProfileMutation } from "../__generated__/UpdateProfileMutation.graphql";

// The payload re-reads every fragment that shows profile data, so the profile
// card, the overview and the header update in place (no reload).
const mutation = graphql`
  mutation UpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        firstName
        lastName
        ...Header_viewer
        ...ProfileCard_user
        ...ProfessionalInfoCard_user
        ...EditProfileForm_user
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useUpdateProfileMutation() {
  return useMutation<UpdateProfileMutation>(mutation);
}
