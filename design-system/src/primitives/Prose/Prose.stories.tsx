import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { Prose } from "./Prose";

function Terms({ long = false }: { long?: boolean }) {
  return (
    <Prose>
      <p>
        <strong>Version 1.0</strong> · <small>Last updated June 25, 2025</small>
      </p>
      <h2>Commission</h2>
      <p>
        Approved ambassadors earn 30% commission on every confirmed booking made through their unique code or
        link, earned 30 days after the booking is completed.
      </p>
      <h3>Payouts</h3>
      <ul>
        <li>Paid monthly on the 15th, minimum $50 NZD.</li>
        <li>By bank transfer; international transfers are supported.</li>
        <li>Final payments within 60 days of termination.</li>
      </ul>
      <h2>Activity requirements</h2>
      <ol>
        <li>At least 1 booking per quarter.</li>
        <li>At least 2 content posts per month.</li>
        <li>Reply to the team within 48 hours.</li>
      </ol>
      <p>
        Questions? <a href="#contact">Contact us</a>.
      </p>
      {long ? (
        <>
          <h2>Termination and disputes</h2>
          <p>
            Either party may terminate with 30 days' written notice. Changes to these terms get 30 days'
            notice. Disputes go to arbitration in New Zealand under New Zealand law.
            Supercalifragilisticexpialidocious-long
            unbroken-words-and-https://www.example.com/a/very/long/url/that/must/wrap/at/375px still wrap.
          </p>
        </>
      ) : null}
    </Prose>
  );
}

const meta = {
  title: "Primitives/Typography/Prose",
  component: Terms,
} satisfies Meta<typeof Terms>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(2);
    await expect(canvas.getAllByRole("list")).toHaveLength(2);
  },
};
export const LongText: Story = { args: { long: true } };
export const Mobile: Story = {
  ...mobileStory,
  args: { long: true },
  decorators: [(Story) => <div className="p-4">{Story()}</div>, ...mobileStory.decorators],
};
export const AllStates: Story = { args: { long: true } };
