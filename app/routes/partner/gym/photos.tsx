import { Button, Input, PhotoManager, Stack, Text } from "@gymroam/design-system";
import { data, Form, useActionData, useRouteLoaderData } from "react-router";
import * as v from "valibot";
import { PhotoUpload } from "~/components/photo-upload";
import { getWorker } from "~/context.server";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, photoSources } from "~/domain/photo";
import { wholeNumber } from "~/domain/schemas/common";
import { PhotoAltSchema } from "~/domain/schemas/gym-listing";
import { FORM_MESSAGES, isForeignField, parseForm, readLimitedBody } from "~/lib/form.server";
import { requireOwnedGym } from "~/middleware/partner.server";
import { runListingForm, savedToast } from "~/routes/+shared/partner-listing-action.server";
import { redirectWithToast } from "~/session.server";
import { caseContext } from "~/use-cases/context.server";
import {
  addListingPhoto,
  moveListingPhoto,
  removeListingPhoto,
  updatePhotoAlt,
} from "~/use-cases/partner-listing.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/photos";
import type { loader as layoutLoader } from "./layout";

const position = wholeNumber("Choose a photo", { min: 0, max: 99 });
const MoveSchema = v.object({
  position,
  to: v.picklist(["up", "down", "cover"], "Choose where to move the photo"),
});
const RemoveSchema = v.object({ position });
const AltSchema = v.object({ position, alt: PhotoAltSchema.entries.alt });

/** The photo and its resized copies, the alt text: the most an upload may be. */
const MAX_UPLOAD_BYTES = MAX_PHOTO_BYTES * 2 + 512 * 1024;

async function fileBytes(value: FormDataEntryValue | null): Promise<Uint8Array | undefined> {
  if (!value || typeof value === "string") return undefined;
  return new Uint8Array(await value.arrayBuffer());
}

async function upload(
  request: Request,
  context: Route.ActionArgs["context"],
  gym: Awaited<ReturnType<typeof requireOwnedGym>>,
  form: FormData,
) {
  const { config } = getWorker(context);
  const back = `/partner/gyms/${gym.id}/photos`;
  const refuse = (message: string, status: number) => data({ message, result: null }, { status });
  const alt = v.safeParse(PhotoAltSchema, { alt: form.get("alt") ?? "" });
  if (!alt.success) return refuse(alt.issues[0].message, 400);
  const photo = await fileBytes(form.get("photo"));
  if (!photo || photo.length === 0) return refuse(PHOTO_MESSAGES.missing, 400);
  const medium = await fileBytes(form.get("photo_800"));
  const small = await fileBytes(form.get("photo_400"));
  const variants = medium && small ? { 1600: photo, 800: medium, 400: small } : {};
  const done = await addListingPhoto(caseContext(config), gym, { photo, variants, alt: alt.output.alt });
  if (!done.ok) return refuse(done.message, FAILURE_STATUS[done.code]);
  return redirectWithToast(config, request, back, savedToast(done.value, "Photo added"));
}

/**
 * The page's form: a multipart body may carry photos (up to MAX_UPLOAD_BYTES, beyond the 256 KB of
 * other forms); any other body is read as every form is.
 */
async function readPhotoForm(request: Request) {
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data"))
    return parseForm(request);
  const bytes = await readLimitedBody(request, MAX_UPLOAD_BYTES);
  if (!bytes) return { ok: false as const, status: 413 as const, message: PHOTO_MESSAGES.tooLarge };
  try {
    const form = await new Response(bytes, {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
    }).formData();
    for (const name of form.keys())
      if (isForeignField(name))
        return { ok: false as const, status: 400 as const, message: FORM_MESSAGES.foreign };
    return { ok: true as const, form };
  } catch {
    return { ok: false as const, status: 400 as const, message: FORM_MESSAGES.unreadable };
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const gym = await requireOwnedGym(context, params.gymId);
  const back = `/partner/gyms/${gym.id}/photos`;
  const read = await readPhotoForm(request);
  if (!read.ok) return data({ message: read.message, result: null }, { status: read.status });
  if (read.form.get("intent") === "upload") return upload(request, context, gym, read.form);
  const form = read.form;
  const intent = form.get("intent");
  if (intent === "move")
    return runListingForm(context, request, {
      form,
      schema: MoveSchema,
      back,
      toast: "Photos reordered",
      run: (ctx, value) => moveListingPhoto(ctx, gym, value),
    });
  if (intent === "alt")
    return runListingForm(context, request, {
      form,
      schema: AltSchema,
      back,
      toast: "Alt text saved",
      run: (ctx, value) => updatePhotoAlt(ctx, gym, value),
    });
  return runListingForm(context, request, {
    form,
    schema: RemoveSchema,
    back,
    toast: "Photo removed",
    run: (ctx, value) => removeListingPhoto(ctx, gym, value),
  });
}

function PhotoButton({
  position,
  intent,
  to,
  label,
  disabled,
}: {
  position: number;
  intent: string;
  to?: string;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="position" value={position} />
      {to ? <input type="hidden" name="to" value={to} /> : null}
      <Button type="submit" size="sm" variant={intent === "remove" ? "ghost" : "outline"} disabled={disabled}>
        {label}
      </Button>
    </Form>
  );
}

export default function ListingPhotos() {
  const { listing } = useRouteLoaderData<typeof layoutLoader>("routes/partner/gym/layout")!;
  const actionData = useActionData<typeof action>();
  const uploadError = actionData && "message" in actionData ? actionData.message : undefined;
  const formError = actionData?.result?.error
    ? Object.values(actionData.result.error).flat().join(" ")
    : undefined;
  return (
    <Stack gap="lg">
      <Text tone="muted">
        The first photo is the cover on search results and the map. Every photo needs alt text.
      </Text>
      {formError ? (
        <Text role="alert" className="font-medium text-danger-fg">
          {formError}
        </Text>
      ) : null}
      <PhotoManager
        photos={listing.images.map((img) => ({
          key: img.position,
          alt: img.alt,
          ...photoSources(img.url, img.widths),
        }))}
        renderActions={(photo, index, count) => {
          const at = Number(photo.key);
          return (
            <Stack gap="sm">
              <div className="flex flex-wrap gap-2">
                <PhotoButton
                  position={at}
                  intent="move"
                  to="cover"
                  label="Make cover"
                  disabled={index === 0}
                />
                <PhotoButton position={at} intent="move" to="up" label="Move up" disabled={index === 0} />
                <PhotoButton
                  position={at}
                  intent="move"
                  to="down"
                  label="Move down"
                  disabled={index === count - 1}
                />
                <PhotoButton position={at} intent="remove" label="Remove" />
              </div>
              <Form method="post" className="flex items-end gap-2">
                <input type="hidden" name="intent" value="alt" />
                <input type="hidden" name="position" value={at} />
                <Input
                  name="alt"
                  defaultValue={photo.alt}
                  aria-label={`Alt text of photo ${index + 1}`}
                  maxLength={200}
                />
                <Button type="submit" size="sm" variant="secondary">
                  Save
                </Button>
              </Form>
            </Stack>
          );
        }}
      >
        <PhotoUpload key={listing.images.length} errors={uploadError ? [uploadError] : undefined} />
      </PhotoManager>
    </Stack>
  );
}
