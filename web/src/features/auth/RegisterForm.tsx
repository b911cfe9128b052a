import { Button, Checkbox, Field, Input, Link as ChakraLink, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { Link } from "react-router";
import type { PoliticalAffiliation, UserType } from "../../__generated__/RegisterMutation.graphql";
import { ImageUpload } from "../../components/ImageUpload";
import { FormField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toaster";
import { optional, splitUserErrors } from "../../lib/forms";
import { affiliationOptions, userTypeOptions } from "../../lib/labels";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { registerUpdater, useRegisterMutation } from "../../mutations/RegisterMutation";
import { emptyRegisterValues, validateRegister, type RegisterValues } from "./validation";

const serverFields = ["username", "email", "password", "firstName", "lastName", "userType", "politicalAffiliation", "location", "bio", "profileImage"] as const;

/** The Sign Up tab. confirmPassword and terms stay in the browser. */
export function RegisterForm() {
  const { values, errors, setErrors, set, field, handleSubmit } = useValidatedForm<RegisterValues, keyof RegisterValues>(
    emptyRegisterValues,
    validateRegister,
  );
  const [commit, pending] = useRegisterMutation();

  const onSubmit = handleSubmit((values) => {
    commit({
      variables: {
        input: {
          username: values.username.trim(),
          email: values.email.trim(),
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          userType: values.userType as UserType,
          politicalAffiliation: (values.politicalAffiliation || "NONE") as PoliticalAffiliation,
          location: optional(values.location),
          bio: optional(values.bio),
          profileImage: optional(values.profileImage),
        },
      },
      updater: registerUpdater,
      onCompleted: (res) => {
        const { user, errors: userErrors } = res.register;
        if (user) {
          toast({ title: "Registration successful", description: `Welcome to Canvass, ${user.firstName}!`, type: "success" });
          return;
        }
        const { fieldErrors, general } = splitUserErrors(userErrors, serverFields);
        setErrors(fieldErrors);
        toast({
          title: "Registration failed",
          description: general[0] ?? userErrors[0]?.message ?? "Please check the form and try again.",
          type: "error",
        });
      },
      onError: (err) => toast({ title: "Registration failed", description: err.message, type: "error" }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign up">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First name" error={errors.firstName} required>
            <Input name="firstName" autoComplete="given-name" value={values.firstName} onChange={(e) => set("firstName", e.target.value)} />
          </FormField>
          <FormField label="Last name" error={errors.lastName} required>
            <Input name="lastName" autoComplete="family-name" value={values.lastName} onChange={(e) => set("lastName", e.target.value)} />
          </FormField>
        </SimpleGrid>
        <FormField label="Username" error={errors.username} required>
          <Input name="username" autoComplete="username" value={values.username} onChange={(e) => set("username", e.target.value)} />
        </FormField>
        <FormField label="Email" error={errors.email} required>
          <Input name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => set("email", e.target.value)} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Password" error={errors.password} required>
            <Input
              name="password"
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set("password", e.target.value)}
            />
          </FormField>
          <FormField label="Confirm password" error={errors.confirmPassword} required>
            <Input
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(e) => set("confirmPassword", e.target.value)}
            />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField
            label="I am a"
            {...field("userType")}
            options={userTypeOptions}
            required
          />
          <SelectField
            label="Political affiliation"
            {...field("politicalAffiliation")}
            options={affiliationOptions}
          />
        </SimpleGrid>
        <FormField label="Location (optional)" error={errors.location}>
          <Input name="location" autoComplete="address-level2" value={values.location} onChange={(e) => set("location", e.target.value)} />
        </FormField>
        <FormField label="Bio (optional)" error={errors.bio}>
          <Textarea name="bio" rows={3} value={values.bio} onChange={(e) => set("bio", e.target.value)} />
        </FormField>
        <ImageUpload
          label="Profile image (optional)"
          {...field("profileImage")}
          previewAlt="Profile image preview"
        />
        <Field.Root invalid={!!errors.terms}>
          <Checkbox.Root checked={values.terms} onCheckedChange={(d) => set("terms", d.checked === true)} name="terms">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              I agree to the{" "}
              <ChakraLink asChild color="blue.fg">
                <Link to="/terms" target="_blank">
                  terms and conditions
                </Link>
              </ChakraLink>
            </Checkbox.Label>
          </Checkbox.Root>
          {errors.terms && <Field.ErrorText>{errors.terms}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" disabled={pending} width="full">
          {pending ? "Creating account..." : "Create Account"}
        </Button>
        <Text fontSize="sm" textAlign="center">
          Already a member?{" "}
          <ChakraLink asChild color="blue.fg">
            <Link to="/auth?mode=login">Log in.</Link>
          </ChakraLink>
        </Text>
      </Stack>
    </form>
  );
}
