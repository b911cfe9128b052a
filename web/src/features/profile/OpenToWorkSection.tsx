import { Badge, Button, Card, Checkbox, CheckboxGroup, chakra, Fieldset, HStack, Input, SimpleGrid, Stack, Switch, Text, useFieldContext, Wrap } from "@chakra-ui/react";
import type { ComponentProps } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { OpenToWorkSection_user$key } from "../../__generated__/OpenToWorkSection_user.graphql";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toaster";
import { splitUserErrors, type FieldErrors } from "../../lib/forms";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { useUpdateOpenToWorkMutation } from "../../mutations/UpdateOpenToWorkMutation";
import { placeLabel, placeOptions, roleOptions } from "../people/peopleLabels";

const fragment = graphql`
  fragment OpenToWorkSection_user on User {
    id
    openToWork {
      open
      availableFrom
      availability
      roles
      states
    }
  }
`;

type Values = { open: boolean; availableFrom: string; roles: string[]; states: string[] };
type Field = "availableFrom" | "roles" | "states";
const fields: Field[] = ["availableFrom", "roles", "states"];

export const OPEN_TO_WORK_TEXTS = {
  title: "Open to work",
  intro: "Tell campaigns you are looking: they find you on People when your profile is public.",
  date: "Please choose the date you can start.",
  roles: "Please choose at least one role.",
  states: "Please choose at least one state, or Remote.",
  saved: "Open to work saved",
  off: "You are no longer listed as open to work.",
} as const;

/** A native multi-select wired to its FormField (label, aria-invalid, helper text). */
function FieldSelect(props: ComponentProps<typeof chakra.select>) {
  const field = useFieldContext();
  return <chakra.select {...(field?.getSelectProps() ?? {})} {...props} />;
}

/** The client's checks (the server checks the same and more). */
export function validateOpenToWork(v: Values): FieldErrors<Field> {
  if (!v.open) return {};
  const e: FieldErrors<Field> = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.availableFrom)) e.availableFrom = OPEN_TO_WORK_TEXTS.date;
  if (v.roles.length === 0) e.roles = OPEN_TO_WORK_TEXTS.roles;
  if (v.states.length === 0) e.states = OPEN_TO_WORK_TEXTS.states;
  return e;
}

/** The dashboard's "Open to work" section (non-vendors): a switch, the date they can
 * start, role families (checkboxes) and places (a multi-select: states, Remote). Save
 * shows a toast; switching off and saving takes them off /people (the values are kept). */
export function OpenToWorkSection({ user: key }: { user: OpenToWorkSection_user$key }) {
  const user = useFragment(fragment, key);
  const otw = user.openToWork;
  const [commit, pending] = useUpdateOpenToWorkMutation();
  const { values, errors, setErrors, set, handleSubmit } = useValidatedForm<Values, Field>(
    () => ({ open: otw?.open ?? false, availableFrom: otw?.availableFrom ?? "", roles: [...(otw?.roles ?? [])], states: [...(otw?.states ?? [])] }),
    validateOpenToWork,
    { focusOnInvalid: fields },
  );
  const save = (v: Values) =>
    commit({
      variables: { input: v.open ? { open: true, availableFrom: v.availableFrom, roles: v.roles as never, states: v.states as never } : { open: false } },
      onCompleted: (res) => {
        const errs = res.updateOpenToWork?.errors ?? [];
        if (errs.length === 0) {
          toast({ title: OPEN_TO_WORK_TEXTS.saved, description: v.open ? undefined : OPEN_TO_WORK_TEXTS.off, type: "success" });
          return;
        }
        const { fieldErrors, general } = splitUserErrors(errs, fields);
        setErrors(fieldErrors);
        if (general.length > 0) toast({ title: "Error", description: general[0], type: "error" });
      },
      onError: (err) => toast({ title: "Error", description: err.message || "Failed to save", type: "error" }),
    });
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="open-to-work-title" id="open-to-work" data-testid="open-to-work">
      <Card.Body gap="4">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text as="h2" id="open-to-work-title" fontWeight="semibold" fontSize="lg">
            {OPEN_TO_WORK_TEXTS.title}
          </Text>
          {otw?.open && <Badge colorPalette="green">{otw.availability}</Badge>}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {OPEN_TO_WORK_TEXTS.intro}
        </Text>
        <form onSubmit={handleSubmit(save)} noValidate>
          <Stack gap="4">
            <Switch.Root checked={values.open} onCheckedChange={(d) => set("open", d.checked)} name="open">
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>I am open to work</Switch.Label>
            </Switch.Root>
            {values.open && (
              <>
                <FormField label="Available from" error={errors.availableFrom} required>
                  <Input type="date" name="availableFrom" value={values.availableFrom} onChange={(e) => set("availableFrom", e.target.value)} />
                </FormField>
                <Fieldset.Root invalid={!!errors.roles}>
                  <Fieldset.Legend fontSize="sm" fontWeight="medium">
                    Roles
                  </Fieldset.Legend>
                  <CheckboxGroup value={values.roles} onValueChange={(roles) => set("roles", roles)} name="roles">
                    <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
                      {roleOptions.map((o) => (
                        <Checkbox.Root key={o.value} value={o.value}>
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{o.label}</Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                    </SimpleGrid>
                  </CheckboxGroup>
                  {errors.roles && <Fieldset.ErrorText>{errors.roles}</Fieldset.ErrorText>}
                </Fieldset.Root>
                <FormField
                  label="Where (states, or Remote)"
                  error={errors.states}
                  required
                  helperText="Hold Ctrl (Cmd on a Mac) or Shift to choose more than one."
                >
                  <FieldSelect
                    name="states"
                    multiple
                    htmlSize={6}
                    value={values.states}
                    onChange={(e) => set("states", Array.from(e.target.selectedOptions, (o) => o.value))}
                    borderWidth="1px"
                    rounded="md"
                    p="1"
                    w="full"
                    bg="bg"
                  >
                    {placeOptions.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </FieldSelect>
                </FormField>
                {values.states.length > 0 && (
                  <Wrap gap="1.5" aria-label="Chosen places">
                    {values.states.map((s) => (
                      <Button
                        key={s}
                        size="xs"
                        variant="subtle"
                        aria-label={`Remove ${placeLabel(s)}`}
                        onClick={() => set("states", values.states.filter((x) => x !== s))}
                      >
                        {placeLabel(s)} ×
                      </Button>
                    ))}
                  </Wrap>
                )}
              </>
            )}
            <HStack justify="flex-end">
              <Button type="submit" disabled={pending}>
                {pending ? "Saving..." : "Save"}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
