import { StockScreen } from "@/components/dealer/stock-screen";

/** /dealer/stock: search the site's cars, act on a row, upload a feed. */
export default function DealerStockPage() {
  return <StockScreen />;
}
