-- An order is one statement (docs/decisions/029): it takes the stock of every product it names and
-- writes itself only if all of it was there. This aborts the statement, and so everything it took
-- and wrote, when `ok` is false; DK001 tells the shop it was the stock.
CREATE FUNCTION dokan_require_stock(ok boolean) RETURNS boolean
  LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF NOT ok THEN
    RAISE EXCEPTION 'not enough stock for the order' USING ERRCODE = 'DK001';
  END IF;
  RETURN true;
END
$$;
