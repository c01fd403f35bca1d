import { redirect } from "react-router";

/** The gym owner's area moved to the partner console; old links and e-mails still work. */
export function loader() {
  return redirect("/partner", 301);
}
