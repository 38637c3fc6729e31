/**
 * Issue 30 item 4: a drawn picture is served only when a car holds it, found by the stock number
 * its address spells ("/" written "-", core stockNumberInAddress). This index answers that look-up
 * across every site without reading the table.
 * Each statement stays on one line: the migrator splits on a semicolon ending a line.
 */
export const sql = /* sql */ `
CREATE INDEX IF NOT EXISTS cars_stock_number_in_address_idx ON cars ((replace(data->>'stocknum', '/', '-')));
`;
