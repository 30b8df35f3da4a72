-- Issue 63, the producer portal over a year: a producer's lines are found from its products
-- (products_productor_idx) to their sale lines, and the lines of deleted products (product_id
-- null, which go by brand) by the same index, instead of every line of the period's sales.
CREATE INDEX "sale_lines_product_idx" ON "sale_lines" USING btree ("product_id");
