import { Button, Fieldset, Input, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { graphql } from "react-relay/hooks";
import { FormField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import type { FieldErrors } from "../../lib/forms";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { dateInputValue, deadlineFromDate, jobAffiliationOptions, jobTypeOptions, salaryPeriodOptions, workplaceOptions } from "./jobLabels";
import {
  parseAmount,
  todayInputValue,
  validateJob,
  jobFormFields,
  type JobFormField,
  type JobFormMode,
  type JobFormValues,
} from "./jobValidation";

// The fields the edit form starts from (EditJobRoute reads them with useFragment).
export const jobFormFragment = graphql`
  fragment JobForm_job on Job {
    id
    databaseId
    title
    organization
    location
    jobType
    politicalAffiliation
    description
    workplace
    deadline
    electionDate
    salary {
      min
      max
      period
    }
  }
`;

export interface JobFormSource {
  readonly title: string;
  readonly organization: string;
  readonly location: string;
  readonly jobType: string;
  readonly politicalAffiliation?: string | null;
  readonly description: string;
  readonly workplace?: string | null;
  readonly deadline?: string | null;
  readonly electionDate?: string | null;
  readonly salary?: { readonly min?: number | null; readonly max?: number | null; readonly period: string } | null;
}

/** Form values from a stored job (edit form). */
export function jobFormValues(job: JobFormSource): JobFormValues {
  return {
    title: job.title,
    organization: job.organization,
    location: job.location,
    jobType: job.jobType,
    politicalAffiliation: job.politicalAffiliation ?? "",
    description: job.description,
    salaryMin: job.salary?.min != null ? String(job.salary.min) : "",
    salaryMax: job.salary?.max != null ? String(job.salary.max) : "",
    salaryPeriod: job.salary?.period ?? "",
    workplace: job.workplace ?? "",
    deadline: dateInputValue(job.deadline),
    electionDate: job.electionDate ?? "",
  };
}

/** The mutation input's job fields (CreateJobInput / UpdateJobInput without id).
 * `originalDeadline` (edit) is sent back unchanged when the date was not changed. */
export function jobInput(v: JobFormValues, original?: { deadline?: string | null }) {
  const min = parseAmount(v.salaryMin);
  const max = parseAmount(v.salaryMax);
  const unchangedDeadline = original?.deadline && dateInputValue(original.deadline) === v.deadline;
  return {
    title: v.title.trim(),
    organization: v.organization.trim(),
    location: v.location.trim(),
    jobType: v.jobType as "FULL_TIME" | "PART_TIME" | "CONTRACT" | "VOLUNTEER" | "INTERNSHIP",
    description: v.description.trim(),
    politicalAffiliation: (v.politicalAffiliation || null) as
      | "DEMOCRATIC"
      | "REPUBLICAN"
      | "INDEPENDENT"
      | "LIBERTARIAN"
      | "GREEN"
      | "OTHER"
      | "NONE"
      | null,
    workplace: (v.workplace || null) as "ON_SITE" | "HYBRID" | "REMOTE" | null,
    salary:
      v.salaryPeriod && (min !== null || max !== null || v.salaryPeriod === "STIPEND")
        ? { min, max, period: v.salaryPeriod as "HOUR" | "MONTH" | "YEAR" | "STIPEND" }
        : null,
    deadline: v.deadline ? (unchangedDeadline ? original!.deadline! : deadlineFromDate(v.deadline)) : null,
    electionDate: v.electionDate || null,
  };
}

export type ServerErrorsCallback = (errors: FieldErrors<JobFormField>) => void;

/** The post and edit job form: the same fields and values in both modes (the
 * spec's edit form differs only in its title/description messages). */
export function JobForm({
  mode,
  initial,
  pending,
  submitLabel,
  pendingLabel,
  onSubmit,
  extraActions,
}: {
  mode: JobFormMode;
  initial: JobFormValues;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Called with valid values; report server field errors through `setErrors`. */
  onSubmit: (values: JobFormValues, setErrors: ServerErrorsCallback) => void;
  extraActions?: ReactNode;
}) {
  const [initialDeadline] = useState(initial.deadline);
  const [initialElectionDate] = useState(initial.electionDate);
  const check = (v: JobFormValues) => validateJob(v, mode, { initialDeadline, initialElectionDate });
  const { values, errors, setErrors, set, field, handleSubmit } = useValidatedForm<JobFormValues, JobFormField>(initial, check, {
    focusOnInvalid: jobFormFields,
  });

  const submit = handleSubmit((values) => onSubmit(values, setErrors));

  return (
    <form onSubmit={submit} noValidate aria-label={mode === "post" ? "Post a job" : "Edit job"}>
      <Stack gap="5">
        <FormField label="Job title" error={errors.title} required>
          <Input name="title" value={values.title} onChange={(e) => set("title", e.target.value)} maxLength={200} placeholder="e.g. Field Organizer" />
        </FormField>
        <FormField label="Organization" error={errors.organization} required>
          <Input name="organization" value={values.organization} onChange={(e) => set("organization", e.target.value)} maxLength={200} placeholder="Campaign or organization name" />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label="Location" error={errors.location} required>
            <Input name="location" value={values.location} onChange={(e) => set("location", e.target.value)} maxLength={200} placeholder="e.g. Austin, TX" />
          </FormField>
          <SelectField
            label="Job type"
            {...field("jobType")}
            options={jobTypeOptions}
            placeholder="Select a job type"
            required
          />
          <SelectField
            label="Political affiliation"
            {...field("politicalAffiliation")}
            options={jobAffiliationOptions}
            placeholder="Not specified"
            helperText="Optional"
          />
          <SelectField
            label="Workplace"
            {...field("workplace")}
            options={workplaceOptions}
            placeholder="Not specified"
            helperText="Optional"
          />
        </SimpleGrid>
        <FormField label="Description" error={errors.description} required>
          <Textarea
            name="description"
            value={values.description}
            onChange={(e) => set("description", e.target.value)}
            rows={8}
            maxLength={20000}
            placeholder="Responsibilities, qualifications, how to apply..."
          />
        </FormField>
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="medium">Salary (USD)</Fieldset.Legend>
          <Fieldset.HelperText>Optional, except where the law asks for a pay range (California, Colorado, New York and more) and for remote jobs.</Fieldset.HelperText>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" mt="2">
            <FormField label="Minimum" error={errors.salaryMin}>
              <Input name="salaryMin" placeholder="e.g. $55,000 or 55k" value={values.salaryMin} onChange={(e) => set("salaryMin", e.target.value)} />
            </FormField>
            <FormField label="Maximum" error={errors.salaryMax}>
              <Input name="salaryMax" placeholder="e.g. 65k" value={values.salaryMax} onChange={(e) => set("salaryMax", e.target.value)} />
            </FormField>
            <SelectField
              label="Pay period"
              {...field("salaryPeriod")}
              options={salaryPeriodOptions}
              placeholder="No salary information"
            />
          </SimpleGrid>
        </Fieldset.Root>
        <FormField
          label="Election date"
          error={errors.electionDate}
          helperText="Optional: the election this job serves. The job closes the day after, unless you set a later deadline."
        >
          <Input
            name="electionDate"
            type="date"
            min={values.electionDate && values.electionDate === initialElectionDate ? undefined : todayInputValue()}
            value={values.electionDate}
            onChange={(e) => set("electionDate", e.target.value)}
            maxW={{ sm: "xs" }}
          />
        </FormField>
        <FormField label="Application deadline" error={errors.deadline} helperText="Optional. The job leaves the board after this day.">
          <Input
            name="deadline"
            type="date"
            min={values.deadline && values.deadline === initialDeadline ? undefined : todayInputValue()}
            value={values.deadline}
            onChange={(e) => set("deadline", e.target.value)}
            maxW={{ sm: "xs" }}
          />
        </FormField>
        <Stack direction={{ base: "column", sm: "row" }} gap="3">
          <Button type="submit" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
          {extraActions}
        </Stack>
      </Stack>
    </form>
  );
}
