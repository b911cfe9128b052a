import { fireEvent, screen } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { OpenToWorkSectionTestQuery } from "../../__generated__/OpenToWorkSectionTestQuery.graphql";
import { renderScreen } from "../../test/render";
import { OPEN_TO_WORK_TEXTS, OpenToWorkSection, validateOpenToWork } from "./OpenToWorkSection";

const testQuery = graphql`
  query OpenToWorkSectionTestQuery @relay_test_operation {
    viewer {
      ...OpenToWorkSection_user
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<OpenToWorkSectionTestQuery>(testQuery, {});
  return data.viewer ? <OpenToWorkSection user={data.viewer} /> : null;
}

describe("validateOpenToWork", () => {
  it("asks for a date, a role and a place when on, nothing when off", () => {
    expect(validateOpenToWork({ open: true, availableFrom: "", roles: [], states: [] })).toEqual({
      availableFrom: OPEN_TO_WORK_TEXTS.date,
      roles: OPEN_TO_WORK_TEXTS.roles,
      states: OPEN_TO_WORK_TEXTS.states,
    });
    expect(validateOpenToWork({ open: false, availableFrom: "", roles: [], states: [] })).toEqual({});
    expect(validateOpenToWork({ open: true, availableFrom: "2026-11-04", roles: ["FIELD"], states: ["CO"] })).toEqual({});
  });
});

describe("OpenToWorkSection", () => {
  it("shows the saved values and sends them back with the change", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((op) =>
      MockPayloadGenerator.generate(op, {
        User: () => ({
          id: "u1",
          openToWork: { open: true, availableFrom: "2026-11-04", availability: "Available from November 4", roles: ["FIELD"], states: ["CO", "REMOTE"] },
        }),
      }),
    );
    renderScreen(<Harness />, { environment });
    const toggle = await screen.findByRole("checkbox", { name: "I am open to work" });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Available from November 4")).toBeTruthy();
    expect((screen.getByLabelText(/Available from/) as HTMLInputElement).value).toBe("2026-11-04");
    expect((screen.getByRole("checkbox", { name: "Field" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("button", { name: "Remove Colorado" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove Remote" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.operation.name).toBe("UpdateOpenToWorkMutation");
    expect(op.request.variables.input).toEqual({ open: true, availableFrom: "2026-11-04", roles: ["FIELD"], states: ["CO"] });
  });
});
