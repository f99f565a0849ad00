/**
 * The RTO report finds the moves into a status within a range of weeks (into Shipped, mainly):
 * this index reads just those rows instead of every order's whole history.
 */
export default /* sql */ `
CREATE INDEX order_events_moves_idx ON order_events (to_status, created_at, order_id) WHERE to_status IS NOT NULL;
`;
