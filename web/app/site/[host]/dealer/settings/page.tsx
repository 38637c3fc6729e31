import { SettingsScreen } from "@/components/dealer/settings-screen";

/** /dealer/settings: hours (managers), phones, menu, switches and finance provider (owners). */
export default function DealerSettingsPage() {
  return <SettingsScreen />;
}
