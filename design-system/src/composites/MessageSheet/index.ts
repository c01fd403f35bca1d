export {
  appendLine,
  MESSAGE_SENT_DURATION_MS,
  MESSAGE_TOPICS,
  MessageComposer,
  type MessageComposerProps,
  MessageSheet,
  type MessageSheetProps,
  type MessageStatus,
} from "./MessageSheet";
