import { Button, Field, Input, Stack, Text } from "@gymroam/design-system";
import { type FormEvent, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";

/** The widths the browser makes (app/domain/photo.ts PHOTO_WIDTHS), largest first. */
const WIDTHS = [1600, 800, 400] as const;

async function resized(file: File, width: number): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, width / bitmap.width, width / bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", 0.82));
  // A browser that cannot write WebP gives PNG: then the original goes up as it is.
  return blob && blob.type === "image/webp" ? blob : null;
}

/**
 * The listing's photo upload: a plain multipart form (the original file goes up
 * without JavaScript); with JavaScript the browser first makes WebP copies 1600, 800 and 400 pixels
 * wide and sends those instead. The server checks every file either way.
 */
export function PhotoUpload({ errors }: { errors?: string[] }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [preparing, setPreparing] = useState(false);
  const pending =
    preparing || (navigation.state === "submitting" && navigation.formEncType === "multipart/form-data");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const file = (form.elements.namedItem("photo") as HTMLInputElement | null)?.files?.[0];
    if (!file || typeof createImageBitmap !== "function") return; // the server says what is missing
    event.preventDefault();
    setPreparing(true);
    try {
      const copies = await Promise.all(WIDTHS.map((w) => resized(file, w)));
      const data = new FormData(form);
      if (copies.every((c) => c !== null)) {
        const [large, medium, small] = copies as Blob[];
        data.set("photo", new File([large!], "photo-1600.webp", { type: "image/webp" }));
        data.set("photo_800", new File([medium!], "photo-800.webp", { type: "image/webp" }));
        data.set("photo_400", new File([small!], "photo-400.webp", { type: "image/webp" }));
      }
      await submit(data, { method: "post", encType: "multipart/form-data" });
    } catch {
      await submit(new FormData(form), { method: "post", encType: "multipart/form-data" });
    } finally {
      setPreparing(false);
    }
  }

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      className="rounded-lg border border-border p-4"
    >
      <Stack gap="md">
        <input type="hidden" name="intent" value="upload" />
        <Field.Root id="photo-file" errors={errors} errorId="photo-file-error" required>
          <Field.Label required>Photo</Field.Label>
          <Field.Description>
            JPEG, PNG or WebP. With JavaScript on, it is resized for the web before it uploads.
          </Field.Description>
          <Input type="file" name="photo" accept="image/jpeg,image/png,image/webp" />
          <Field.Error />
        </Field.Root>
        <Field.Root id="photo-alt" required>
          <Field.Label required>Alt text</Field.Label>
          <Field.Description>
            What the photo shows, for people who cannot see it, e.g. "Main floor with six squat racks".
          </Field.Description>
          <Input name="alt" maxLength={200} />
        </Field.Root>
        <div>
          <Button type="submit" loading={pending}>
            Upload photo
          </Button>
        </div>
        {pending ? (
          <Text size="sm" tone="muted" role="status">
            Uploading…
          </Text>
        ) : null}
      </Stack>
    </Form>
  );
}
