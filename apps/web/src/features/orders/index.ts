// What other features use of orders: the shopper's orders, their short id, badges and sums, and the confirmation of one just placed.
export { useMyOrders } from './api/get-my-orders';
export { useTransferQueue } from './api/get-transfer-queue';
export { OrderStatusBadge } from './components/order-badges';
export { OrderPlaced } from './components/order-placed';
export { shortOrderId } from './order-id';
export { orderStats } from './order-stats';
