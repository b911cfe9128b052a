import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { JobForm, jobInput } from "./JobForm";
import { emptyJobForm, parseAmount, validateJob, type JobFormValues } from "./jobValidation";
import { mockEnvironment, renderRoutes } from "../../test/render";

const valid: JobFormValues = {
  ...emptyJobForm,
  title: "Field Organizer",
  organization: "Friends of Jane",
  location: "Austin, TX",
  jobType: "FULL_TIME",
  description: "Knock doors and recruit volunteers across the district.",
};

describe("validateJob", () => {
  it("accepts a complete post", () => {
    expect(validateJob(valid, "post")).toEqual({});
  });

  it("uses the spec's post messages", () => {
    expect(validateJob(emptyJobForm, "post")).toEqual({
      title: "Job title must be at least 5 characters",
      organization: "Organization name is required",
      location: "Location is required",
      jobType: "Job type is required",
      description: "Description must be at least 10 characters",
    });
  });

  it("uses the spec's edit messages and the longer description minimum", () => {
    const e = validateJob({ ...valid, title: "Org", description: "Fifteen chars.." }, "edit");
    expect(e).toEqual({
      title: "Title must be at least 5 characters",
      description: "Description must be at least 20 characters",
    });
    // 15 characters are enough for a post.
    expect(validateJob({ ...valid, description: "Fifteen chars.." }, "post")).toEqual({});
  });

  it("trims before counting", () => {
    expect(validateJob({ ...valid, title: "   abcd   " }, "post").title).toBe("Job title must be at least 5 characters");
    expect(validateJob({ ...valid, organization: " A " }, "post").organization).toBe("Organization name is required");
  });

  it("checks the optional salary and deadline", () => {
    const now = new Date(2025, 3, 10, 12);
    expect(validateJob({ ...valid, salaryMin: "60000", salaryMax: "50000", salaryPeriod: "YEAR" }, "post").salaryMin).toBe(
      "Minimum salary cannot be more than the maximum",
    );
    expect(validateJob({ ...valid, salaryMin: "50000" }, "post").salaryPeriod).toBe(
      "Choose a salary period: hour, month, year or stipend",
    );
    expect(validateJob({ ...valid, salaryMax: "-5", salaryPeriod: "HOUR" }, "post").salaryMax).toBe("Salary cannot be negative");
    expect(validateJob({ ...valid, salaryMax: "12.5", salaryPeriod: "HOUR" }, "post").salaryMax).toBe("Enter a whole amount such as 55000, $55,000 or 65k");
    expect(validateJob({ ...valid, deadline: "2025-04-09" }, "post", { now }).deadline).toBe(
      "Application deadline must be in the future",
    );
    expect(validateJob({ ...valid, deadline: "2025-04-10" }, "post", { now })).toEqual({});
    // An unchanged past deadline stays allowed on edit.
    expect(validateJob({ ...valid, deadline: "2025-01-01" }, "edit", { now, initialDeadline: "2025-01-01" }).deadline).toBeUndefined();
  });

  it("checks the election date: today or later, an unchanged past one allowed on edit", () => {
    const now = new Date(2028, 10, 7, 20);
    expect(validateJob({ ...valid, electionDate: "2028-11-06" }, "post", { now }).electionDate).toBe("Election date must be today or later");
    expect(validateJob({ ...valid, electionDate: "2028-11-07" }, "post", { now })).toEqual({});
    expect(validateJob({ ...valid, electionDate: "2026-11-03" }, "edit", { now, initialElectionDate: "2026-11-03" })).toEqual({});
    expect(jobInput({ ...valid, electionDate: "2028-11-07" }).electionDate).toBe("2028-11-07");
  });
});

describe("jobInput", () => {
  it("builds the mutation input (enum names, optional fields null)", () => {
    expect(jobInput({ ...valid, title: "  Field Organizer " })).toEqual({
      title: "Field Organizer",
      organization: "Friends of Jane",
      location: "Austin, TX",
      jobType: "FULL_TIME",
      description: "Knock doors and recruit volunteers across the district.",
      politicalAffiliation: null,
      workplace: null,
      salary: null,
      deadline: null,
      electionDate: null,
    });
    const full = jobInput({
      ...valid,
      politicalAffiliation: "NONE",
      workplace: "REMOTE",
      salaryMin: "45,000",
      salaryMax: "",
      salaryPeriod: "YEAR",
      deadline: "2030-05-01",
    });
    expect(full.salary).toEqual({ min: 45000, max: null, period: "YEAR" });
    expect(full.politicalAffiliation).toBe("NONE");
    expect(full.workplace).toBe("REMOTE");
    expect(new Date(full.deadline!).getDate()).toBe(1);
  });

  it("sends an unchanged deadline back as stored", () => {
    const stored = "2030-05-01T18:30:00Z";
    const local = new Date(stored);
    const pad = (n: number) => String(n).padStart(2, "0");
    const date = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
    expect(jobInput({ ...valid, deadline: date }, { deadline: stored }).deadline).toBe(stored);
  });
});

describe("JobForm", () => {
  function renderForm(mode: "post" | "edit", onSubmit = vi.fn()) {
    renderRoutes(mockEnvironment(), [
      {
        path: "/",
        element: (
          <JobForm mode={mode} initial={emptyJobForm} pending={false} submitLabel="Post Job" pendingLabel="Posting..." onSubmit={onSubmit} />
        ),
      },
    ]);
    return onSubmit;
  }

  it("shows the validation messages under the labelled fields and does not submit", async () => {
    const onSubmit = renderForm("post");
    fireEvent.click(await screen.findByRole("button", { name: "Post Job" }));
    for (const msg of [
      "Job title must be at least 5 characters",
      "Organization name is required",
      "Location is required",
      "Job type is required",
      "Description must be at least 10 characters",
    ]) {
      expect(screen.getByText(msg)).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
    // The error is tied to its field.
    const title = screen.getByLabelText(/Job title/);
    expect(title.getAttribute("aria-invalid")).toBe("true");
  });

  it("offers the same five job types in both modes and submits valid values", async () => {
    const onSubmit = renderForm("post");
    const type = (await screen.findByLabelText(/Job type/)) as HTMLSelectElement;
    expect(Array.from(type.options).map((o) => o.value)).toEqual(["", "FULL_TIME", "PART_TIME", "CONTRACT", "VOLUNTEER", "INTERNSHIP"]);
    fireEvent.change(screen.getByLabelText(/Job title/), { target: { value: valid.title } });
    fireEvent.change(screen.getByLabelText(/Organization/), { target: { value: valid.organization } });
    fireEvent.change(screen.getByLabelText(/^Location/), { target: { value: valid.location } });
    fireEvent.change(type, { target: { value: "CONTRACT" } });
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: valid.description } });
    fireEvent.click(screen.getByRole("button", { name: "Post Job" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ ...valid, jobType: "CONTRACT" });
  });

  it("uses the edit messages in edit mode", async () => {
    renderForm("edit");
    fireEvent.click(await screen.findByRole("button", { name: "Post Job" }));
    expect(screen.getByText("Title must be at least 5 characters")).toBeTruthy();
    expect(screen.getByText("Description must be at least 20 characters")).toBeTruthy();
  });
});

describe("parseAmount (issue 14)", () => {
  it("reads salaries as people write them", () => {
    expect(parseAmount("$55,000")).toBe(55000);
    expect(parseAmount("65k")).toBe(65000);
    expect(parseAmount("62.5K")).toBe(62500);
    expect(parseAmount(" 55,000.00 ")).toBe(55000);
    expect(parseAmount("1.2m")).toBe(1200000);
    expect(parseAmount("USD 48000")).toBe(48000);
    expect(parseAmount("")).toBeNull();
  });
  it("refuses what is not a whole amount", () => {
    for (const bad of ["12.5", "abc", "65kk", "5-6", "k"]) expect(parseAmount(bad), bad).toBeNaN();
  });
  it("lets the form accept $55,000 to 65k", () => {
    const e = validateJob({ ...valid, salaryMin: "$55,000", salaryMax: "65k", salaryPeriod: "YEAR" }, "post");
    expect(e.salaryMin).toBeUndefined();
    expect(e.salaryMax).toBeUndefined();
  });
});
