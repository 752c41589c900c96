-- The demo shop's seller details (docs/product.md#seller-and-policies): a private limited company
-- in Mumbai, Maharashtra (GST state code 27). Re-runnable: an existing row is left alone.
insert into public.seller_profile (
  legal_name, trade_name, gstin, address_line1, address_line2, city, state, state_code, pincode,
  support_email, support_phone, grievance_officer_name, grievance_officer_email, grievance_officer_phone
)
values (
  'GameGear Retail Private Limited', 'GameGear India', '27AAKCG4821M1Z6',
  'Unit 14, Ground Floor, Kamala Mills Compound', 'Senapati Bapat Marg, Lower Parel', 'Mumbai', 'Maharashtra', '27',
  '400013', 'support@gamegear.in', '+91 22 4890 5512',
  'Priya Nair', 'grievance@gamegear.in', '+91 22 4890 5513'
)
on conflict (singleton) do nothing;
