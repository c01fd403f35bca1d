import { Button, Field, Select } from "@gymroam/design-system";

/**
 * The end of a partner console filter form: which gym (shown only to an owner of several, whose
 * `gymOptions` the loader sends) and the Show button.
 */
export function PartnerGymFilter({
  id,
  gymId,
  gymOptions,
}: {
  id: string;
  gymId: number | null | undefined;
  gymOptions: { value: string; label: string }[] | null | undefined;
}) {
  return (
    <>
      {gymOptions ? (
        <Field.Root id={id}>
          <Field.Label>Gym</Field.Label>
          <Select name="gym" defaultValue={gymId ? String(gymId) : "all"} options={gymOptions} />
        </Field.Root>
      ) : null}
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </>
  );
}
