import type { Dispatch, SetStateAction } from "react";
import type { SettingsView } from "@/lib/shipping/settings/settings-screen-view";
import type { SaveProblems } from "./save-problems";
import type { ShowNotice } from "./use-notice";

/** What every card of the settings screen gets from it. */
export type SettingsCardProps = {
  settings: SettingsView;
  setSettings: Dispatch<SetStateAction<SettingsView>>;
  reload(): Promise<SettingsView>;
  show: ShowNotice;
  canManage: boolean;
  companyQuery: string | null;
  /** The last Save Settings' problems by field path, said beside their fields. */
  problems: SaveProblems["fields"];
};
