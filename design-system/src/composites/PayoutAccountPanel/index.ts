export {
  PayoutAccountPanel,
  type PayoutAccountPanelProps,
  type PayoutAccountState,
} from "./PayoutAccountPanel";
