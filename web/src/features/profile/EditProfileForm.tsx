import { Button, Card, Heading, HStack, Input, SimpleGrid, Stack, Switch, Textarea } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import type { EditProfileForm_user$key } from "../../__generated__/EditProfileForm_user.graphql";
import type { PoliticalAffiliation } from "../../__generated__/UpdateProfileMutation.graphql";
import { ImageUpload } from "../../components/ImageUpload";
import { FormField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toaster";
import { isValidEmail, optional, splitUserErrors, type FieldErrors } from "../../lib/forms";
import { affiliationOptions } from "../../lib/labels";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { useUpdateProfileMutation } from "../../mutations/UpdateProfileMutation";

const fragment = graphql`
  fragment EditProfileForm_user on User {
    id
    firstName
    lastName
    email
    location
    bio
    profileImage
    politicalAffiliation
    currentPosition
    previousPositions
    education
    skills
    resume
    website
    socialLinks
    phoneNumber
    isPublicProfile
  }
`;

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  location: string;
  bio: string;
  profileImage: string;
  politicalAffiliation: string;
  currentPosition: string;
  previousPositions: string;
  education: string;
  skills: string;
  resume: string;
  website: string;
  socialLinks: string;
  phoneNumber: string;
  isPublicProfile: boolean;
}

type Key = keyof ProfileValues;
const fields: Key[] = [
  "firstName",
  "lastName",
  "email",
  "location",
  "bio",
  "profileImage",
  "politicalAffiliation",
  "currentPosition",
  "previousPositions",
  "education",
  "skills",
  "resume",
  "website",
  "socialLinks",
  "phoneNumber",
  "isPublicProfile",
];

/** Spec section 5 (profile edit): first and last name required; the rest optional. */
export function validateProfile(v: ProfileValues): FieldErrors<Key> {
  const e: FieldErrors<Key> = {};
  if (!v.firstName.trim()) e.firstName = "First name is required";
  if (!v.lastName.trim()) e.lastName = "Last name is required";
  if (v.email.trim() && !isValidEmail(v.email)) e.email = "Invalid email address";
  return e;
}

/** Social links: one per line, blank lines dropped. */
export function parseLines(text: string): string[] {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
}

/** The Edit Profile form (every field of UpdateProfileInput). */
export function EditProfileForm({ user: userKey, onDone }: { user: EditProfileForm_user$key; onDone: () => void }) {
  const user = useFragment(fragment, userKey);
  const { values, errors, setErrors, set, field, handleSubmit } = useValidatedForm<ProfileValues, Key>(
    () => ({
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email ?? "",
      location: user.location ?? "",
      bio: user.bio ?? "",
      profileImage: user.profileImage ?? "",
      politicalAffiliation: user.politicalAffiliation ?? "NONE",
      currentPosition: user.currentPosition ?? "",
      previousPositions: user.previousPositions ?? "",
      education: user.education ?? "",
      skills: user.skills ?? "",
      resume: user.resume ?? "",
      website: user.website ?? "",
      socialLinks: (user.socialLinks ?? []).join("\n"),
      phoneNumber: user.phoneNumber ?? "",
      isPublicProfile: user.isPublicProfile,
    }),
    validateProfile,
  );
  const [commit, pending] = useUpdateProfileMutation();

  const onSubmit = handleSubmit((values) => {
    commit({
      variables: {
        input: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: optional(values.email),
          location: values.location.trim(),
          bio: values.bio.trim(),
          profileImage: values.profileImage,
          politicalAffiliation: (values.politicalAffiliation || "NONE") as PoliticalAffiliation,
          currentPosition: values.currentPosition.trim(),
          previousPositions: values.previousPositions.trim(),
          education: values.education.trim(),
          skills: values.skills.trim(),
          resume: values.resume.trim(),
          website: values.website.trim(),
          socialLinks: parseLines(values.socialLinks),
          phoneNumber: values.phoneNumber.trim(),
          isPublicProfile: values.isPublicProfile,
        },
      },
      onCompleted: (res) => {
        const { user: updated, errors: userErrors } = res.updateProfile;
        if (updated) {
          toast({ title: "Profile updated", description: "Your profile has been updated successfully.", type: "success" });
          onDone();
          return;
        }
        const { fieldErrors, general } = splitUserErrors(userErrors, fields);
        setErrors(fieldErrors);
        toast({ title: "Error", description: general[0] ?? userErrors[0]?.message ?? "Failed to update profile", type: "error" });
      },
      onError: (err) => toast({ title: "Error", description: err.message || "Failed to update profile", type: "error" }),
    });
  });

  const text = (k: Exclude<Key, "isPublicProfile">, label: string, props: Record<string, unknown> = {}, required = false) => (
    <FormField label={label} error={errors[k]} required={required}>
      <Input name={k} value={values[k] as string} onChange={(e) => set(k, e.target.value)} {...props} />
    </FormField>
  );
  const area = (k: Exclude<Key, "isPublicProfile">, label: string, helperText?: string) => (
    <FormField label={label} error={errors[k]} helperText={helperText}>
      <Textarea name={k} rows={3} value={values[k] as string} onChange={(e) => set(k, e.target.value)} />
    </FormField>
  );

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg">
          Edit Profile
        </Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={onSubmit} noValidate aria-label="Edit profile">
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {text("firstName", "First name", { autoComplete: "given-name" }, true)}
              {text("lastName", "Last name", { autoComplete: "family-name" }, true)}
              {text("email", "Email", { type: "email", autoComplete: "email" })}
              {text("phoneNumber", "Phone number", { type: "tel", autoComplete: "tel" })}
              {text("location", "Location", { autoComplete: "address-level2" })}
              <SelectField
                label="Political affiliation"
                {...field("politicalAffiliation")}
                options={affiliationOptions}
              />
            </SimpleGrid>
            {area("bio", "Bio")}
            <ImageUpload
              label="Profile image"
              {...field("profileImage")}
              previewAlt="Profile image preview"
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {text("currentPosition", "Current position")}
              {text("education", "Education")}
            </SimpleGrid>
            {area("previousPositions", "Previous positions")}
            {area("skills", "Skills")}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {text("resume", "Resume URL", { type: "url", placeholder: "https://" })}
              {text("website", "Website", { type: "url", placeholder: "https://" })}
            </SimpleGrid>
            {area("socialLinks", "Social links", "One link per line.")}
            <Switch.Root
              checked={values.isPublicProfile}
              onCheckedChange={(d) => set("isPublicProfile", d.checked)}
              name="isPublicProfile"
            >
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>Public profile (visible to other members)</Switch.Label>
            </Switch.Root>
            <HStack gap="3" justify="flex-end">
              <Button variant="outline" onClick={onDone} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? "Saving..." : "Save Changes"}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
