import { HeartIcon, IconButton } from "@gymroam/design-system";
import { useEffect, useState } from "react";

const STORAGE_KEY = "gymroam:favourite-trainers";

function readSaved(): number[] {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/**
 * The trainer card's heart. The spec has it "toggled locally only": it is kept in this browser
 * (localStorage), never sent to the server. It needs JavaScript, so it renders only once the page has
 * hydrated (a button that did nothing without it would be a lie).
 */
export function TrainerFavourite({ trainerId, trainerName }: { trainerId: number; trainerName: string }) {
  const [saved, setSaved] = useState<boolean | null>(null);
  useEffect(() => setSaved(readSaved().includes(trainerId)), [trainerId]);
  if (saved === null) return null;
  return (
    <IconButton
      type="button"
      variant="secondary"
      shape="round"
      pressed={saved}
      aria-label={saved ? `Remove ${trainerName} from favourites` : `Save ${trainerName}`}
      onClick={() => {
        const ids = new Set(readSaved());
        if (saved) ids.delete(trainerId);
        else ids.add(trainerId);
        try {
          localStorage.setItem(STORAGE_KEY, JSON.stringify([...ids]));
        } catch {
          // Storage refused (private mode, quota): the heart still toggles for this page.
        }
        setSaved(!saved);
      }}
    >
      <HeartIcon aria-hidden="true" />
    </IconButton>
  );
}
