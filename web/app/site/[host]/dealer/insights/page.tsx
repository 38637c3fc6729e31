import { InsightsScreen } from "@/components/dealer/insights-screen";

/** /dealer/insights: views, leads and leads per view by day, car and model (managers, owners). */
export default function DealerInsightsPage() {
  return <InsightsScreen />;
}
